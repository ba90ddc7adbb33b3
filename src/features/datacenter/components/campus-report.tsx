/**
 * The printable one-page campus report (beyond the spec): the title and service period, the
 * period reported on, the four gauges, the three counters and the main charts (active users,
 * activity hours, daily submitted works, most watched courses), laid out for one A4 page. Opened
 * from the data centre as ?view=report with the same period; Print hands it to the browser.
 */
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { OrganizationAnalytics } from '@/types/analytics';
import { ActiveUsersChart, ActivityTimeChart } from './activity-charts';
import { OrgCounters, OrgGauges, OrgTitle } from './org-summary';
import { CourseHotChart } from './overview-tab';
import { StackedDailyWorks } from './projects-tab';
import { usePeriod } from './use-period';
import './campus-report.css';

/** Chart height on the printed page (px at 96 dpi): four charts and the head fit one A4 sheet. */
const REPORT_CHART_HEIGHT = 250;

export function CampusReport({ org }: { org: OrganizationAnalytics }) {
  const t = useT();
  const [params] = useSearchParams();
  const { today, range, query } = usePeriod(org.open_date);
  const back = new URLSearchParams(params);
  back.delete('view');
  return (
    <div className="campus-report">
      <div className="campus-report__toolbar">
        <Link to={`?${back.toString()}`}>{t('campusData.report.back')}</Link>
        <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          {t('campusData.report.print')}
        </Button>
      </div>
      <header className="campus-report__head">
        <OrgTitle org={org} today={today} />
        <p>
          {t('campusData.report.period', { start: formatDate(range.start), end: formatDate(range.end) })} ·{' '}
          {t('campusData.report.printed', { date: formatDate(today) })}
        </p>
      </header>
      <OrgGauges org={org} size={76} />
      <OrgCounters org={org} />
      <div className="campus-report__charts">
        <ActiveUsersChart orgId={org.id} period={query} height={REPORT_CHART_HEIGHT} plain />
        <ActivityTimeChart orgId={org.id} period={query} height={REPORT_CHART_HEIGHT} plain />
        <StackedDailyWorks orgId={org.id} height={REPORT_CHART_HEIGHT} plain />
        <CourseHotChart orgId={org.id} period={query} height={REPORT_CHART_HEIGHT} plain />
      </div>
    </div>
  );
}
