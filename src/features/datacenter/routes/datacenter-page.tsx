/**
 * /account/datacenter (the viewer's own) and /account/datacenter/{username} (another user's, for
 * teachers and managers of the same campus with an equal or higher role; spec 000 §2, §6).
 * An unknown username shows "no data for user {username}" (spec 000 §8); a user the viewer may
 * not see leads to /403, as the server's 403 would.
 */
import { Navigate, useParams } from 'react-router-dom';
import { Alert, Button } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser, useUser } from '@/api/users';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { DataCenterView } from '../components/datacenter-view';
import { canOpenDataCenterOf, isOwnDataCenter } from '../utils/permissions';
import '../components/datacenter.css';
import { paths } from '@/lib/paths';

function OtherDataCenter({ viewer, username }: { viewer: User; username: string }) {
  const t = useT();
  const profile = useUser(username);
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <div className="datacenter-page">
        <h1 style={{ fontSize: 22 }}>{t('datacenter.title.other', { name: username })}</h1>
        {missing ? (
          <EmptyState hint={t('datacenter.noUser', { username })} />
        ) : (
          <Alert
            type="error"
            showIcon
            title={t('datacenter.loadFailed')}
            action={
              <Button size="small" onClick={() => void profile.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
      </div>
    );
  }
  if (!canOpenDataCenterOf(viewer, profile.data)) return <Navigate to={paths.forbidden.href()} replace />;
  return <DataCenterView subject={profile.data} own={false} />;
}

export default function DataCenterPage() {
  const { username } = useParams();
  const { data: viewer } = useCurrentUser();
  if (!viewer) return <PageLoading />;
  if (isOwnDataCenter(viewer, username) || !username) return <DataCenterView subject={viewer} own />;
  return <OtherDataCenter viewer={viewer} username={username} />;
}
