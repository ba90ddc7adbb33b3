/**
 * The two-column frame of the sign-in, card sign-in, registration and reset screens: a brand
 * panel on the left (product name, tagline, illustration) and the form card on the right, with
 * the language switch at its top (remembered: the next visit opens in that language); one column
 * on narrow screens, where the illustration gives way to the form.
 */
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
import './auth-layout.css';
import { LanguageSwitch } from '@/components/language-switch';
import { LogoMark } from '@/components/logo-mark';

export function AuthLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className="auth-layout">
      <div className="auth-layout__frame">
        <section className="auth-layout__brand" aria-label={t('app.name')}>
          <div className="auth-layout__brand-head">
            <LogoMark className="auth-layout__logo" />
            <p className="auth-layout__product">{t('app.name')}</p>
          </div>
          <p className="auth-layout__tagline">{t('app.tagline')}</p>
          <img className="auth-layout__illustration" src="/covers/code.jpg" alt="" width={320} height={180} />
          <ul className="auth-layout__points">
            <li>{t('login.brand.point1')}</li>
            <li>{t('login.brand.point2')}</li>
            <li>{t('login.brand.point3')}</li>
          </ul>
        </section>
        <section className="auth-layout__panel">
          <div className="auth-layout__lang">
            <LanguageSwitch />
          </div>
          <h1 className="auth-layout__title">{title}</h1>
          {children}
        </section>
      </div>
    </div>
  );
}
