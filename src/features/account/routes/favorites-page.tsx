/**
 * /favorites (spec 001 §2 "Favourites", §7): the viewer's favourite works, 8 a page with the
 * page number in ?page, a search on name/author (trimmed, back to page 1), delete one (with a few
 * seconds to undo it, issue 32), clear all
 * after a confirmation, and an empty state pointing to the community. /favorites?user={username}
 * shows another user's favourites read-only (the View All of their home).
 */
import { useEffect } from 'react';
import { Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import type { Favorite } from '@/types/content';
import { ApiError } from '@/lib/api-error';
import { FAVORITES_PAGE_SIZE, useClearFavorites, useFavorites, useRemoveFavorite } from '@/api/favorites';
import { FavoritesTable } from '../components/favorites-table';
import { ProfileListError } from '../components/profile-list-error';
import { pageAfterRemoval, readListState, searchState, writeListState } from '@/lib/list-params';
import { useListOwner } from '../components/use-list-owner';
import { useAppNotices } from '@/lib/app-notices';
import { useUndoableRemoval } from '@/components/undoable-removal';
import { ListPageHeader } from '@/components/list-page-header';
import { useStillHere } from '@/lib/still-here';

export default function FavoritesPage() {
  const t = useT();
  const { message, modal } = useAppNotices();
  const [params, setParams] = useSearchParams();
  const { page, search } = readListState(params);
  const owner = useListOwner(params);
  const other = owner?.username ?? null;
  const list = useFavorites({ page, page_size: FAVORITES_PAGE_SIZE, search, ...(other ? { username: other } : {}) });
  const remove = useRemoveFavorite();
  const clear = useClearFavorites();
  const go = (next: { page: number; search: string }) => setParams(writeListState(params, next));
  const stillHere = useStillHere();

  // Deleting the last item of the last page: step back a page.
  useEffect(() => {
    if (!list.data || list.isPlaceholderData) return;
    const fitting = pageAfterRemoval(page, FAVORITES_PAGE_SIZE, list.data.count);
    if (fitting !== page) setParams(writeListState(params, { page: fitting, search }), { replace: true });
  }, [list.data, list.isPlaceholderData, page, search, params, setParams]);

  // A removed favourite can be taken back for a few seconds (issue 32): it is sent only after.
  const { hidden, removeWithUndo } = useUndoableRemoval<number>(remove.mutateAsync);
  const removeOne = (favorite: Favorite) => removeWithUndo(favorite.project_id, t('favorites.delete.success'));
  const shown = list.data?.results.filter((f) => !hidden.has(f.project_id)) ?? [];

  function confirmClear() {
    // `params` are this address's: once the clear is answered the reader may be elsewhere.
    const here = stillHere();
    modal.confirm({
      title: t('favorites.clear.title'),
      content: t('favorites.clear.content'),
      okText: t('favorites.clear.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await clear.mutateAsync();
        } catch (error) {
          // Offline: the spec's own words (000 §8), as every call says them.
          const offline = error instanceof ApiError && error.kind === 'offline';
          void message.error(offline ? t('error.offline') : t('favorites.clear.failed'));
          return;
        }
        // Back to page 1 of the whole (empty) list, unless the reader has moved on meanwhile:
        // that address change would undo theirs.
        if (here()) setParams(writeListState(params, { page: 1, search: '' }));
        void message.success(t('favorites.clear.success'));
      },
    });
  }

  const isEmpty = list.data?.count === 0 && !search;
  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <ProfileListError title={t('favorites.loadFailed')} detail={list.error.message} onRetry={() => void list.refetch()} />;
  else if (isEmpty)
    body = other ? (
      <EmptyState hint={t('favorites.empty.other')} />
    ) : (
      <EmptyState hint={t('favorites.empty')} actionLabel={t('favorites.goCommunity')} href={EXTERNAL_LINKS.worksCommunity} />
    );
  else
    body = (
      <FavoritesTable
        rows={shown}
        total={list.data.count - (list.data.results.length - shown.length)}
        page={page}
        pageSize={FAVORITES_PAGE_SIZE}
        loading={list.isFetching && list.isPlaceholderData}
        deleting={remove.isPending ? (remove.variables ?? null) : null}
        onPage={(next) => go({ page: next, search })}
        onDelete={other ? undefined : removeOne}
      />
    );

  return (
    <section style={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px' }}>
      <ListPageHeader
        title={other ? t('favorites.title.other', { name: owner?.name ?? '' }) : t('favorites.title')}
        search={search}
        searchLabel={t('favorites.search')}
        placeholder={t('favorites.search.placeholder')}
        onSearch={(value) => go(searchState(value))}
      >
        {other ? null : (
          <Button danger disabled={!list.data || isEmpty} onClick={confirmClear}>
            {t('favorites.clear')}
          </Button>
        )}
      </ListPageHeader>
      {body}
    </section>
  );
}
