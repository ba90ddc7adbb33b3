/**
 * The bind result (spec 001 §4, §8): 1 shows success and goes on to registration after a short
 * countdown; 0 (already bound) and 2 show 'binding failed' with the spec's reason, and a way back
 * to the form.
 */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCountdown } from '@/components/countdown-button';
import { useT } from '@/lib/i18n/i18n';
import { OUTCOME_MESSAGES, REGISTER_REDIRECT_SECONDS, REGISTRATION_PATH, type BindOutcome } from '../utils/bind-result';

export function BindResultView({ outcome, onBack }: { outcome: BindOutcome; onBack: () => void }) {
  const t = useT();
  const { title, text } = OUTCOME_MESSAGES[outcome];
  if (outcome === 'register') return <RegisterRedirect title={t(title)} textKey={text} />;
  return (
    <Result
      status="error"
      title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t(title)}</h2>}
      subTitle={<span role="alert">{t(text)}</span>}
      extra={
        <Button type="primary" onClick={onBack}>
          {t('authorize.result.retry')}
        </Button>
      }
    />
  );
}

function RegisterRedirect({ title, textKey }: { title: string; textKey: string }) {
  const t = useT();
  const navigate = useNavigate();
  const go = () => navigate(REGISTRATION_PATH, { replace: true });
  const countdown = useCountdown(REGISTER_REDIRECT_SECONDS, { onEnd: go, autoStart: true });
  return (
    <Result
      status="success"
      title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{title}</h2>}
      subTitle={<span role="status">{t(textKey, { n: countdown.remaining })}</span>}
      extra={
        <Button type="primary" onClick={go}>
          {t('authorize.result.register.go')}
        </Button>
      }
    />
  );
}
