/**
 * /course, the catalogue (spec 001 §2, 000 §2): search, the four filters and the format, the
 * page, all in the address (15 a page); the course bags where the organisation has them; the
 * hot courses; the empty state with the support phone. A stored course-detail target opens once.
 */
import { useEffect, useMemo } from 'react';
import { Button, Input, Pagination, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COURSE_PAGE_SIZE, useCourseBags, useCourses } from '@/api/courses';
import { useCurrentUser } from '@/api/users';
import { EmptyState } from '@/components/empty-state';
import { takeCourseTarget } from '@/lib/course-target';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { CatalogueFilters } from '../components/catalogue-filters';
import { CourseBagsBlock } from '../components/course-bags-block';
import { CourseCard } from '../components/course-card';
import { HotCourses } from '../components/hot-courses';
import { mayHaveCourseBags } from '../utils/permissions';
import { useSettledOnce } from '@/lib/use-settled-once';
import {
  clearAll,
  hasActiveFilters,
  knownFilters,
  readCatalogueState,
  toCourseListParams,
  writeCatalogueState,
  type CatalogueState,
} from '../utils/catalogue-query';
import '@/components/content-layout.css';
import '../components/course.css';

/** Cards drawn at once (the first rows); the rest load their covers as they scroll in. */
const EAGER_CARDS = 9;

export default function CataloguePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  usePageTitle(t('course.catalogue.title'));

  useEffect(() => {
    const target = takeCourseTarget();
    if (target) navigate(target, { replace: true });
  }, [navigate]);

  const asked = useMemo(() => readCatalogueState(params), [params]);
  // The filter values come with the list: until the first answer every value asked for is sent.
  const first = useCourses(toCourseListParams(asked));
  const searchList = first.data?.search_list;
  const state: CatalogueState = useMemo(() => ({ ...asked, filters: knownFilters(asked.filters, searchList) }), [asked, searchList]);
  const list = useCourses(toCourseListParams(state));
  const go = (next: CatalogueState) => setParams(writeCatalogueState(next));
  // The course bags and the filters stand above the results: until both have answered, one
  // placeholder holds their place, so nothing pushes the results down as it arrives (issue 31).
  const bagsAsked = mayHaveCourseBags(user);
  const bags = useCourseBags(bagsAsked);
  // Once only (lib/use-settled-once): a failed bags call asked again by CourseBagsBlock must not
  // bring the placeholder back and unmount the block that asked.
  const settled = useSettledOnce(list.isPending || user === undefined || (bagsAsked && bags.isPending));
  const settling = !settled;

  const phone = EXTERNAL_LINKS.support.salesPhone;
  let results;
  if (settling || list.isPending) {
    results = (
      <div className="tc-course-grid" aria-busy="true" role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton.Node key={i} active style={{ width: '100%', height: 260 }} />
        ))}
      </div>
    );
  } else if (list.isError) {
    results = (
      <Result
        status="warning"
        title={t('course.loadFailed')}
        subTitle={list.error.message}
        extra={
          <Button onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('course.retry')}
          </Button>
        }
      />
    );
  } else if (list.data.count === 0) {
    const filtered = hasActiveFilters(state);
    results = (
      <EmptyState
        hint={t(filtered ? 'course.empty.filtered' : 'course.empty', { phone })}
        actionLabel={filtered ? t('course.filter.clear') : undefined}
        onAction={filtered ? () => go(clearAll(state)) : undefined}
      />
    );
  } else {
    results = (
      <>
        <ul className="tc-course-grid" aria-busy={list.isPlaceholderData}>
          {list.data.results.map((course, i) => (
            <li key={course.id}>
              <CourseCard course={course} eager={i < EAGER_CARDS} />
            </li>
          ))}
        </ul>
        <Pagination
          className="tc-pagination"
          current={state.page}
          pageSize={COURSE_PAGE_SIZE}
          total={list.data.count}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => {
            go({ ...state, page });
            window.scrollTo?.({ top: 0 });
          }}
        />
      </>
    );
  }

  return (
    <div className="tc-catalogue">
      <header className="tc-catalogue__hero">
        <div>
          <h1>{t('course.catalogue.title')}</h1>
          <p>{t('course.catalogue.subtitle')}</p>
        </div>
        <Input.Search
          key={state.search}
          className="tc-catalogue__search"
          defaultValue={state.search}
          allowClear
          size="large"
          aria-label={t('course.search.label')}
          placeholder={t('course.search.placeholder')}
          onSearch={(value) => go({ ...state, page: 1, search: value.trim() })}
        />
      </header>
      <div className="tc-catalogue__layout">
        <div className="tc-catalogue__main">
          {!settling && <CourseBagsBlock user={user} />}
          {!settling && searchList && <CatalogueFilters state={state} searchList={searchList} onChange={go} />}
          {!settling && (
            <div className="tc-results-bar">
              <span aria-live="polite">{list.isSuccess ? t('course.results.count', { count: list.data.count }) : ''}</span>
              {hasActiveFilters(state) && (
                <Button type="link" onClick={() => go(clearAll(state))}>
                  {t('course.filter.clear')}
                </Button>
              )}
            </div>
          )}
          {results}
        </div>
        <aside className="tc-catalogue__aside">
          <HotCourses />
        </aside>
      </div>
    </div>
  );
}
