/**
 * /manage/team/{code}/datacenter?id={id}&isManagerCenter= (spec 002 §2.6, §2.9, §6): one team's
 * data report. Teachers open the reports of the teams they may see (the team rules: on a campus,
 * the teams they created); from the management centre (isManagerCenter=true), a manager of a
 * campus with the organisation data option opens any of its teams. An unknown team shows "team
 * not found" (spec 002 §8).
 */
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { organizationOf } from '@/lib/access';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { useTeamAnalytics } from '../api/team-report';
import { PeriodPicker } from '../components/period-picker';
import { TeamReport } from '../components/team-report';
import { usePeriod } from '../components/use-period';
import { canOpenTeamReport } from '../utils/permissions';
import '../components/datacenter.css';
import { LoadFailed } from '../components/load-failed';
import { paths } from '@/lib/paths';

function TeamReportView({ viewer, teamId, code, fromCentre }: { viewer: User; teamId: number; code: string; fromCentre: boolean }) {
  const t = useT();
  const team = useTeamAnalytics(teamId);
  const { today, choice, query, setChoice } = usePeriod(organizationOf(viewer)?.open_date);
  const back = fromCentre ? paths.centreTeams.href() : paths.team.href(code);
  const backLink = <Link to={back}>{t(fromCentre ? 'campusData.teamPage.backCentre' : 'campusData.teamPage.backTeam')}</Link>;

  if (team.isPending) return <PageLoading />;
  const missing = (team.isError && team.error instanceof ApiError && team.error.status === 404) || (team.data && team.data.code !== code);
  if (missing) {
    return (
      <div className="datacenter-page">
        {backLink}
        <EmptyState hint={t('campusData.teamPage.notFound')} />
      </div>
    );
  }
  if (team.isError && team.error instanceof ApiError && team.error.status === 403) return <Navigate to={paths.forbidden.href()} replace />;
  if (team.isError) {
    return (
      <div className="datacenter-page">
        {backLink}
        <LoadFailed onRetry={() => void team.refetch()} />
      </div>
    );
  }
  if (!canOpenTeamReport(viewer, team.data, fromCentre)) return <Navigate to={paths.forbidden.href()} replace />;
  return (
    <div className="datacenter-page">
      {backLink}
      <div className="datacenter-page__head">
        <h1>{t('campusData.teamPage.title', { team: team.data.name })}</h1>
      </div>
      <div className="campus-period">
        <PeriodPicker choice={choice} onChange={setChoice} openDate={organizationOf(viewer)?.open_date} today={today} />
        <p className="campus-period__note">{t('campusData.refreshNote')}</p>
      </div>
      <TeamReport team={team.data} period={query} />
    </div>
  );
}

export default function TeamReportPage() {
  const t = useT();
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const { data: viewer } = useCurrentUser();
  const teamId = Number(params.get('id'));
  if (!viewer) return <PageLoading />;
  if (!Number.isInteger(teamId) || teamId <= 0) {
    return (
      <div className="datacenter-page">
        <EmptyState hint={t('campusData.teamPage.notFound')} />
      </div>
    );
  }
  return <TeamReportView viewer={viewer} teamId={teamId} code={code} fromCentre={params.get('isManagerCenter') === 'true'} />;
}
