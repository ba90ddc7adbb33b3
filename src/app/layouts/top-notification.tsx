/**
 * The top notice (spec 000 §3, §7): the first top notification whose window
 * (top_start_time..top_end_time) is open, shown under the header until the user dismisses it;
 * dismissing marks it on the server (mark_top_notification) and refetches the bell.
 */
import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/i18n';
import { activeTopNotification, useMarkTopNotification, useUnreadCount } from '@/api/notifications';

/** `onSettled`: called once the count has answered (or failed): whether a notice shows is known. */
export function TopNotification({ onSettled }: { onSettled?: () => void }) {
  const t = useT();
  const { data, isPending } = useUnreadCount();
  useEffect(() => {
    if (!isPending) onSettled?.();
  }, [isPending, onSettled]);
  const mark = useMarkTopNotification();
  // Hidden at once on dismiss, without waiting for the server and the refetch.
  const [dismissed, setDismissed] = useState<readonly number[]>([]);
  const notice = activeTopNotification(data?.top_notifications.filter((n) => !dismissed.includes(n.id)));
  if (!notice) return null;

  return (
    // One Alert per notice: a closed Alert stays closed, and the next notice must show.
    <Alert
      key={notice.id}
      type="info"
      showIcon
      icon={<NotificationOutlined aria-hidden />}
      role="region"
      aria-label={t('shell.topNotice.label')}
      title={notice.description}
      closable={{
        'aria-label': t('shell.topNotice.dismiss'),
        onClose: () => {
          setDismissed((ids) => [...ids, notice.id]);
          mark.mutate(notice.id);
        },
      }}
    />
  );
}
