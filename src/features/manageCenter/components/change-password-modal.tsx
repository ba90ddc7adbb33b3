/**
 * A manager sets the password of a student who has none (spec 002 §2.8, §5, §7): 6-16 digits,
 * letters or underscore, case-sensitive, typed twice. The student can then also sign in with
 * their username and this password.
 */
import { Form, Modal } from 'antd';
import { useChangeStudentPassword } from '@/api/org-students';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { PASSWORD_MAX } from '@/lib/validators/accounts';
import { checkStudentPassword, checkStudentPasswordConfirm } from '@/lib/validators/students';
import type { OrgStudent } from '@/types/manage';
import { PasswordInput } from '@/components/password-input';

interface Values {
  password: string;
  confirm: string;
}

export function ChangePasswordModal({ student, onClose }: { student: OrgStudent; onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const [form] = Form.useForm<Values>();
  const change = useChangeStudentPassword();

  const save = async (values: Values) => {
    try {
      await change.mutateAsync({ password: values.password, student_id: student.id });
      message.success(t('manageCenter.student.passwordChanged'));
      onClose();
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400 ? error.fieldErrors.password : undefined;
      if (field) form.setFields([{ name: 'password', errors: [field] }]);
      else message.error(t('manageCenter.student.passwordFailed'));
    }
  };

  const title = t('manageCenter.student.passwordTitle', { name: student.name });
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => form.submit()} okText={t('common.save')} confirmLoading={change.isPending} mask={{ closable: false }}>
      <Form<Values> form={form} layout="vertical" aria-label={title} onFinish={(values) => void save(values)}>
        <Form.Item name="password" label={t('manageCenter.student.newPassword')} rules={[ruleOf(checkStudentPassword, t)]} extra={t('manageCenter.student.passwordHint')}>
          <PasswordInput maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('manageCenter.student.confirmPassword')}
          dependencies={['password']}
          rules={[({ getFieldValue }) => ruleOf((v) => checkStudentPasswordConfirm(getFieldValue('password') ?? '', v), t)]}
        >
          <PasswordInput maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
