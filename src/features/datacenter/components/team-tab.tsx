/**
 * The data centre's team tab (spec 002 §2.9): pick a team of the campus (the last choice is
 * remembered per user), then its report. A campus without teams shows "no team created yet".
 */
import { useState } from 'react';
import { Select } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { useOrgTeams } from '../api/organization';
import { useTeamAnalytics } from '../api/team-report';
import { chosenTeam, rememberedTeam, rememberTeam } from '../utils/team-choice';
import type { PeriodQuery } from '../utils/period';
import { TeamReport } from './team-report';
import { LoadFailed } from './load-failed';
import { paths } from '@/lib/paths';

/** The team's own report from the management centre, in the same period. */
function teamReportLink(team: { id: number; code: string }, range: string | null): string {
  return paths.teamReport.href(team, { centre: true, range });
}

function SelectedTeam({ teamId, period }: { teamId: number; period: PeriodQuery }) {
  const team = useTeamAnalytics(teamId);
  if (team.isPending) return <PageLoading />;
  if (team.isError) {
    return (
      <LoadFailed onRetry={() => void team.refetch()} />
    );
  }
  return <TeamReport team={team.data} period={period} />;
}

export function TeamTab({ orgId, userId, period }: { orgId: number; userId: number; period: PeriodQuery }) {
  const t = useT();
  const [params] = useSearchParams();
  const teams = useOrgTeams(orgId);
  const [remembered, setRemembered] = useState(() => rememberedTeam(userId));
  if (teams.isPending) return <PageLoading />;
  if (teams.isError) {
    return (
      <LoadFailed onRetry={() => void teams.refetch()} />
    );
  }
  const team = chosenTeam(teams.data, remembered);
  if (!team) return <EmptyState hint={t('campusData.empty.noTeams')} actionLabel={t('campusData.team.create')} href={paths.centreTeams.href({ create: 'new' })} />;
  const choose = (id: number) => {
    rememberTeam(userId, id);
    setRemembered(id);
  };
  return (
    <div className="campus-tab">
      <div className="campus-tab__bar">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('campusData.team.choose')}
          style={{ minWidth: 240 }}
          value={team.id}
          onChange={choose}
          options={teams.data.map((o) => ({ value: o.id, label: t('common.withDetail', { text: o.name, detail: o.code }) }))}
        />
        <Link to={teamReportLink(team, params.get('range'))}>{t('campusData.team.open')}</Link>
      </div>
      <SelectedTeam teamId={team.id} period={period} />
    </div>
  );
}
