/**
 * The platform usage heat grid (spec 000 §2, §9): 9 hour bands by day, five colour steps at
 * 30/60/90/120 minutes, toggling between the teaching cloud and the creative platform. Drawn as
 * a real table: every cell is readable without the colours.
 */
import { useState } from 'react';
import { Radio } from 'antd';
import { ChartCard } from '@/components/chart-card';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { UsagePlatform } from '@/types/analytics';
import { usePlatformUsage } from '../api/platform-usage';
import type { RangedQuery } from '../api/keys';
import { cardStatus } from '../utils/card-status';
import { HEAT_COLOURS, heatGrid, type HeatLevel } from '../utils/heat';

const CELL = 20;
const LEVELS: HeatLevel[] = [0, 1, 2, 3, 4, 5];

export function UsageHeatGrid({ query }: { query: RangedQuery }) {
  const t = useT();
  const [platform, setPlatform] = useState<UsagePlatform>('teach');
  const usage = usePlatformUsage(query, platform);
  const grid = usage.data ? heatGrid(usage.data) : null;
  const platformName = t(`datacenter.heat.${platform}`);
  return (
    <ChartCard
      wide
      title={t('datacenter.heat.title')}
      note={t('datacenter.heat.note')}
      extra={
        <Radio.Group
          aria-label={t('datacenter.heat.platform')}
          optionType="button"
          value={platform}
          onChange={(e) => setPlatform(e.target.value as UsagePlatform)}
          options={[
            { label: t('datacenter.heat.teach'), value: 'teach' },
            { label: t('datacenter.heat.creative'), value: 'creative' },
          ]}
        />
      }
      status={cardStatus({ data: grid ?? undefined, isError: usage.isError }, (g) => g.totalMinutes === 0)}
      onRetry={() => void usage.refetch()}
    >
      {grid ? (
        <>
          <div role="region" aria-label={t('datacenter.heat.caption', { platform: platformName })} tabIndex={0} style={{ overflowX: 'auto' }}>
            <table data-testid="heat-grid" style={{ borderCollapse: 'separate', borderSpacing: 2, fontSize: 11 }}>
              <caption className="visually-hidden">{t('datacenter.heat.caption', { platform: platformName })}</caption>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left', fontWeight: 'normal', paddingRight: 6 }}>
                    {t('datacenter.heat.band')}
                  </th>
                  {grid.dates.map((date) => (
                    <th key={date} scope="col" style={{ width: CELL, fontWeight: 'normal', color: 'rgba(0, 0, 0, 0.64)' }}>
                      <span aria-hidden="true">{date.slice(8)}</span>
                      <span className="visually-hidden">{formatDate(date)}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.rows.map((row) => (
                  <tr key={row.band}>
                    <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap', paddingRight: 6 }}>
                      {row.band}
                    </th>
                    {row.cells.map((cell) => (
                      <td
                        key={cell.date}
                        data-level={cell.level}
                        title={t('datacenter.heat.cell', { date: formatDate(cell.date), band: row.band, minutes: cell.minutes })}
                        style={{ width: CELL, height: CELL, padding: 0, borderRadius: 3, background: HEAT_COLOURS[cell.level] }}
                      >
                        <span className="visually-hidden">{cell.minutes}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label={t('datacenter.heat.legend')} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: '12px 0 0', fontSize: 12 }}>
            {LEVELS.map((level) => (
              <li key={level} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                <span aria-hidden="true" style={{ width: 12, height: 12, borderRadius: 3, background: HEAT_COLOURS[level], display: 'inline-block' }} />
                {t(`datacenter.heat.level${level}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ChartCard>
  );
}
