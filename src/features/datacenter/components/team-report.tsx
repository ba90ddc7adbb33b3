/**
 * One team's report (spec 002 §2.9): four counters, watch time per course over the period (20
 * bars, hours to one decimal, a bar opens its course), works submitted per day over the last 31
 * days, and the period's works ranking (10 bars, sort by views, shared views, likes or
 * favourites; a bar opens the work). The campus data centre's team tab and the per-team report
 * route both show it.
 */
import { useNavigate } from 'react-router-dom';
import { ChartCard } from '@/components/chart-card';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { TeamAnalytics } from '@/types/analytics';
import { teamRankingQueryOptions, useTeamDailyWorks, useTeamLearnTime } from '../api/team-report';
import { cardStatus } from '../utils/card-status';
import { formatCount } from '@/lib/format-count';
import { CAMPUS_CHART_HEIGHT } from '../utils/campus-format';
import { dailyWorksChartData, learnTimeChartData } from '../utils/campus-chart-data';
import type { PeriodQuery } from '../utils/period';
import { CHART_COLOURS, chartFigureHeight, EChart, horizontalBars, verticalBars } from './echart';
import { COURSE_CHART_BARS } from '../utils/format';
import { RankingCard } from './ranking-card';

function TeamCounters({ team }: { team: TeamAnalytics }) {
  const t = useT();
  const items: [string, number][] = [
    ['students', team.num_student],
    ['courses', team.course_num],
    ['studios', team.num_studios],
    ['works', team.project_num],
  ];
  return (
    <dl className="campus-counters" data-testid="team-counters">
      {items.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`campusData.team.${key}`)}</dt>
          <dd>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The watch-time chart's height: a bar per course, at least 220 px. */
const learnTimeHeight = (courses: number) => Math.max(220, 40 + courses * 26);

function LearnTimeChart({ team, period }: { team: TeamAnalytics; period: PeriodQuery }) {
  const t = useT();
  const navigate = useNavigate();
  const learn = useTeamLearnTime(team.id, period);
  const data = learn.data ? learnTimeChartData(learn.data) : undefined;
  const hours = t('campusData.learnTime.hours');
  return (
    <ChartCard
      wide
      title={t('campusData.learnTime.title')}
      note={t('campusData.learnTime.note')}
      status={cardStatus({ data, isError: learn.isError }, (d) => d.hours.length === 0)}
      emptyHint={team.course_num === 0 ? t('campusData.empty.noCourses') : t('campusData.empty.noData')}
      onRetry={() => void learn.refetch()}
      // The room of a bar per course of the team: what arrives below does not move (issue 31).
      reserve={chartFigureHeight(learnTimeHeight(Math.min(team.course_num, COURSE_CHART_BARS)), { tools: true, summary: true })}
    >
      {data ? (
        <EChart
          height={learnTimeHeight(data.hours.length)}
          option={horizontalBars(data.labels, [{ name: hours, data: data.hours, colour: CHART_COLOURS.primary }], { tooltipLabels: data.titles, clickable: true, integer: false })}
          onItemClick={(i) => void navigate(data.links[i])}
          table={{
            caption: t('campusData.learnTime.caption', { team: team.name }),
            columns: [t('campusData.course'), hours],
            rows: data.titles.map((title, i) => [title, data.hours[i]]),
            links: data.links,
          }}
          summary={t('campusData.learnTime.summary', { course: data.titles[0], hours: data.hours[0] })}
          exportName={`${team.code}-watch-time-${period.start_date}-${period.end_date}`}
        />
      ) : null}
    </ChartCard>
  );
}

function DailyWorksChart({ team }: { team: TeamAnalytics }) {
  const t = useT();
  const daily = useTeamDailyWorks(team.id);
  const data = daily.data ? dailyWorksChartData(daily.data) : undefined;
  const works = t('campusData.dailyWorks.works');
  return (
    <ChartCard
      wide
      title={t('campusData.dailyWorks.title')}
      note={t('campusData.dailyWorks.note')}
      status={cardStatus({ data, isError: daily.isError }, (d) => d.total === 0)}
      emptyHint={t('campusData.empty.noWorks')}
      onRetry={() => void daily.refetch()}
      reserve={chartFigureHeight(CAMPUS_CHART_HEIGHT, { tools: true, summary: true })}
    >
      {data ? (
        <EChart
          height={CAMPUS_CHART_HEIGHT}
          option={verticalBars(data.labels, [{ name: works, data: data.counts, colour: CHART_COLOURS.secondary }], {
            tooltipLabels: data.days.map(formatDate),
            max: data.max,
          })}
          table={{
            caption: t('campusData.dailyWorks.caption', { team: team.name }),
            columns: [t('campusData.date'), works],
            rows: data.days.map((day, i) => [formatDate(day), data.counts[i]]),
          }}
          summary={t('campusData.dailyWorks.summary', { total: data.total, days: data.days.length })}
          exportName={`${team.code}-daily-works-${data.days[0] ?? ''}`}
        />
      ) : null}
    </ChartCard>
  );
}

function TeamRanking({ team, period }: { team: TeamAnalytics; period: PeriodQuery }) {
  const t = useT();
  return (
    <RankingCard
      title={t('campusData.ranking.title')}
      ranking={(order) => teamRankingQueryOptions(team.id, period, order)}
      exportName={(order) => `${team.code}-ranking-${order}-${period.start_date}-${period.end_date}`}
    />
  );
}

export function TeamReport({ team, period }: { team: TeamAnalytics; period: PeriodQuery }) {
  return (
    <>
      <TeamCounters team={team} />
      <div className="datacenter-grid">
        <LearnTimeChart team={team} period={period} />
        <DailyWorksChart team={team} />
        <TeamRanking team={team} period={period} />
      </div>
    </>
  );
}
