/**
 * A course with one unit open, as the detail (/course/{id}/{unit_id}) and the public preview
 * (/coursePreview/{id}/{unit_id}) show it (spec 001 §2): the head; beside it the overview and the
 * units by chapter; then the unit's teacher preparation, its slides or video, its lesson plan
 * (teachers only, the teacher part as the server allows) and the course's resources. Outside the
 * reader's service period (code 1000052) the server's message shows instead of the material.
 */
import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link, Navigate } from 'react-router-dom';
import { useUnitDetail } from '@/api/courses';
import { useContentDocument } from '@/api/content-documents';
import { useRecordView } from '@/api/history';
import { ContentDocumentView } from '@/components/content-document-view';
import { useI18n } from '@/lib/i18n/i18n';
import { COURSE_TIMEOUT_CODE, type Course } from '@/types/content';
import type { User } from '@/types/user';
import { canSeeCourseMarkdown, canSeePreparation, recordsLearnHistory } from '../utils/permissions';
import { chooseUnit, neighbours } from '../utils/units';
import { CourseHeader } from './course-header';
import { CourseOverview } from './course-overview';
import { PreparationSection } from './preparation-section';
import { ResourcesSection } from './resources-section';
import { UnitList } from './unit-list';
import { UnitMedia } from './unit-media';
import { paths } from '@/lib/paths';

function TimeoutBlock({ msg }: { msg: string }) {
  const { t } = useI18n();
  return <Result className="tc-course-section tc-timeout" status="warning" title={t('course.timeout.title')} subTitle={msg} />;
}

export function CourseView({
  course,
  unitParam,
  user,
  linkToUnit,
  search = '',
  actions,
  recordView = false,
  fullScreenLink,
}: {
  course: Course;
  unitParam: string | undefined;
  user: User | undefined;
  linkToUnit: (unitId: number) => string;
  /** the page's query string, passed to the unit detail (a preview's saved search string) */
  search?: string;
  actions?: ReactNode;
  /** the detail records the view in the learning history; a preview does not */
  recordView?: boolean;
  fullScreenLink?: (unitId: number) => string;
}) {
  const { t, locale } = useI18n();
  const { unit, known } = chooseUnit(course, unitParam);
  const detail = useUnitDetail(course.id, unit?.id ?? 0, search, unit !== null && known);
  const unitId = unit?.id ?? null;
  useRecordView(recordView && known && course.code !== COURSE_TIMEOUT_CODE && recordsLearnHistory(user) ? { resourcetype: 'CourseHistory', course: course.id, unit: unitId } : null);
  const documentUrl = detail.data?.content && canSeeCourseMarkdown(user) ? detail.data.content : '';
  // The same query as the document's view below (one request): whether it is still loading.
  const lessonPlan = useContentDocument(documentUrl);
  // The resources come once the unit's material above them is drawn (its detail and its
  // document): added below it, they are never pushed down by it (issue 31: layout shifts).
  const materialDrawn = !(unit && detail.isPending) && !lessonPlan.isLoading;

  if (!known) return <Navigate to={paths.notFound.href()} replace />;
  const { previous, next } = unit ? neighbours(course, unit.id) : { previous: null, next: null };
  const timeout = course.code === COURSE_TIMEOUT_CODE ? course.msg : detail.data?.code === COURSE_TIMEOUT_CODE ? detail.data.msg : null;

  let material: ReactNode = null;
  if (timeout !== null) material = <TimeoutBlock msg={timeout} />;
  else if (unit && detail.isPending) material = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (unit && detail.isError) {
    material = (
      <Result
        status="warning"
        title={t('course.detail.loadFailed')}
        extra={
          <Button onClick={() => void detail.refetch()} loading={detail.isFetching}>
            {t('course.retry')}
          </Button>
        }
      />
    );
  } else {
    material = (
      <>
        {canSeePreparation(user) && <PreparationSection course={course} />}
        {detail.data && <UnitMedia detail={detail.data} fullScreenLink={fullScreenLink?.(detail.data.unit_id)} />}
        {documentUrl && (
          <section className="tc-course-section" aria-labelledby="tc-document-title">
            <h2 id="tc-document-title">{t('course.section.document')}</h2>
            <ContentDocumentView url={documentUrl} idPrefix="lesson" lang={locale === 'zh-CN' ? 'en' : undefined} />
          </section>
        )}
      </>
    );
  }

  return (
    <>
      <CourseHeader course={course} actions={actions} />
      <div className="tc-course__layout">
        <aside className="tc-course__side">
          <CourseOverview course={course} />
          <UnitList course={course} currentId={unit?.id ?? null} linkTo={linkToUnit} />
        </aside>
        <div className="tc-course__main">
          {unit && (
            <div className="tc-course-section tc-course-section__head">
              <h2 className="tc-unit-title">{unit.title}</h2>
              <div className="tc-unit-nav">
                {previous && (
                  <Link to={linkToUnit(previous.id)}>
                    <LeftOutlined aria-hidden /> {t('course.unit.previous')}
                  </Link>
                )}
                {next && (
                  <Link to={linkToUnit(next.id)}>
                    {t('course.unit.next')} <RightOutlined aria-hidden />
                  </Link>
                )}
              </div>
            </div>
          )}
          {material}
          {materialDrawn && <ResourcesSection resources={course.resources} />}
        </div>
      </div>
    </>
  );
}
