/**
 * /studentAccountsetting (spec 001 §2, §5, §7, §8): the student's login name, setting or changing
 * the password (after which the account form of /login signs them in), and turning login-card
 * sign-in off or on. Students only (the route table's rule).
 */
import { Button } from 'antd';
import { useCurrentUser } from '@/api/users';
import { PageLoading } from '@/components/page-loading';
import { EmptyState } from '@/components/empty-state';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import { useStudentSettings } from '../api/student-settings';
import { KeyLoginSwitch } from '../components/key-login-switch';
import { StudentPasswordForm } from '../components/student-password-form';
import '../components/settings.css';

export default function StudentSettingsPage() {
  const t = useT();
  const { data: user } = useCurrentUser();
  const settings = useStudentSettings();

  let body;
  if (settings.isPending || !user) body = <PageLoading />;
  else if (settings.isError) {
    const offline = settings.error instanceof ApiError && settings.error.kind === 'offline';
    body = (
      <div role="alert">
        <EmptyState hint={offline ? t('settings.student.loadFailed') : `${t('settings.student.loadFailed')} ${settings.error.message}`} />
        <div style={{ textAlign: 'center' }}>
          <Button onClick={() => void settings.refetch()}>{t('common.retry')}</Button>
        </div>
      </div>
    );
  } else {
    const { has_password: hasPassword, has_key_login: hasKeyLogin } = settings.data.data;
    body = (
      <>
        <section className="st-card" aria-labelledby="st-account">
          <h2 id="st-account" className="st-card__title">
            {t('settings.student.account')}
          </h2>
          <dl className="st-facts">
            <dt>{t('settings.username')}</dt>
            <dd className="st-mono">{user.username}</dd>
            <dt>{t('settings.student.name')}</dt>
            <dd>{user.student_name || user.name}</dd>
          </dl>
        </section>
        <section className="st-card" aria-labelledby="st-password">
          <h2 id="st-password" className="st-card__title">
            {t(hasPassword ? 'settings.password.changeTitle' : 'settings.password.setTitle')}
          </h2>
          <p className="st-card__intro">{t(hasPassword ? 'settings.password.changeIntro' : 'settings.password.setIntro', { username: user.username })}</p>
          <StudentPasswordForm key={String(hasPassword)} hasPassword={hasPassword} />
        </section>
        <section className="st-card" aria-labelledby="st-key-login">
          <h2 id="st-key-login" className="st-card__title">
            {t('settings.keyLogin.title')}
          </h2>
          <KeyLoginSwitch hasKeyLogin={hasKeyLogin} hasPassword={hasPassword} />
        </section>
      </>
    );
  }

  return (
    <div className="st-page">
      <h1 className="st-page__title">{t('settings.title')}</h1>
      {body}
    </div>
  );
}
