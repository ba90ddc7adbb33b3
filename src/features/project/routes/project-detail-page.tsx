/**
 * /project/{id} (spec 001 §2): a project's detail; viewing it records the learning history.
 * An unknown or malformed id is the 404 page.
 */
import { LeftOutlined } from '@ant-design/icons';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useCourseProject } from '@/api/course-projects';
import { useRecordView } from '@/api/history';
import { LoadFailed } from '@/components/load-failed';
import { PageLoading } from '@/components/page-loading';
import { CopyLinkButton } from '@/components/copy-link-button';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { ProjectView } from '../components/project-view';
import { idParam } from '@/lib/route-params';
import '@/components/content-layout.css';
import '../components/project.css';
import { paths } from '@/lib/paths';

export default function ProjectDetailPage() {
  const t = useT();
  const id = idParam(useParams().id);
  const project = useCourseProject(id);
  usePageTitle(project.data?.title);

  const shown = project.data?.id ?? null;
  useRecordView(shown === null ? null : { resourcetype: 'CourseProjectHistory', project: shown });

  if (id === null) return <Navigate to={paths.notFound.href()} replace />;
  if (project.isPending) return <PageLoading />;
  if (project.isError) return <LoadFailed title={t('project.detail.loadFailed')} detail={project.error.message} retrying={project.isFetching} onRetry={() => void project.refetch()} />;
  return (
    <div className="tc-course">
      <Link to={paths.projects.href()} className="tc-course__back">
        <LeftOutlined aria-hidden /> {t('project.detail.back')}
      </Link>
      {/* The preview opens without signing in: the link to share the project (001 §2). */}
      <ProjectView project={project.data} actions={<CopyLinkButton path={paths.projectPreview.href(project.data.id)} label={t('project.preview.copyLink')} />} />
    </div>
  );
}
