/**
 * Captcha tab of /login (spec 000 §2, §4): the shared phone + SMS-code form
 * (src/components/captcha-sign-in-form.tsx) with the login page's words and rules; a refused
 * sign-in goes under its field or above the button (utils/login-failure.ts).
 */
import { useMemo } from 'react';
import { Form } from 'antd';
import { useLogin } from '@/api/session';
import { CaptchaSignInForm, type CaptchaSignInValues } from '@/components/captcha-sign-in-form';
import { useT } from '@/lib/i18n/i18n';
import { checkCaptchaCode, checkPhone } from '@/lib/validators/accounts';
import { useCompleteSignIn } from '../utils/complete-sign-in';
import { useLoginSubmit } from '../utils/use-login-submit';

const PLACEMENT = { fields: ['phone', 'captcha'], detailField: 'captcha' } as const;

const checkTrimmedPhone = (value: string) => checkPhone(value.trim());

export function CaptchaLoginForm() {
  const t = useT();
  const [form] = Form.useForm<CaptchaSignInValues>();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const errorSink = useMemo(
    () => ({ setFields: (fields: { name: string; errors: string[] }[]) => form.setFields(fields.map((f) => ({ ...f, name: f.name as keyof CaptchaSignInValues }))) }),
    [form],
  );
  const { submit, submitting, failure } = useLoginSubmit(errorSink, PLACEMENT);

  const onFinish = (values: CaptchaSignInValues) =>
    void submit(async () => {
      const answer = await login.mutateAsync({ login_type: 'captcha', phone: values.phone.trim(), captcha: values.captcha.trim() });
      await completeSignIn(answer, false);
    });

  return (
    <CaptchaSignInForm
      form={form}
      name="captcha-login"
      size="large"
      texts={{
        phoneLabel: t('login.phone.label'),
        phonePrefix: t('login.phone.prefix'),
        phonePlaceholder: t('login.phone.placeholder'),
        codeLabel: t('login.captcha.label'),
        codePlaceholder: t('login.captcha.placeholder'),
        getCode: t('login.captcha.send'),
        sent: t('login.captcha.sent'),
        demoHint: t('login.captcha.demoHint'),
      }}
      checkPhone={checkTrimmedPhone}
      checkCode={checkCaptchaCode}
      submitLabel={t('login.submit')}
      submitting={submitting}
      failure={failure}
      onFinish={onFinish}
    />
  );
}
