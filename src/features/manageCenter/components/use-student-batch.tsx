/**
 * The actions on the selected campus students (beyond the spec, issue 27): freeze or unfreeze,
 * forbid or allow comments, move to one team, delete after one confirmation naming the count.
 * The server answers each student's result: the changed ones are counted in a success notice, the
 * ones left as they were are listed with their reasons. A refused call ("choose 1 to N students",
 * a team of another campus) shows the server's message; anything else "operation abnormal".
 */
import { useBatchDeleteOrgStudents, useBatchMoveOrgStudents, useBatchUpdateOrgStudents } from '@/api/org-students';
import { ApiError } from '@/lib/api-error';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { OrgStudentBatchReport, OrgStudentBatchSwitch } from '@/types/manage';

export type BatchSwitch = 'freeze' | 'unfreeze' | 'forbidComments' | 'allowComments';

const CHANGE: Record<BatchSwitch, OrgStudentBatchSwitch> = {
  freeze: { is_freeze: true },
  unfreeze: { is_freeze: false },
  forbidComments: { allow_comments: false },
  allowComments: { allow_comments: true },
};

export function useStudentBatch({ onDeleted }: { onDeleted: (ids: number[]) => void }) {
  const t = useT();
  const { message, modal } = useAppNotices();
  const update = useBatchUpdateOrgStudents();
  const move = useBatchMoveOrgStudents();
  const remove = useBatchDeleteOrgStudents();

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) message.warning(error.message);
    else message.error(t('manageCenter.student.switchFailed'));
  };

  /** The success notice of the changed students, and the list of those left as they were. */
  const report = (answer: OrgStudentBatchReport, done: string) => {
    if (answer.changed.length > 0) message.success(done);
    if (answer.failed.length === 0) return;
    void modal.info({
      title: t('manageCenter.student.batch.notChanged', { count: answer.failed.length }),
      content: (
        <ul className="mc-batch-report">
          {answer.failed.map((f) => (
            <li key={f.id}>{t('manageCenter.student.batch.reason', { name: f.name, reason: f.reason })}</li>
          ))}
        </ul>
      ),
    });
  };

  const toggle = async (action: BatchSwitch, ids: number[]) => {
    try {
      const answer = await update.mutateAsync({ ids, change: CHANGE[action] });
      report(answer, t(`manageCenter.student.batch.done.${action}`, { count: answer.changed.length }));
    } catch (error) {
      failed(error);
    }
  };

  /** Moves the students into the team; true once the server has answered. */
  const moveTo = async (ids: number[], team: { id: number; name: string }): Promise<boolean> => {
    try {
      const answer = await move.mutateAsync({ ids, team: team.id });
      report(answer, t('manageCenter.student.batch.done.move', { count: answer.changed.length, team: team.name }));
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  const deleteAll = async (ids: number[]) => {
    const ok = await modal.confirm({
      title: t('manageCenter.student.batch.deleteTitle', { count: ids.length }),
      content: t('manageCenter.student.batch.deleteBody'),
      okText: t('manageCenter.student.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const answer = await remove.mutateAsync(ids);
      onDeleted(answer.deleted.map((s) => s.id));
      message.success(t('manageCenter.student.batch.deleted', { count: answer.deleted.length }));
    } catch (error) {
      failed(error);
    }
  };

  return { toggle, moveTo, deleteAll, busy: update.isPending || move.isPending || remove.isPending, moving: move.isPending };
}
