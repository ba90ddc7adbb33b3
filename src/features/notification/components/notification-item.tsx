/** One message of the list: who, what (with links), quoted text, a campus invitation's card, and when. */
import { memo, type CSSProperties } from 'react';
import { Badge } from 'antd';
import { PersonAvatar } from '@/components/person-avatar';
import { NotificationOutlined } from '@ant-design/icons';
import { formatDateTime } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { Notification } from '@/types/notification';
import { actorDisplayName, notificationView } from '../utils/notification-view';
import { CampusInvitationCard } from './campus-invitation-card';
import { NotificationMessage } from './notification-message';

/** A message's height until it is first drawn (global.css, .tc-offscreen): a line or two and the time. */
const ITEM_HEIGHT = { '--tc-offscreen-height': '100px' } as CSSProperties;

/**
 * Drawn again only when its message or handler changes: the page around the list renders again
 * as it marks everything read and as other answers arrive, which drew the 50 to 200 messages
 * two or three more times on each visit (issue 31).
 */
export const NotificationItem = memo(function NotificationItem({ notification: n, onOpenInvitation }: { notification: Notification; onOpenInvitation: (n: Notification) => void }) {
  const t = useT();
  const view = notificationView(n);
  const name = actorDisplayName(n);
  return (
    <li
      data-testid={`notification-${n.id}`}
      className="tc-offscreen"
      style={{
        ...ITEM_HEIGHT,
        display: 'flex',
        gap: 12,
        padding: '14px 16px',
        borderBottom: '1px solid #f0f0f0',
        background: n.unread ? '#f5f8ff' : undefined,
      }}
    >
      {name ? (
        <PersonAvatar name={name} src={n.actor_avatar} size={40} style={{ background: '#c9d8ff', color: '#1d4fd8' }} />
      ) : (
        <PersonAvatar name="" icon={<NotificationOutlined aria-hidden />} size={40} style={{ background: '#fff4e0', color: '#d46b08' }} />
      )}
      <div style={{ flex: 1, minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 6 }}>
        <div style={{ lineHeight: 1.6 }}>
          <NotificationMessage notification={n} view={view} />
          {n.unread && <Badge status="processing" text={t('notification.unread')} style={{ marginInlineStart: 8 }} />}
        </div>
        {view.works.length > 0 && (
          <div style={{ color: 'rgba(0,0,0,0.65)' }}>{t('notification.works', { names: view.works.join(', ') })}</div>
        )}
        {view.quote && (
          <div style={{ color: 'rgba(0,0,0,0.72)', background: '#fafafa', borderInlineStart: '3px solid #e5e5e5', padding: '6px 10px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {view.quote}
          </div>
        )}
        {view.isCampusInvitation && <CampusInvitationCard notification={n} onOpen={onOpenInvitation} />}
        <time dateTime={n.created_at} style={{ color: 'rgba(0, 0, 0, 0.64)', fontSize: 12 }}>
          {formatDateTime(n.created_at)}
        </time>
      </div>
    </li>
  );
});
