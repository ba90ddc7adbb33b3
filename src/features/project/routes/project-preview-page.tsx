/**
 * /projectPreview/{id} (spec 001 §2, public in 002 §6): the project without the normal header or
 * footer: its head with the difficulty level, metadata, slides or video and the guide with its
 * table of contents. Nothing is recorded.
 */
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useCourseProject } from '@/api/course-projects';
import { BareBar } from '@/components/bare-bar';
import { LoadFailed } from '@/components/load-failed';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { ProjectView } from '../components/project-view';
import { idParam } from '@/lib/route-params';
import '@/components/content-layout.css';
import '../components/project.css';
import { paths } from '@/lib/paths';

export default function ProjectPreviewPage() {
  const t = useT();
  const id = idParam(useParams().id);
  const { search } = useLocation();
  const project = useCourseProject(id);
  usePageTitle(project.data ? `${project.data.title} · ${t('project.preview.badge')}` : null);

  if (id === null) return <Navigate to={paths.notFound.href()} replace />;
  if (project.isPending) return <PageLoading />;
  if (project.isError) return <LoadFailed title={t('project.detail.loadFailed')} detail={project.error.message} retrying={project.isFetching} onRetry={() => void project.refetch()} />;
  return (
    <>
      <BareBar label={t('project.preview.badge')} />
      <div className="tc-course tc-project-preview">
        <ProjectView project={project.data} search={search} />
      </div>
    </>
  );
}
