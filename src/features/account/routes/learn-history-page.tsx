/**
 * /learnhistory (spec 001 §2 "Recent learning", §7): the viewer's learning history, 8 a page,
 * with a title search (trimmed, back to page 1) and buttons to /project and /course.
 * /learnhistory?user={username} shows another user's history read-only (the View All of their home).
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { HISTORY_PAGE_SIZE, useLearnHistory } from '@/api/history';
import { HistoryTable } from '../components/history-table';
import { ProfileListError } from '../components/profile-list-error';
import { readListState, searchState, writeListState } from '@/lib/list-params';
import { useListOwner } from '../components/use-list-owner';
import { paths } from '@/lib/paths';
import { RouterButton } from '@/components/router-button';
import { ListPageHeader } from '@/components/list-page-header';

const PROJECTS = paths.projects.href();
const COURSES = paths.courses.href();

export default function LearnHistoryPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { page, search } = readListState(params);
  const owner = useListOwner(params);
  const other = owner?.username ?? null;
  const list = useLearnHistory({ page, page_size: HISTORY_PAGE_SIZE, search, ...(other ? { username: other } : {}) });
  const go = (next: { page: number; search: string }) => setParams(writeListState(params, next));

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <ProfileListError title={t('history.loadFailed')} detail={list.error.message} onRetry={() => void list.refetch()} />;
  else if (list.data.count === 0 && !search)
    body = other ? (
      <EmptyState hint={t('history.empty.other')} />
    ) : (
      <EmptyState hint={t('history.empty')} actionLabel={t('history.toCourses')} onAction={() => navigate(COURSES)} />
    );
  else
    body = (
      <HistoryTable
        rows={list.data.results}
        total={list.data.count}
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        loading={list.isFetching && list.isPlaceholderData}
        onPage={(next) => go({ page: next, search })}
      />
    );

  return (
    <section style={{ maxWidth: 1100, margin: '0 auto', padding: '24px 16px' }}>
      <ListPageHeader
        title={other ? t('history.title.other', { name: owner?.name ?? '' }) : t('history.title')}
        search={search}
        searchLabel={t('history.search')}
        placeholder={t('history.search.placeholder')}
        onSearch={(value) => go(searchState(value))}
      >
        <RouterButton to={PROJECTS}>{t('history.toProjects')}</RouterButton>
        <RouterButton type="primary" to={COURSES}>
          {t('history.toCourses')}
        </RouterButton>
      </ListPageHeader>
      {body}
    </section>
  );
}
