/** The slim bar of the pages without the normal header (the course and project previews): the product, a label and actions. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { LanguageSwitch } from '@/components/language-switch';
import { LogoMark } from '@/components/logo-mark';

export function BareBar({ label, children }: { label: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="tc-bare-bar">
      <Link to="/" className="tc-bare-bar__brand">
        <LogoMark className="tc-bare-bar__logo" />
        <span>{t('app.name')}</span>
        <span className="tc-chip tc-chip--type">{label}</span>
      </Link>
      <div className="tc-course-head__actions">
        {children}
        <LanguageSwitch />
      </div>
    </div>
  );
}
