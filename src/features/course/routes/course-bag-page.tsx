/**
 * /course_bag/{id} (spec 001 §2, §3): a course bag's stage, platforms, version and teaching
 * tools, and its courses as cards. A bag of another campus is the 403 page; an unknown or
 * malformed id the 404 page.
 */
import { LeftOutlined } from '@ant-design/icons';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useCourseBag } from '@/api/courses';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { CourseCard } from '../components/course-card';
import { LoadFailed } from '@/components/load-failed';
import { idParam } from '@/lib/route-params';
import { tagValues } from '@/lib/tag-labels';
import { courseTag } from '../utils/tags';
import '@/components/content-layout.css';
import '../components/course.css';
import { paths } from '@/lib/paths';

export default function CourseBagPage() {
  const t = useT();
  const id = idParam(useParams().id);
  const bag = useCourseBag(id);
  usePageTitle(bag.data?.title);

  if (id === null) return <Navigate to={paths.notFound.href()} replace />;
  if (bag.isPending) return <PageLoading />;
  if (bag.isError) return <LoadFailed title={t('course.bag.loadFailed')} detail={bag.error.message} retrying={bag.isFetching} onRetry={() => void bag.refetch()} />;

  const labels = (joined: string) => tagValues(joined).map((v) => courseTag(t, v)).join(' · ');
  const { data } = bag;
  return (
    <div className="tc-course">
      <Link to={paths.courses.href()} className="tc-course__back">
        <LeftOutlined aria-hidden /> {t('course.bag.back')}
      </Link>
      <header className="tc-bag-head">
        <img src={data.cover} alt="" width={480} height={270} fetchPriority="high" />
        <div>
          <p className="tc-eyebrow">{t('course.bag.label')}</p>
          <h1>{data.title}</h1>
          <dl>
            <div>
              <dt>{t('course.bag.stage')}</dt>
              <dd>{labels(data.new_suit_tags)}</dd>
            </div>
            <div>
              <dt>{t('course.bag.platform')}</dt>
              <dd>{labels(data.new_program_platform)}</dd>
            </div>
            <div>
              <dt>{t('course.bag.aid')}</dt>
              <dd>{labels(data.new_teaching_aid)}</dd>
            </div>
            <div>
              <dt>{t('course.bag.version')}</dt>
              <dd>{data.version}</dd>
            </div>
          </dl>
        </div>
      </header>
      <section aria-labelledby="tc-bag-courses">
        <h2 id="tc-bag-courses" className="tc-section-title">
          {t('course.bag.courses', { count: data.courses.length })}
        </h2>
        {data.courses.length === 0 ? (
          <EmptyState hint={t('course.bag.empty')} />
        ) : (
          <ul className="tc-course-grid">
            {data.courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
