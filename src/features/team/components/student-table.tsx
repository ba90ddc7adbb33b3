/**
 * The student table of a team (spec 002 §2.5, §4.3, §9): drafts first (their name typed in the
 * row, saved or cancelled one by one), then the saved students: name (links to their home),
 * username, key (****** until the eye toggle, persisted as show_key), actions change key, move,
 * delete. 8 a page by default (20, 50 or 100 to choose); saved rows can be selected, across pages
 * and searches, for the actions on several at once.
 */
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { Guarded } from '@/components/guarded';
import { useT } from '@/lib/i18n/i18n';
import { STUDENT_NAME_MAX, checkStudentName } from '@/lib/validators/names';
import type { TeamStudent } from '@/types/manage';
import type { DraftStudent } from '../utils/drafts';
import { paths } from '@/lib/paths';
import { StudentKey } from './student-key';
import { RowAction } from '@/components/row-action';

/** spec 002 §9: tables default to 8 rows (students in team detail) */
export const STUDENT_TABLE_PAGE_SIZE = 8;
/** Beyond the spec: a big class reads faster at 20, 50 or 100 a page. */
export const STUDENT_TABLE_PAGE_SIZES = [STUDENT_TABLE_PAGE_SIZE, 20, 50, 100];

export type StudentRow = { kind: 'draft'; key: string; draft: DraftStudent } | { kind: 'saved'; key: string; student: TeamStudent };

export interface StudentTableActions {
  renameDraft(key: string, name: string): void;
  saveDraft(draft: DraftStudent): void;
  cancelDraft(draft: DraftStudent): void;
  changeKey?(student: TeamStudent): void;
  move(student: TeamStudent): void;
  remove(student: TeamStudent): void;
}

export function StudentTable({
  rows,
  showKeys,
  onToggleKeys,
  togglingKeys,
  savingKeys,
  selected,
  onSelect,
  page,
  pageSize,
  onPage,
  blocked,
  actions,
}: {
  rows: StudentRow[];
  showKeys: boolean;
  onToggleKeys: () => void;
  togglingKeys: boolean;
  /** drafts being saved */
  savingKeys: ReadonlySet<string>;
  selected: number[];
  onSelect: (ids: number[]) => void;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  /** why changes are disabled (the service period), or null */
  blocked: string | null;
  actions: StudentTableActions;
}) {
  const t = useT();
  const guardedLink = (label: string, name: string, onClick: () => void, danger = false) => (
    <Guarded reason={blocked}>
      {(guard) => (
        <RowAction danger={danger} className={danger ? 'team-danger-link' : undefined} {...guard} aria-label={`${label}: ${name}`} onClick={onClick}>
          {label}
        </RowAction>
      )}
    </Guarded>
  );

  const columns: TableColumnsType<StudentRow> = [
    {
      key: 'name',
      title: t('team.students.col.name'),
      className: 'team-students__name',
      render: (_, row) => {
        if (row.kind === 'saved') return <Link to={paths.userHome.href(row.student.user)}>{row.student.name}</Link>;
        const problem = row.draft.name ? checkStudentName(row.draft.name) : null;
        const refused = row.draft.refused;
        return (
          <div>
            <Input
              size="small"
              value={row.draft.name}
              count={{ show: true, max: STUDENT_NAME_MAX }}
              status={problem || refused ? 'error' : undefined}
              aria-label={t('team.students.draftName')}
              placeholder={t('team.students.draftName')}
              onChange={(e) => actions.renameDraft(row.key, e.target.value)}
              style={{ maxWidth: 200 }}
            />
            {problem ? <div className="team-field-error">{t(problem.key, problem.params)}</div> : null}
            {!problem && refused ? <div className="team-field-error">{t('team.students.refused', { reason: refused.message })}</div> : null}
          </div>
        );
      },
    },
    { key: 'user', title: t('team.students.col.username'), render: (_, row) => (row.kind === 'saved' ? row.student.user : <Tag>{t('team.students.unsaved')}</Tag>) },
    {
      key: 'key',
      title: (
        <Space size={4}>
          {t('team.students.col.key')}
          <Button
            type="text"
            size="small"
            loading={togglingKeys}
            aria-pressed={showKeys}
            aria-label={showKeys ? t('team.students.hideKeys') : t('team.students.showKeys')}
            icon={showKeys ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            onClick={onToggleKeys}
          />
        </Space>
      ),
      render: (_, row) => (row.kind === 'saved' ? <StudentKey student={row.student} shown={showKeys} /> : '—'),
    },
    {
      key: 'actions',
      title: t('team.students.col.actions'),
      render: (_, row) => {
        if (row.kind === 'draft') {
          const name = row.draft.name || t('team.students.unsaved');
          return (
            <Space size={0}>
              <Button type="link" size="small" loading={savingKeys.has(row.key)} aria-label={`${t('common.save')}: ${name}`} onClick={() => actions.saveDraft(row.draft)}>
                {t('common.save')}
              </Button>
              <RowAction aria-label={`${t('common.cancel')}: ${name}`} onClick={() => actions.cancelDraft(row.draft)}>
                {t('common.cancel')}
              </RowAction>
            </Space>
          );
        }
        const { student } = row;
        // one line of actions: a row stays one finger tall (the table scrolls inside its card on a phone)
        return (
          <Space size={0}>
            {actions.changeKey ? guardedLink(t('team.students.changeKey'), student.name, () => actions.changeKey?.(student)) : null}
            {guardedLink(t('team.students.move'), student.name, () => actions.move(student))}
            {guardedLink(t('team.students.delete'), student.name, () => actions.remove(student), true)}
          </Space>
        );
      },
    },
  ];

  // The table scrolls sideways inside its own box. Not antd's scroll.x: its hidden measuring row
  // repeats the column titles, the select-all checkbox among them (a focusable control in an
  // aria-hidden row).
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<StudentRow>
        rowKey="key"
        columns={columns}
        dataSource={rows}
        rowSelection={{
          selectedRowKeys: selected.map((id) => `s${id}`),
          // a selection survives paging and searching: the rows it names may be off screen
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({ disabled: row.kind === 'draft', 'aria-label': row.kind === 'saved' ? t('team.students.select', { name: row.student.name }) : undefined }),
          onChange: (keys) => onSelect(keys.map((k) => Number(String(k).slice(1)))),
        }}
        pagination={{
          current: page,
          pageSize,
          pageSizeOptions: STUDENT_TABLE_PAGE_SIZES,
          total: rows.length,
          showSizeChanger: true,
          showTotal: (total) => t('team.students.total', { total }),
          onChange: onPage,
        }}
      />
    </div>
  );
}
