/**
 * The teams a teacher runs (spec 002 §2.1 /manage/team): cover and name, code, students,
 * portfolios, created date and the row actions (students, courses, login cards, data report),
 * disabled while the service is not running (§4.6).
 */
import { Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { PagedTable } from '@/components/paged-table';
import { Guarded } from '@/components/guarded';
import { canSeeTeamReport } from '@/lib/access';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { Team } from '@/types/manage';
import type { User } from '@/types/user';
import { canPrintLoginCards } from '../utils/permissions';
import { loginCardLink, queryOf, teamDetailLink, teamReportLink, TEAM_LIST } from '@/lib/paths';
import { RowAction, RowLink } from '@/components/row-action';

export function TeamTable({
  user,
  rows,
  total,
  page,
  pageSize,
  loading,
  blocked,
  onPage,
}: {
  user: User;
  rows: Team[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  /** why row actions are disabled (the service period), or null */
  blocked: string | null;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const back = { back: `${TEAM_LIST.manage}${page > 1 ? queryOf({ page }) : ''}` };
  const action = (label: string, to: string, name: string) => (
    <Guarded reason={blocked}>
      {(guard) =>
        // A blocked action goes nowhere: a disabled button with its reason; else a link.
        guard.disabled ? (
          <RowAction {...guard} aria-label={`${label}: ${name}`}>
            {label}
          </RowAction>
        ) : (
          <RowLink aria-label={`${label}: ${name}`} to={to} state={back}>
            {label}
          </RowLink>
        )
      }
    </Guarded>
  );

  const columns: TableColumnsType<Team> = [
    {
      key: 'name',
      title: t('team.col.name'),
      render: (_, team) => (
        <span className="team-name-cell">
          <img src={team.cover || '/covers/space.jpg'} alt="" width={56} height={38} loading="lazy" />
          {blocked ? team.name : <Link to={teamDetailLink(team, 'manage')} state={back}>{team.name}</Link>}
        </span>
      ),
    },
    { key: 'code', title: t('team.col.code'), dataIndex: 'code', width: 110, render: (code: string) => <span className="team-code">{code}</span> },
    { key: 'students', title: t('team.col.students'), dataIndex: 'num_student', width: 100 },
    { key: 'studios', title: t('team.col.studios'), dataIndex: 'num_studios', width: 110 },
    { key: 'created', title: t('team.col.created'), dataIndex: 'created_at', width: 130, render: (value: string) => formatDate(value) },
    {
      key: 'actions',
      title: t('team.col.actions'),
      render: (_, team) => (
        <Space size={0} wrap>
          {action(t('team.action.students'), teamDetailLink(team, 'manage'), team.name)}
          {action(t('team.action.courses'), teamDetailLink(team, 'manage', 'courses'), team.name)}
          {canPrintLoginCards(user, team) ? action(t('team.action.printCards'), loginCardLink(team, 'manage'), team.name) : null}
          {canSeeTeamReport(user, team) ? action(t('team.action.report'), teamReportLink(team, 'manage'), team.name) : null}
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
      totalText={(count) => t('team.list.total', { total: count })}
      onPage={onPage}
    />
  );
}
