/** Account tab of /login: username or phone, password, remember me (spec 000 §2, §5). */
import { Alert, Button, Checkbox, Form } from 'antd';
// The input and password modules alone: antd's Input index also pulls TextArea, Search and OTP,
// which the sign-in page does not use (the /login JavaScript budget).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/i18n';
import { checkLoginAccount, checkLoginPassword } from '@/lib/validators';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../utils/complete-sign-in';
import { ruleOf } from '@/lib/form-rules';
import { useLoginSubmit } from '../utils/use-login-submit';

interface AccountValues {
  username: string;
  password: string;
  remember: boolean;
}

const PLACEMENT = { fields: ['username', 'password'], detailField: 'password' } as const;

export function AccountForm() {
  const t = useT();
  const [form] = Form.useForm<AccountValues>();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const { submit, submitting, failure } = useLoginSubmit(form, PLACEMENT);

  const onFinish = ({ username, password, remember }: AccountValues) =>
    submit(async () => {
      const answer = await login.mutateAsync({ login_type: 'password', username: username.trim(), password, remember });
      await completeSignIn(answer, remember);
    });

  return (
    <Form<AccountValues>
      form={form}
      name="account-login"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: '', password: '', remember: false }}
      onFinish={onFinish}
    >
      <Form.Item name="username" label={t('login.account.label')} rules={[ruleOf(checkLoginAccount, t)]}>
        <Input
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('login.account.placeholder')}
          autoComplete="username"
          aria-required
        />
      </Form.Item>
      <Form.Item name="password" label={t('login.password.label')} rules={[ruleOf(checkLoginPassword, t)]}>
        <Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('login.password.placeholder')}
          autoComplete="current-password"
          aria-required
        />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 16 }}>
        <Checkbox>{t('login.remember')}</Checkbox>
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
