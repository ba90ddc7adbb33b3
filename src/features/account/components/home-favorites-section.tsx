/** My Favorites / Ta's Favorites: works of others the user favourited. */
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { communityProjectUrl, EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import { useFavorites } from '@/api/favorites';
import { paths } from '@/lib/paths';
import { stripCoverPrefix } from '@/lib/covers';
import { HOME_LIST_PAGE_SIZE } from '../utils/home-rules';
import { HomeSection } from './home-section';
import { HomeTile } from './home-tile';

function openCommunity(): void {
  window.open(EXTERNAL_LINKS.worksCommunity, '_blank', 'noopener,noreferrer');
}

export function HomeFavoritesSection({ own, username }: { own: boolean; username: string }) {
  const t = useT();
  const query = useFavorites({ page: 1, page_size: HOME_LIST_PAGE_SIZE, ...(own ? {} : { username }) });
  return (
    <HomeSection
      id="home-favorites"
      title={t(own ? 'home.favorites.mine' : 'home.favorites.other')}
      query={query}
      itemKey={(f) => f.id}
      viewAllTo={own ? paths.favorites.href() : paths.favorites.href({ user: username })}
      renderItem={(f, tile) => (
        <HomeTile
          eager={tile.eager}
          title={f.title}
          cover={stripCoverPrefix(f.image)}
          external
          to={communityProjectUrl(f.project_id)}
          meta={f.username ? <Link to={paths.userHome.href(f.username)}>{t('home.favorites.by', { name: f.name || f.username })}</Link> : null}
        />
      )}
      empty={
        <EmptyState
          compact
          hint={t(own ? 'home.favorites.empty.mine' : 'home.favorites.empty.other')}
          actionLabel={own ? t('home.favorites.goCommunity') : undefined}
          onAction={own ? openCommunity : undefined}
        />
      }
    />
  );
}
