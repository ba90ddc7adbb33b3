/**
 * /course/{id}/{unit_id} (spec 001 §2; unit_id 0 when none): the course with one unit open,
 * feedback and rating for teachers with a campus on a platform course, and the view recorded in
 * the learning history. An unknown course, unit or malformed id is the 404 page.
 */
import { Suspense, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { Button } from 'antd';
import { LeftOutlined, MessageOutlined, StarOutlined } from '@ant-design/icons';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useCourse } from '@/api/courses';
import { useCurrentUser } from '@/api/users';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { CourseView } from '../components/course-view';
import { LoadFailed } from '@/components/load-failed';
import { CopyLinkButton } from '@/components/copy-link-button';
import { canSendCourseFeedback } from '../utils/permissions';
import { idParam } from '@/lib/route-params';
import '@/components/content-layout.css';
import '../components/course.css';
import { paths } from '@/lib/paths';

// The dialogs load when a teacher first opens one: most visits never do.
const FeedbackDialog = preloadable(() => import('../components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));
const RatingDialog = preloadable(() => import('../components/rating-dialog').then((m) => ({ default: m.RatingDialog })));

export default function CourseDetailPage() {
  const t = useT();
  const params = useParams();
  const id = idParam(params.id);
  const { data: user } = useCurrentUser();
  const course = useCourse(id);
  const [dialog, setDialogState] = useState<'feedback' | 'rating' | null>(null);
  /** a dialog stays mounted once opened, so its form keeps what was typed */
  const [opened, setOpened] = useState({ feedback: false, rating: false });
  const setDialog = (next: 'feedback' | 'rating' | null) => {
    if (next) setOpened((now) => ({ ...now, [next]: true }));
    setDialogState(next);
  };
  usePageTitle(course.data?.title);

  if (id === null) return <Navigate to={paths.notFound.href()} replace />;
  if (course.isPending) return <PageLoading />;
  if (course.isError) return <LoadFailed title={t('course.detail.loadFailed')} detail={course.error.message} retrying={course.isFetching} onRetry={() => void course.refetch()} />;

  const rateable = canSendCourseFeedback(user, course.data);
  return (
    <div className="tc-course">
      <Link to={paths.courses.href()} className="tc-course__back">
        <LeftOutlined aria-hidden /> {t('course.detail.back')}
      </Link>
      <CourseView
        course={course.data}
        unitParam={params.unit_id}
        user={user}
        recordView
        linkToUnit={(unitId) => paths.course.href(id, unitId)}
        fullScreenLink={(unitId) => paths.coursePPT.href(id, unitId)}
        actions={
          <>
            {/* The preview opens without signing in: the link to share the course (001 §2). */}
            <CopyLinkButton path={paths.coursePreview.href(id, idParam(params.unit_id) ?? 0)} label={t('course.preview.copyLink')} />
            {rateable && (
              <>
                <Button icon={<MessageOutlined aria-hidden />} onClick={() => setDialog('feedback')}>
                  {t('course.feedback.open')}
                </Button>
                <Button icon={<StarOutlined aria-hidden />} onClick={() => setDialog('rating')}>
                  {t('course.rating.open')}
                </Button>
              </>
            )}
          </>
        }
      />
      {rateable && (
        <Suspense fallback={null}>
          {opened.feedback && <FeedbackDialog courseId={id} open={dialog === 'feedback'} onClose={() => setDialog(null)} />}
          {opened.rating && <RatingDialog courseId={id} open={dialog === 'rating'} onClose={() => setDialog(null)} />}
        </Suspense>
      )}
    </div>
  );
}
