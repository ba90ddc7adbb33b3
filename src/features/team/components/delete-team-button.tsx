/**
 * Delete team (spec 002 §2.5, §4.3, §5, §6, §8): a separate confirmation; managers and
 * organisation teachers only on empty teams they created, standalone teachers with all the
 * team's student accounts. Afterwards the team list, after 1000 ms.
 */
import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDeleteTeam } from '@/api/teams';
import { Guarded } from '@/components/guarded';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { checkTeamDeletable } from '@/lib/validators/teams';
import type { Team } from '@/types/manage';
import type { User } from '@/types/user';
import { failureText } from '../utils/failure';
import { canDeleteTeam, deletesStudentAccounts } from '../utils/permissions';

/** spec 002 §4.3, §9 */
export const REDIRECT_AFTER_DELETE_MS = 1000;

export function DeleteTeamButton({ user, team, listLink, blocked }: { user: User; team: Team; listLink: string; blocked: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const { message, modal } = useAppNotices();
  const remove = useDeleteTeam();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!team.is_now_create && !deletesStudentAccounts(user)) return null;
  const rule = canDeleteTeam(user, team) ? null : checkTeamDeletable(team.num_student);
  const reason = blocked ?? (rule ? t(rule.key) : null);

  async function confirmDelete() {
    const sure = await modal.confirm({
      title: t('team.delete.title', { name: team.name }),
      content: deletesStudentAccounts(user) && team.num_student > 0 ? t('team.delete.withStudents', { count: team.num_student }) : t('team.delete.empty'),
      okText: t('team.delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    remove.mutate(team.code, {
      onSuccess: () => {
        message.success(t('team.delete.done', { name: team.name }));
        timer.current = window.setTimeout(() => navigate(listLink), REDIRECT_AFTER_DELETE_MS);
      },
      onError: (error) => message.error(failureText(error, t, 'team.delete.failed')),
    });
  }

  return (
    <Guarded reason={reason}>
      {(guard) => (
        <Button danger {...guard} loading={remove.isPending} onClick={() => void confirmDelete()}>
          {t('team.delete.button')}
        </Button>
      )}
    </Guarded>
  );
}
