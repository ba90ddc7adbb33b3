/**
 * What the viewer may do to one member (spec 001 §4, §6, §8; 002 §4.5, §6): promote a curator to
 * manager, make a manager a curator again (the owner; beyond the spec), remove someone, or leave
 * (one's own row). The owner's row has none; visitors see none. Each asks first.
 */
import { Space } from 'antd';
import { ApiError } from '@/lib/api-error';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { Studio, StudioMember } from '@/types/portfolio';
import { useChangeRole, useRemoveMember } from '../api/studio-members';
import { canDemoteMember, canPromoteMember, canRemoveMember } from '../utils/permissions';
import { RowAction } from '@/components/row-action';

export function MemberActions({ studio, member, viewerId }: { studio: Studio; member: StudioMember; viewerId: number }) {
  const t = useT();
  const { message, modal } = useAppNotices();
  const changeRole = useChangeRole(studio.id);
  const remove = useRemoveMember(studio.id);
  const self = member.user_id === viewerId;
  const name = member.name || member.user_name;

  async function run(confirm: { title: string; content?: string; ok: string; danger?: boolean }, action: () => Promise<unknown>, done: string) {
    const ok = await modal.confirm({ title: confirm.title, content: confirm.content, okText: confirm.ok, okButtonProps: { danger: confirm.danger }, cancelText: t('common.cancel') });
    if (!ok) return;
    if (!navigator.onLine) return void message.error(t('error.offline'));
    try {
      await action();
      void message.success(done);
    } catch (error) {
      void message.error(error instanceof ApiError && error.status !== null && error.status < 500 ? error.message : t('error.offline'));
    }
  }

  const buttons = [];
  if (canPromoteMember(studio.role, member.role)) {
    buttons.push(
      <RowAction key="promote" aria-label={t('portfolio.member.promote.label', { name })}
        onClick={() => void run({ title: t('portfolio.member.promote.confirm', { name }), ok: t('portfolio.member.promote') }, () => changeRole.mutateAsync({ memberId: member.id, role: 'manager' }), t('portfolio.member.promote.success'))}>
        {t('portfolio.member.promote')}
      </RowAction>,
    );
  }
  if (canDemoteMember(studio.role, member.role)) {
    buttons.push(
      <RowAction key="demote" aria-label={t('portfolio.member.demote.label', { name })}
        onClick={() => void run({ title: t('portfolio.member.demote.confirm', { name }), ok: t('portfolio.member.demote') }, () => changeRole.mutateAsync({ memberId: member.id, role: 'curator' }), t('portfolio.member.demote.success'))}>
        {t('portfolio.member.demote')}
      </RowAction>,
    );
  }
  if (canRemoveMember(studio.role, member.role, self)) {
    buttons.push(
      self ? (
        <RowAction key="leave" danger
          onClick={() => void run({ title: t('portfolio.member.leave.confirm', { title: studio.title }), ok: t('portfolio.member.leave'), danger: true }, () => remove.mutateAsync(member.id), t('portfolio.member.leave.success'))}>
          {t('portfolio.member.leave')}
        </RowAction>
      ) : (
        <RowAction key="remove" danger aria-label={t('portfolio.member.remove.label', { name })}
          onClick={() => void run({ title: t('portfolio.member.remove.confirm', { name }), ok: t('portfolio.member.remove'), danger: true }, () => remove.mutateAsync(member.id), t('portfolio.member.remove.success'))}>
          {t('portfolio.member.remove')}
        </RowAction>
      ),
    );
  }
  return buttons.length ? <Space size={0} wrap>{buttons}</Space> : null;
}
