/**
 * Opening a campus invitation (spec 001 §4, §8): a click first checks expiry; an expired (or
 * failed) check shows "information expired"; an answered invitation shows that it was refused or
 * agreed; a pending one asks to agree or refuse. Clicks and answers are debounced 500 ms. After an
 * answer the list, the campus list and the current user are fetched again.
 */
import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useAppNotices } from '@/lib/app-notices';
import { useStableCallback } from '@/lib/use-stable-callback';
import { useT } from '@/lib/i18n/i18n';
import type { Notification } from '@/types/notification';
import { useCheckInvitationExpiry, useReplyToInvitation } from '../api/campus-invitation';
import { INVITATION_CLICK_DEBOUNCE_MS, invitationContent, invitationDialog, type InvitationDialog } from '../utils/campus-invitation';
import { createClickGuard } from '@/lib/leading-debounce';
import { actorDisplayName } from '../utils/notification-view';
import { CampusLogo } from './campus-logo';

interface Opened {
  dialog: InvitationDialog;
  notification: Notification;
  /** false while closing: the content stays through the closing animation */
  open: boolean;
}

/** A click guard that lives as long as the component. */
function useClickGuard(waitMs: number) {
  const [guard] = useState(() => createClickGuard(waitMs));
  return guard;
}

export function useCampusInvitationFlow() {
  const t = useT();
  const { message } = useAppNotices();
  const [opened, setOpened] = useState<Opened | null>(null);
  const check = useCheckInvitationExpiry();
  const reply = useReplyToInvitation();

  const openGuard = useClickGuard(INVITATION_CLICK_DEBOUNCE_MS);
  const answerGuard = useClickGuard(INVITATION_CLICK_DEBOUNCE_MS);

  // One function for the whole visit: the list's messages are drawn with memo (notification-item).
  const open = useStableCallback((n: Notification) => {
    if (!openGuard()) return;
    const { employee_id: id, status } = invitationContent(n);
    const show = (expired: boolean) => setOpened({ dialog: invitationDialog(expired, status), notification: n, open: true });
    // Without an invitation id the check cannot succeed: it counts as failed.
    if (!id) return show(true);
    check.mutate(id, { onSuccess: (answer) => show(answer.is_expires), onError: () => show(true) });
  });

  const close = () => setOpened((o) => (o ? { ...o, open: false } : o));

  const answer = (agree: boolean) => {
    if (!answerGuard() || !opened?.open || reply.isPending) return;
    const n = opened.notification;
    reply.mutate(
      { id: invitationContent(n).employee_id, status: agree },
      {
        onSuccess: () => {
          void message.success(t(agree ? 'notification.invitation.joined' : 'notification.invitation.refusedDone', { campus: n.obj_name }));
          close();
        },
        onError: (error) => {
          void message.warning(error.message);
          close();
        },
      },
    );
  };

  const dialog = opened?.open ? opened.dialog : undefined;
  const shown = opened?.dialog;
  const n = opened?.notification;

  const dialogs = (
    <>
      <Modal
        open={dialog === 'answer'}
        title={t('notification.invitation.title')}
        onCancel={close}
        footer={[
          <Button key="refuse" onClick={() => answer(false)} disabled={reply.isPending}>
            {t('notification.invitation.refuse')}
          </Button>,
          <Button key="agree" type="primary" onClick={() => answer(true)} loading={reply.isPending}>
            {t('notification.invitation.agree')}
          </Button>,
        ]}
      >
        {n && (
          <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
            <CampusLogo logo={invitationContent(n).logo} name={n.obj_name} size={56} />
            <p style={{ margin: 0 }}>{t('notification.invitation.text', { actor: actorDisplayName(n) || t('notification.someone'), campus: n.obj_name })}</p>
          </div>
        )}
      </Modal>
      <Modal
        open={dialog === 'expired' || dialog === 'refused' || dialog === 'agreed'}
        title={t(shown === 'expired' ? 'notification.invitation.expired.title' : 'notification.invitation.title')}
        onCancel={close}
        footer={[
          <Button key="ok" type="primary" onClick={close}>
            {t('notification.invitation.ok')}
          </Button>,
        ]}
      >
        <p style={{ margin: 0 }}>
          {shown === 'expired' && t('notification.invitation.expired.text')}
          {shown === 'refused' && t('notification.invitation.refused.text')}
          {shown === 'agreed' && t('notification.invitation.agreed.text')}
        </p>
      </Modal>
    </>
  );

  return { open, checking: check.isPending, dialogs };
}
