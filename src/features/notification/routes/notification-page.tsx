/**
 * /notification, the notification centre (spec 001 §2, §4): the caller's messages, newest
 * first, in pages of 50/100/150/200, filtered by kind (beyond the spec); page, size and kind live
 * in the URL query. Once the first page has arrived everything is marked read and the bell
 * drops to zero. Campus invitations open through the expiry check and the answer dialogs.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Pagination, Spin } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { NOTIFICATION_PAGE_SIZES, type NotificationKind } from '@/types/notification';
import { useMarkAllRead, useNotifications } from '../api/notifications';
import { useCampusInvitationFlow } from '../components/campus-invitation-dialogs';
import { KindFilter } from '../components/kind-filter';
import { NotificationItem } from '../components/notification-item';
import { offsetLimit, readListQuery, writeListQuery, type ListQuery } from '../utils/list-query';

export default function NotificationPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = readListQuery(params);
  const list = useNotifications({ ...offsetLimit(query), kind: query.kind });
  const invitation = useCampusInvitationFlow();

  const go = (next: ListQuery) => {
    const search = writeListQuery(next).toString();
    navigate({ search: search ? `?${search}` : '' });
  };
  const chooseKind = (kind: NotificationKind | null) => go({ ...query, kind, page: 1 });
  const changePage = (page: number, pageSize: number) => go({ ...query, page: pageSize === query.pageSize ? page : 1, pageSize });

  // "Opening the notification list marks all as read": once per visit, after the list has
  // arrived, so the first page still shows what was new.
  const { mutate: markAllRead } = useMarkAllRead();
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
    body = query.kind ? (
      <EmptyState hint={t('notification.empty.kind')} actionLabel={t('notification.empty.showAll')} onAction={() => chooseKind(null)} />
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
      <KindFilter value={query.kind} onChange={chooseKind} />
      <Spin spinning={invitation.checking} delay={200}>
        {body}
      </Spin>
      {invitation.dialogs}
    </div>
  );
}
