/**
 * Reset password and the deletion flow of a teacher (spec 002 §4.7, §8). Deletion: a teacher who
 * is the only one of a team being taught is stopped with a blocking notice; otherwise a
 * confirmation that says what happens (a pending invitation is erased; an active teacher's
 * teams, portfolios and students go to the acting manager), then, when the server asks
 * (check_again) and the person is no campus manager, the offer to move the account out of the
 * campus (it belongs to others) or to apply to delete the account (this was its only campus).
 */
import {
  useDeleteEmployee,
  useRemoveToCampus,
  useRemoveUser,
  useResetEmployeePassword,
} from '@/api/employees';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import type { Employee } from '@/types/manage';
import { followUpAfterDelete, isPendingInvite, isRemovalBlocked } from '../utils/permissions';

export function useEmployeeActions() {
  const t = useT();
  const { message, modal } = useAppNotices();
  const reset = useResetEmployeePassword();
  const remove = useDeleteEmployee();
  const moveOut = useRemoveToCampus();
  const removeAccount = useRemoveUser();

  /** 400: the server's message as a warning; anything else (offline included): operation failed. */
  const fail = (error: unknown, fallback = 'manageCenter.operationFailed') => {
    if (error instanceof ApiError && error.status === 400) message.warning(error.message);
    else message.error(t(fallback));
  };

  const resetPassword = async (employee: Employee) => {
    const ok = await modal.confirm({
      title: t('manageCenter.employee.resetTitle'),
      content: t('manageCenter.employee.resetConfirm', { name: employee.name, phone: employee.phone }),
      okText: t('manageCenter.employee.reset'),
    });
    if (!ok) return;
    try {
      await reset.mutateAsync(employee.id);
      message.success(t('manageCenter.employee.resetDone'));
    } catch {
      message.error(t('manageCenter.employee.resetFailed'));
    }
  };

  const followUp = async (employee: Employee, kind: 'remove_to_campus' | 'remove_user') => {
    const moving = kind === 'remove_to_campus';
    const ok = await modal.confirm({
      title: t(moving ? 'manageCenter.employee.moveOutTitle' : 'manageCenter.employee.removeUserTitle'),
      content: t(moving ? 'manageCenter.employee.moveOutConfirm' : 'manageCenter.employee.removeUserConfirm', { name: employee.name }),
      okText: t(moving ? 'manageCenter.employee.moveOut' : 'manageCenter.employee.removeUser'),
      okButtonProps: { danger: true },
    });
    if (!ok) return;
    try {
      await (moving ? moveOut : removeAccount).mutateAsync(employee.id);
      message.success(t(moving ? 'manageCenter.employee.movedOut' : 'manageCenter.employee.applied'));
    } catch (error) {
      fail(error);
    }
  };

  const deleteEmployee = async (employee: Employee) => {
    if (isRemovalBlocked(employee)) {
      await modal.warning({ title: t('manageCenter.employee.blockedTitle'), content: t('manageCenter.employee.blocked', { name: employee.name }) });
      return;
    }
    const pending = isPendingInvite(employee);
    const ok = await modal.confirm({
      title: t(pending ? 'manageCenter.employee.withdrawTitle' : 'manageCenter.employee.deleteTitle'),
      content: t(pending ? 'manageCenter.employee.withdrawConfirm' : 'manageCenter.employee.deleteConfirm', { name: employee.name }),
      okText: t('manageCenter.employee.delete'),
      okButtonProps: { danger: true },
    });
    if (!ok) return;
    try {
      const answer = await remove.mutateAsync(employee.id);
      message.success(t('manageCenter.employee.deleted'));
      const next = followUpAfterDelete(answer, employee);
      if (next) await followUp(employee, next);
    } catch (error) {
      fail(error);
    }
  };

  return { resetPassword, deleteEmployee };
}
