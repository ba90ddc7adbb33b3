/** Account tab of /login: username or phone, password, remember me (spec 000 §2, §5). */
import { useRef } from 'react';
import { Button, Checkbox } from 'antd';
// The input and password modules alone: antd's Input index also pulls TextArea, Search and OTP,
// which the sign-in page does not use (the /login JavaScript budget).
import Input from 'antd/es/input/Input';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { FormField } from '@/components/form-field';
import { useLightForm, type FieldChecks } from '@/components/light-form';
import { useT } from '@/lib/i18n/i18n';
import { checkLoginAccount, checkLoginPassword } from '@/lib/validators/sign-in';
import { useLogin } from '@/api/session';
import { useCompleteSignIn } from '../utils/complete-sign-in';
import { useLoginSubmit } from '../utils/use-login-submit';
import { PasswordInput } from '@/components/password-input';
import { LateAlert } from './late-alert';

type AccountValues = {
  username: string;
  password: string;
  remember: boolean;
};

const INITIAL: AccountValues = { username: '', password: '', remember: false };
const CHECKS: FieldChecks<AccountValues> = { username: checkLoginAccount, password: checkLoginPassword };
const PLACEMENT = { fields: ['username', 'password'], detailField: 'password' } as const;

export function AccountForm() {
  const t = useT();
  // On a first visit the form may be the prerendered one, typed into before the app started.
  const element = useRef<HTMLFormElement>(null);
  const form = useLightForm(INITIAL, CHECKS, t, { adoptFrom: element });
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const { submit, submitting, failure } = useLoginSubmit(form, PLACEMENT);
  const { values, errors, setValue } = form;

  const onValid = ({ username, password, remember }: AccountValues) =>
    void submit(async () => {
      const answer = await login.mutateAsync({ login_type: 'password', username: username.trim(), password, remember });
      await completeSignIn(answer, remember);
    });

  return (
    <form ref={element} name="account-login" noValidate onSubmit={form.onSubmit(onValid)}>
      <FormField label={t('login.account.label')} error={errors.username}>
        {(control) => (
          <Input
            {...control}
            name="username"
            size="large"
            value={values.username}
            onChange={(e) => setValue('username', e.target.value)}
            prefix={<UserOutlined aria-hidden />}
            placeholder={t('login.account.placeholder')}
            autoComplete="username"
            aria-required
          />
        )}
      </FormField>
      <FormField label={t('login.password.label')} error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            size="large"
            value={values.password}
            onChange={(e) => setValue('password', e.target.value)}
            prefix={<LockOutlined aria-hidden />}
            placeholder={t('login.password.placeholder')}
            autoComplete="current-password"
            aria-required
          />
        )}
      </FormField>
      <div style={{ marginBottom: 16 }}>
        <Checkbox name="remember" checked={values.remember} onChange={(e) => setValue('remember', e.target.checked)}>
          {t('login.remember')}
        </Checkbox>
      </div>
      {failure && <LateAlert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
