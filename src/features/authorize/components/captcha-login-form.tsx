/**
 * Captcha tab of the authorize and bind pages (spec 001 §5): phone and SMS code. "Get captcha"
 * opens the slider captcha (which sends the code) and waits while the phone is invalid or its
 * 60-second countdown runs ('{n}s before resend').
 */
import { Suspense, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Alert, Button, Form } from 'antd';
import { CountdownButton, SMS_RESEND_SECONDS, useCountdown } from '@/components/countdown-button';
import { CodeInput, MobileInput } from '@/components/sms-inputs';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { canSendCaptcha } from '@/lib/validators/accounts';
import { checkAuthorizeCaptcha, checkAuthorizePhone } from '@/lib/validators/sign-in';
import { placeAuthorizeLoginFailure } from '../utils/login-failure';
import type { LoginFormProps } from './account-login-form';

// The dialog (with antd's Modal) loads on the first "get captcha", not with the page.
const SliderCaptcha = preloadable(() => import('@/components/slider-captcha').then((m) => ({ default: m.SliderCaptcha })));

const isMockMode = !import.meta.env.VITE_API_URL;

interface CaptchaValues {
  phone: string;
  captcha: string;
}

export function CaptchaLoginForm({ submitLabel, busy, onSubmit }: LoginFormProps) {
  const t = useT();
  const [form] = Form.useForm<CaptchaValues>();
  const phone = String(Form.useWatch('phone', form) ?? '').trim();
  const countdown = useCountdown(SMS_RESEND_SECONDS);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onPassed = () => {
    setCaptchaOpen(false);
    setSent(true);
    countdown.start();
    form.focusField('captcha');
  };

  /**
   * The send step refuses an unknown phone as the sign-in does (001 §5): 'this account does not
   * exist' under the phone, with the dialog closed. Other refusals stay in the dialog.
   */
  const onRefused = (error: unknown): boolean => {
    const underPhone = placeAuthorizeLoginFailure(error, 'captcha', t).fields.phone;
    if (!underPhone) return false;
    setCaptchaOpen(false);
    form.setFields([{ name: 'phone', errors: [underPhone] }]);
    return true;
  };

  const onFinish = async ({ phone: number, captcha }: CaptchaValues) => {
    setFailure(null);
    const placed = await onSubmit({ login_type: 'captcha', phone: number.trim(), captcha: captcha.trim() });
    if (!placed) return;
    form.setFields(Object.entries(placed.fields).map(([name, text]) => ({ name: name as keyof CaptchaValues, errors: [text] })));
    setFailure(placed.form);
  };

  return (
    <Form<CaptchaValues>
      form={form}
      name="authorize-captcha"
      layout="vertical"
      requiredMark={false}
      initialValues={{ phone: '', captcha: '' }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item name="phone" label={t('authorize.phone.label')} rules={[ruleOf(checkAuthorizePhone, t)]}>
        <MobileInput prefixLabel={t('authorize.phone.prefix')} placeholder={t('authorize.phone.placeholder')} />
      </Form.Item>
      <Form.Item
        name="captcha"
        label={t('authorize.captcha.label')}
        rules={[ruleOf(checkAuthorizeCaptcha, t)]}
        extra={
          sent ? (
            <span aria-live="polite">
              {t('authorize.captcha.sent')}
              {isMockMode && ` · ${t('authorize.captcha.demoHint')}`}
            </span>
          ) : undefined
        }
      >
        <CodeInput
          placeholder={t('authorize.captcha.placeholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-required
          button={
            <CountdownButton countdown={countdown} disabled={!canSendCaptcha(phone, countdown.remaining)} onClick={() => setCaptchaOpen(true)}>
              {t('authorize.captcha.send')}
            </CountdownButton>
          }
        />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {submitLabel}
      </Button>
      {captchaOpen && (
        <Suspense fallback={null}>
          <SliderCaptcha
            open
            purpose="login"
            phone={phone}
            onPassed={onPassed}
            onRefused={onRefused}
            onCancel={() => setCaptchaOpen(false)}
          />
        </Suspense>
      )}
    </Form>
  );
}
