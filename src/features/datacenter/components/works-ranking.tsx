/**
 * The works ranking (spec 000 §2, 002 §4.5): the range's works with views, the series of the user
 * type (shared views for students, remixes for others), likes and favourites; sorted on the
 * server by the chosen field, views by default.
 */
import { useState } from 'react';
import { useT } from '@/lib/i18n/i18n';
import type { WorksSort } from '@/types/analytics';
import { useWorksRanking } from '../api/works';
import type { RangedQuery } from '../api/keys';
import { cardStatus } from '../utils/card-status';
import { worksChartData } from '../utils/chart-data';
import { WorksBars } from './works-bars';

export function WorksRanking({ query, sortOptions }: { query: RangedQuery; sortOptions: WorksSort[] }) {
  const t = useT();
  const [sort, setSort] = useState<WorksSort>(sortOptions[0]);
  const works = useWorksRanking(query, sort);
  const data = works.data ? worksChartData(works.data) : undefined;
  return (
    <WorksBars
      title={t('datacenter.works.title')}
      fields={sortOptions}
      sort={sort}
      onSort={setSort}
      labelOf={(field) => t(`datacenter.works.${field}`)}
      data={data}
      status={cardStatus({ data, isError: works.isError }, (d) => d.titles.length === 0)}
      emptyHint={t('datacenter.works.empty')}
      onRetry={() => void works.refetch()}
    />
  );
}
