/**
 * /accountsetting (spec 002 §2.10, §4.9, §5, §7, §8): the username with its one-time reset when
 * it was generated (aim_), setting or changing the password through /resetpassword, the masked
 * phone, linking or unlinking WeChat (teachers and managers), and the teacher-upgrade invitation
 * code for users without an organisation. A campus that is only an invitation never gets here
 * (the route table's joinedCampus rule answers restricted mode's state instead).
 */
import { Button } from 'antd';
import { useCurrentUser } from '@/api/users';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { canUseScanLogin, isStudent, organizationOf } from '@/lib/access';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { InvitationForm } from '../components/invitation-form';
import { PasswordLink } from '../components/password-link';
import { UsernameReset } from '../components/username-reset';
import { WechatLink } from '../components/wechat-link';
import { canResetUsername, maskPhone } from '../utils/account';
import '../components/settings.css';

function AccountCard({ user }: { user: User }) {
  const t = useT();
  return (
    <section className="st-card" aria-labelledby="st-account">
      <h2 id="st-account" className="st-card__title">
        {t('settings.account.title')}
      </h2>
      <dl className="st-facts">
        <dt>{t('settings.username')}</dt>
        <dd>
          <span className="st-mono" data-testid="username">
            {user.username}
          </span>
          {canResetUsername(user) && <UsernameReset />}
          {canResetUsername(user) && <span className="st-note">{t('settings.usernameReset.hint')}</span>}
          {user.changed_username && <span className="st-note">{t('settings.usernameReset.done')}</span>}
        </dd>
        <dt>{t('settings.phone')}</dt>
        <dd className="st-mono" data-testid="phone">
          {user.phone ? maskPhone(user.phone) : t('settings.phone.none')}
        </dd>
        <dt>{t('settings.password')}</dt>
        <dd>
          <span>{t(user.has_password ? 'settings.password.isSet' : 'settings.password.notSet')}</span>
          {user.phone && <PasswordLink hasPassword={user.has_password} phone={user.phone} />}
          <span className="st-note">{t('settings.password.hint')}</span>
        </dd>
        {canUseScanLogin(user) && (
          <>
            <dt>{t('settings.wechat')}</dt>
            <dd>
              <WechatLink userId={user.id} openId={user.open_id} />
              <span className="st-note">{t('settings.wechat.hint')}</span>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function SettingsCards({ user }: { user: User }) {
  const t = useT();
  // Teacher upgrade: only without organisation data (a student account belongs to a team and is never upgraded).
  const upgrade = !organizationOf(user) && !isStudent(user);
  return (
    <>
      <AccountCard user={user} />
      {upgrade && (
        <section className="st-card" aria-labelledby="st-invitation">
          <h2 id="st-invitation" className="st-card__title">
            {t('settings.invitation.title')}
          </h2>
          <InvitationForm user={user} />
        </section>
      )}
    </>
  );
}

export default function AccountSettingsPage() {
  const t = useT();
  const current = useCurrentUser();
  const user = current.data;

  let body;
  // A failed refetch keeps the user already shown; only a load that never succeeded is an error.
  if (user) body = <SettingsCards user={user} />;
  else if (current.isError) {
    const offline = current.error instanceof ApiError && current.error.kind === 'offline';
    body = (
      <div role="alert">
        <EmptyState hint={offline ? t('settings.loadFailed') : `${t('settings.loadFailed')} ${current.error.message}`} />
        <div style={{ textAlign: 'center' }}>
          <Button onClick={() => void current.refetch()}>{t('common.retry')}</Button>
        </div>
      </div>
    );
  } else body = <PageLoading />;

  return (
    <div className="st-page">
      <h1 className="st-page__title">{t('settings.title')}</h1>
      {body}
    </div>
  );
}
