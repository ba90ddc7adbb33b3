/**
 * Set or change the student's password (spec 001 §5): 6-16 digits, letters or underscores, the
 * confirmation must match, and the old password is asked for when changing one.
 */
import { Button, Form } from 'antd';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { checkOldPassword, checkSettingsPassword, checkSettingsPasswordConfirm, PASSWORD_MAX } from '@/lib/validators/accounts';
import { useChangeStudentPassword } from '../api/student-settings';
import { useSettingsReport } from './settings-answer';
import { PasswordInput } from '@/components/password-input';

interface Values {
  old_password?: string;
  password1: string;
  password2: string;
}

export function StudentPasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const change = useChangeStudentPassword();
  const { answered, failed } = useSettingsReport();

  async function submit(values: Values) {
    try {
      const answer = await change.mutateAsync({ type: hasPassword ? 'modify' : 'add', ...values });
      if (answered(answer, t(hasPassword ? 'settings.password.changed' : 'settings.password.set'))) form.resetFields();
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false} style={{ maxWidth: 420 }}>
      {hasPassword && (
        <Form.Item name="old_password" label={t('settings.password.old')} rules={[ruleOf((v) => checkOldPassword(v, true), t)]}>
          <PasswordInput autoComplete="current-password" maxLength={PASSWORD_MAX} />
        </Form.Item>
      )}
      <Form.Item name="password1" label={t('settings.password.new')} rules={[ruleOf(checkSettingsPassword, t)]} extra={t('settings.password.rule')}>
        <PasswordInput autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      <Form.Item
        name="password2"
        label={t('settings.password.confirm')}
        dependencies={['password1']}
        rules={[({ getFieldValue }) => ruleOf((v) => checkSettingsPasswordConfirm(getFieldValue('password1') ?? '', v), t)]}
      >
        <PasswordInput autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t(hasPassword ? 'settings.password.changeAction' : 'settings.password.setAction')}
      </Button>
    </Form>
  );
}
