/**
 * /notification, the notification centre (spec 001 §2, §4): the caller's messages, newest
 * first, in pages of 50/100/150/200, filtered by kind and to the unread only (beyond the spec);
 * page, size and filters live in the URL query, and the filters are remembered for the next visit. Once the first page has arrived everything is marked read and the bell
 * drops to zero. Campus invitations open through the expiry check and the answer dialogs.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Pagination, Spin, Switch } from 'antd';
import { useCurrentUser } from '@/api/users';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { NOTIFICATION_PAGE_SIZES, type NotificationKind } from '@/types/notification';
import { useMarkAllRead, useNotifications } from '../api/notifications';
import { useCampusInvitationFlow } from '../components/campus-invitation-dialogs';
import { KindFilter } from '../components/kind-filter';
import { NotificationItem } from '../components/notification-item';
import { rememberedFilters, rememberFilters } from '../utils/filter-memory';
import { NO_FILTERS, offsetLimit, readListQuery, writeListQuery, type ListQuery } from '../utils/list-query';

export default function NotificationPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = useCurrentUser().data?.id;
  // An address without filters shows the ones chosen last time (issue 32).
  const query = readListQuery(params, rememberedFilters(userId));
  // The visit's start: the unread-only view lists what was unread then, though opening marks all read.
  const [openedAt] = useState(() => new Date().toISOString());
  const list = useNotifications({ ...offsetLimit(query), kind: query.kind, ...(query.unread ? { unread: true, asOf: openedAt } : {}) });
  const invitation = useCampusInvitationFlow();

  const go = (next: ListQuery) => {
    const search = writeListQuery(next).toString();
    navigate({ search: search ? `?${search}` : '' });
  };
  const filter = (next: Pick<ListQuery, 'kind' | 'unread'>) => {
    rememberFilters(userId, next);
    go({ ...query, ...next, page: 1 });
  };
  const chooseKind = (kind: NotificationKind | null) => filter({ kind, unread: query.unread });
  const showAll = () => filter(NO_FILTERS);
  const changePage = (page: number, pageSize: number) => go({ ...query, page: pageSize === query.pageSize ? page : 1, pageSize });

  // "Opening the notification list marks all as read": once per visit, after the list has
  // arrived, so the first page still shows what was new.
  const markAllRead = useMarkAllRead();
  const marked = useRef(false);
  useEffect(() => {
    if (!list.isSuccess || marked.current) return;
    marked.current = true;
    markAllRead();
  }, [list.isSuccess, markAllRead]);

  // A page past the end (an edited address, a smaller list after answering): go to the last one.
  const count = list.data?.count ?? 0;
  const lastPage = Math.max(1, Math.ceil(count / query.pageSize));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && query.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) navigate({ search: `?${writeListQuery({ ...query, page: lastPage }).toString()}` }, { replace: true });
  });

  let body;
  if (list.isPending) {
    body = <PageLoading />;
  } else if (list.isError && !list.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('notification.error', { message: list.error.message })}
        action={
          <Button size="small" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('notification.retry')}
          </Button>
        }
      />
    );
  } else if (count === 0) {
    body = query.unread ? (
      <EmptyState hint={t('notification.empty.unread')} actionLabel={t('notification.empty.showAll')} onAction={showAll} />
    ) : query.kind ? (
      <EmptyState hint={t('notification.empty.kind')} actionLabel={t('notification.empty.showAll')} onAction={showAll} />
    ) : (
      <EmptyState hint={t('notification.empty')} />
    );
  } else {
    body = (
      <Spin spinning={list.isPlaceholderData}>
        <ul aria-label={t('notification.list.label')} style={{ listStyle: 'none', margin: 0, padding: 0, background: '#fff', borderRadius: 8, border: '1px solid #f0f0f0' }}>
          {list.data.results.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpenInvitation={invitation.open} />
          ))}
        </ul>
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={Math.min(query.page, lastPage)}
          pageSize={query.pageSize}
          total={count}
          pageSizeOptions={[...NOTIFICATION_PAGE_SIZES]}
          showSizeChanger
          showTotal={(total) => t('notification.pagination.total', { total })}
          onChange={changePage}
        />
      </Spin>
    );
  }

  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px 48px', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 12 }}>
        <h1 style={{ margin: 0, fontSize: 24 }}>{t('notification.title')}</h1>
        {list.data && <span style={{ color: 'rgba(0, 0, 0, 0.64)' }}>{t('notification.total', { count })}</span>}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <KindFilter value={query.kind} onChange={chooseKind} />
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
          <Switch size="small" checked={query.unread} onChange={(unread) => filter({ kind: query.kind, unread })} />
          {t('notification.unreadOnly')}
        </label>
      </div>
      <Spin spinning={invitation.checking} delay={200}>
        {body}
      </Spin>
      {invitation.dialogs}
    </div>
  );
}
