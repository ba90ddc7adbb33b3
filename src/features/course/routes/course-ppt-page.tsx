/**
 * /coursePPT/{id} (spec 001 §2; no header or footer): a unit's slides full screen, the reader's
 * own view (?unit_id=), opened from the course page or, as a child window, from a revoked office
 * preview: closing it tells the opener to restart. (The office viewer a course page frames is the
 * weboffice_url of the token answer: in the demo, src/features/course/office-viewer.)
 */
import { useEffect } from 'react';
import { Result } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useCourse, useUnitDetail } from '@/api/courses';
import { PageLoading } from '@/components/page-loading';
import { SlideDeckViewer } from '@/components/slide-deck-viewer';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { LoadFailed } from '@/components/load-failed';
import { postOfficeMessage } from '../utils/office-messages';
import { idParam } from '@/lib/route-params';
import { chooseUnit } from '../utils/units';
import '@/components/content-layout.css';
import '../components/course.css';
import { paths } from '@/lib/paths';

/** The reader's own full-screen slides of one unit. */
function FullScreenSlides({ courseId, unitParam }: { courseId: number; unitParam: string | undefined }) {
  const t = useT();
  const course = useCourse(courseId);
  const choice = course.data ? chooseUnit(course.data, unitParam) : null;
  const unitId = choice?.unit?.id ?? 0;
  const detail = useUnitDetail(courseId, unitId, '', unitId !== 0);
  usePageTitle(course.data ? t('course.ppt.title', { title: course.data.title }) : null);

  // A child window tells its opener when it closes (a revoked office preview restarts then).
  useEffect(() => {
    const onHide = () => postOfficeMessage(window.opener as Window | null, { type: 'tc-office:child-closed' });
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, []);

  if (course.isPending || (unitId !== 0 && detail.isPending)) return <PageLoading />;
  if (course.isError) return <LoadFailed title={t('course.detail.loadFailed')} detail={course.error.message} retrying={course.isFetching} onRetry={() => void course.refetch()} />;
  if (choice && !choice.known) return <Navigate to={paths.notFound.href()} replace />;
  const slides = detail.data?.ppt_furl ?? '';
  return (
    <div className="tc-ppt">
      <div className="tc-ppt__bar">
        <Link to={paths.course.href(courseId, unitId)} className="tc-ppt__back">
          <LeftOutlined aria-hidden /> {t('course.ppt.back')}
        </Link>
        <h1>{detail.data ? `${course.data.title} · ${detail.data.title}` : course.data.title}</h1>
      </div>
      <div className="tc-ppt__stage">
        {detail.data?.msg ? <Result status="warning" title={detail.data.msg} /> : slides ? <SlideDeckViewer url={slides} label={detail.data?.title ?? ''} /> : <Result status="info" title={t('course.ppt.noSlides')} />}
      </div>
    </div>
  );
}

export default function CoursePptPage() {
  const id = idParam(useParams().id);
  const [params] = useSearchParams();
  if (id === null) return <Navigate to={paths.notFound.href()} replace />;
  return <FullScreenSlides courseId={id} unitParam={params.get('unit_id') ?? undefined} />;
}
