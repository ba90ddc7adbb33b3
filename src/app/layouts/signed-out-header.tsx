/** The header of public pages for visitors who are not signed in: logo, language, sign in. */
import { useLocation } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { useT } from '@/lib/i18n/i18n';
import { Brand } from './brand';
import { RouterButton } from '@/components/router-button';
import { loginPathFor } from '@/lib/route-access';

export function SignedOutHeader() {
  const t = useT();
  const location = useLocation();
  const back = location.pathname + location.search + location.hash;
  return (
    <header className="tc-header">
      <div className="tc-header__inner tc-header__inner--signed-out">
        <Brand />
        <div className="tc-header__actions">
          <LanguageSwitch />
          <RouterButton type="primary" to={loginPathFor(back)}>
            {t('shell.signIn')}
          </RouterButton>
        </div>
      </div>
    </header>
  );
}
