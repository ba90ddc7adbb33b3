/**
 * /manage/project: the signed-in user's projects (spec 002 §2.2) inside the /manage shell.
 * Search, status and platform filters, sortable columns and the page live in the address, so a
 * reload or a shared link shows the same list; every change but paging starts from page 1.
 */
import { useEffect } from 'react';
import { Input, Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useProjects } from '@/api/projects';
import { useCurrentUser } from '@/api/users';
import { CreateProjectButton, openCreationPlatform } from '@/components/create-project-button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { ManageShell } from '@/components/manage-tabs';
import { PageLoading } from '@/components/page-loading';
import { canSeeCreateProjectButton } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import { pageAfterRemoval } from '@/lib/list-params';
import type { User } from '@/types/user';
import { useProjectActions } from '../components/project-actions';
import { ProjectTable } from '../components/project-table';
import {
  PROJECT_PAGE_SIZE,
  projectListParams,
  readProjectListState,
  withFilter,
  writeProjectListState,
  type ProjectListState,
  type ProjectPlatformFilter,
  type ProjectStatusFilter,
} from '../utils/project-list-state';
import '../components/manage.css';

function ProjectList({ viewer }: { viewer: User }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = readProjectListState(params);
  const list = useProjects(projectListParams(state));
  const actions = useProjectActions();
  const go = (next: ProjectListState, replace = false) => setParams(writeProjectListState(next), { replace });
  const filtered = state.search !== '' || state.status !== 'all' || state.platform !== 'all';

  // Deleting the last project of the last page: step back a page.
  const count = list.data?.count;
  useEffect(() => {
    if (count === undefined || list.isPlaceholderData) return;
    const fitting = pageAfterRemoval(state.page, PROJECT_PAGE_SIZE, count);
    if (fitting !== state.page) setParams(writeProjectListState({ ...state, page: fitting }), { replace: true });
  }, [count, list.isPlaceholderData, state, setParams]);

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <LoadError title={t('manage.project.loadFailed')} detail={list.error.message} onRetry={() => void list.refetch()} />;
  else if (list.data.count === 0 && !filtered) {
    const canCreate = canSeeCreateProjectButton(viewer);
    body = (
      <EmptyState
        hint={t(canCreate ? 'manage.project.empty' : 'manage.project.emptyNoCreate')}
        actionLabel={canCreate ? t('createProject.button') : undefined}
        onAction={canCreate ? openCreationPlatform : undefined}
      />
    );
  } else
    body = (
      <ProjectTable
        rows={list.data.results}
        total={list.data.count}
        page={state.page}
        pageSize={PROJECT_PAGE_SIZE}
        order={state.order}
        loading={list.isFetching && list.isPlaceholderData}
        busy={actions.busy}
        onPage={(page) => go({ ...state, page })}
        onOrder={(order) => go(withFilter(state, { order }))}
        onAction={actions.run}
      />
    );

  return (
    <section aria-labelledby="manage-project-title">
      <h1 id="manage-project-title" className="visually-hidden">
        {t('manage.project.title')}
      </h1>
      <div className="manage-toolbar">
        <div className="manage-toolbar__filters">
          <Input.Search
            key={state.search}
            defaultValue={state.search}
            allowClear
            aria-label={t('manage.project.search')}
            placeholder={t('manage.project.search')}
            onSearch={(value) => go(withFilter(state, { search: value }))}
            style={{ width: 240 }}
          />
          <Select<ProjectStatusFilter>
            aria-label={t('manage.project.filter.status')}
            value={state.status}
            style={{ width: 140 }}
            onChange={(status) => go(withFilter(state, { status }))}
            options={[
              { value: 'all', label: t('manage.project.filter.allStatus') },
              { value: 'public', label: t('manage.project.status.public') },
              { value: 'private', label: t('manage.project.status.private') },
            ]}
          />
          <Select<ProjectPlatformFilter>
            aria-label={t('manage.project.filter.platform')}
            value={state.platform}
            style={{ width: 200 }}
            onChange={(platform) => go(withFilter(state, { platform }))}
            options={[
              { value: 'all', label: t('manage.project.filter.allPlatforms') },
              { value: 'scratch', label: t('manage.project.platform.scratch') },
              { value: 'snap', label: t('manage.project.platform.snap') },
            ]}
          />
        </div>
        <CreateProjectButton viewer={viewer} />
      </div>
      {body}
    </section>
  );
}

function Page() {
  const me = useCurrentUser();
  return me.data ? <ProjectList viewer={me.data} /> : <PageLoading />;
}

export default function ManageProjectPage() {
  return (
    <ManageShell>
      <Page />
    </ManageShell>
  );
}
