/**
 * The registration form (spec 000 §2, §5): username (free on blur), password and confirmation,
 * invitation code (spaces dropped, checked on blur), phone with the slider captcha and SMS code,
 * and the agreement. The server's field errors come back under their fields (spec 000 §8).
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, TagOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { checkedRuleOf, ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { checkAgreement, checkInvitationCode, checkPassword, checkPasswordConfirm, checkPhone, checkUsername, normaliseInvitationCode, PHONE_PREFIX } from '@/lib/validators/accounts';
import type { LoginResponse } from '@/types/auth';
import { invitationCheckQueryOptions } from '@/api/invitation-codes';
import { phoneFreeQueryOptions, usernameFreeQueryOptions, useRegister } from '../api/register';
import { placeFormFailure } from '../utils/form-failure';
import { serverCheckRule } from '@/lib/server-check-rule';
import { PhoneCodeFields, type PhoneCodeValues } from './phone-code-fields';
import { PasswordInput } from '@/components/password-input';
import { paths } from '@/lib/paths';

interface RegisterValues extends PhoneCodeValues {
  username: string;
  password: string;
  confirm: string;
  invitation_code: string;
  is_consent: boolean;
}

/** Server field → form field (the names match, the confirmation has no server twin). */
const FIELD_NAMES = {
  is_consent: 'is_consent',
  username: 'username',
  password: 'password',
  invitation_code: 'invitation_code',
  phone: 'phone',
  prefix: 'phone',
  captcha: 'captcha',
} as const;

const BLUR = ['onChange', 'onBlur'];

export function RegisterForm({ onRegistered }: { onRegistered: (answer: LoginResponse) => void }) {
  const t = useT();
  const [form] = Form.useForm<RegisterValues>();
  const queryClient = useQueryClient();
  const registration = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const [invitationNote, setInvitationNote] = useState<string | null>(null);

  const usernameFree = serverCheckRule(
    'username',
    (value) => (checkUsername(value.trim()) ? null : queryClient.query(usernameFreeQueryOptions(value.trim()))),
  );
  const phoneFree = serverCheckRule(
    'phone',
    (value) => (checkPhone(value.trim()) ? null : queryClient.query(phoneFreeQueryOptions(value.trim()))),
  );
  const invitationUsable = serverCheckRule(
    'invitation_code',
    (value) => {
      const code = normaliseInvitationCode(value);
      if (checkInvitationCode(code)) return null;
      const userName = String(form.getFieldValue('username') ?? '').trim();
      return queryClient.query(invitationCheckQueryOptions(code, userName));
    },
    (answer) => setInvitationNote(answer.days > 0 ? t('register.invitationDays', { days: answer.days }) : t('register.invitationOk')),
  );

  const onFinish = async (values: RegisterValues) => {
    setFailure(null);
    try {
      const answer = await registration.mutateAsync({
        is_consent: values.is_consent === true,
        username: values.username.trim(),
        password: values.password,
        invitation_code: normaliseInvitationCode(values.invitation_code),
        phone: values.phone.trim(),
        captcha: values.captcha.trim(),
        prefix: values.prefix ?? PHONE_PREFIX,
      });
      onRegistered(answer);
    } catch (error) {
      setFailure(placeFormFailure(form, error, FIELD_NAMES, t));
    }
  };

  const newTab = t('register.newTab');

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: '', password: '', confirm: '', invitation_code: '', phone: '', captcha: '', is_consent: false }}
      onFinish={(values) => void onFinish(values)}
      onValuesChange={(changed: Partial<RegisterValues>) => {
        if ('invitation_code' in changed || 'username' in changed) setInvitationNote(null);
      }}
    >
      <Form.Item
        name="username"
        label={t('register.username')}
        validateTrigger={BLUR}
        rules={[ruleOf((value) => checkUsername(value.trim()), t), usernameFree]}
      >
        <Input prefix={<UserOutlined aria-hidden />} placeholder={t('register.usernamePlaceholder')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={t('register.password')} rules={[ruleOf(checkPassword, t)]}>
        <PasswordInput prefix={<LockOutlined aria-hidden />} placeholder={t('register.passwordPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('register.confirm')}
        dependencies={['password']}
        rules={[({ getFieldValue }) => ruleOf((value) => checkPasswordConfirm(String(getFieldValue('password') ?? ''), value), t)]}
      >
        <PasswordInput prefix={<LockOutlined aria-hidden />} placeholder={t('register.confirmPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="invitation_code"
        label={t('register.invitation')}
        normalize={(value: string) => normaliseInvitationCode(value ?? '')}
        validateTrigger={BLUR}
        rules={[ruleOf(checkInvitationCode, t), invitationUsable]}
        extra={invitationNote ?? undefined}
      >
        <Input prefix={<TagOutlined aria-hidden />} placeholder={t('register.invitationPlaceholder')} autoComplete="off" />
      </Form.Item>

      <PhoneCodeFields purpose="register" phoneRules={[phoneFree]} phoneValidateTrigger={BLUR} />

      <Form.Item name="is_consent" valuePropName="checked" rules={[checkedRuleOf(checkAgreement, t)]}>
        <Checkbox>
          {t('register.agreePrefix')}{' '}
          <a href={paths.agreement.href()} target="_blank" rel="noopener noreferrer" aria-label={`${t('register.agreement')} ${newTab}`}>
            {t('register.agreement')}
          </a>{' '}
          {t('register.and')}{' '}
          <a href={paths.privacyPolicy.href()} target="_blank" rel="noopener noreferrer" aria-label={`${t('register.privacy')} ${newTab}`}>
            {t('register.privacy')}
          </a>
        </Checkbox>
      </Form.Item>

      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" size="large" block loading={registration.isPending}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
