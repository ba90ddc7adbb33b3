/** Courses watched over the range (spec 000 §2, §9): hours per course, titles cut at 30 characters. */
import { ChartCard } from '@/components/chart-card';
import { useT } from '@/lib/i18n/i18n';
import { useCourseTimes } from '../api/courses';
import type { RangedQuery } from '../api/keys';
import { cardStatus } from '../utils/card-status';
import { courseChartData } from '../utils/chart-data';
import { CHART_COLOURS, EChart, horizontalBars } from './echart';

export function CoursesChart({ query }: { query: RangedQuery }) {
  const t = useT();
  const courses = useCourseTimes(query);
  const data = courses.data ? courseChartData(courses.data) : undefined;
  const hours = t('datacenter.courses.hours');
  return (
    <ChartCard
      title={t('datacenter.courses.title')}
      note={t('datacenter.courses.note')}
      status={cardStatus({ data, isError: courses.isError }, (d) => d.hours.length === 0)}
      onRetry={() => void courses.refetch()}
    >
      {data ? (
        <EChart
          height={Math.max(200, 40 + data.hours.length * 28)}
          option={horizontalBars(data.labels, [{ name: hours, data: data.hours, colour: CHART_COLOURS.primary }], { tooltipLabels: data.titles, integer: false })}
          table={{
            caption: t('datacenter.courses.caption'),
            columns: [t('datacenter.courses.course'), hours],
            rows: data.titles.map((title, i) => [title, data.hours[i]]),
          }}
        />
      ) : null}
    </ChartCard>
  );
}
