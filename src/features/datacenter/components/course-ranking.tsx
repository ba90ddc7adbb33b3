/** Course ranking of the campus staff (spec 000 §2; not for students; updates daily). */
import { useT } from '@/lib/i18n/i18n';
import { useCourseRanking } from '../api/courses';
import type { UserQuery } from '../api/keys';
import { courseRankChartData } from '../utils/chart-data';
import { StaffRanking } from './staff-ranking';

export function CourseRanking({ query }: { query: UserQuery }) {
  const t = useT();
  const rank = useCourseRanking(query);
  return (
    <StaffRanking
      labels={{
        title: t('datacenter.courseRank.title'),
        note: t('datacenter.courseRank.note'),
        person: t('datacenter.courseRank.person'),
        done: t('datacenter.courseRank.watched'),
        notDone: t('datacenter.courseRank.unwatched'),
        caption: t('datacenter.courseRank.caption'),
      }}
      data={rank.data ? courseRankChartData(rank.data, query.userName) : undefined}
      isError={rank.isError}
      onRetry={() => void rank.refetch()}
    />
  );
}
