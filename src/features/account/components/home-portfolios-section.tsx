/**
 * My Portfolios (own home only). Creating one needs a team first (spec 000 §4): without any team
 * the button warns instead. Null-type users create none. A teacher's or manager's team or
 * regional portfolio also needs an active service and portfolio quota left (002 §4.6, §6): the
 * button is disabled otherwise, with its tooltip.
 */

import { useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { isNullType, isStaff } from '@/lib/access';
import { today } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { HOME_LIST_PAGE_SIZE } from '../utils/home-rules';
import { useMyStudios } from '@/api/studios';
import { paths, portfolioPath } from '@/lib/paths';
import { HomeSection } from './home-section';
import { HomeTile } from './home-tile';
import { useAppNotices } from '@/lib/app-notices';
import { createPortfolioBlockMessage } from '../utils/permissions';

/** Staff manage team and regional portfolios; students their personal collections. */
function portfoliosHome(viewer: User): string {
  return isStaff(viewer) ? paths.portfolios.href() : paths.ownPortfolios.href();
}

export function HomePortfoliosSection({ viewer }: { viewer: User }) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = useAppNotices();
  const query = useMyStudios({ offset: 0, limit: HOME_LIST_PAGE_SIZE });
  const canCreate = !isNullType(viewer);
  const block = isStaff(viewer) ? createPortfolioBlockMessage(viewer, today()) : null;
  const create = () => {
    if ((viewer.super_team_count ?? 0) === 0) void message.warning(t('home.portfolios.needTeam'));
    else navigate(`${portfoliosHome(viewer)}?create=new`);
  };
  return (
    <HomeSection
      id="home-portfolios"
      title={t('home.portfolios.mine')}
      rectangle
      query={query}
      itemKey={(s) => s.id}
      viewAllTo={portfoliosHome(viewer)}
      renderItem={(s, tile) => (
        <HomeTile
          eager={tile.eager}
          title={s.title}
          cover={s.cover || s.team_cover}
          to={portfolioPath(s)}
          meta={
            <>
              <span>{t('home.portfolios.works', { count: s.stats.num_project })}</span>
              {s.role === 'owner' || s.role === 'manager' || s.role === 'curator' ? <span>{t(`home.portfolios.role.${s.role}`)}</span> : null}
            </>
          }
        />
      )}
      empty={
        <EmptyState
          compact
          hint={t(canCreate ? 'home.portfolios.empty' : 'home.portfolios.emptyNoCreate')}
          actionLabel={canCreate ? t('home.portfolios.create') : undefined}
          onAction={canCreate ? create : undefined}
          disabledReason={block ? t(block.key, block.params) : undefined}
        />
      }
    />
  );
}
