/**
 * The team's exclusive sign-in link ({origin}/login/{teamCode}, spec 002 §2.5, §9) with a copy
 * button; the copied notice goes after 3 seconds (§8).
 */
import { Button, Input, Space } from 'antd';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { Team } from '@/types/manage';
import { exclusiveLink } from '@/lib/paths';

/** spec 002 §8-9: the copy notice is hidden after 3000 ms */
export const COPY_NOTICE_SECONDS = 3;

export function ExclusiveLink({ team }: { team: Pick<Team, 'code'> }) {
  const t = useT();
  const { message } = useAppNotices();
  const link = exclusiveLink(window.location.origin, team);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      message.success(t('team.link.copied'), COPY_NOTICE_SECONDS);
    } catch {
      message.warning(t('team.link.copyFailed'), COPY_NOTICE_SECONDS);
    }
  }

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input readOnly value={link} aria-label={t('team.link.label')} onFocus={(e) => e.target.select()} />
      <Button type="primary" onClick={() => void copy()}>
        {t('team.link.copy')}
      </Button>
    </Space.Compact>
  );
}
