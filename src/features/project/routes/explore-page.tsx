/**
 * /project, explore (spec 001 §2): type (all, space, software), search, tag filters and page,
 * all in the address (15 a page).
 */
import { useMemo } from 'react';
import { Input } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { ProjectList } from '../components/project-list';
import { readExploreState, writeExploreState, type ExploreState } from '../utils/explore-query';
import '@/components/content-layout.css';
import '../components/project.css';

export default function ExplorePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = useMemo(() => readExploreState(params), [params]);
  const go = (next: ExploreState) => setParams(writeExploreState(next));
  usePageTitle(t('project.explore.title'));

  return (
    <div className="tc-explore">
      <header className="tc-explore__hero">
        <div>
          <h1>{t('project.explore.title')}</h1>
          <p>{t('project.explore.subtitle')}</p>
        </div>
        <Input.Search
          key={asked.search}
          className="tc-explore__search"
          defaultValue={asked.search}
          allowClear
          size="large"
          aria-label={t('project.search.label')}
          placeholder={t('project.search.placeholder')}
          onSearch={(value) => go({ ...asked, page: 1, search: value.trim() })}
        />
      </header>
      <ProjectList asked={asked} onChange={go} />
    </div>
  );
}
