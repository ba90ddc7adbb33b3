/**
 * Add a student of this campus to the team by username (spec 002 §2.5, §5, §8): the username is
 * required; a 400 shows the server's message as a warning, other failures "adding campus student
 * failed" (a plain-text answer is ignored).
 */
import { useState } from 'react';
import { Input, Modal } from 'antd';
import { useAddOrgStudent } from '@/api/team-students';
import { FormField } from '@/components/form-field';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { checkCampusStudentUsername } from '@/lib/validators/students';
import { failureText, serverMessageOf } from '../utils/failure';

export function AddCampusStudentDialog({ code, fromType, open, onClose }: { code: string; fromType: string; open: boolean; onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const add = useAddOrgStudent(code, fromType);
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = checkCampusStudentUsername(username);
  const close = () => {
    setUsername('');
    setTouched(false);
    onClose();
  };

  function submit() {
    setTouched(true);
    if (problem) return;
    add.mutate(username.trim(), {
      onSuccess: (answer) => {
        message.success(answer.messager);
        close();
      },
      onError: (error) => {
        const server = serverMessageOf(error);
        if (server) message.warning(server);
        else message.error(failureText(error, t, 'team.campusStudent.failed'));
      },
    });
  }

  return (
    <Modal open={open} title={t('team.campusStudent.title')} okText={t('team.campusStudent.add')} cancelText={t('common.cancel')} confirmLoading={add.isPending} onOk={submit} onCancel={close} destroyOnHidden>
      <FormField label={t('team.campusStudent.username')} error={touched && problem ? t(problem.key) : undefined}>
        {(control) => (
          <Input
            {...control}
            value={username}
            autoComplete="off"
            placeholder={t('team.campusStudent.placeholder')}
            onChange={(e) => setUsername(e.target.value)}
            onBlur={() => setTouched(true)}
            onPressEnter={submit}
          />
        )}
      </FormField>
    </Modal>
  );
}
