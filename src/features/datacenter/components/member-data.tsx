/**
 * Staff and student data (spec 002 §2.9): the average-duration heat map by day and 2-hour slot
 * (its own period: recent = the last 30 days, last month, or a picked month; and the platform),
 * time statistics (staff only, per platform), work statistics and the work ranking over the
 * page's period. A person's bar opens their home; a work's bar opens the work.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChartCard } from '@/components/chart-card';
import { last30days, type DateInput } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { MemberType, UsagePlatform } from '@/types/analytics';
import { useAverageTime, memberWorksRankingQueryOptions, useTimeStatistics, useWorksStatistics } from '../api/member-data';
import { cardStatus } from '../utils/card-status';
import { timeStatChartData, worksStatChartData } from '../utils/campus-chart-data';
import { countAxisMax } from '../utils/campus-format';
import { heatGrid } from '../utils/heat';
import { lastDataDay, type PeriodQuery } from '../utils/period';
import { DEFAULT_RANGE, rangeOfChoice, type RangeChoice } from '../utils/range';
import { toApiDate } from '@/lib/dates';
import { CHART_COLOURS, EChart, horizontalBars } from './echart';
import { HeatTable } from './heat-table';
import { PlatformToggle } from './platform-toggle';
import { RangePicker } from './range-picker';
import { RankingCard } from './ranking-card';

interface MemberProps {
  orgId: number;
  type: MemberType;
  period: PeriodQuery;
}

function AverageDurationMap({ orgId, type, openDate, today }: Omit<MemberProps, 'period'> & { openDate: string; today: DateInput }) {
  const t = useT();
  const [choice, setChoice] = useState<RangeChoice>(DEFAULT_RANGE);
  const [platform, setPlatform] = useState<UsagePlatform>('teach');
  // "recent": the last 30 days of figures, up to yesterday (002 §4.5, §9)
  const range = rangeOfChoice(choice, today, (t) => last30days(lastDataDay(t)));
  const average = useAverageTime(orgId, type, platform, { start_date: toApiDate(range.start), end_date: toApiDate(range.end) });
  const grid = average.data ? heatGrid(average.data) : undefined;
  const platformName = t(`datacenter.heat.${platform}`);
  return (
    <ChartCard
      wide
      title={t(`campusData.average.title.${type}`)}
      note={t('campusData.average.note')}
      extra={<PlatformToggle value={platform} onChange={setPlatform} />}
      status={cardStatus({ data: grid, isError: average.isError }, (g) => g.totalMinutes === 0)}
      emptyHint={t('campusData.empty.noData')}
      onRetry={() => void average.refetch()}
    >
      <div style={{ marginBottom: 12 }}>
        <RangePicker
          choice={choice}
          onChange={setChoice}
          openDate={openDate}
          today={today}
          recentLabel={t('campusData.average.recent')}
          label={t('campusData.average.period')}
        />
      </div>
      {grid ? (
        <HeatTable
          grid={grid}
          caption={t('campusData.average.caption', { platform: platformName })}
          cellLabel={(date, band, minutes) => t('campusData.average.cell', { date, band, minutes })}
        />
      ) : null}
    </ChartCard>
  );
}

function TimeStatistics({ orgId, period }: Omit<MemberProps, 'type'>) {
  const t = useT();
  const navigate = useNavigate();
  const [platform, setPlatform] = useState<UsagePlatform>('teach');
  const stats = useTimeStatistics(orgId, platform, period);
  const data = stats.data ? timeStatChartData(stats.data) : undefined;
  const hours = t('campusData.timeStats.hours');
  return (
    <ChartCard
      title={t('campusData.timeStats.title')}
      extra={<PlatformToggle value={platform} onChange={setPlatform} />}
      status={cardStatus({ data, isError: stats.isError }, (d) => d.hours.every((h) => h === 0))}
      emptyHint={t('campusData.empty.noData')}
      onRetry={() => void stats.refetch()}
    >
      {data ? (
        <EChart
          height={Math.max(240, 40 + data.names.length * 30)}
          option={horizontalBars(data.names, [{ name: hours, data: data.hours, colour: CHART_COLOURS.primary }], { clickable: true, integer: false })}
          onItemClick={(i) => void navigate(data.links[i])}
          table={{
            caption: t('campusData.timeStats.caption', { platform: t(`datacenter.heat.${platform}`) }),
            columns: [t('campusData.person'), hours],
            rows: data.names.map((name, i) => [name, data.hours[i]]),
            links: data.links,
          }}
          exportName={`staff-time-${platform}-${period.start_date}-${period.end_date}`}
        />
      ) : null}
    </ChartCard>
  );
}

function WorksStatistics({ orgId, type, period }: MemberProps) {
  const t = useT();
  const navigate = useNavigate();
  const stats = useWorksStatistics(orgId, type, period);
  const data = stats.data ? worksStatChartData(stats.data) : undefined;
  const works = t('campusData.worksStats.works');
  const views = t('datacenter.works.views');
  const popularity = t('campusData.popularity');
  return (
    <ChartCard
      title={t('campusData.worksStats.title')}
      status={cardStatus({ data, isError: stats.isError }, (d) => d.names.length === 0)}
      emptyHint={t('campusData.empty.noWorks')}
      onRetry={() => void stats.refetch()}
    >
      {data ? (
        <EChart
          height={Math.max(240, 40 + data.names.length * 30)}
          option={horizontalBars(data.names, [{ name: works, data: data.works, colour: CHART_COLOURS.secondary }], { clickable: true, max: countAxisMax(data.works) })}
          onItemClick={(i) => void navigate(data.links[i])}
          table={{
            caption: t(`campusData.worksStats.caption.${type}`),
            columns: [t('campusData.person'), works, views, popularity],
            rows: data.names.map((name, i) => [name, data.works[i], data.views[i], data.popularity[i]]),
            links: data.links,
          }}
          exportName={`${type}-works-${period.start_date}-${period.end_date}`}
        />
      ) : null}
    </ChartCard>
  );
}

function MemberWorksRanking({ orgId, type, period }: MemberProps) {
  const t = useT();
  return (
    <RankingCard
      title={t(`campusData.ranking.title.${type}`)}
      ranking={(order) => memberWorksRankingQueryOptions(orgId, type, period, order)}
      exportName={(order) => `${type}-ranking-${order}-${period.start_date}-${period.end_date}`}
    />
  );
}

export function MemberData({ orgId, type, period, openDate, today }: MemberProps & { openDate: string; today: DateInput }) {
  return (
    <div className="datacenter-grid">
      <AverageDurationMap orgId={orgId} type={type} openDate={openDate} today={today} />
      {type === 'staff' ? <TimeStatistics orgId={orgId} period={period} /> : null}
      <WorksStatistics orgId={orgId} type={type} period={period} />
      <MemberWorksRanking orgId={orgId} type={type} period={period} />
    </div>
  );
}
