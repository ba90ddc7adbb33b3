/** One program: logo, name, version, remark and its buttons. */
import { useT } from '@/lib/i18n/i18n';
import type { Software } from '@/types/content';
import { SoftwareButton } from './software-button';

export function SoftwareCard({ software }: { software: Software }) {
  const t = useT();
  return (
    <li className="sw-card">
      <div className="sw-card__head">
        <img className="sw-card__logo" src={software.logo} alt="" width={56} height={56} />
        <div>
          <h3 className="sw-card__name">{software.software_name}</h3>
          <div className="sw-card__version">{t('software.version', { version: software.version })}</div>
        </div>
      </div>
      <p className="sw-card__remark">{software.remark}</p>
      <div className="sw-card__buttons">
        {software.download_button.map((button) => (
          <SoftwareButton key={button.id} software={software} button={button} />
        ))}
      </div>
    </li>
  );
}
