/**
 * One horizontal section of the home's right side (spec 000 §2, §9): a title, an optional View
 * All link and header extra, then the items in a horizontal scroller (arrows above 6 items, 5 in
 * rectangle mode), at most 18 of them and then a View More tile; an empty state otherwise.
 */
import { useContext, type ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { HorizontalScroller } from '@/components/horizontal-scroller';
import { useT } from '@/lib/i18n/i18n';
import { coverLoadsAtOnce, needsArrows, sectionItems } from '../utils/home-rules';
import { HomeFirstScreen } from './home-first-screen';

type ListQuery<T> = {
  data?: { results: T[]; count: number };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

export type HomeSectionProps<T> = {
  /** the section's DOM id (its heading is labelled by it) */
  id: string;
  title: string;
  query: ListQuery<T>;
  /** `tile.eager`: its cover loads at once (the first row of a section on the first screen) */
  renderItem: (item: T, tile: { eager: boolean }) => ReactNode;
  itemKey: (item: T) => string | number;
  /** the empty state, shown when the list has no items */
  empty: ReactNode;
  /** View All and View More go here; neither shows without it */
  viewAllTo?: string;
  /** `viewAllTo` is outside the app (opens in a new tab) */
  viewAllExternal?: boolean;
  extra?: ReactNode;
  /** wide tiles (portfolios, teams): arrows above 5 items instead of 6 */
  rectangle?: boolean;
};

/** The height of a section's row of tiles (measured at 1350 px: 168 to 190 px by kind). */
const TILE_ROW_HEIGHT = 172;

/** View All or View More: an in-app link, or an outside page in a new tab. */
function ViewLink({ to, external, className, label, children }: { to: string; external: boolean; className?: string; label?: string; children: ReactNode }) {
  if (!external) {
    return (
      <Link to={to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function HomeSection<T>({ id, title, query, renderItem, itemKey, empty, viewAllTo, viewAllExternal = false, extra, rectangle = false }: HomeSectionProps<T>) {
  const t = useT();
  const firstScreen = useContext(HomeFirstScreen);
  const headingId = `${id}-title`;
  let body: ReactNode;
  if (query.isPending) {
    // As tall as a row of tiles (about 170 px, covers and two lines): the section keeps its
    // height when the list arrives, and the sections below do not move (issue 31).
    body = (
      <div style={{ minHeight: TILE_ROW_HEIGHT }}>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    );
  } else if (query.isError || !query.data) {
    body = (
      <div role="alert" style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span>{t('home.sectionFailed')}</span>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('home.retry')}
        </Button>
      </div>
    );
  } else if (query.data.results.length === 0) {
    body = empty;
  } else {
    const { shown, viewMore } = sectionItems(query.data.results, query.data.count);
    const withMore = viewMore && viewAllTo;
    body = (
      <HorizontalScroller
        showArrows={needsArrows(shown.length + (withMore ? 1 : 0), rectangle)}
        prevLabel={t('home.scrollLeft', { section: title })}
        nextLabel={t('home.scrollRight', { section: title })}
        label={title}
      >
        {shown.map((item, index) => (
          <div role="listitem" key={itemKey(item)} className={rectangle ? 'tc-home-tile tc-home-tile--rect' : 'tc-home-tile'}>
            {renderItem(item, { eager: coverLoadsAtOnce(index, rectangle, firstScreen) })}
          </div>
        ))}
        {withMore ? (
          <div role="listitem" className={rectangle ? 'tc-home-tile tc-home-tile--rect' : 'tc-home-tile'}>
            <ViewLink to={viewAllTo} external={viewAllExternal} className="tc-home-tile--more">
              {t('home.viewMore')}
            </ViewLink>
          </div>
        ) : null}
      </HorizontalScroller>
    );
  }

  return (
    <section id={id} aria-labelledby={headingId} className="tc-home-card tc-home-section" data-testid={id}>
      <div className="tc-home-section__head">
        <h2 id={headingId}>{title}</h2>
        <div className="tc-home-section__extra">
          {extra}
          {viewAllTo ? (
            <ViewLink to={viewAllTo} external={viewAllExternal} label={t(viewAllExternal ? 'home.viewAll.ofNewTab' : 'home.viewAll.of', { section: title })}>
              {t('home.viewAll')}
            </ViewLink>
          ) : null}
        </div>
      </div>
      {body}
    </section>
  );
}
