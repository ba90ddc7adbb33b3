/** The product mark in the header: the logo and name, linking home. */
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { LogoMark } from '@/components/logo-mark';

export function Brand() {
  const t = useT();
  return (
    <Link to="/" className="tc-brand" aria-label={t('shell.home', { app: t('app.name') })}>
      <LogoMark className="tc-brand__logo" />
      <span>{t('app.name')}</span>
    </Link>
  );
}
