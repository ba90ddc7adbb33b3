/**
 * /manage/team (spec 002 §2.1, §2.6, §4.6): the teams the teacher runs, the create button
 * (?create=new opens the wizard; disabled by the quota and the service period, with the tooltip),
 * the page in the address, inside the /manage tab strip (whose shell sends non-teachers to
 * /manage/, §2.1).
 */
import { Suspense, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Guarded } from '@/components/guarded';
import { ManageShell } from '@/components/manage-tabs';
import { PageLoading } from '@/components/page-loading';
import { TEAM_LIST_PAGE_SIZE, useTeams } from '@/api/teams';
import { useCurrentUser } from '@/api/users';
import type { User } from '@/types/user';
import { useT } from '@/lib/i18n/i18n';
import { LoadError } from '@/components/load-error';
import { TeamTable } from '../components/team-table';
import { CREATE_QUERY } from '@/lib/paths';
import { useTeamBlocks } from '../utils/use-team-blocks';
import '../components/team.css';
import { ListPageHeader } from '@/components/list-page-header';

/** The wizard is a chunk of its own, loaded when it opens (scripts/budgets.json). */
const CreateTeamWizard = preloadable(() => import('../components/create-team-wizard').then((m) => ({ default: m.CreateTeamWizard })));

function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

function TeamList({ me }: { me: User }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const search = (params.get('search') ?? '').trim();
  const list = useTeams({ page, page_size: TEAM_LIST_PAGE_SIZE, search_str: search, scope: 'own' }, true);
  const blocks = useTeamBlocks(me);
  // ?create=new opens the wizard when creating is allowed; once open it stays until closed, even
  // though the team it creates may use up the quota.
  const requested = params.get(CREATE_QUERY.key) === CREATE_QUERY.value;
  const [started, setStarted] = useState(false);
  if (requested && blocks.createTeam === null && !started) setStarted(true);
  const creating = requested && (started || blocks.createTeam === null);

  const setQuery = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: patch[CREATE_QUERY.key] !== undefined });
  };
  const openWizard = () => setQuery({ [CREATE_QUERY.key]: CREATE_QUERY.value });

  const createButton = (
    <Guarded reason={blocks.createTeam}>
      {(guard) => (
        <Button type="primary" {...guard} onClick={openWizard}>
          {t('team.list.create')}
        </Button>
      )}
    </Guarded>
  );

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <LoadError title={t('team.list.loadFailed')} detail={list.error.message} onRetry={() => void list.refetch()} />;
  else if (list.data.count === 0 && !search) body = <EmptyState hint={t('team.list.empty')} actionLabel={t('team.list.create')} onAction={blocks.createTeam ? undefined : openWizard} disabledReason={blocks.createTeam ?? undefined} />;
  else
    body = (
      <TeamTable
        user={me}
        rows={list.data.results}
        total={list.data.count}
        page={page}
        pageSize={TEAM_LIST_PAGE_SIZE}
        loading={list.isFetching && list.isPlaceholderData}
        blocked={blocks.change}
        onPage={(next) => setQuery({ page: next > 1 ? String(next) : null })}
      />
    );

  return (
    <section className="team-list">
      <ListPageHeader
        className="team-page__bar"
        titleClassName="team-page__title"
        title={t('team.list.title')}
        search={search}
        searchLabel={t('team.list.search')}
        searchWidth={240}
        onSearch={(value) => setQuery({ search: value.trim() || null, page: null })}
      >
        {createButton}
      </ListPageHeader>
      {body}
      {creating && (
        <Suspense fallback={null}>
          <CreateTeamWizard
            open
            place="manage"
            onClose={() => {
              setStarted(false);
              setQuery({ [CREATE_QUERY.key]: null });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

export default function TeamListPage() {
  const me = useCurrentUser();
  return <ManageShell>{me.data ? <TeamList me={me.data} /> : <PageLoading />}</ManageShell>;
}
