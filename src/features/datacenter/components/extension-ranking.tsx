/** Extension ranking of the campus staff (spec 000 §2; not for students; updates every 30 minutes). */
import { useT } from '@/lib/i18n/i18n';
import { useExtensionRanking } from '../api/extensions';
import type { UserQuery } from '../api/keys';
import { extensionRankChartData } from '../utils/chart-data';
import { StaffRanking } from './staff-ranking';

export function ExtensionRanking({ query }: { query: UserQuery }) {
  const t = useT();
  const rank = useExtensionRanking(query);
  return (
    <StaffRanking
      labels={{
        title: t('datacenter.extensionRank.title'),
        note: t('datacenter.extensionRank.note'),
        person: t('datacenter.extensionRank.person'),
        done: t('datacenter.extensionRank.used'),
        notDone: t('datacenter.extensionRank.unused'),
        caption: t('datacenter.extensionRank.caption'),
      }}
      data={rank.data ? extensionRankChartData(rank.data, query.userName) : undefined}
      isError={rank.isError}
      onRetry={() => void rank.refetch()}
    />
  );
}
