/**
 * The platform usage heat grid (spec 000 §2, §9): 9 hour bands by day, five colour steps at
 * 30/60/90/120 minutes, toggling between the teaching cloud and the creative platform.
 */
import { useState } from 'react';
import { ChartCard } from '@/components/chart-card';
import { useT } from '@/lib/i18n/i18n';
import type { UsagePlatform } from '@/types/analytics';
import { usePlatformUsage } from '../api/platform-usage';
import type { RangedQuery } from '../api/keys';
import { cardStatus } from '../utils/card-status';
import { emptyHeatGrid, heatGrid } from '../utils/heat';
import { HeatTable } from './heat-table';
import { PlatformToggle } from './platform-toggle';

/** `days`: the range's days ('YYYY-MM-DD'), the loading grid's columns. */
export function UsageHeatGrid({ query, days }: { query: RangedQuery; days: readonly string[] }) {
  const t = useT();
  const [platform, setPlatform] = useState<UsagePlatform>('teach');
  const usage = usePlatformUsage(query, platform);
  const grid = usage.data ? heatGrid(usage.data) : null;
  const platformName = t(`datacenter.heat.${platform}`);
  const caption = t('datacenter.heat.caption', { platform: platformName });
  const cellLabel = (date: string, band: string, minutes: number) => t('datacenter.heat.cell', { date, band, minutes });
  return (
    <ChartCard
      wide
      title={t('datacenter.heat.title')}
      note={t('datacenter.heat.note')}
      extra={<PlatformToggle value={platform} onChange={setPlatform} />}
      status={cardStatus({ data: grid ?? undefined, isError: usage.isError }, (g) => g.totalMinutes === 0)}
      onRetry={() => void usage.refetch()}
      // The loading card draws the grid's shape, so nothing below moves when the data arrives
      // (issue 31: layout shifts).
      placeholder={<HeatTable loading grid={emptyHeatGrid(days)} caption={caption} cellLabel={cellLabel} />}
    >
      {grid ? <HeatTable grid={grid} caption={caption} cellLabel={cellLabel} /> : null}
    </ChartCard>
  );
}
