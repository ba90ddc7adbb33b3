/** Turning login-card sign-in off (and on again): a student with a password may sign in with it alone. */
import { Switch } from 'antd';
import { useId } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { useSetKeyLogin } from '../api/student-settings';
import { useSettingsReport } from './settings-answer';

export function KeyLoginSwitch({ hasKeyLogin, hasPassword }: { hasKeyLogin: boolean; hasPassword: boolean }) {
  const t = useT();
  const hintId = useId();
  const set = useSetKeyLogin();
  const { answered, failed } = useSettingsReport();
  // Turning it off needs a password, or the student could not sign in at all.
  const locked = hasKeyLogin && !hasPassword;

  async function toggle(disabled: boolean) {
    try {
      answered(await set.mutateAsync(!disabled), t(disabled ? 'settings.keyLogin.off' : 'settings.keyLogin.on'));
    } catch (error) {
      failed(error);
    }
  }

  return (
    <div className="st-key-login">
      <label className="st-key-login__row">
        <Switch checked={!hasKeyLogin} disabled={locked} loading={set.isPending} aria-describedby={hintId} onChange={(checked) => void toggle(checked)} />
        <span>{t('settings.keyLogin.label')}</span>
      </label>
      <p id={hintId} className="st-hint">
        {t(locked ? 'settings.keyLogin.needsPassword' : hasKeyLogin ? 'settings.keyLogin.hintOn' : 'settings.keyLogin.hintOff')}
      </p>
    </div>
  );
}
