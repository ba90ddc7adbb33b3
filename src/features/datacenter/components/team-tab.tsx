/**
 * The data centre's team tab (spec 002 §2.9): pick a team of the campus (the last choice is
 * remembered per user), then its report. A campus without teams shows "no team created yet".
 */
import { useState } from 'react';
import { Select } from 'antd';
import { Link } from 'react-router-dom';
import { Alert, Button } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { useOrgTeams } from '../api/organization';
import { useTeamAnalytics } from '../api/team-report';
import { chosenTeam, rememberedTeam, rememberTeam } from '../utils/team-choice';
import type { PeriodQuery } from '../utils/period';
import { TeamReport } from './team-report';

function SelectedTeam({ teamId, period }: { teamId: number; period: PeriodQuery }) {
  const t = useT();
  const team = useTeamAnalytics(teamId);
  if (team.isPending) return <PageLoading />;
  if (team.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('campusData.loadFailed')}
        action={
          <Button size="small" onClick={() => void team.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <TeamReport team={team.data} period={period} />;
}

export function TeamTab({ orgId, userId, period }: { orgId: number; userId: number; period: PeriodQuery }) {
  const t = useT();
  const teams = useOrgTeams(orgId);
  const [remembered, setRemembered] = useState(() => rememberedTeam(userId));
  if (teams.isPending) return <PageLoading />;
  if (teams.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('campusData.loadFailed')}
        action={
          <Button size="small" onClick={() => void teams.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const team = chosenTeam(teams.data, remembered);
  if (!team) return <EmptyState hint={t('campusData.empty.noTeams')} actionLabel={t('campusData.team.create')} href="/manageCenter/team?create=new" />;
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
          options={teams.data.map((o) => ({ value: o.id, label: `${o.name} (${o.code})` }))}
        />
        <Link to={`/manage/team/${team.code}/datacenter?id=${team.id}&isManagerCenter=true`}>{t('campusData.team.open')}</Link>
      </div>
      <SelectedTeam teamId={team.id} period={period} />
    </div>
  );
}
