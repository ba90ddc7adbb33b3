/**
 * My Teams (own home of teachers and managers): their teams with links to the team, its courses
 * and, where allowed, its data report; an empty state with the create-team button. While the
 * service has not started or has expired (002 §4.6) team management does not open and the
 * create button is disabled, each with its tooltip; the button also needs team quota left.
 */
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DisabledReason } from '@/components/disabled-reason';
import { EmptyState } from '@/components/empty-state';
import { canSeeCreateTeamButton, canSeeTeamReport } from '@/lib/access';
import { today } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { HOME_LIST_PAGE_SIZE } from '../utils/home-rules';
import { useTeams } from '@/api/teams';
import { paths } from '@/lib/paths';
import { HomeSection } from './home-section';
import { HomeTile } from './home-tile';
import { createTeamBlockMessage, teamManagementBlockMessage } from '../utils/permissions';

export function HomeTeamsSection({ viewer }: { viewer: User }) {
  const t = useT();
  const navigate = useNavigate();
  const query = useTeams({ page: 1, page_size: HOME_LIST_PAGE_SIZE });
  const canCreate = canSeeCreateTeamButton(viewer);
  const day = today();
  const createBlock = createTeamBlockMessage(viewer, day);
  const manageBlock = teamManagementBlockMessage(viewer, day);
  const manageReason = manageBlock ? t(manageBlock.key, manageBlock.params) : null;
  /** A team management link, or its text with the reason while the service is not active. */
  const manageLink = (to: string, label: ReactNode) =>
    manageReason ? (
      <DisabledReason reason={manageReason}>
        <span className="tc-home-tile__disabled">{label}</span>
      </DisabledReason>
    ) : (
      <Link to={to}>{label}</Link>
    );
  return (
    <HomeSection
      id="home-teams"
      title={t('home.teams.mine')}
      rectangle
      query={query}
      itemKey={(team) => team.id}
      viewAllTo={paths.teams.href()}
      renderItem={(team, tile) => (
        <HomeTile
          eager={tile.eager}
          title={team.name}
          cover={team.cover}
          to={manageReason ? null : paths.team.href(team.code)}
          meta={
            <>
              <span>{t('home.teams.students', { count: team.num_student })}</span>
              {manageLink(paths.team.href(team.code, 'courses'), t('home.teams.courses'))}
              {canSeeTeamReport(viewer, team) ? manageLink(paths.teamReport.href(team), t('home.teams.data')) : null}
            </>
          }
        />
      )}
      empty={
        <EmptyState
          compact
          hint={t(canCreate ? 'home.teams.empty' : 'home.teams.emptyNoCreate')}
          actionLabel={canCreate ? t('home.teams.create') : undefined}
          onAction={canCreate ? () => navigate(paths.teams.href({ create: 'new', page: 1 })) : undefined}
          disabledReason={createBlock ? t(createBlock.key, createBlock.params) : undefined}
        />
      }
    />
  );
}
