/**
 * The footer (spec 000 §2, §6). Students see the product's own mark; teachers, managers and
 * null-type users see their organisation's logo image and text mark when they have one. Every
 * footer has the user agreement, the privacy policy, contact and the filing number. Signed-out
 * visitors get the slim footer: the same links on one line.
 */
import { Link } from 'react-router-dom';
import { footerKind, organizationOf } from '@/lib/access';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { YEAR_ATTRIBUTE } from '../prerendered-login';
import { LogoMark } from '@/components/logo-mark';
import { paths } from '@/lib/paths';

function FooterLinks() {
  const t = useT();
  return (
    <nav aria-label={t('shell.footer.label')}>
      <ul className="tc-footer__links">
        <li>
          <Link to={paths.agreement.href()}>{t('shell.footer.agreement')}</Link>
        </li>
        <li>
          <Link to={paths.privacyPolicy.href()}>{t('shell.footer.privacy')}</Link>
        </li>
        <li>
          <a href={EXTERNAL_LINKS.support.contactPage} target="_blank" rel="noopener noreferrer">
            {t('shell.footer.contact')}
            <span className="visually-hidden"> {t('shell.nav.newTab')}</span>
          </a>
        </li>
        <li>
          <a href={EXTERNAL_LINKS.filing.url} target="_blank" rel="noopener noreferrer">
            {t('shell.footer.filing', { number: EXTERNAL_LINKS.filing.number })}
            <span className="visually-hidden"> {t('shell.nav.newTab')}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}

function Copyright() {
  const t = useT();
  // The prerendered sign-in page carries the build's year; its inline script writes this year.
  return <span {...{ [YEAR_ATTRIBUTE]: '' }}>{t('shell.footer.copyright', { year: new Date().getFullYear(), app: t('app.name') })}</span>;
}

function ProductMark({ subtitle }: { subtitle: string }) {
  const t = useT();
  return (
    <div className="tc-footer__brand" data-footer-mark="product">
      <LogoMark className="tc-footer__logo" />
      <div>
        <div className="tc-footer__mark">{t('app.name')}</div>
        <div className="tc-footer__sub">{subtitle}</div>
      </div>
    </div>
  );
}

function OrganisationMark({ name, textMark, image }: { name: string; textMark: string; image: string }) {
  const t = useT();
  return (
    <div className="tc-footer__brand" data-footer-mark="organisation">
      {image && <img src={image} alt={t('shell.footer.orgLogo', { name })} />}
      <div>
        <div className="tc-footer__mark">{textMark || name}</div>
        <div className="tc-footer__sub">{t('shell.footer.poweredBy', { app: t('app.name') })}</div>
      </div>
    </div>
  );
}

export function Footer({ user }: { user: Pick<User, 'user_type' | 'organization_data'> }) {
  const t = useT();
  const kind = footerKind(user);
  const org = kind === 'teacher' ? organizationOf(user) : null;
  return (
    <footer className="tc-footer" data-footer={kind}>
      <div className="tc-footer__inner">
        {org ? (
          <OrganisationMark name={org.name} textMark={org.text_mark} image={org.image_mark} />
        ) : (
          <ProductMark subtitle={kind === 'student' ? t('shell.footer.studentTagline') : t('app.tagline')} />
        )}
        <div style={{ display: 'grid', gap: 8, justifyItems: 'end' }}>
          <FooterLinks />
          <Copyright />
        </div>
      </div>
    </footer>
  );
}

export function SlimFooter() {
  return (
    <footer className="tc-footer tc-footer--slim" data-footer="slim">
      <div className="tc-footer__inner">
        <FooterLinks />
        <Copyright />
      </div>
    </footer>
  );
}
