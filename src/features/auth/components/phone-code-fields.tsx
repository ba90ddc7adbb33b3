/**
 * The phone + get-code + SMS-code block of registration and password reset (spec 000 §2, §4),
 * also fit for the captcha sign-in. Inside an antd Form it adds three fields named as the
 * server's body: `prefix` (only +86), `phone` and `captcha` (the SMS code). "Get code" stays
 * disabled while the phone is invalid or the 60-second countdown runs; it opens the slider
 * captcha, whose success means the code was sent, and only then the countdown starts.
 */
import { Suspense, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Form, Input, Select, Space, type FormRule, type InputProps } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { CountdownButton, SMS_RESEND_SECONDS, useCountdown } from '@/components/countdown-button';
import { CodeInput } from '@/components/sms-inputs';
import type { CaptchaPurpose } from '@/lib/captcha-api';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { canSendCaptcha, checkCaptchaCode, checkPhone, checkPhonePrefix, PHONE_LENGTH, PHONE_PREFIX } from '@/lib/validators/accounts';

// The dialog (with antd's Modal) loads on the first "get code", not with the page.
const SliderCaptcha = preloadable(() => import('@/components/slider-captcha').then((m) => ({ default: m.SliderCaptcha })));

const isMockMode = !import.meta.env.VITE_API_URL;

export interface PhoneCodeValues {
  prefix: string;
  phone: string;
  captcha: string;
}

export interface PhoneCodeFieldsProps {
  purpose: CaptchaPurpose;
  /** Extra phone rules, e.g. registration's "not yet registered" check on blur. */
  phoneRules?: FormRule[];
  /** The phone item's triggers; add 'onBlur' when a phone rule runs on blur. */
  phoneValidateTrigger?: string[];
}

export function PhoneCodeFields({ purpose, phoneRules = [], phoneValidateTrigger = ['onChange'] }: PhoneCodeFieldsProps) {
  const t = useT();
  const form = Form.useFormInstance<PhoneCodeValues>();
  const phone = String(Form.useWatch('phone', form) ?? '').trim();
  const countdown = useCountdown(SMS_RESEND_SECONDS);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [sent, setSent] = useState(false);

  const openCaptcha = async () => {
    try {
      // A phone the form refuses (for registration: one already registered) is said under the
      // field before a picture is spent on it.
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    setCaptchaOpen(true);
  };

  const onPassed = () => {
    setCaptchaOpen(false);
    setSent(true);
    countdown.start();
    form.focusField('captcha');
  };

  return (
    <>
      <Form.Item
        name="phone"
        label={t('phoneCode.phone')}
        validateTrigger={phoneValidateTrigger}
        rules={[ruleOf((value) => checkPhone(value.trim()), t), ...phoneRules]}
      >
        <PhoneInput
          prefixLabel={t('phoneCode.prefix')}
          prefixRule={ruleOf(checkPhonePrefix, t)}
          placeholder={t('phoneCode.phonePlaceholder')}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
        />
      </Form.Item>
      <Form.Item
        name="captcha"
        label={t('phoneCode.code')}
        rules={[ruleOf(checkCaptchaCode, t)]}
        extra={
          sent ? (
            <span aria-live="polite">
              {t('captcha.sent')}
              {isMockMode && ` · ${t('phoneCode.demoHint')}`}
            </span>
          ) : undefined
        }
      >
        <CodeInput
          placeholder={t('phoneCode.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          button={
            <CountdownButton
              countdown={countdown}
              disabled={!canSendCaptcha(phone, countdown.remaining)}
              onClick={() => void openCaptcha()}
              style={{ minWidth: 136 }}
            >
              {t('phoneCode.getCode')}
            </CountdownButton>
          }
        />
      </Form.Item>
      {captchaOpen && (
        <Suspense fallback={null}>
          <SliderCaptcha open purpose={purpose} phone={phone} onPassed={onPassed} onCancel={() => setCaptchaOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The phone input with its country-prefix select (only +86); the Form.Item gives it id, value and aria. */
function PhoneInput({ prefixLabel, prefixRule, ...input }: InputProps & { prefixLabel: string; prefixRule: FormRule }) {
  return (
    <Space.Compact block>
      <Form.Item name="prefix" noStyle initialValue={PHONE_PREFIX} rules={[prefixRule]}>
        <Select aria-label={prefixLabel} options={[{ value: PHONE_PREFIX, label: `+${PHONE_PREFIX}` }]} style={{ width: 96 }} />
      </Form.Item>
      <Input {...input} prefix={<MobileOutlined aria-hidden />} />
    </Space.Compact>
  );
}
