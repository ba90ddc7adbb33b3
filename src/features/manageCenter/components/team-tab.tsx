/**
 * The team tab (spec 002 §2.6): every team of the campus, page, search (team name or teaching
 * teacher) and sort order in the address; the help link to the teachers' guide; the new-team
 * button, disabled with its tooltip while the service is not running or the campus's team quota
 * is used up. ?create=new opens the creation wizard, which the team area provides (`wizard`: the
 * page composes it, a feature does not import another). Every call carries from_type (§6).
 */
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useOrgQuota } from '@/api/org-quota';
import { FROM_MANAGE_CENTRE, teamsQueryOptions, useTeams } from '@/api/teams';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Guarded } from '@/components/guarded';
import { PageLoading } from '@/components/page-loading';
import { canSeeOrgTeamReportLink } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import { readChoice, readListState, writeChoice, writeListState } from '@/lib/list-params';
import { CREATE_QUERY } from '@/lib/paths';
import { ListSearch } from './list-search';
import { TEAM_ORDERS, TeamTable, type TeamOrder } from './team-table';
import { useCentre } from './use-centre';
import { paths } from '@/lib/paths';

/** spec 002 §9 leaves the team list's page size open: the management tables' default, 8. */
export const CENTRE_TEAM_PAGE_SIZE = 8;

/** The teachers' guide the help link opens (002 §2.6). */
export const TEAM_HELP_COURSE = paths.course.href(38, 0);

export interface TeamWizardSlot {
  (props: { open: boolean; onClose: () => void }): ReactNode;
}

export function TeamTab({ wizard }: { wizard: TeamWizardSlot }) {
  const t = useT();
  const { org, serviceBlock, blockText } = useCentre();
  const quota = useOrgQuota();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { page, search } = readListState(params);
  const order = readChoice<TeamOrder>(params, 'order', TEAM_ORDERS, '');
  const listParams = { page, page_size: CENTRE_TEAM_PAGE_SIZE, search_str: search, order_str: order, from_type: FROM_MANAGE_CENTRE };
  const list = useTeams(listParams);
  const queryClient = useQueryClient();

  const quotaLeft = quota.data?.remaining_team;
  const createBlock = serviceBlock ?? (quotaLeft !== undefined && quotaLeft <= 0 ? 'teamQuota' : null);
  // ?create=new opens the wizard when creating is allowed; once open it stays until it is closed,
  // though the team it creates may use up the quota.
  const requested = params.get(CREATE_QUERY.key) === CREATE_QUERY.value;
  const [started, setStarted] = useState(false);
  if (requested && !started && createBlock === null && quota.data) setStarted(true);
  const setCreate = (open: boolean) => setParams(writeChoice(params, CREATE_QUERY.key, open ? CREATE_QUERY.value : '', ''), { replace: !open });

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <LoadError title={t('manageCenter.listFailed')} detail={list.error.message} onRetry={() => void list.refetch()} />;
  else if (list.data.count === 0) body = <EmptyState hint={search ? t('manageCenter.team.noMatch', { search }) : t('manageCenter.team.empty')} />;
  else
    body = (
      <TeamTable
        rows={list.data.results}
        total={list.data.count}
        page={page}
        pageSize={CENTRE_TEAM_PAGE_SIZE}
        order={order}
        loading={list.isFetching && list.isPlaceholderData}
        showReport={canSeeOrgTeamReportLink(org)}
        blocked={serviceBlock ? blockText(serviceBlock) : null}
        back={`${location.pathname}${location.search}`}
        onPage={(next) => setParams(writeListState(params, { page: next, search }))}
        onOrder={(next) => setParams(writeChoice(writeListState(params, { page: 1, search }), 'order', next, ''))}
      />
    );

  return (
    <>
      <div className="mc-actions">
        <div className="mc-toolbar">
          <ListSearch
            label={t('manageCenter.team.search')}
            width={350}
            prefetch={(next) => void queryClient.prefetchQuery(teamsQueryOptions({ ...listParams, page: 1, search_str: next }))}
          />
          <Link to={TEAM_HELP_COURSE}>
            <QuestionCircleOutlined aria-hidden /> {t('manageCenter.team.help')}
          </Link>
        </div>
        <Guarded reason={createBlock ? blockText(createBlock) : null}>
          {(state) => (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} {...state} onClick={() => setCreate(true)}>
              {t('manageCenter.team.create')}
            </Button>
          )}
        </Guarded>
      </div>
      <div className="mc-body">{body}</div>
      {wizard({
        open: requested && started,
        onClose: () => {
          setStarted(false);
          setCreate(false);
        },
      })}
    </>
  );
}
