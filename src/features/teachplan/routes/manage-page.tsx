/**
 * /teachplan/manage (spec 001 §2, §5, §6): what the page is for and the template, the upload area,
 * and the plan list, searchable (300 ms after typing stops) and sortable, with enable/disable,
 * download, share/unshare and delete by the role rules; regeneration of the course-bag plans for
 * campuses with automatic plans.
 */
import { useEffect, useState } from 'react';
import { Button, Input, Space } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useCurrentUser } from '@/api/users';
import { PageLoading } from '@/components/page-loading';
import { RouterButton } from '@/components/router-button';
import { TOUCH_TARGETS } from '@/components/touch-targets';
import { organizationOf } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import { DEFAULT_PLAN_SORT, TEACH_PLAN_MAX_ENABLED } from '@/lib/validators/teach-plans';
import { usePlans, usePlanSort, useSetPlanSort } from '../api/teach-plans';
import { PlanListError } from '../components/plan-list-error';
import { PlanTable } from '../components/plan-table';
import { PlanUpload } from '../components/plan-upload';
import { RegenerateButton, RegenerationNotice } from '../components/plan-regeneration';
import { useDownloadPlan } from '../components/use-download-plan';
import { usePlanActions } from '../components/use-plan-actions';
import { PLAN_TEMPLATE_URL, PLAN_TEMPLATE_NAME, PLAN_SEARCH_DEBOUNCE_MS } from '../utils/manage';
import '../components/teachplan.css';
import { paths } from '@/lib/paths';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export default function ManagePage() {
  const t = useT();
  const { data: user } = useCurrentUser();
  const [text, setText] = useState('');
  const search = useDebounced(text, PLAN_SEARCH_DEBOUNCE_MS);
  const sort = usePlanSort();
  const setSort = useSetPlanSort();
  const list = usePlans(sort.data?.plan_sort, search);
  // The cap and the duplicate check look at every plan, whatever the search shows.
  const all = usePlans(sort.data?.plan_sort);
  const { download } = useDownloadPlan();
  const actions = usePlanActions();
  const autoPlans = user ? organizationOf(user)?.auto_plan === true : false;

  let body;
  if (sort.isError || list.isError) {
    body = <PlanListError detail={(sort.error ?? list.error)?.message} onRetry={() => void (sort.isError ? sort.refetch() : list.refetch())} />;
  } else if (!list.data || !all.data || !user) body = <PageLoading />;
  else
    body = (
      <>
        <PlanUpload plans={all.data.results} enabledCount={all.data.enable_count} />
        <RegenerationNotice />
        <div className="tp-manage__toolbar">
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            aria-label={t('teachplan.search')}
            placeholder={t('teachplan.search.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            style={{ width: 280 }}
          />
          <span className="tp-manage__count" aria-live="polite">
            {t('teachplan.list.count', { n: list.data.count, enabled: all.data.enable_count, max: TEACH_PLAN_MAX_ENABLED })}
          </span>
          {autoPlans && (
            <span className="tp-manage__toolbar-end">
              <RegenerateButton />
            </span>
          )}
        </div>
        <PlanTable
          plans={list.data.results}
          sort={sort.data?.plan_sort ?? DEFAULT_PLAN_SORT}
          viewer={user}
          loading={list.isFetching && list.isPlaceholderData}
          busy={actions.busy}
          handlers={{ ...actions, onDelete: (plan) => void actions.onDelete(plan), onDownload: (plan) => void download(plan), onSort: (next) => setSort.mutate(next) }}
        />
      </>
    );

  return (
    <section className={`tp-manage ${TOUCH_TARGETS}`} aria-labelledby="tp-manage-title">
      <div className="tp-manage__head">
        <h1 id="tp-manage-title" className="tp-manage__title">
          {t('teachplan.manage.title')}
        </h1>
        <Space wrap>
          <RouterButton to={paths.teachPlan.href()} icon={<ArrowLeftOutlined aria-hidden />}>
            {t('teachplan.manage.toViewer')}
          </RouterButton>
          <Button icon={<DownloadOutlined aria-hidden />} href={PLAN_TEMPLATE_URL} download={PLAN_TEMPLATE_NAME}>
            {t('teachplan.manage.template')}
          </Button>
        </Space>
      </div>
      <div className="tp-manage__about">
        {t('teachplan.manage.about')}
        <ul>
          <li>{t('teachplan.manage.rule.formats')}</li>
          <li>{t('teachplan.manage.rule.enabled', { max: TEACH_PLAN_MAX_ENABLED })}</li>
          <li>{t('teachplan.manage.rule.share')}</li>
        </ul>
      </div>
      {body}
    </section>
  );
}
