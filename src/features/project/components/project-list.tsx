/**
 * The explore list of a state (the explore page, a topic page): filters from the answer's
 * `search_list` (values not offered are dropped), cards, 15 a page, empty and error states.
 */
import { useMemo } from 'react';
import { Pagination, Skeleton } from 'antd';
import { PROJECT_PAGE_SIZE, useCourseProjects } from '@/api/course-projects';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { useT } from '@/lib/i18n/i18n';
import type { ProjectTagField } from '@/types/content';
import { hasActiveFilters, knownTags, toProjectListParams, type ExploreState } from '../utils/explore-query';
import { ExploreFilters } from './explore-filters';
import { ProjectCard } from './project-card';

const EAGER_CARDS = 9;

export function ProjectList({
  asked,
  onChange,
  fixed,
}: {
  asked: ExploreState;
  onChange: (next: ExploreState) => void;
  /** a tag family the page sets itself */
  fixed?: ProjectTagField;
}) {
  const t = useT();
  const first = useCourseProjects(toProjectListParams(asked));
  const searchList = first.data?.search_list;
  const state = useMemo(() => ({ ...asked, tags: knownTags(asked.tags, searchList) }), [asked, searchList]);
  const list = useCourseProjects(toProjectListParams(state));

  let results;
  if (list.isPending) {
    results = (
      <div className="tc-course-grid" role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton.Node key={i} active style={{ width: '100%', height: 280 }} />
        ))}
      </div>
    );
  } else if (list.isError) {
    results = <LoadFailed title={t('project.loadFailed')} detail={list.error.message} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  } else if (list.data.count === 0) {
    results = <EmptyState hint={t(hasActiveFilters(state) ? 'project.empty.filtered' : 'project.empty')} />;
  } else {
    results = (
      <>
        <ul className="tc-course-grid" aria-busy={list.isPlaceholderData}>
          {list.data.results.map((project, i) => (
            <li key={project.id}>
              <ProjectCard project={project} eager={i < EAGER_CARDS} />
            </li>
          ))}
        </ul>
        <Pagination
          className="tc-pagination"
          current={state.page}
          pageSize={PROJECT_PAGE_SIZE}
          total={list.data.count}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => {
            onChange({ ...state, page });
            window.scrollTo?.({ top: 0 });
          }}
        />
      </>
    );
  }

  return (
    <div className="tc-explore__main">
      {/* The filters and the results bar stand above the results: until the list has answered,
          the placeholder cards alone hold the place, and all three appear together, so nothing
          already drawn is pushed down (issue 31: layout shifts). */}
      {!list.isPending && (
        <>
          {searchList && <ExploreFilters state={state} searchList={searchList} onChange={onChange} fixed={fixed} />}
          <div className="tc-results-bar">
            <span aria-live="polite">{list.isSuccess ? t('project.results.count', { count: list.data.count }) : ''}</span>
          </div>
        </>
      )}
      {results}
    </div>
  );
}
