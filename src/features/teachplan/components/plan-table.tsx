/**
 * The plan list of the manage page: sortable by name, stage and upload time (the order is the
 * user's plan_sort setting, sorted by the server), with enable/disable, download, share/unshare
 * and delete offered by the rules of spec 001 §6 (utils/permissions.ts).
 */
import { Grid, Space, Switch, Table, type TableColumnsType, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { PlanSort, TeachPlan } from '@/types/content';
import type { User } from '@/types/user';
import { offersSharing, planActions } from '../utils/permissions';
import { formatFileSize } from '../utils/plan-files';
import { planSortOf, sortOrderOf, type SortField } from '../utils/plan-sort';
import { viewerPath } from '../utils/viewer';
import { PlanName } from './plan-name';
import { PlanSource } from './plan-source';
import { wideTable } from '@/components/wide-table';
import { RowAction } from '@/components/row-action';

export interface PlanTableHandlers {
  onToggle: (plan: TeachPlan, enable: boolean) => void;
  onDownload: (plan: TeachPlan) => void;
  onShare: (plan: TeachPlan, share: boolean) => void;
  onDelete: (plan: TeachPlan) => void;
  onSort: (sort: PlanSort) => void;
}

/** the plan name column's width (px): names of 30-odd characters on one or two lines */
const FILE_NAME_WIDTH = 280;
/** on an upright tablet, beside the stage, the switch and the actions */
const FILE_NAME_WIDTH_UPRIGHT = 240;

/**
 * Which columns fold under the plan's name, so that a tablet sees the whole row with its switch
 * and actions without scrolling sideways (issue 28): below 1200 px the upload time and the size,
 * below 992 px the source too. A phone gets every column, in a table that scrolls inside its card.
 */
function useFolding(): { details: boolean; source: boolean } {
  const screens = Grid.useBreakpoint();
  const tablet = screens.md === true && screens.xl !== true;
  return { details: tablet, source: tablet && screens.lg !== true };
}

export function PlanTable({
  plans,
  sort,
  viewer,
  loading,
  busy,
  handlers,
}: {
  plans: TeachPlan[];
  sort: PlanSort;
  viewer: Pick<User, 'user_type' | 'username'>;
  loading: boolean;
  /** the plan an action is running on */
  busy: number | null;
  handlers: PlanTableHandlers;
}) {
  const t = useT();
  const folded = useFolding();
  const sortable = (field: SortField) => ({ sorter: true, sortOrder: sortOrderOf(sort, field), showSorterTooltip: false });
  const size = (plan: TeachPlan) => formatFileSize(plan.file_size) || '—';

  const columns: TableColumnsType<TeachPlan> = [
    {
      key: 'file_name',
      title: t('teachplan.col.name'),
      // The name's own room: never wrapped a letter a line (a phone scrolls the table inside its card).
      width: folded.source ? FILE_NAME_WIDTH_UPRIGHT : FILE_NAME_WIDTH,
      className: 'tp-plan-table__name',
      ...sortable('file_name'),
      render: (_, plan) => (
        <>
          {plan.enable ? (
            <Link to={viewerPath(plan.id)} aria-label={t('teachplan.action.view', { name: plan.file_name })}>
              <PlanName fileName={plan.file_name} />
            </Link>
          ) : (
            <PlanName fileName={plan.file_name} />
          )}
          {folded.details ? (
            <div className="tp-name__details">
              {folded.source ? <PlanSource plan={plan} username={viewer.username} /> : null}
              <span>{t('teachplan.list.uploadedOn', { time: formatDateTime(plan.created_at) })}</span>
              <span>{size(plan)}</span>
            </div>
          ) : null}
        </>
      ),
    },
    { key: 'course_bag_tag', title: t('teachplan.col.stage'), width: 130, ...sortable('course_bag_tag'), render: (_, plan) => plan.course_bag_tag || '—' },
    ...(folded.source ? [] : [{ key: 'source', title: t('teachplan.col.source'), width: 200, render: (_: unknown, plan: TeachPlan) => <PlanSource plan={plan} username={viewer.username} /> }]),
    ...(folded.details
      ? []
      : [
          { key: 'created_at', title: t('teachplan.col.created'), width: 170, ...sortable('created_at'), render: (_: unknown, plan: TeachPlan) => formatDateTime(plan.created_at) },
          { key: 'size', title: t('teachplan.col.size'), width: 90, render: (_: unknown, plan: TeachPlan) => size(plan) },
        ]),
    {
      key: 'enable',
      title: t('teachplan.col.enabled'),
      width: 90,
      render: (_, plan) => (
        <Switch
          checked={plan.enable}
          disabled={!planActions(viewer, plan).toggle}
          loading={busy === plan.id}
          aria-label={t('teachplan.action.enable', { name: plan.file_name })}
          onChange={(checked) => handlers.onToggle(plan, checked)}
        />
      ),
    },
    {
      key: 'actions',
      title: t('teachplan.col.actions'),
      width: offersSharing(viewer) ? 250 : 190,
      render: (_, plan) => {
        const allowed = planActions(viewer, plan);
        return (
          <Space size={0} wrap>
            <RowAction aria-label={t('teachplan.action.downloadNamed', { name: plan.file_name })} onClick={() => handlers.onDownload(plan)}>
              {t('teachplan.action.download')}
            </RowAction>
            {allowed.share && (
              <RowAction
                aria-label={t(plan.is_share ? 'teachplan.action.unshareNamed' : 'teachplan.action.shareNamed', { name: plan.file_name })}
                onClick={() => handlers.onShare(plan, !plan.is_share)}
              >
                {t(plan.is_share ? 'teachplan.action.unshare' : 'teachplan.action.share')}
              </RowAction>
            )}
            {allowed.remove && (
              <RowAction danger aria-label={t('teachplan.action.deleteNamed', { name: plan.file_name })} onClick={() => handlers.onDelete(plan)}>
                {t('teachplan.action.delete')}
              </RowAction>
            )}
          </Space>
        );
      },
    },
  ];

  const onChange: TableProps<TeachPlan>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    handlers.onSort(planSortOf(one?.columnKey as SortField | undefined, one?.order));
  };

  return (
    <Table<TeachPlan>
      rowKey="id"
      columns={columns}
      dataSource={plans}
      loading={loading}
      pagination={false}
      onChange={onChange}
      {...wideTable(columns)}
      locale={{ emptyText: t('teachplan.list.noMatch') }}
    />
  );
}
