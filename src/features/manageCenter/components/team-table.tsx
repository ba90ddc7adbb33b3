/**
 * The campus's teams in the management centre (spec 002 §2.6): cover and name (to the team's
 * students), code, teaching teachers, students and created date (both sortable, the server sorts),
 * portfolios, and the row links: students, course management and, only when the campus has
 * overall_organization_data, the team's data report. The links carry the list's address so the
 * team page's back link returns to the same page and search (§2.5). While the service is not
 * running (§4.6) the row actions are disabled with the reason as their tooltip, as on /manage/team.
 */
import { Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { Guarded } from '@/components/guarded';
import { PagedTable, sortDirectionOf } from '@/components/paged-table';
import { formatDate } from '@/lib/dates';
import { useI18n } from '@/lib/i18n/i18n';
import { teamDetailLink, teamReportLink } from '@/lib/paths';
import type { Team } from '@/types/manage';
import { columnOrder } from '../utils/column-order';
import { formatCount } from '@/lib/format-count';
import { useTotalText } from './use-total-text';
import { RowAction } from '@/components/row-action';

/** The server's sort fields of the sortable columns (their column keys are the same). */
export const TEAM_SORT_FIELDS = ['num_student', 'created_at'] as const;
export type TeamOrder = '' | (typeof TEAM_SORT_FIELDS)[number] | `-${(typeof TEAM_SORT_FIELDS)[number]}`;
export const TEAM_ORDERS: readonly TeamOrder[] = ['', ...TEAM_SORT_FIELDS.flatMap((f) => [f, `-${f}` as const])];

/** Column key → the server's sort field ('' order: the server's default, newest first). */
const SORT_FIELDS = Object.fromEntries(TEAM_SORT_FIELDS.map((field) => [field, field]));

export function TeamTable({
  rows,
  total,
  page,
  pageSize,
  order,
  loading,
  showReport,
  blocked,
  back,
  onPage,
  onOrder,
}: {
  rows: readonly Team[];
  total: number;
  page: number;
  pageSize: number;
  order: TeamOrder;
  loading: boolean;
  /** the campus may see its teams' data reports (overall_organization_data) */
  showReport: boolean;
  /** why the row actions are disabled (the service period), or null */
  blocked: string | null;
  /** this list's address, handed to the team page for its back link */
  back: string;
  onPage: (page: number) => void;
  onOrder: (order: TeamOrder) => void;
}) {
  const { t } = useI18n();
  const totalText = useTotalText(pageSize);
  const state = { back };
  /** A row action: its link, or while blocked a disabled control that says why. */
  const action = (to: string, label: string, name: string) =>
    blocked === null ? (
      <Link to={to} state={state} aria-label={name}>
        {label}
      </Link>
    ) : (
      <Guarded reason={blocked}>
        {(guard) => (
          <RowAction {...guard} aria-label={name}>
            {label}
          </RowAction>
        )}
      </Guarded>
    );
  const columns: TableColumnsType<Team> = [
    {
      key: 'name',
      title: t('manageCenter.team.col.name'),
      render: (_, team) => (
        <span className="mc-team-name">
          <img src={team.cover || '/covers/space.jpg'} alt="" width={56} height={38} loading="lazy" />
          {blocked === null ? (
            <Link to={teamDetailLink(team, 'centre')} state={state}>
              {team.name}
            </Link>
          ) : (
            team.name
          )}
        </span>
      ),
    },
    { key: 'code', title: t('manageCenter.team.col.code'), dataIndex: 'code', width: 120, render: (code: string) => <code className="mc-team-code">{code}</code> },
    {
      key: 'teachers',
      title: t('manageCenter.team.col.teachers'),
      render: (_, team) => (team.team_teacher.length ? team.team_teacher.map((teacher) => teacher.name).join(t('manageCenter.listSeparator')) : '-'),
    },
    {
      key: 'num_student',
      title: t('manageCenter.team.col.students'),
      width: 110,
      sorter: true,
      sortOrder: sortDirectionOf(order, 'num_student'),
      render: (_, team) => formatCount(team.num_student),
    },
    { key: 'studios', title: t('manageCenter.team.col.portfolios'), width: 110, render: (_, team) => formatCount(team.num_studios) },
    {
      key: 'created_at',
      title: t('manageCenter.team.col.created'),
      width: 130,
      sorter: true,
      sortOrder: sortDirectionOf(order, 'created_at'),
      render: (_, team) => formatDate(team.created_at),
    },
    {
      key: 'actions',
      title: t('manageCenter.col.actions'),
      render: (_, team) => (
        <Space size={12} wrap>
          {action(teamDetailLink(team, 'centre'), t('manageCenter.team.students'), t('manageCenter.team.studentsOf', { name: team.name }))}
          {action(teamDetailLink(team, 'centre', 'courses'), t('manageCenter.team.courses'), t('manageCenter.team.coursesOf', { name: team.name }))}
          {showReport && action(teamReportLink(team, 'centre'), t('manageCenter.team.report'), t('manageCenter.team.reportOf', { name: team.name }))}
        </Space>
      ),
    },
  ];
  return (
    <PagedTable<Team>
      columns={columns}
      rows={rows}
      loading={loading}
      page={page}
      pageSize={pageSize}
      total={total}
      quickJumper
      label={t('manageCenter.tab.team')}
      totalText={totalText}
      onPage={onPage}
      onSort={(key, direction) => onOrder(columnOrder<TeamOrder>(SORT_FIELDS, key, direction))}
    />
  );
}
