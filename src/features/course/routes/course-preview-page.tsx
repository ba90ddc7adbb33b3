/**
 * /coursePreview/{id}/{unit_id} (spec 001 §2, public in 002 §6): the course without the normal
 * header or footer, opened with a saved search string that travels with every unit link and to
 * the unit detail call. "Open in the teaching cloud" stores the course as the target the
 * catalogue opens once, so a visitor lands on it after signing in.
 */
import { Button } from 'antd';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useCourse } from '@/api/courses';
import { useCurrentUser } from '@/api/users';
import { PageLoading } from '@/components/page-loading';
import { saveCourseTarget } from '@/lib/course-target';
import { useT } from '@/lib/i18n/i18n';
import { getToken } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { BareBar } from '@/components/bare-bar';
import { CourseView } from '../components/course-view';
import { LoadFailed } from '@/components/load-failed';
import { idParam } from '@/lib/route-params';
import '@/components/content-layout.css';
import '../components/course.css';
import { paths } from '@/lib/paths';

export default function CoursePreviewPage() {
  const t = useT();
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const id = idParam(params.id);
  const { data: me } = useCurrentUser();
  const user = getToken() ? me : undefined;
  const course = useCourse(id);
  usePageTitle(course.data ? `${course.data.title} · ${t('course.preview.badge')}` : null);

  if (id === null) return <Navigate to={paths.notFound.href()} replace />;
  if (course.isPending) return <PageLoading />;
  if (course.isError) return <LoadFailed title={t('course.detail.loadFailed')} detail={course.error.message} retrying={course.isFetching} onRetry={() => void course.refetch()} />;

  const open = () => {
    saveCourseTarget(paths.course.href(id, Number(params.unit_id ?? 0) || 0));
    navigate(paths.courses.href());
  };
  return (
    <>
      <BareBar label={t('course.preview.badge')}>
        <Button type="primary" onClick={open}>
          {t('course.preview.open')}
        </Button>
      </BareBar>
      <div className="tc-course">
        <CourseView course={course.data} unitParam={params.unit_id} user={user} search={search} linkToUnit={(unitId) => paths.coursePreview.href(id, unitId, search)} />
      </div>
    </>
  );
}
