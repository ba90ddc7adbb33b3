/**
 * New student and edit info (spec 002 §2.8, §5, §8): name (required, at most 15 of Chinese,
 * English, digits or underscore), the key type and key (new students; the key is drawn by the
 * server and can be drawn again), and the teams (at least one). Edit info sends only what the
 * manager changed, so it never undoes a change made meanwhile (a teacher moving the student); a
 * change of teams replaces the list and carries the version read: 409 when the student changed
 * since, and the dialog closes on the reloaded list.
 */
import { Form, Input, Modal, Select } from 'antd';
import { useCreateOrgStudent, useUpdateOrgStudent } from '@/api/org-students';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { ruleOf, valueRuleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { checkStudentName, STUDENT_NAME_MAX } from '@/lib/validators/names';
import { checkStudentTeam } from '@/lib/validators/students';
import type { OrgStudent } from '@/types/manage';
import { editPatch } from '../utils/student-edit';
import { SecretField, type SecretValues } from './secret-field';
import { useCampusTeams } from './use-campus-teams';

interface Values extends SecretValues {
  name: string;
  student_team_id: number[];
}

export function StudentFormModal({ editing, onClose }: { editing?: OrgStudent; onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const [form] = Form.useForm<Values>();
  const { teams, loading } = useCampusTeams();
  const create = useCreateOrgStudent();
  const update = useUpdateOrgStudent();
  const saving = create.isPending || update.isPending;

  const save = async (values: Values) => {
    try {
      if (editing) {
        const patch = editPatch(editing, values);
        if (patch) await update.mutateAsync({ id: editing.id, patch });
        message.success(t('manageCenter.student.modified'));
      } else {
        await create.mutateAsync({ ...values, name: values.name.trim() });
        message.success(t('manageCenter.student.created'));
      }
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = Object.entries(error.fieldErrors).filter(([key]) => ['name', 'student_team_id', 'secret_type'].includes(key));
      if (error.status === 409) {
        message.warning(error.message);
        onClose();
        return;
      }
      if (error.status === 400 && fields.length > 0) form.setFields(fields.map(([name, text]) => ({ name: name as keyof Values, errors: [text] })));
      else if (error.status === 400) message.warning(error.message);
      else message.error(t(editing ? 'manageCenter.student.modifyFailed' : 'manageCenter.student.createFailed'));
    }
  };

  const title = t(editing ? 'manageCenter.student.editTitle' : 'manageCenter.student.newTitle');
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => form.submit()} okText={t('common.save')} confirmLoading={saving} mask={{ closable: false }}>
      <Form<Values>
        form={form}
        layout="vertical"
        aria-label={title}
        onFinish={(values) => void save(values)}
        initialValues={
          editing
            ? { name: editing.name, student_team_id: editing.student_team.map((team) => team.id), secret_type: editing.secret_type, secret: editing.secret, secret_image: editing.secret_image }
            : { name: '', student_team_id: [], secret_type: 'word', secret: '', secret_image: '' }
        }
      >
        <Form.Item name="name" label={t('manageCenter.student.name')} rules={[ruleOf(checkStudentName, t)]}>
          <Input maxLength={STUDENT_NAME_MAX} showCount autoComplete="off" />
        </Form.Item>
        {!editing && <SecretField form={form} drawOnOpen />}
        <Form.Item name="student_team_id" label={t('manageCenter.student.teams')} rules={[valueRuleOf<number[]>(checkStudentTeam, t)]}>
          <Select
            mode="multiple"
            loading={loading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('manageCenter.student.teams.placeholder')}
            options={teams.map((team) => ({ value: team.id, label: t('common.withDetail', { text: team.name, detail: team.code }) }))}
          />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
