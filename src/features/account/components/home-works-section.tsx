/** My Works / Ta's Works: the user's projects (another user's: public ones). */
import { canSeeCreateProjectButton } from '@/lib/access';
import { EmptyState } from '@/components/empty-state';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { HOME_LIST_PAGE_SIZE } from '../utils/home-rules';
import { useProjects } from '@/api/projects';
import { communityProjectUrl, communityUserUrl, projectEditorUrl } from '@/lib/external-links';
import { paths } from '@/lib/paths';
import { HomeCreateProject, openCreationPlatform } from './home-create-project';
import { HomeSection } from './home-section';
import { HomeTile } from './home-tile';

type Props = { viewer: User; own: boolean; username: string };

export function HomeWorksSection({ viewer, own, username }: Props) {
  const t = useT();
  const query = useProjects({ page: 1, page_size: HOME_LIST_PAGE_SIZE, ...(own ? {} : { username }) });
  const canCreate = own && canSeeCreateProjectButton(viewer);
  return (
    <HomeSection
      id="home-works"
      title={t(own ? 'home.works.mine' : 'home.works.other')}
      query={query}
      itemKey={(p) => p.id}
      viewAllTo={own ? paths.manageProject.href() : communityUserUrl(username)}
      viewAllExternal={!own}
      extra={own ? <HomeCreateProject viewer={viewer} /> : null}
      renderItem={(p, tile) => (
        <HomeTile
          eager={tile.eager}
          title={p.title}
          cover={p.image}
          external
          to={own ? projectEditorUrl(p.id, p.platform) : communityProjectUrl(p.id)}
          meta={own && !p.lms_public ? t('home.works.private') : null}
        />
      )}
      empty={
        <EmptyState
          compact
          hint={t(!own ? 'home.works.empty.other' : canCreate ? 'home.works.empty.mine' : 'home.works.empty.mineNoCreate')}
          actionLabel={canCreate ? t('home.works.create') : undefined}
          onAction={canCreate ? openCreationPlatform : undefined}
        />
      }
    />
  );
}
