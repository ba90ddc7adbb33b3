/**
 * The two steps of /resetpassword (spec 000 §2): verify the phone (slider captcha, SMS code),
 * which the server trades for a one-time reset code; then set the new password with that code.
 */
import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { ApiError } from '@/lib/api-error';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { checkPassword, checkPasswordConfirm, PHONE_PREFIX } from '@/lib/validators/accounts';
import { useResetPassword, useVerifyResetPhone } from '../api/reset';
import { placeFormFailure } from '../utils/form-failure';
import { PhoneCodeFields, type PhoneCodeValues } from './phone-code-fields';
import { PasswordInput } from '@/components/password-input';

const PHONE_FIELDS = { phone: 'phone', prefix: 'phone', captcha: 'captcha' } as const;
const PASSWORD_FIELDS = { password: 'password' } as const;

export function ResetPhoneStep({ onVerified }: { onVerified: (resetCode: string) => void }) {
  const t = useT();
  const [form] = Form.useForm<PhoneCodeValues>();
  const verify = useVerifyResetPhone();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async (values: PhoneCodeValues) => {
    setFailure(null);
    try {
      const { code } = await verify.mutateAsync({
        phone: values.phone.trim(),
        captcha: values.captcha.trim(),
        prefix: values.prefix ?? PHONE_PREFIX,
      });
      onVerified(code);
    } catch (error) {
      setFailure(placeFormFailure(form, error, PHONE_FIELDS, t));
    }
  };

  return (
    <Form<PhoneCodeValues>
      form={form}
      name="reset-phone"
      layout="vertical"
      requiredMark={false}
      initialValues={{ phone: '', captcha: '' }}
      onFinish={(values) => void onFinish(values)}
    >
      <PhoneCodeFields purpose="forget" />
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" size="large" block loading={verify.isPending}>
        {t('reset.next')}
      </Button>
    </Form>
  );
}

interface PasswordValues {
  password: string;
  confirm: string;
}

/**
 * The reset code expired or was used: only a new phone check helps. The server refuses the
 * code with a `detail` and the password with a field error (API reference §2).
 */
function isExpiredReset(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && typeof error.body?.detail === 'string' && Object.keys(error.fieldErrors).length === 0;
}

export function ResetPasswordStep({
  resetCode,
  onDone,
  onRestart,
}: {
  resetCode: string;
  onDone: () => void;
  onRestart: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<PasswordValues>();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<{ text: string; expired: boolean } | null>(null);

  const onFinish = async (values: PasswordValues) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ password: values.password, code: resetCode });
      onDone();
    } catch (error) {
      const text = placeFormFailure(form, error, PASSWORD_FIELDS, t);
      if (text) setFailure({ text, expired: isExpiredReset(error) });
    }
  };

  return (
    <Form<PasswordValues>
      form={form}
      name="reset-password"
      layout="vertical"
      requiredMark={false}
      initialValues={{ password: '', confirm: '' }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item name="password" label={t('reset.newPassword')} rules={[ruleOf(checkPassword, t)]}>
        <PasswordInput
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('reset.newPasswordPlaceholder')}
          autoComplete="new-password"
          autoFocus
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('reset.confirm')}
        dependencies={['password']}
        rules={[({ getFieldValue }) => ruleOf((value) => checkPasswordConfirm(String(getFieldValue('password') ?? ''), value), t)]}
      >
        <PasswordInput prefix={<LockOutlined aria-hidden />} placeholder={t('reset.confirmPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure.text}
          style={{ marginBottom: 16 }}
          action={
            failure.expired ? (
              <Button size="small" onClick={onRestart}>
                {t('reset.restart')}
              </Button>
            ) : undefined
          }
        />
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </Form>
  );
}
