/**
 * /account/follow: the viewer's followed personal portfolios; /account/follow?user={username}
 * another user's (read-only, GET /api/v1/users/{id}/follow_studios/). Spec 000 §2 "Follow page",
 * §4: searching (trimmed) resets to page 1, unfollowing reloads the list (sent after a few seconds
 * in which it can be undone, issue 32). Page and search live
 * in the query string.
 */
import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser, useUser } from '@/api/users';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import type { FollowedStudio } from '@/types/portfolio';
import type { User } from '@/types/user';
import { followPageSize, useFollows, useFollowsCount, useUnfollow, type FollowOwner } from '@/api/follows';
import { FollowTable } from '../components/follow-table';
import { ProfileListError } from '../components/profile-list-error';
import { pageAfterRemoval, readListState, searchState, writeListState } from '@/lib/list-params';
import { useAppNotices } from '@/lib/app-notices';
import { useUndoableRemoval } from '@/components/undoable-removal';
import { ListPageHeader } from '@/components/list-page-header';

function FollowList({ owner, title }: { owner: FollowOwner; title: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { page, search } = readListState(params);
  const own = owner === null;
  const pageSize = followPageSize(owner);
  const list = useFollows(owner, { page, search });
  const count = useFollowsCount(search, own);
  const unfollow = useUnfollow();
  const total = own ? (count.data?.count ?? list.data?.count ?? 0) : (list.data?.count ?? 0);

  const go = (next: { page: number; search: string }) => setParams(writeListState(params, next));

  // Unfollowing the last item of the last page: step back a page.
  useEffect(() => {
    if (!list.data || list.isPlaceholderData) return;
    const fitting = pageAfterRemoval(page, pageSize, list.data.count);
    if (fitting !== page) setParams(writeListState(params, { page: fitting, search }), { replace: true });
  }, [list.data, list.isPlaceholderData, page, pageSize, search, params, setParams]);

  // An unfollow can be taken back for a few seconds (issue 32): it is sent only after.
  const { hidden, removeWithUndo } = useUndoableRemoval<number>(unfollow.mutateAsync);
  const doUnfollow = (studio: FollowedStudio) => removeWithUndo(studio.id, t('follow.unfollow.success'));
  const shown = list.data?.results.filter((s) => !hidden.has(s.id)) ?? [];
  const hiddenHere = (list.data?.results.length ?? 0) - shown.length;

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <ProfileListError title={t('follow.loadFailed')} detail={list.error.message} onRetry={() => void list.refetch()} />;
  else if (list.data.count === 0 && !search)
    body = <EmptyState hint={t('follow.empty')} actionLabel={t('follow.goCommunity')} href={EXTERNAL_LINKS.worksCommunity} />;
  else
    body = (
      <FollowTable
        rows={shown}
        total={total - hiddenHere}
        page={page}
        pageSize={pageSize}
        loading={list.isFetching && list.isPlaceholderData}
        own={own}
        unfollowing={unfollow.isPending ? (unfollow.variables ?? null) : null}
        onPage={(next) => go({ page: next, search })}
        onUnfollow={doUnfollow}
      />
    );

  return (
    <section style={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px' }}>
      <ListPageHeader title={title} search={search} searchLabel={t('follow.search')} placeholder={t('follow.search.placeholder')} onSearch={(value) => go(searchState(value))}>
        <Button type="primary" href={EXTERNAL_LINKS.worksCommunity} target="_blank" rel="noopener noreferrer">
          {t('follow.goCommunity')}
        </Button>
      </ListPageHeader>
      {body}
    </section>
  );
}

function OtherFollows({ username }: { username: string }) {
  const t = useT();
  const { message } = useAppNotices();
  const user = useUser(username);
  const notFound = user.error instanceof ApiError && user.error.status === 404;
  const warned = useRef<string | null>(null);
  useEffect(() => {
    if (!notFound || warned.current === username) return;
    warned.current = username;
    void message.warning(t('follow.noUser', { username }));
  }, [notFound, username, message, t]);

  if (user.isPending) return <PageLoading />;
  if (notFound) return <EmptyState hint={t('follow.noUser', { username })} />;
  if (user.isError) return <ProfileListError title={t('follow.loadFailed')} detail={user.error.message} onRetry={() => void user.refetch()} />;
  const name = displayName(user.data);
  return <FollowList owner={user.data.id} title={t('follow.titleOther', { name })} />;
}

const displayName = (u: Pick<User, 'student_name' | 'name' | 'username'>) => u.student_name || u.name || u.username;

export default function FollowPage() {
  const t = useT();
  const [params] = useSearchParams();
  const me = useCurrentUser();
  const other = (params.get('user') ?? '').trim();

  if (!me.data) return <PageLoading />;
  if (other && other !== me.data.username) return <OtherFollows key={other} username={other} />;
  return <FollowList owner={null} title={t('follow.title')} />;
}
