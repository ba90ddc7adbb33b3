/** The product mark in the header: the logo and name, linking home. */
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';

export function Brand() {
  const t = useT();
  return (
    <Link to="/" className="tc-brand" aria-label={t('shell.home', { app: t('app.name') })}>
      <img src="/logo.svg" alt="" />
      <span>{t('app.name')}</span>
    </Link>
  );
}
