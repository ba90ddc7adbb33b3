/**
 * Restricted mode (spec 000 §4, isRestrictedMode in lib/access): a teacher or manager whose
 * selected campus is only an invitation. Most header items are disabled with a tooltip; the AI
 * apps platform, the personal centre, the bell, feedback, language and log out stay enabled.
 * A banner says why and leads to the messages, where the invitation is accepted.
 */
import type { ReactNode } from 'react';
import { Alert, Tooltip } from 'antd';
import { selectedCampus } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { RouterButton } from '@/components/router-button';
import { paths } from '@/lib/paths';

/** A disabled item's label with the reason on hover and focus. */
export function RestrictedLabel({ restricted, children }: { restricted: boolean; children: ReactNode }) {
  const t = useT();
  if (!restricted) return children;
  return (
    <Tooltip title={t('shell.restricted.tooltip')} placement="right">
      <span>{children}</span>
    </Tooltip>
  );
}

export function RestrictedBanner({ user }: { user: Pick<User, 'campus_data'> }) {
  const t = useT();
  const campus = selectedCampus(user);
  return (
    <Alert
      type="warning"
      showIcon
      title={t('shell.restricted.banner', { campus: campus?.name ?? '' })}
      action={
        <RouterButton to={paths.notification.href()} size="small">
          {t('shell.restricted.openMessages')}
        </RouterButton>
      }
    />
  );
}
