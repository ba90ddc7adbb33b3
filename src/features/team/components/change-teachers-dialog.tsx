/**
 * Change the teaching teachers of a team (spec 002 §2.5, §5, §6): 1 to 3; managers and standalone
 * teachers only. The whole list goes back with the version the dialog read: a change made since
 * answers 409 (its message shown), and the team reloads.
 */
import { useState } from 'react';
import { Modal } from 'antd';
import { useUpdateTeam } from '@/api/teams';
import { FormField } from '@/components/form-field';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import { checkTeachingTeachers } from '@/lib/validators/teams';
import type { Team } from '@/types/manage';
import { failureText } from '../utils/failure';
import { TeacherPicker } from './teacher-picker';

export function ChangeTeachersDialog({ team, fromType, onClose }: { team: Team; fromType?: string; onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const update = useUpdateTeam(team.code);
  const [ids, setIds] = useState(team.team_teacher.map((teacher) => teacher.id));
  const problem = checkTeachingTeachers(ids);

  function save() {
    if (problem) return;
    update.mutate(
      { team_teacher: ids, teachers_version: team.teachers_version, ...(fromType ? { from_type: fromType } : {}) },
      {
        onSuccess: () => {
          message.success(t('team.teachers.saved'));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            message.warning(error.message);
            onClose();
          } else message.error(failureText(error, t, 'team.saveFailed'));
        },
      },
    );
  }

  return (
    <Modal open title={t('team.teachers.title')} okText={t('common.save')} cancelText={t('common.cancel')} okButtonProps={{ disabled: problem !== null }} confirmLoading={update.isPending} onOk={save} onCancel={onClose} destroyOnHidden>
      <FormField label={t('team.wizard.teachers')} error={problem ? t(problem.key, problem.params) : undefined} help={t('team.wizard.teachers.help')}>
        {(control) => <TeacherPicker control={control} value={ids} placeholder={t('team.wizard.teachers.placeholder')} onChange={setIds} />}
      </FormField>
    </Modal>
  );
}
