/**
 * The personnel tab (spec 002 §2.9): courses watched versus unwatched per staff member (updated
 * nightly) and extensions used versus unused (every 30 minutes), counted from the service start
 * date to yesterday; then the staff's data.
 */
import { formatDate, sinceStartRange, type DateInput } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { OrganizationAnalytics } from '@/types/analytics';
import { useStaffCourseRank, useStaffExtensionRank } from '../api/org-rankings';
import { courseRankChartData, extensionRankChartData } from '../utils/chart-data';
import type { PeriodQuery } from '../utils/period';
import { MemberData } from './member-data';
import { StaffRanking } from './staff-ranking';

export function PersonnelTab({ org, period, today }: { org: Pick<OrganizationAnalytics, 'id' | 'open_date' | 'start_date'>; period: PeriodQuery; today: DateInput }) {
  const t = useT();
  const courses = useStaffCourseRank(org.id);
  const extensions = useStaffExtensionRank(org.id);
  const since = sinceStartRange(org.start_date, today);
  const span = t('campusData.personnel.span', { start: formatDate(since.start), end: formatDate(since.end) });
  return (
    <>
      <div className="datacenter-grid" style={{ marginBottom: 16 }}>
        <StaffRanking
          labels={{
            title: t('datacenter.courseRank.title'),
            note: `${t('campusData.personnel.courseNote')} · ${span}`,
            person: t('datacenter.courseRank.person'),
            done: t('datacenter.courseRank.watched'),
            notDone: t('datacenter.courseRank.unwatched'),
            caption: t('datacenter.courseRank.caption'),
          }}
          data={courses.data ? courseRankChartData(courses.data, '') : undefined}
          isError={courses.isError}
          onRetry={() => void courses.refetch()}
          exportName="staff-course-ranking"
        />
        <StaffRanking
          labels={{
            title: t('datacenter.extensionRank.title'),
            note: `${t('datacenter.extensionRank.note')} · ${span}`,
            person: t('datacenter.extensionRank.person'),
            done: t('datacenter.extensionRank.used'),
            notDone: t('datacenter.extensionRank.unused'),
            caption: t('datacenter.extensionRank.caption'),
          }}
          data={extensions.data ? extensionRankChartData(extensions.data, '') : undefined}
          isError={extensions.isError}
          onRetry={() => void extensions.refetch()}
          exportName="staff-extension-ranking"
        />
      </div>
      <MemberData orgId={org.id} type="staff" period={period} openDate={org.open_date} today={today} />
    </>
  );
}
