/** A campus invitation in the list: the campus logo, the invitation's status and the button that opens it. */
import { Button } from 'antd';
import { StatusTag, type StatusTone } from '@/components/status-tag';
import { useT } from '@/lib/i18n/i18n';
import type { Notification } from '@/types/notification';
import { invitationContent, invitationOutcome, type InvitationOutcome } from '../utils/campus-invitation';
import { CampusLogo } from './campus-logo';

const STATUS_TONE: Record<InvitationOutcome, StatusTone> = { pending: 'warning', agreed: 'success', refused: 'neutral' };

export function CampusInvitationCard({ notification: n, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const t = useT();
  const content = invitationContent(n);
  const outcome = invitationOutcome(content.status);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, padding: 10, border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff', maxWidth: 520 }}>
      <CampusLogo logo={content.logo} name={n.obj_name} size={40} />
      <span style={{ flex: 1, minWidth: 0, fontWeight: 500 }}>{n.obj_name}</span>
      <StatusTag tone={STATUS_TONE[outcome]}>{t(`notification.invitation.status.${outcome}`)}</StatusTag>
      <Button size="small" type={outcome === 'pending' ? 'primary' : 'default'} onClick={() => onOpen(n)} aria-label={`${t('notification.invitation.open')}: ${n.obj_name}`}>
        {t('notification.invitation.open')}
      </Button>
    </div>
  );
}
