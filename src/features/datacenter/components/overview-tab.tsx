/**
 * The data centre's overview (spec 002 §2.9): the organisation's activity per day (hours on the
 * teaching cloud versus the creative platform), its most watched courses (updated daily; a bar
 * opens the course), its most used extensions (every 30 minutes), and the active data of the
 * period (members, how many were active, daily averages).
 */
import { useNavigate } from 'react-router-dom';
import { ChartCard } from '@/components/chart-card';
import { useT } from '@/lib/i18n/i18n';
import { useActivity } from '../api/activity';
import { useCourseHot, useExtensionHot } from '../api/org-rankings';
import { cardStatus } from '../utils/card-status';
import { activeSummary, extensionHotChartData, learnTimeChartData } from '../utils/campus-chart-data';
import { formatCount } from '@/lib/format-count';
import { CAMPUS_CHART_HEIGHT } from '../utils/campus-format';
import { RANKING_BARS } from '../utils/format';
import type { PeriodQuery } from '../utils/period';
import { ActivityTimeChart } from './activity-charts';
import { CHART_COLOURS, EChart, horizontalBars } from './echart';

interface TabProps {
  orgId: number;
  period: PeriodQuery;
}

export function CourseHotChart({ orgId, period, plain = false, height }: TabProps & { plain?: boolean; height?: number }) {
  const t = useT();
  const navigate = useNavigate();
  const courses = useCourseHot(orgId, period);
  const data = courses.data ? learnTimeChartData(courses.data, RANKING_BARS) : undefined;
  const learners = courses.data ? [...courses.data].sort((a, b) => b.total - a.total).slice(0, RANKING_BARS).map((c) => c.learners) : [];
  const hours = t('campusData.learnTime.hours');
  const people = t('campusData.courseHot.learners');
  return (
    <ChartCard
      title={t('campusData.courseHot.title')}
      note={t('campusData.courseHot.note')}
      status={cardStatus({ data, isError: courses.isError }, (d) => d.hours.length === 0)}
      emptyHint={t('campusData.empty.noData')}
      onRetry={() => void courses.refetch()}
    >
      {data ? (
        <EChart
          height={height ?? Math.max(240, 40 + data.hours.length * 34)}
          option={horizontalBars(data.labels, [{ name: hours, data: data.hours, colour: CHART_COLOURS.primary }], {
            tooltipLabels: data.titles.map((title, i) => `${title} · ${people} ${learners[i]}`),
            clickable: true,
            integer: false,
          })}
          onItemClick={(i) => void navigate(data.links[i])}
          table={{
            caption: t('campusData.courseHot.caption'),
            columns: [t('campusData.course'), hours, people],
            rows: data.titles.map((title, i) => [title, data.hours[i], learners[i]]),
            links: data.links,
          }}
          exportName={plain ? undefined : `course-ranking-${period.start_date}-${period.end_date}`}
          print={plain}
        />
      ) : null}
    </ChartCard>
  );
}

function ExtensionHotChart({ orgId }: { orgId: number }) {
  const t = useT();
  const extensions = useExtensionHot(orgId);
  const data = extensions.data ? extensionHotChartData(extensions.data) : undefined;
  const uses = t('campusData.extensionHot.uses');
  const users = t('campusData.extensionHot.users');
  return (
    <ChartCard
      title={t('campusData.extensionHot.title')}
      note={t('campusData.extensionHot.note')}
      status={cardStatus({ data, isError: extensions.isError }, (d) => d.names.length === 0)}
      emptyHint={t('campusData.empty.noData')}
      onRetry={() => void extensions.refetch()}
    >
      {data ? (
        <EChart
          height={Math.max(240, 40 + data.names.length * 34)}
          option={horizontalBars(data.names, [{ name: uses, data: data.counts, colour: CHART_COLOURS.tertiary }], {
            tooltipLabels: data.names.map((name, i) => `${name} · ${users} ${data.users[i]}`),
          })}
          table={{
            caption: t('campusData.extensionHot.caption'),
            columns: [t('campusData.extensionHot.extension'), uses, users],
            rows: data.names.map((name, i) => [name, data.counts[i], data.users[i]]),
          }}
          exportName="extension-ranking"
        />
      ) : null}
    </ChartCard>
  );
}

function ActiveData({ orgId, period }: TabProps) {
  const t = useT();
  // The same answer as the active-users chart above the tabs: read from the cache, not asked again.
  const activity = useActivity(orgId, period, 'users');
  const s = activity.data ? activeSummary(activity.data) : undefined;
  const items: [string, string][] = s
    ? [
        [t('campusData.activeData.members'), formatCount(s.members)],
        [t('campusData.activeData.active'), t('campusData.activeData.rate', { count: formatCount(s.active), rate: s.rate.toFixed(1) })],
        [t('campusData.activeData.online'), formatCount(s.online)],
        [t('campusData.activeData.creative'), formatCount(s.creative)],
        [t('campusData.activeData.dailyOnline'), String(s.dailyOnline)],
        [t('campusData.activeData.dailyCreative'), String(s.dailyCreative)],
      ]
    : [];
  return (
    <ChartCard
      wide
      title={t('campusData.activeData.title')}
      status={cardStatus({ data: s, isError: activity.isError }, (d) => d.members === 0)}
      emptyHint={t('campusData.empty.noData')}
      onRetry={() => void activity.refetch()}
    >
      <dl className="campus-counters campus-counters--plain">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ChartCard>
  );
}

export function OverviewTab({ orgId, period }: TabProps) {
  return (
    <div className="datacenter-grid">
      <ActivityTimeChart orgId={orgId} period={period} height={CAMPUS_CHART_HEIGHT} />
      <ActiveData orgId={orgId} period={period} />
      <CourseHotChart orgId={orgId} period={period} />
      <ExtensionHotChart orgId={orgId} />
    </div>
  );
}
