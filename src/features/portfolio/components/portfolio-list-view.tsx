/**
 * A portfolio list with its toolbar (spec 002 §2.3): search (portfolio or team name; regional:
 * name or person in charge), the help link to course 38, the create button (disabled by quota and
 * service period, with the reason), the table, the three empty states, and the create/modify
 * form (?create=new opens it). Page and search live in the address. `scope` 'org' lists every
 * portfolio of the campus (the management centre's tab composes this view).
 */
import { Suspense, useEffect, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Input } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { STUDIO_LIST_PAGE_SIZE, useStudios } from '@/api/studios';
import { CreateButton, useBlockReason } from '@/components/create-button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { createPortfolioBlock, isNullType, isStaff, limitReachedAudience } from '@/lib/access';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import { portfolioPath } from '@/lib/paths';
import type { Studio, StudioKind, StudioScope } from '@/types/portfolio';
import type { User } from '@/types/user';
import { canDeletePortfolio, canEditPortfolioInfo } from '../utils/permissions';
import { readListState, writeListState } from '@/lib/list-params';
import { PortfolioTable } from './portfolio-table';
import { useDeletePortfolio } from './use-delete-portfolio';
import { paths } from '@/lib/paths';

// The form (modal, upload, team picker) loads when it opens: the list's first visit is lighter.
const PortfolioForm = preloadable(() => import('./portfolio-form').then((m) => ({ default: m.PortfolioForm })));

/** The teachers' guide the help links open (002 §2.3). */
export const PORTFOLIO_HELP_COURSE = paths.course.href(38, 0);

/** Personal collections need no quota; team-linked and regional ones are for staff, by quota and service. */
function useCreateReason(kind: StudioKind, viewer: User): { shown: boolean; reason: string | null } {
  const t = useT();
  const reasonOf = useBlockReason(limitReachedAudience(viewer), t('portfolio.create.quota', { phone: EXTERNAL_LINKS.support.salesPhone }));
  if (kind === 'personal') return { shown: !isNullType(viewer), reason: null };
  const block = createPortfolioBlock(viewer, new Date());
  return { shown: block !== 'role', reason: reasonOf(block) };
}

export function PortfolioListView({ kind, viewer, scope = 'mine' }: { kind: StudioKind; viewer: User; scope?: StudioScope }) {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { page, search } = readListState(params);
  const list = useStudios({ kind, scope, page, q: search });
  const create = useCreateReason(kind, viewer);
  // ?create=new opens the form on arrival (the home page's create buttons lead here).
  const wantsCreate = params.get('create') === 'new';
  const [form, setForm] = useState<{ studio?: Studio } | null>(() => (wantsCreate && create.shown && create.reason === null ? {} : null));
  const confirmDelete = useDeletePortfolio();
  useEffect(() => {
    if (!wantsCreate) return;
    const next = new URLSearchParams(params);
    next.delete('create');
    setParams(next, { replace: true });
  }, [wantsCreate, params, setParams]);

  const go = (next: { page: number; search: string }) => setParams(writeListState(params, next));
  const openCreate = () => setForm({});
  const createButton = create.shown ? (
    <CreateButton reason={create.reason} onClick={openCreate}>
      {t(`portfolio.create.${kind}`)}
    </CreateButton>
  ) : null;

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <LoadError title={t('portfolio.loadFailed')} detail={list.error.message} onRetry={() => void list.refetch()} />;
  else if (list.data.count === 0 && !search) {
    // A hint that invites creating goes with the button: disabled, with its reason beside it, when
    // the service period or the quota stops the viewer now (002 §4.6, §6).
    const hint =
      kind === 'area' ? 'portfolio.empty.area' : kind === 'personal' ? (create.shown ? 'portfolio.empty.personal' : 'portfolio.empty.none') : create.shown ? 'portfolio.empty.creator' : 'portfolio.empty.others';
    body = (
      <EmptyState
        hint={t(hint)}
        actionLabel={create.shown ? t(`portfolio.create.${kind}`) : undefined}
        onAction={create.shown && create.reason === null ? openCreate : undefined}
        disabledReason={create.reason ?? undefined}
      />
    );
  } else {
    body = (
      <PortfolioTable
        kind={kind}
        rows={list.data.results}
        total={list.data.count}
        page={page}
        pageSize={STUDIO_LIST_PAGE_SIZE}
        loading={list.isFetching && list.isPlaceholderData}
        onPage={(next) => go({ page: next, search })}
        canModify={(s) => canEditPortfolioInfo(s.role)}
        onModify={(studio) => setForm({ studio })}
        canDelete={(s) => canDeletePortfolio(s.kind, s.role, viewer)}
        onDelete={(studio) => void confirmDelete(studio)}
        emptyText={t('portfolio.noMatch')}
      />
    );
  }

  return (
    <section aria-label={t(`portfolio.list.${kind}`)}>
      <div className="portfolio-toolbar">
        <div className="portfolio-toolbar__group">
          <Input.Search
            key={search}
            defaultValue={search}
            allowClear
            aria-label={t(`portfolio.search.${kind}`)}
            placeholder={t(`portfolio.search.${kind}`)}
            onSearch={(value) => go({ page: 1, search: value })}
            style={{ width: 280 }}
          />
          <Link to={PORTFOLIO_HELP_COURSE}>
            <QuestionCircleOutlined aria-hidden /> {t('portfolio.help')}
          </Link>
        </div>
        {createButton}
      </div>
      {body}
      {form ? (
        <Suspense fallback={null}>
          <PortfolioForm
          kind={kind}
          viewer={viewer}
          studio={form.studio}
          onClose={() => setForm(null)}
          onCreated={(studio) => navigate(`${portfolioPath(studio)}${portfolioPath(studio).includes('?') ? '&' : '?'}create=new`)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Staff see team-linked portfolios first; the others their own collections. */
export function portfolioHomeFor(viewer: User): string {
  return isStaff(viewer) ? paths.portfolios.href() : paths.ownPortfolios.href();
}
