/**
 * The teacher table (spec 002 §2.8): name (sortable, to the person's home), username, phone,
 * teams (a dash, the name, or a count with the names in a tooltip), the three quotas ("used/limit"
 * or shared), join date (sortable) and the actions. A pending invitation says so in a tooltip.
 */
import { Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { PagedTable, sortDirectionOf } from '@/components/paged-table';
import { EMPLOYEE_PAGE_SIZE, type EmployeeOrder } from '@/api/employees';
import { formatDate } from '@/lib/dates';
import { useI18n } from '@/lib/i18n/i18n';
import type { Employee } from '@/types/manage';
import type { User } from '@/types/user';
import { isPendingInvite } from '../utils/permissions';
import { columnOrder } from '../utils/column-order';
import { formatCount } from '@/lib/format-count';
import { parseQuotaText } from '../utils/quota';
import { Guarded } from '@/components/guarded';
import { useTotalText } from './use-total-text';
import { paths } from '@/lib/paths';
import { RowAction } from '@/components/row-action';

export interface EmployeeRowActions {
  /** why modify/reset/delete are disabled for every row (the service period), else null */
  blocked: string | null;
  /** why this row's delete is disabled (the viewer themselves), else null */
  deleteBlocked: (employee: Employee) => string | null;
  onModify: (employee: Employee) => void;
  onReset: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
}

/** The person's home: their own is /account/home (002 §2.8). */
function homeOf(employee: Employee, viewer: Pick<User, 'username'> | undefined): string {
  return viewer && employee.username === viewer.username ? paths.accountHome.href() : paths.userHome.href(employee.username);
}

function TeamsCell({ teams }: { teams: Employee['team'] }) {
  const { t } = useI18n();
  if (teams.length === 0) return <span aria-label={t('manageCenter.employee.noTeam')}>-</span>;
  if (teams.length === 1) return <span>{teams[0].name}</span>;
  const names = teams.map((team) => team.name).join(t('manageCenter.listSeparator'));
  return (
    <Tooltip title={names}>
      <span tabIndex={0} aria-label={`${t('manageCenter.employee.teamCount', { count: teams.length })}: ${names}`} style={{ borderBottom: '1px dashed currentColor' }}>
        {t('manageCenter.employee.teamCount', { count: teams.length })}
      </span>
    </Tooltip>
  );
}

function QuotaCell({ text }: { text: string }) {
  const { t } = useI18n();
  const use = parseQuotaText(text);
  if (!use) return <span>{t('manageCenter.employee.quotaShared')}</span>;
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatCount(use.used)}/{formatCount(use.limit)}
    </span>
  );
}

/** Column key → the server's sort field (002 §7: user__name and created_at). */
const SORT_FIELDS = { name: 'user__name', created_at: 'created_at' } as const;

export function EmployeeTable({
  rows,
  total,
  page,
  order,
  loading,
  viewer,
  actions,
  onPage,
  onOrder,
}: {
  rows: readonly Employee[];
  total: number;
  page: number;
  order: EmployeeOrder | '';
  loading: boolean;
  viewer: Pick<User, 'username'> | undefined;
  actions: EmployeeRowActions;
  onPage: (page: number) => void;
  onOrder: (order: EmployeeOrder | '') => void;
}) {
  const { t } = useI18n();
  const totalText = useTotalText(EMPLOYEE_PAGE_SIZE);
  const columns: TableColumnsType<Employee> = [
    {
      key: 'name',
      title: t('manageCenter.employee.col.name'),
      sorter: true,
      sortOrder: sortDirectionOf(order, 'user__name'),
      render: (_, e) => (
        <Space size={6} wrap>
          <Link to={homeOf(e, viewer)}>{e.name}</Link>
          {isPendingInvite(e) && (
            <Tooltip title={t('manageCenter.employee.pending')}>
              <Tag tabIndex={0} aria-label={t('manageCenter.employee.pending')} style={{ marginInlineEnd: 0, color: '#7a4100', background: '#fff7e0', borderColor: '#ffd666' }}>
                {t('manageCenter.employee.invited')}
              </Tag>
            </Tooltip>
          )}
          {e.is_manager && <Tag style={{ marginInlineEnd: 0 }}>{t('manageCenter.employee.manager')}</Tag>}
        </Space>
      ),
    },
    { key: 'username', title: t('manageCenter.employee.col.username'), dataIndex: 'username' },
    { key: 'phone', title: t('manageCenter.employee.col.phone'), dataIndex: 'phone' },
    { key: 'team', title: t('manageCenter.employee.col.team'), render: (_, e) => <TeamsCell teams={e.team} /> },
    { key: 'students', title: t('manageCenter.employee.col.studentQuota'), render: (_, e) => <QuotaCell text={e.student_nums} /> },
    { key: 'teams', title: t('manageCenter.employee.col.teamQuota'), render: (_, e) => <QuotaCell text={e.team_nums} /> },
    { key: 'studios', title: t('manageCenter.employee.col.portfolioQuota'), render: (_, e) => <QuotaCell text={e.studio_nums} /> },
    {
      key: 'created_at',
      title: t('manageCenter.employee.col.joined'),
      sorter: true,
      sortOrder: sortDirectionOf(order, 'created_at'),
      // A pending invitation has not joined: its date is the day it was sent.
      render: (_, e) => (isPendingInvite(e) ? t('manageCenter.employee.invitedOn', { date: formatDate(e.created_at) }) : formatDate(e.created_at)),
    },
    {
      key: 'actions',
      title: t('manageCenter.col.actions'),
      render: (_, e) => (
        <Space size={0}>
          <Guarded reason={actions.blocked}>
            {(state) => (
              <RowAction {...state} onClick={() => actions.onModify(e)} aria-label={t('manageCenter.employee.modifyOf', { name: e.name })}>
                {t('manageCenter.employee.modify')}
              </RowAction>
            )}
          </Guarded>
          <Guarded reason={actions.blocked}>
            {(state) => (
              <RowAction {...state} onClick={() => actions.onReset(e)} aria-label={t('manageCenter.employee.resetOf', { name: e.name })}>
                {t('manageCenter.employee.reset')}
              </RowAction>
            )}
          </Guarded>
          <Guarded reason={actions.blocked ?? actions.deleteBlocked(e)}>
            {(state) => (
              <RowAction danger {...state} onClick={() => actions.onDelete(e)} aria-label={t('manageCenter.employee.deleteOf', { name: e.name })}>
                {t('manageCenter.employee.delete')}
              </RowAction>
            )}
          </Guarded>
        </Space>
      ),
    },
  ];
  return (
    <PagedTable<Employee>
      columns={columns}
      rows={rows}
      loading={loading}
      page={page}
      pageSize={EMPLOYEE_PAGE_SIZE}
      total={total}
      quickJumper
      totalText={totalText}
      onPage={onPage}
      onSort={(key, direction) => onOrder(columnOrder<EmployeeOrder>(SORT_FIELDS, key, direction))}
    />
  );
}
