/**
 * The works tab of a portfolio (spec 001 §4-§7, 002 §2.4): the works a page at a time (18, or 20
 * on regional portfolios), the add-works button for members (disabled, with its reason, on a
 * portfolio of another school; ?create=new opens the dialog on arrival) and removal by the work's
 * author, a manager or the owner. On personal collections a removed work disappears at once with
 * a 3-second undo and is sent only after; elsewhere it is removed after a confirmation.
 */
import { Suspense, useEffect, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Button, Pagination, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { useAppNotices } from '@/lib/app-notices';
import { translate, useT } from '@/lib/i18n/i18n';
import type { Studio, StudioWork } from '@/types/portfolio';
import type { User } from '@/types/user';
import { useRemoveStudioWork, useStudioWorks } from '../api/studio-works';
import { canAddWorks, canRemoveWork, isOfCurrentSchool } from '../utils/permissions';
import { WORKS_PAGE_SIZE } from '../utils/portfolio-kind';
import { UNDO_WINDOW_MS, UndoQueue } from '@/lib/undo-queue';
import { WorkCard } from './work-card';

// The add-works dialog loads when it opens.
const AddWorksDialog = preloadable(() => import('./add-works-dialog').then((m) => ({ default: m.AddWorksDialog })));

/** Personal collections: removals wait out the undo window; the rest are sent at once. */
function useUndoableRemoval(studio: Studio) {
  const t = useT();
  const { message } = useAppNotices();
  const remove = useRemoveStudioWork(studio.id);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  // Sent removals stay hidden until the list is read again (no flicker back); a failed one returns.
  const [sent, setSent] = useState<ReadonlySet<number>>(new Set());
  // The queue outlives renders: what it calls must not change (React Query's mutateAsync and the
  // notices are stable; the failure text is translated when it happens).
  const mutateAsync = remove.mutateAsync;
  const [queue] = useState(
    () =>
      new UndoQueue<number>(
        UNDO_WINDOW_MS,
        (id) => {
          setSent((s) => new Set(s).add(id));
          void mutateAsync(id).catch(() => {
            setSent((s) => new Set([...s].filter((x) => x !== id)));
            void message.error(translate('portfolio.work.removeFailed'));
          });
        },
        setPending,
      ),
  );
  // Leaving the page sends what nobody undid.
  useEffect(() => () => queue.flush(), [queue]);
  const hidden = new Set([...pending, ...sent]);

  const removeWithUndo = (work: StudioWork) => {
    queue.remove(work.id);
    const key = `undo-${work.id}`;
    void message.open({
      key,
      type: 'info',
      duration: UNDO_WINDOW_MS / 1000,
      content: (
        <span>
          {t('portfolio.work.removed', { title: work.title })}{' '}
          <Button
            type="link"
            size="small"
            onClick={() => {
              if (queue.undo(work.id)) void message.open({ key, type: 'success', content: t('portfolio.work.restored'), duration: 2 });
            }}
          >
            {t('portfolio.work.undo')}
          </Button>
        </span>
      ),
    });
  };
  return { hidden, removeWithUndo, remove };
}

export function WorksTab({ studio, viewer, openAddOnArrival }: { studio: Studio; viewer: User; openAddOnArrival: boolean }) {
  const t = useT();
  const { message, modal } = useAppNotices();
  const size = WORKS_PAGE_SIZE[studio.kind];
  const [page, setPage] = useState(1);
  const works = useStudioWorks(studio.id, { offset: (page - 1) * size, limit: size });
  const mayAdd = canAddWorks(studio.role);
  const ofThisSchool = isOfCurrentSchool(studio, viewer);
  const [adding, setAdding] = useState(openAddOnArrival && mayAdd && ofThisSchool);
  const { hidden, removeWithUndo, remove } = useUndoableRemoval(studio);

  async function removeNow(work: StudioWork) {
    const ok = await modal.confirm({
      title: t('portfolio.work.removeConfirmTitle', { title: work.title }),
      content: t('portfolio.work.removeConfirm'),
      okText: t('portfolio.work.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    if (!navigator.onLine) return void message.error(t('error.offline'));
    try {
      await remove.mutateAsync(work.id);
      void message.success(t('portfolio.work.removedDone'));
    } catch {
      void message.error(t('portfolio.work.removeFailed'));
    }
  }

  const onRemove = (work: StudioWork) => {
    if (!navigator.onLine) return void message.error(t('error.offline'));
    if (studio.kind === 'personal') removeWithUndo(work);
    else void removeNow(work);
  };

  const addButton = mayAdd ? (
    ofThisSchool ? (
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
        {t('portfolio.add.open')}
      </Button>
    ) : (
      <Tooltip title={t('portfolio.add.otherSchool')}>
        <span tabIndex={0} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled aria-describedby="portfolio-add-reason">
            {t('portfolio.add.open')}
          </Button>
          <span id="portfolio-add-reason" className="visually-hidden">
            {t('portfolio.add.otherSchool')}
          </span>
        </span>
      </Tooltip>
    )
  ) : null;

  let body;
  if (works.isPending) body = <PageLoading />;
  else if (works.isError) body = <LoadError title={t('portfolio.works.loadFailed')} detail={works.error.message} onRetry={() => void works.refetch()} />;
  else {
    const shown = works.data.results.filter((w) => !hidden.has(w.id));
    const count = works.data.count - (works.data.results.length - shown.length);
    body =
      count <= 0 ? (
        <EmptyState hint={t(mayAdd ? 'portfolio.works.emptyMember' : 'portfolio.works.empty')} />
      ) : (
        <>
          <ul className="work-grid" aria-label={t('portfolio.works.count', { count })}>
            {shown.map((work) => (
              <WorkCard
                key={work.id}
                work={work}
                action={
                  canRemoveWork(studio.kind, studio.role, work.username === viewer.username) ? (
                    <Button type="text" size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('portfolio.work.removeLabel', { title: work.title })} onClick={() => onRemove(work)} />
                  ) : null
                }
              />
            ))}
          </ul>
          <Pagination align="center" current={page} pageSize={size} total={works.data.count} showSizeChanger={false} hideOnSinglePage onChange={setPage} />
        </>
      );
  }

  return (
    <section aria-label={t('portfolio.tab.works')}>
      <div className="portfolio-toolbar">
        <span>{works.data ? t('portfolio.works.count', { count: works.data.count - works.data.results.filter((w) => hidden.has(w.id)).length }) : null}</span>
        {addButton}
      </div>
      {body}
      {adding ? (
        <Suspense fallback={null}>
          <AddWorksDialog studio={studio} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
