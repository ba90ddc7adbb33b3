/**
 * Switches between zh-CN and en-US; the choice persists (localStorage: the prerendered sign-in
 * page and the app's start read it, so the next visit opens in it) and antd/dayjs follow it.
 * Two native toggle buttons, each language named in itself: on every signed-out page, the sign-in
 * page's first visit included, so it stays a few hundred bytes (the /login budget).
 */
import { LOCALES, useI18n } from '@/lib/i18n/i18n';
import './language-switch.css';

export function LanguageSwitch({ size = 'small' }: { size?: 'small' | 'middle' }) {
  const { locale, setLocale, t } = useI18n();
  return (
    <div role="group" aria-label={t('common.language')} className={`tc-lang tc-lang--${size}`}>
      {LOCALES.map((value) => (
        <button key={value} type="button" lang={value} aria-pressed={value === locale} className="tc-lang__option" onClick={() => setLocale(value)}>
          {t(`common.language.${value}`)}
        </button>
      ))}
    </div>
  );
}
