/**
 * /otherproject/{name} (spec 002 §6; its content is not described, so chosen and written in
 * docs/api.md): a topic page, the explore list of one key tag (e.g. /otherproject/AI), with the
 * other filters, search and page in the address. A name that is no key tag is the 404 page.
 */
import { useMemo } from 'react';
import { LeftOutlined } from '@ant-design/icons';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useCourseProjects } from '@/api/course-projects';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { ProjectList } from '../components/project-list';
import { readExploreState, writeExploreState, type ExploreState } from '../utils/explore-query';
import { projectTag } from '../utils/tags';
import '@/components/content-layout.css';
import '../components/project.css';
import { paths } from '@/lib/paths';

export default function OtherProjectPage() {
  const t = useT();
  const name = useParams().name ?? '';
  const [params, setParams] = useSearchParams();
  const all = useCourseProjects();
  const asked = useMemo(() => {
    const state = readExploreState(params);
    return { ...state, tags: { ...state.tags, key_tags: [name] } };
  }, [params, name]);
  const go = (next: ExploreState) => setParams(writeExploreState({ ...next, tags: { ...next.tags, key_tags: [] } }));
  const label = projectTag(t, name);
  usePageTitle(t('project.topic.title', { name: label }));

  if (all.isPending) return <PageLoading />;
  const keys = all.data?.search_list.find((g) => g.field === 'key_tags')?.values ?? [];
  if (all.isSuccess && !keys.includes(name)) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <div className="tc-explore">
      <Link to={paths.projects.href()} className="tc-course__back">
        <LeftOutlined aria-hidden /> {t('project.topic.back')}
      </Link>
      <header className="tc-explore__hero">
        <div>
          <h1>{t('project.topic.title', { name: label })}</h1>
          <p>{t('project.topic.subtitle', { name: label })}</p>
        </div>
      </header>
      <ProjectList asked={asked} onChange={go} fixed="key_tags" />
    </div>
  );
}
