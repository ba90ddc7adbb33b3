/** The slim bar of the pages without the normal header (the course and project previews): the product, a label and actions. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { LanguageSwitch } from '@/components/language-switch';

export function BareBar({ label, children }: { label: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="tc-bare-bar">
      <Link to="/" className="tc-bare-bar__brand">
        <img src="/logo.svg" alt="" width={28} height={28} />
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
