/**
 * The organisation-level works (spec 002 §2.9, §9): works submitted per day over the last 31
 * days, stacked by author (campus managers, students, staff); the rankings of all time (40 bars),
 * of the last 30 days (20 bars) and of the last 7 days (10 bars), with popularity (likes +
 * favourites) and influence (views); the days end yesterday (the figures are computed each
 * night). A bar opens the work.
 */
import { useState } from 'react';
import { Radio } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ChartCard } from '@/components/chart-card';
import { formatDate, type DateInput } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { OrgRankingSort } from '@/types/analytics';
import { AUTHOR_TYPES, useOrgDailyWorks, useOverallRanking } from '../api/org-works';
import { cardStatus } from '../utils/card-status';
import { ORG_RANKING_ALL_TIME_BARS, ORG_RANKING_PERIOD_BARS, ORG_RANKING_WEEK_BARS, orgRankingChartData, stackedWorksChartData } from '../utils/campus-chart-data';
import { CAMPUS_CHART_HEIGHT, countAxisMax } from '../utils/campus-format';
import { periodQuery, periodRange, type PeriodQuery } from '../utils/period';
import { CHART_COLOURS, EChart, horizontalBars, verticalBars } from './echart';

const STACK_COLOURS = [CHART_COLOURS.quaternary, CHART_COLOURS.primary, CHART_COLOURS.tertiary];

export function StackedDailyWorks({ orgId, height = CAMPUS_CHART_HEIGHT, plain = false }: { orgId: number; height?: number; plain?: boolean }) {
  const t = useT();
  const results = useOrgDailyWorks(orgId);
  const ready = results.every((r) => r.data);
  const data = ready ? stackedWorksChartData(results.map((r) => r.data!)) : undefined;
  const names = AUTHOR_TYPES.map((type) => t(`campusData.authors.${type}`));
  return (
    <ChartCard
      wide
      title={t('campusData.orgDaily.title')}
      note={t('campusData.dailyWorks.note')}
      status={cardStatus({ data, isError: results.some((r) => r.isError) }, (d) => d.total === 0)}
      emptyHint={t('campusData.empty.noWorks')}
      onRetry={() => results.forEach((r) => void r.refetch())}
    >
      {data ? (
        <EChart
          height={height}
          option={verticalBars(
            data.labels,
            data.stacks.map((stack, i) => ({ name: names[i], data: stack, colour: STACK_COLOURS[i], stack: 'works' })),
            { tooltipLabels: data.days.map(formatDate), max: data.max },
          )}
          table={{
            caption: t('campusData.orgDaily.caption'),
            columns: [t('campusData.date'), ...names, t('campusData.total')],
            rows: data.days.map((day, i) => [formatDate(day), ...data.stacks.map((s) => s[i]), data.totals[i]]),
          }}
          summary={t('campusData.dailyWorks.summary', { total: data.total, days: data.days.length })}
          exportName={plain ? undefined : `campus-daily-works-${data.days[0] ?? ''}`}
          print={plain}
        />
      ) : null}
    </ChartCard>
  );
}

function OrgRanking({ orgId, title, bars, period, name }: { orgId: number; title: string; bars: number; period?: PeriodQuery; name: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [order, setOrder] = useState<OrgRankingSort>('influence');
  const ranking = useOverallRanking(orgId, order, period);
  const data = ranking.data ? orgRankingChartData(ranking.data, bars) : undefined;
  const popularity = t('campusData.popularity');
  const influence = t('campusData.influence');
  return (
    <ChartCard
      wide={bars > ORG_RANKING_PERIOD_BARS}
      title={title}
      note={t('campusData.orgRanking.note')}
      extra={
        <Radio.Group
          aria-label={t('datacenter.works.sort')}
          optionType="button"
          size="small"
          value={order}
          onChange={(e) => setOrder(e.target.value as OrgRankingSort)}
          options={[
            { value: 'influence', label: influence },
            { value: 'popularity', label: popularity },
          ]}
        />
      }
      status={cardStatus({ data, isError: ranking.isError }, (d) => d.titles.length === 0)}
      emptyHint={t('campusData.empty.noWorks')}
      onRetry={() => void ranking.refetch()}
    >
      {data ? (
        <EChart
          height={bars > ORG_RANKING_PERIOD_BARS ? CAMPUS_CHART_HEIGHT + 250 : CAMPUS_CHART_HEIGHT}
          option={horizontalBars(
            data.labels,
            [
              { name: influence, data: data.influence, colour: CHART_COLOURS.primary },
              { name: popularity, data: data.popularity, colour: CHART_COLOURS.quaternary },
            ],
            { tooltipLabels: data.titles.map((title, i) => `${title} · ${data.authors[i]}`), clickable: true, max: countAxisMax([...data.influence, ...data.popularity]) },
          )}
          onItemClick={(i) => void navigate(data.links[i])}
          table={{
            caption: t('campusData.orgRanking.caption', { title }),
            columns: [t('datacenter.works.work'), t('campusData.author'), influence, popularity],
            rows: data.titles.map((work, i) => [work, data.authors[i], data.influence[i], data.popularity[i]]),
            links: data.links,
          }}
          exportName={`${name}-${order}`}
        />
      ) : null}
    </ChartCard>
  );
}

export function ProjectsTab({ orgId, today }: { orgId: number; today: DateInput }) {
  const t = useT();
  return (
    <div className="datacenter-grid">
      <StackedDailyWorks orgId={orgId} />
      <OrgRanking orgId={orgId} title={t('campusData.orgRanking.allTime')} bars={ORG_RANKING_ALL_TIME_BARS} name="works-all-time" />
      <OrgRanking orgId={orgId} title={t('campusData.orgRanking.last7days')} bars={ORG_RANKING_WEEK_BARS} period={periodQuery(periodRange({ kind: 'last7days' }, today))} name="works-last-7-days" />
      <OrgRanking orgId={orgId} title={t('campusData.orgRanking.last30days')} bars={ORG_RANKING_PERIOD_BARS} period={periodQuery(periodRange({ kind: 'last30days' }, today))} name="works-last-30-days" />
    </div>
  );
}
