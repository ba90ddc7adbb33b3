/**
 * "Copy preview link" (spec 001 §2): the full address of a page of this site, for sharing (the
 * course and project previews open without signing in). Says whether the copy worked.
 */
import { Button } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';

/** The full address of a path of this site, as it is shared. */
export function siteAddress(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}

export function CopyLinkButton({ path, label }: { path: string; label: string }) {
  const t = useT();
  const { message } = useAppNotices();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(siteAddress(path));
      void message.success(t('common.link.copied'));
    } catch {
      void message.warning(t('common.link.copyFailed', { link: siteAddress(path) }));
    }
  };
  return (
    <Button icon={<LinkOutlined aria-hidden />} onClick={() => void copy()}>
      {label}
    </Button>
  );
}
