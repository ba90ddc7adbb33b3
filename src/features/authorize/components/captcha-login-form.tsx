/**
 * Captcha tab of the authorize and bind pages (spec 001 §5): the shared phone + SMS-code form
 * (src/components/captcha-sign-in-form.tsx) with this page's words and rules. The server's
 * 'captcha incorrect' and 'phone not registered' become field messages (utils/login-failure.ts),
 * and the send step refuses an unknown phone as the sign-in does: under the phone, the dialog closed.
 */
import { useState } from 'react';
import { Form } from 'antd';
import { CaptchaSignInForm, type CaptchaSignInValues } from '@/components/captcha-sign-in-form';
import { useT } from '@/lib/i18n/i18n';
import { checkAuthorizeCaptcha, checkAuthorizePhone } from '@/lib/validators/sign-in';
import { placeAuthorizeLoginFailure } from '../utils/login-failure';
import type { LoginFormProps } from './account-login-form';

export function CaptchaLoginForm({ submitLabel, busy, onSubmit }: LoginFormProps) {
  const t = useT();
  const [form] = Form.useForm<CaptchaSignInValues>();
  const [failure, setFailure] = useState<string | null>(null);

  const phoneRefusal = (error: unknown): string | null => placeAuthorizeLoginFailure(error, 'captcha', t).fields.phone ?? null;

  const onFinish = async ({ phone, captcha }: CaptchaSignInValues) => {
    setFailure(null);
    const placed = await onSubmit({ login_type: 'captcha', phone: phone.trim(), captcha: captcha.trim() });
    if (!placed) return;
    form.setFields(Object.entries(placed.fields).map(([name, text]) => ({ name: name as keyof CaptchaSignInValues, errors: [text] })));
    setFailure(placed.form);
  };

  return (
    <CaptchaSignInForm
      form={form}
      name="authorize-captcha"
      texts={{
        phoneLabel: t('authorize.phone.label'),
        phonePrefix: t('authorize.phone.prefix'),
        phonePlaceholder: t('authorize.phone.placeholder'),
        codeLabel: t('authorize.captcha.label'),
        codePlaceholder: t('authorize.captcha.placeholder'),
        getCode: t('authorize.captcha.send'),
        sent: t('authorize.captcha.sent'),
        demoHint: t('authorize.captcha.demoHint'),
      }}
      checkPhone={checkAuthorizePhone}
      checkCode={checkAuthorizeCaptcha}
      submitLabel={submitLabel}
      submitting={busy}
      failure={failure}
      onFinish={(values) => void onFinish(values)}
      phoneRefusal={phoneRefusal}
    />
  );
}
