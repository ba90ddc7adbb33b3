/**
 * The sign-in by phone and SMS code, shared by the captcha tab of /login (spec 000 §2, §4) and of
 * the authorize and bind pages (001 §5): the phone, the code with its "get code" button beside
 * it, the line saying the code was sent, a form-level failure and the submit button.
 *
 * "Get code" waits while the phone is invalid or its 60-second countdown runs; it opens the slider
 * captcha, whose success means the code was sent: the countdown starts and the code field takes
 * the focus. The caller owns the form (so it can place a refused sign-in under its fields), the
 * rules of its two fields, its texts (each page has its own message area) and the submission.
 */
import { Suspense, useState } from 'react';
import { Alert, Button, Form, type FormInstance } from 'antd';
import { CountdownButton, SMS_RESEND_SECONDS, useCountdown } from '@/components/countdown-button';
import { CodeInput, MobileInput } from '@/components/sms-inputs';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { preloadable } from '@/lib/preloadable';
import { canSendCaptcha } from '@/lib/validators/accounts';
import type { Check } from '@/lib/validators/check';

// The dialog (with antd's Modal) loads on the first "get code", not with the page.
const SliderCaptcha = preloadable(() => import('@/components/slider-captcha').then((m) => ({ default: m.SliderCaptcha })));

const isMockMode = !import.meta.env.VITE_API_URL;

export interface CaptchaSignInValues {
  phone: string;
  captcha: string;
}

/** The page's words for the form, already translated. */
export interface CaptchaSignInTexts {
  phoneLabel: string;
  /** the country code as shown ("+86") */
  phonePrefix: string;
  phonePlaceholder: string;
  codeLabel: string;
  codePlaceholder: string;
  getCode: string;
  /** said once the slider has sent the code */
  sent: string;
  /** added to `sent` in mock mode: which code the demo accepts */
  demoHint: string;
}

export interface CaptchaSignInFormProps {
  form: FormInstance<CaptchaSignInValues>;
  /** the form's name (its fields' ids start with it) */
  name: string;
  texts: CaptchaSignInTexts;
  /** the rules of the two fields (each page's messages: 000 §5 and 001 §5 differ) */
  checkPhone: (value: string) => Check;
  checkCode: (value: string) => Check;
  submitLabel: string;
  submitting: boolean;
  /** the refusal shown above the button, or null */
  failure: string | null;
  onFinish: (values: CaptchaSignInValues) => void;
  /**
   * A refused send the page places under the phone (the dialog closes), as a message; null
   * leaves it in the dialog for a retry or a close.
   */
  phoneRefusal?: (error: unknown) => string | null;
  size?: 'large';
}

export function CaptchaSignInForm({
  form,
  name,
  texts,
  checkPhone,
  checkCode,
  submitLabel,
  submitting,
  failure,
  onFinish,
  phoneRefusal,
  size,
}: CaptchaSignInFormProps) {
  const t = useT();
  const phone = String(Form.useWatch('phone', form) ?? '').trim();
  const countdown = useCountdown(SMS_RESEND_SECONDS);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [sent, setSent] = useState(false);

  const onPassed = () => {
    setCaptchaOpen(false);
    setSent(true);
    countdown.start();
    form.focusField('captcha');
  };

  const onRefused = (error: unknown): boolean => {
    const underPhone = phoneRefusal?.(error) ?? null;
    if (underPhone === null) return false;
    setCaptchaOpen(false);
    form.setFields([{ name: 'phone', errors: [underPhone] }]);
    return true;
  };

  return (
    <Form<CaptchaSignInValues>
      form={form}
      name={name}
      layout="vertical"
      size={size}
      requiredMark={false}
      initialValues={{ phone: '', captcha: '' }}
      onFinish={onFinish}
    >
      <Form.Item name="phone" label={texts.phoneLabel} rules={[ruleOf(checkPhone, t)]}>
        <MobileInput prefixLabel={texts.phonePrefix} placeholder={texts.phonePlaceholder} />
      </Form.Item>
      <Form.Item name="captcha" label={texts.codeLabel} rules={[ruleOf(checkCode, t)]} style={{ marginBottom: 8 }}>
        <CodeInput
          placeholder={texts.codePlaceholder}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-required
          button={
            <CountdownButton
              countdown={countdown}
              disabled={!canSendCaptcha(phone, countdown.remaining)}
              onClick={() => setCaptchaOpen(true)}
              style={{ minWidth: 128 }}
            >
              {texts.getCode}
            </CountdownButton>
          }
        />
      </Form.Item>
      {/* Its line is kept while empty, so the form does not move when the code is sent. */}
      <div aria-live="polite" style={{ minHeight: 22, marginBottom: 12, color: 'rgba(0,0,0,0.65)', fontSize: 13 }}>
        {sent && texts.sent}
        {sent && isMockMode && ` · ${texts.demoHint}`}
      </div>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitLabel}
      </Button>
      {captchaOpen && (
        <Suspense fallback={null}>
          <SliderCaptcha
            open
            purpose="login"
            phone={phone}
            onPassed={onPassed}
            onRefused={phoneRefusal ? onRefused : undefined}
            onCancel={() => setCaptchaOpen(false)}
          />
        </Suspense>
      )}
    </Form>
  );
}
