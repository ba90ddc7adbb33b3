/**
 * My Teams (own home of teachers and managers): their teams with links to the team, its courses
 * and, where allowed, its data report; an empty state with the create-team button.
 */
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { canSeeCreateTeamButton, canSeeTeamReport } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { HOME_LIST_PAGE_SIZE } from '../utils/home-rules';
import { useTeams } from '@/api/teams';
import { HOME_LINKS, teamCoursesLink, teamDataLink, teamLink } from '../utils/home-links';
import { HomeSection } from './home-section';
import { HomeTile } from './home-tile';

export function HomeTeamsSection({ viewer }: { viewer: User }) {
  const t = useT();
  const navigate = useNavigate();
  const query = useTeams({ page: 1, page_size: HOME_LIST_PAGE_SIZE });
  const canCreate = canSeeCreateTeamButton(viewer);
  return (
    <HomeSection
      id="home-teams"
      title={t('home.teams.mine')}
      rectangle
      query={query}
      itemKey={(team) => team.id}
      viewAllTo={HOME_LINKS.teams}
      renderItem={(team) => (
        <HomeTile
          title={team.name}
          cover={team.cover}
          to={teamLink(team)}
          meta={
            <>
              <span>{t('home.teams.students', { count: team.num_student })}</span>
              <Link to={teamCoursesLink(team)}>{t('home.teams.courses')}</Link>
              {canSeeTeamReport(viewer, team) ? <Link to={teamDataLink(team)}>{t('home.teams.data')}</Link> : null}
            </>
          }
        />
      )}
      empty={
        <EmptyState
          compact
          hint={t('home.teams.empty')}
          actionLabel={canCreate ? t('home.teams.create') : undefined}
          onAction={canCreate ? () => navigate(HOME_LINKS.createTeam) : undefined}
        />
      }
    />
  );
}
