/**
 * /teachplan (spec 001 §2 "Teaching plans"): the plan viewer, where teachers land after signing
 * in. A selector over the enabled plans, their count, the manage button and the document itself.
 * As a page it sits in the shell; opened as the 500×500 small window (?popup=1) it goes without
 * header and footer, and its manage button opens the manage page in the window that opened it.
 */
import { Button, Select, Tooltip } from 'antd';
import { DownloadOutlined, ExportOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { EmptyState } from '@/components/empty-state';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { isPopupSearch } from '@/lib/route-access';
import { usePlans, usePlanSort } from '../api/teach-plans';
import { PlanDocument } from '../components/plan-document';
import { PlanListError } from '../components/plan-list-error';
import { PlanName } from '../components/plan-name';
import { useDownloadPlan } from '../components/use-download-plan';
import { enabledPlans, openViewerWindow, selectedPlan, viewerPath } from '../utils/viewer';
import '../components/teachplan.css';
import { paths } from '@/lib/paths';

const MANAGE_PATH = paths.teachPlanManage.href();

export default function ViewerPage() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = useAppNotices();
  const [params, setParams] = useSearchParams();
  const popup = isPopupSearch(`?${params.toString()}`);
  const sort = usePlanSort();
  const list = usePlans(sort.data?.plan_sort);
  const { download, downloading } = useDownloadPlan();

  const plans = enabledPlans(list.data?.results ?? []);
  const plan = selectedPlan(plans, params.get('plan'));
  /** The list is on its way (not failed): the bar keeps the room of its count and its Download. */
  const loading = !list.data && !sort.isError && !list.isError;

  function choose(id: number) {
    const next = new URLSearchParams(params);
    next.set('plan', String(id));
    setParams(next, { replace: true });
  }

  /** In the small window the manage page opens in the window that opened it, when there is one. */
  function openManage() {
    const opener = popup ? (window.opener as Window | null) : null;
    if (opener && !opener.closed) {
      try {
        opener.location.assign(MANAGE_PATH);
        opener.focus();
        return;
      } catch {
        // an opener of another site cannot be steered: open the page here instead
      }
    }
    navigate(MANAGE_PATH);
  }

  function openSmallWindow() {
    if (!openViewerWindow(plan?.id)) void message.warning(t('teachplan.viewer.popupBlocked'));
  }

  const title = t('teachplan.viewer.title');
  const manageButton = popup ? (
    <Tooltip title={t('teachplan.viewer.manage')}>
      <Button icon={<SettingOutlined aria-hidden />} aria-label={t('teachplan.viewer.manage')} onClick={openManage} />
    </Tooltip>
  ) : (
    <Button type="primary" icon={<SettingOutlined aria-hidden />} onClick={openManage}>
      {t('teachplan.viewer.manage')}
    </Button>
  );

  let body;
  if (sort.isError || list.isError) {
    const error = sort.error ?? list.error;
    body = <PlanListError detail={error?.message} onRetry={() => void (sort.isError ? sort.refetch() : list.refetch())} />;
  } else if (!list.data) body = <PageLoading />;
  else if (!plan) {
    const none = list.data.results.length === 0;
    body = (
      <EmptyState
        hint={t(none ? 'teachplan.viewer.emptyNone' : 'teachplan.viewer.emptyDisabled')}
        actionLabel={t('teachplan.viewer.manage')}
        onAction={openManage}
      />
    );
  } else body = <PlanDocument plan={plan} />;

  return (
    <section className={popup ? 'tp-viewer tp-viewer--popup' : 'tp-viewer'} aria-labelledby="tp-viewer-title">
      <div className="tp-viewer__bar">
        <h1 id="tp-viewer-title" className={popup ? 'visually-hidden' : 'tp-viewer__title'}>
          {title}
        </h1>
        <Select
          className="tp-viewer__picker"
          aria-label={t('teachplan.viewer.pick')}
          placeholder={t('teachplan.viewer.pick')}
          value={plan?.id}
          disabled={plans.length === 0}
          onChange={choose}
          showSearch={{ optionFilterProp: 'title' }}
          // Every plan is in the list, for screen readers too (a teacher has at most a few dozen).
          virtual={false}
          options={plans.map((p) => ({ value: p.id, title: p.file_name, label: <PlanName fileName={p.file_name} /> }))}
        />
        <span className="tp-viewer__count" aria-live="polite">
          {list.data ? t('teachplan.viewer.count', { n: plans.length }) : null}
          {loading ? (
            // The count's room is kept while the list loads, so the bar wraps the same before and
            // after: an invisible copy drawn by CSS (teachplan.css), not text of the page.
            <span aria-hidden className="tp-viewer__count-room" data-room={t('teachplan.viewer.count', { n: 0 })} />
          ) : null}
        </span>
        <div className="tp-viewer__actions">
          {/* Shown, disabled, while the list loads, so the bar keeps its room (layout shifts). */}
          {(plan || loading) && (
            <Tooltip title={popup ? t('teachplan.action.download') : undefined}>
              <Button
                icon={<DownloadOutlined aria-hidden />}
                aria-label={popup ? t('teachplan.action.download') : undefined}
                disabled={!plan}
                loading={plan !== null && downloading === plan.id}
                onClick={() => plan && void download(plan)}
              >
                {popup ? null : t('teachplan.action.download')}
              </Button>
            </Tooltip>
          )}
          {!popup && (
            <Button
              icon={<ExportOutlined aria-hidden />}
              href={viewerPath(plan?.id, true)}
              target="_blank"
              onClick={(event) => {
                event.preventDefault();
                openSmallWindow();
              }}
            >
              {t('teachplan.viewer.smallWindow')}
            </Button>
          )}
          {manageButton}
        </div>
      </div>
      <div className="tp-viewer__doc">{body}</div>
    </section>
  );
}
