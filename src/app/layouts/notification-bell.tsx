/**
 * The message bell (spec 000 §2): a link to /notification with the unread count, "99+" above 99.
 * The count refreshes every 30 seconds; the accessible name carries the exact number.
 */
import { useEffect } from 'react';
import { Badge } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { useUnreadCount } from '@/api/notifications';
import { preloadWhenIdle } from '@/lib/route-preload';
import { paths } from '@/lib/paths';

export const BELL_OVERFLOW = 99;
const NOTIFICATION_PATH = paths.notification.href();

export function NotificationBell() {
  const t = useT();
  const { data } = useUnreadCount();
  const count = data?.count ?? 0;
  // The message centre's code is fetched once the page is idle: the bell finds it in the cache.
  useEffect(() => preloadWhenIdle([NOTIFICATION_PATH]), []);
  return (
    <NavLink
      to={NOTIFICATION_PATH}
      className="tc-nav-link"
      aria-label={count > 0 ? t('shell.bell.unread', { count }) : t('shell.bell.label')}
      style={{ padding: '6px 10px' }}
    >
      {/* A badge of its own once the count has arrived: it shows it at once. The same badge
          zoomed the first count in after the header was drawn without it, and that animation's
          start made React draw again in the page's longest task, with every effect of the
          page's first commit (issue 31). Later counts zoom in and out as before. */}
      <Badge key={data ? 'counted' : 'counting'} count={count} overflowCount={BELL_OVERFLOW} size="small" offset={[4, -2]}>
        <BellOutlined aria-hidden style={{ fontSize: 20, color: 'rgba(0,0,0,0.75)' }} />
      </Badge>
    </NavLink>
  );
}
