/** A campus logo from an invitation, or the campus's initial when it has none. */
import { useT } from '@/lib/i18n/i18n';

export function CampusLogo({ logo, name, size }: { logo: string; name: string; size: number }) {
  const t = useT();
  const box = { width: size, height: size, borderRadius: 6, flex: 'none' } as const;
  if (logo) return <img src={logo} alt={t('notification.invitation.logo', { name })} style={{ ...box, objectFit: 'contain', background: '#fff' }} />;
  return (
    <span aria-hidden style={{ ...box, display: 'inline-grid', placeItems: 'center', background: '#e8efff', color: '#1d4fd8', fontWeight: 600, fontSize: size * 0.5 }}>
      {name.slice(0, 1)}
    </span>
  );
}
