/** Account tab of the authorize and bind pages (spec 001 §5): username/phone and password. */
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { checkAuthorizeAccount, checkAuthorizePassword } from '@/lib/validators/sign-in';
import type { AuthorizeCredentials } from '../api/authorize-flow';
import type { PlacedFailure } from '../utils/login-failure';
import { PasswordInput } from '@/components/password-input';

interface AccountValues {
  username: string;
  password: string;
}

export interface LoginFormProps {
  submitLabel: string;
  /** the sequence is running (not while the phone confirmation waits for an answer) */
  busy: boolean;
  /** Runs the authorize sequence; answers where its failure goes, or null when there was none. */
  onSubmit: (credentials: AuthorizeCredentials) => Promise<PlacedFailure | null>;
}

export function AccountLoginForm({ submitLabel, busy, onSubmit }: LoginFormProps) {
  const t = useT();
  const [form] = Form.useForm<AccountValues>();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async ({ username, password }: AccountValues) => {
    setFailure(null);
    const placed = await onSubmit({ login_type: 'password', username: username.trim(), password });
    if (!placed) return;
    form.setFields(Object.entries(placed.fields).map(([name, text]) => ({ name: name as keyof AccountValues, errors: [text] })));
    setFailure(placed.form);
  };

  return (
    <Form<AccountValues>
      form={form}
      name="authorize-account"
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: '', password: '' }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item name="username" label={t('authorize.account.label')} rules={[ruleOf(checkAuthorizeAccount, t)]}>
        <Input prefix={<UserOutlined aria-hidden />} placeholder={t('authorize.account.placeholder')} autoComplete="username" aria-required />
      </Form.Item>
      <Form.Item name="password" label={t('authorize.password.label')} rules={[ruleOf(checkAuthorizePassword, t)]}>
        <PasswordInput
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('authorize.password.placeholder')}
          autoComplete="current-password"
          aria-required
        />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
