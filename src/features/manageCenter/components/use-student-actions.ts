/**
 * The one-click student actions (spec 002 §4.8, §8): freeze and unfreeze (a frozen account cannot
 * sign in, its login cards included), allow and forbid comments (only while not frozen), and
 * delete after a confirmation. Failures: "operation abnormal, retry" for the switches.
 */
import { useDeleteOrgStudent, useUpdateOrgStudent } from '@/api/org-students';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import type { OrgStudent, OrgStudentPatch } from '@/types/manage';

type Switch = 'freeze' | 'unfreeze' | 'allowComments' | 'forbidComments';

const PATCH: Record<Switch, OrgStudentPatch> = {
  freeze: { is_freeze: true },
  unfreeze: { is_freeze: false },
  allowComments: { allow_comments: true },
  forbidComments: { allow_comments: false },
};

export function useStudentActions() {
  const t = useT();
  const { message, modal } = useAppNotices();
  const update = useUpdateOrgStudent();
  const remove = useDeleteOrgStudent();

  const toggle = async (action: Switch, student: OrgStudent) => {
    try {
      await update.mutateAsync({ id: student.id, patch: PATCH[action] });
      message.success(t(`manageCenter.student.done.${action}`, { name: student.name }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) message.warning(error.message);
      else message.error(t('manageCenter.student.switchFailed'));
    }
  };

  const deleteStudent = async (student: OrgStudent) => {
    const ok = await modal.confirm({
      title: t('manageCenter.student.deleteTitle'),
      content: t('manageCenter.student.deleteConfirm', { name: student.name }),
      okText: t('manageCenter.student.delete'),
      okButtonProps: { danger: true },
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(student.id);
      message.success(t('manageCenter.student.deleted'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) message.warning(error.message);
      else message.error(t('manageCenter.operationFailed'));
    }
  };

  return { toggle, deleteStudent };
}
