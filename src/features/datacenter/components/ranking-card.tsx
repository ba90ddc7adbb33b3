/**
 * A works ranking of the campus pages (spec 002 §2.9, §4.5): 10 works of the period, sorted by
 * views (the default), shared views, likes or favourites; a bar opens its work. The team report
 * and the staff and student data each give it their call.
 */
import { useState } from 'react';
import { type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { useT } from '@/lib/i18n/i18n';
import type { RankingRow, RankingSort } from '@/types/analytics';
import { cardStatus } from '../utils/card-status';
import { rankingChartData } from '../utils/campus-chart-data';
import { WorksBars } from './works-bars';

export const RANKING_SORTS: RankingSort[] = ['views', 'shared_views', 'loves', 'favorites'];

export function RankingCard<K extends QueryKey>({
  title,
  ranking: rankingFor,
  exportName,
}: {
  title: string;
  /** the card's call for a sort order */
  ranking: (order: RankingSort) => UseQueryOptions<RankingRow[], Error, RankingRow[], K>;
  exportName: (order: RankingSort) => string;
}) {
  const t = useT();
  const [sort, setSort] = useState<RankingSort>('views');
  const ranking = useQuery(rankingFor(sort));
  const data = ranking.data ? rankingChartData(ranking.data) : undefined;
  return (
    <WorksBars
      wide
      title={title}
      fields={RANKING_SORTS}
      sort={sort}
      onSort={setSort}
      labelOf={(field) => t(`datacenter.works.${field}`)}
      data={data}
      status={cardStatus({ data, isError: ranking.isError }, (d) => d.titles.length === 0)}
      emptyHint={t('campusData.empty.noWorks')}
      onRetry={() => void ranking.refetch()}
      exportName={exportName(sort)}
    />
  );
}
