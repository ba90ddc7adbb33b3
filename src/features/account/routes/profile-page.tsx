/** /account/user: the profile editor (spec 000 §2 "Profile editor"). */
import { Button, Result, Typography } from 'antd';
import { PageLoading } from '@/components/page-loading';
import { useCurrentUser } from '@/api/users';
import { useT } from '@/lib/i18n/i18n';
import { ProfileForm, profileFormKey } from '../components/profile-form';

export default function ProfilePage() {
  const t = useT();
  const me = useCurrentUser();

  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return (
      <Result
        status="error"
        title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('profile.loadFailed')}</h1>}
        subTitle={me.error.message}
        extra={<Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <section style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {t('profile.title')}
      </Typography.Title>
      <ProfileForm key={profileFormKey(me.data)} user={me.data} />
    </section>
  );
}
