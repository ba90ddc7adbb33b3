/**
 * A team's page (spec 002 §2.5): /manage/team/{code} (?courseManage, or ?type=courseManage, for its courses) and,
 * without the header, the management centre's /manageCenter/team/{code}/detail and
 * /manageCenter/team/courseManage/{code}, whose back link keeps the centre's previous search.
 * The team's card, then its students (only for whom they belong to) or its courses. An unknown
 * team shows "team not found" (§8).
 */
import { useEffect } from 'react';
import { Alert, Space } from 'antd';
import { useLocation, useParams } from 'react-router-dom';
import { FROM_MANAGE_CENTRE, useTeam } from '@/api/teams';
import { useCurrentUser } from '@/api/users';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { canSeeTeamReport, canSeeTeamStudents } from '@/lib/access';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { CoursePanel } from '../components/course-panel';
import { LoadError } from '@/components/load-error';
import { StudentPanel } from '../components/student-panel';
import { TeamHeader } from '../components/team-header';
import { TeamInfo } from '../components/team-info';
import { isNotFound } from '../utils/failure';
import { backLink, progressLink, teamDetailLink, teamReportLink, viewOf } from '@/lib/paths';
import { useRoutePlace } from '@/lib/route-place';
import { useTeamBlocks } from '../utils/use-team-blocks';
import '../components/team.css';
import { RouterButton } from '@/components/router-button';
import { TOUCH_TARGETS } from '@/components/touch-targets';

export default function TeamDetailPage() {
  const t = useT();
  const { message } = useAppNotices();
  const location = useLocation();
  const { code = '' } = useParams();
  const place = useRoutePlace();
  const view = viewOf(location.pathname, new URLSearchParams(location.search));
  const fromType = place === 'centre' ? FROM_MANAGE_CENTRE : 'team';
  const me = useCurrentUser();
  const team = useTeam(code, place === 'centre' ? FROM_MANAGE_CENTRE : undefined);
  const blocks = useTeamBlocks(me.data);
  const back = backLink(place, location.state);
  const notFound = isNotFound(team.error);

  useEffect(() => {
    if (notFound) message.info(t('team.notFound'));
  }, [notFound, message, t]);

  if (team.isPending || !me.data) return <PageLoading />;
  if (team.isError) {
    return (
      <section className={`team-page ${TOUCH_TARGETS}`}>
        <TeamHeader back={back} backLabel={t('team.backToList')} title={t('team.notFoundTitle')} />
        {notFound ? <EmptyState hint={t('team.notFound')} /> : <LoadError title={t('team.list.loadFailed')} detail={team.error.message} onRetry={() => void team.refetch()} />}
      </section>
    );
  }

  const user = me.data;
  const data = team.data;
  const viewTitle = t(view === 'courses' ? 'team.view.courses' : 'team.view.students');
  const other = view === 'courses' ? 'students' : 'courses';
  const switchLink = (
    <Space wrap>
      <RouterButton to={teamDetailLink(data, place, other)} state={location.state}>
        {t(other === 'courses' ? 'team.view.courses' : 'team.view.students')}
      </RouterButton>
      <RouterButton to={progressLink(data, place)}>{t('team.action.progress')}</RouterButton>
      {canSeeTeamReport(user, data) ? <RouterButton to={teamReportLink(data, place)}>{t('team.action.report')}</RouterButton> : null}
    </Space>
  );

  return (
    <section className={`team-page ${TOUCH_TARGETS}`}>
      <TeamHeader back={back} backLabel={t('team.backToList')} title={t('team.detail.title', { name: data.name, view: viewTitle })} extra={switchLink} />
      <TeamInfo user={user} team={data} fromType={place === 'centre' ? FROM_MANAGE_CENTRE : undefined} />
      {view === 'courses' ? (
        <CoursePanel user={user} code={data.code} />
      ) : canSeeTeamStudents(user, data) ? (
        <StudentPanel user={user} team={data} place={place} fromType={fromType} blocks={blocks} listLink={back} />
      ) : (
        <Alert type="info" showIcon title={t('team.students.creatorOnly')} />
      )}
    </section>
  );
}
