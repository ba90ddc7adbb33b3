/** A link of a notification: in-app through the router, another site in a new tab. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import type { LinkTarget } from '../utils/notification-links';

const visuallyHidden = {
  position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap',
} as const;

export function TargetLink({ link, children }: { link: LinkTarget | null; children: ReactNode }) {
  const t = useT();
  if (!link) return <strong>{children}</strong>;
  if (!link.external) return <Link to={link.href}>{children}</Link>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {children}
      <span style={visuallyHidden}>{t('notification.newTab')}</span>
    </a>
  );
}
