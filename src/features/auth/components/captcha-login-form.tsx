/**
 * Captcha tab of /login (spec 000 §2, §4): phone, the slider captcha (which sends the SMS code),
 * then the SMS code. The get-code button waits while its 60-second countdown runs or the phone
 * is invalid.
 */
import { Suspense, useMemo, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Alert, Button, Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { CountdownButton, SMS_RESEND_SECONDS, useCountdown } from '@/components/countdown-button';
import { MobileInput } from '@/components/sms-inputs';
import { useT } from '@/lib/i18n/i18n';
import { canSendCaptcha, checkCaptchaCode, checkPhone } from '@/lib/validators/accounts';
import { useLogin } from '@/api/session';
import { useCompleteSignIn } from '../utils/complete-sign-in';
import { ruleOf } from '@/lib/form-rules';
import { useLoginSubmit } from '../utils/use-login-submit';

// The dialog (and antd's Modal) loads on the first "get code", not with the login page.
const SliderCaptcha = preloadable(() => import('@/components/slider-captcha').then((m) => ({ default: m.SliderCaptcha })));

interface CaptchaValues {
  phone: string;
  captcha: string;
}

const PLACEMENT = { fields: ['phone', 'captcha'], detailField: 'captcha' } as const;
const isMockMode = !import.meta.env.VITE_API_URL;

export function CaptchaLoginForm() {
  const t = useT();
  const [form] = Form.useForm<CaptchaValues>();
  const phone = (Form.useWatch('phone', form) ?? '').trim();
  const countdown = useCountdown(SMS_RESEND_SECONDS);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const errorSink = useMemo(
    () => ({ setFields: (fields: { name: string; errors: string[] }[]) => form.setFields(fields.map((f) => ({ ...f, name: f.name as keyof CaptchaValues }))) }),
    [form],
  );
  const { submit, submitting, failure } = useLoginSubmit(errorSink, PLACEMENT);

  const onPassed = () => {
    setCaptchaOpen(false);
    setSent(true);
    countdown.start();
  };

  const onFinish = (values: CaptchaValues) =>
    submit(async () => {
      const answer = await login.mutateAsync({ login_type: 'captcha', phone: values.phone.trim(), captcha: values.captcha.trim() });
      await completeSignIn(answer, false);
    });

  return (
    <Form<CaptchaValues>
      form={form}
      name="captcha-login"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ phone: '', captcha: '' }}
      onFinish={onFinish}
    >
      <Form.Item name="phone" label={t('login.phone.label')} rules={[ruleOf((v) => checkPhone(v.trim()), t)]}>
        <MobileInput prefixLabel={t('login.phone.prefix')} placeholder={t('login.phone.placeholder')} />
      </Form.Item>
      <Form.Item label={t('login.captcha.label')} required={false} style={{ marginBottom: 8 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <Form.Item name="captcha" noStyle rules={[ruleOf(checkCaptchaCode, t)]}>
            <Input
              prefix={<SafetyOutlined aria-hidden />}
              placeholder={t('login.captcha.placeholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-label={t('login.captcha.label')}
              aria-required
              style={{ flex: 1 }}
            />
          </Form.Item>
          <CountdownButton
            countdown={countdown}
            disabled={!canSendCaptcha(phone, countdown.remaining)}
            onClick={() => setCaptchaOpen(true)}
            style={{ minWidth: 128 }}
          >
            {t('login.captcha.send')}
          </CountdownButton>
        </div>
      </Form.Item>
      <div aria-live="polite" style={{ minHeight: 22, marginBottom: 12, color: 'rgba(0,0,0,0.65)', fontSize: 13 }}>
        {sent && t('login.captcha.sent')}
        {sent && isMockMode && ` · ${t('login.captcha.demoHint')}`}
      </div>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
      {captchaOpen && (
        <Suspense fallback={null}>
          <SliderCaptcha open purpose="login" phone={phone} onPassed={onPassed} onCancel={() => setCaptchaOpen(false)} />
        </Suspense>
      )}
    </Form>
  );
}
