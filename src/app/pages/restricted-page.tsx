/**
 * Restricted mode's state of a page (spec 000 §4): a teacher or manager whose selected campus is
 * only an invitation opened, by address, a page the menu disables (my management, account
 * settings, the works community). It says why and leads to the messages, where the invitation
 * is accepted; the address stays, so the page opens there once the campus is joined.
 */
import { Result } from 'antd';
import { useCurrentUser } from '@/api/users';
import { selectedCampus } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import { RouterButton } from '@/components/router-button';
import { paths } from '@/lib/paths';

export default function RestrictedPage() {
  const t = useT();
  const { data: user } = useCurrentUser();
  const campus = user ? selectedCampus(user) : null;
  return (
    <div style={{ padding: '48px 16px' }}>
      <Result
        status="warning"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>{t('shell.restricted.pageTitle')}</h1>}
        subTitle={t('shell.restricted.pageText', { campus: campus?.name ?? '' })}
        extra={
          <RouterButton type="primary" to={paths.notification.href()}>
            {t('shell.restricted.openMessages')}
          </RouterButton>
        }
      />
    </div>
  );
}
