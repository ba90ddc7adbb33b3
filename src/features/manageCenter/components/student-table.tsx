/**
 * The campus student table (spec 002 §2.8, §4.8): name, username, key (****** until the eye
 * toggle in the column header is pressed; a word, or the key picture), teams, status, created
 * date and the actions: modify (edit info; change password for a student without one), change
 * key, the functions menu (freeze or unfreeze; allow or forbid comments, only while not frozen)
 * and delete. The actions that change an account are disabled while the service is not running.
 * Rows can be selected, across pages, for the actions on several students (StudentBatchBar).
 */
import { Button, Dropdown, Space, type MenuProps, type TableColumnsType } from 'antd';
import { DownOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ORG_STUDENT_PAGE_SIZE, type OrgStudentOrder } from '@/api/org-students';
import { PagedTable, sortDirectionOf } from '@/components/paged-table';
import { StatusTag, type StatusTone } from '@/components/status-tag';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { orgStudentStatus } from '@/lib/validators/students';
import type { OrgStudent, OrgStudentStatus } from '@/types/manage';
import { columnOrder } from '../utils/column-order';
import { canChangeStudentPassword, canToggleComments } from '../utils/permissions';

/** The sortable columns: their keys are the server's fields. */
const SORT_FIELDS = { name: 'name', created_at: 'created_at' } as const;
import { Guarded } from '@/components/guarded';
import { useTotalText } from './use-total-text';
import { paths } from '@/lib/paths';
import { RowAction } from '@/components/row-action';

/** spec 002 §9: private keys show as ****** unless shown */
export const HIDDEN_SECRET = '******';

const STATUS_TONE: Record<OrgStudentStatus, StatusTone> = { normal: 'success', freeze: 'error', no_comment: 'warning' };

export type StudentAction = 'edit' | 'password' | 'key' | 'freeze' | 'unfreeze' | 'allowComments' | 'forbidComments' | 'delete';

function SecretCell({ student, shown }: { student: OrgStudent; shown: boolean }) {
  const t = useT();
  if (!shown) return <span aria-label={t('manageCenter.student.secretHidden')}>{HIDDEN_SECRET}</span>;
  if (student.secret_type === 'image' && student.secret_image)
    return <img className="mc-secret-image" src={student.secret_image} alt={t('manageCenter.student.secretPicture', { name: student.name })} />;
  return <span>{student.secret}</span>;
}

export function StudentTable({
  rows,
  total,
  page,
  order,
  loading,
  secretsShown,
  blocked,
  onToggleSecrets,
  onPage,
  onOrder,
  onAction,
  selected,
  onSelect,
}: {
  rows: readonly OrgStudent[];
  total: number;
  page: number;
  order: OrgStudentOrder | '';
  loading: boolean;
  secretsShown: boolean;
  /** why the account actions are disabled (the service period), else null */
  blocked: string | null;
  onToggleSecrets: () => void;
  onPage: (page: number) => void;
  onOrder: (order: OrgStudentOrder | '') => void;
  onAction: (action: StudentAction, student: OrgStudent) => void;
  /** the selected students' ids, on any page */
  selected: readonly number[];
  onSelect: (ids: number[]) => void;
}) {
  const t = useT();
  const totalText = useTotalText(ORG_STUDENT_PAGE_SIZE);

  const modifyMenu = (s: OrgStudent): MenuProps => ({
    items: [
      { key: 'edit', label: t('manageCenter.student.editInfo') },
      ...(canChangeStudentPassword(s) ? [{ key: 'password', label: t('manageCenter.student.changePassword') }] : []),
    ],
    onClick: ({ key }) => onAction(key as StudentAction, s),
  });

  const functionsMenu = (s: OrgStudent): MenuProps => ({
    items: [
      s.is_freeze ? { key: 'unfreeze', label: t('manageCenter.student.unfreeze') } : { key: 'freeze', label: t('manageCenter.student.freeze') },
      s.allow_comments
        ? { key: 'forbidComments', label: t('manageCenter.student.forbidComments'), disabled: !canToggleComments(s) }
        : { key: 'allowComments', label: t('manageCenter.student.allowComments'), disabled: !canToggleComments(s) },
    ],
    onClick: ({ key }) => onAction(key as StudentAction, s),
  });

  const columns: TableColumnsType<OrgStudent> = [
    {
      key: 'name',
      title: t('manageCenter.student.col.name'),
      sorter: true,
      sortOrder: sortDirectionOf(order, 'name'),
      render: (_, s) => <Link to={paths.userHome.href(s.username)}>{s.name}</Link>,
    },
    { key: 'username', title: t('manageCenter.student.col.username'), dataIndex: 'username' },
    {
      key: 'secret',
      title: (
        <Space size={4}>
          {t('manageCenter.student.col.secret')}
          <Button
            type="text"
            size="small"
            aria-pressed={secretsShown}
            aria-label={t(secretsShown ? 'manageCenter.student.hideSecrets' : 'manageCenter.student.showSecrets')}
            icon={secretsShown ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            onClick={onToggleSecrets}
          />
        </Space>
      ),
      render: (_, s) => <SecretCell student={s} shown={secretsShown} />,
    },
    {
      key: 'team',
      title: t('manageCenter.student.col.team'),
      render: (_, s) => (s.student_team.length === 0 ? '-' : s.student_team.map((team) => team.name).join(t('manageCenter.listSeparator'))),
    },
    {
      key: 'status',
      title: t('manageCenter.student.col.status'),
      render: (_, s) => {
        const status = orgStudentStatus(s);
        return <StatusTag tone={STATUS_TONE[status]}>{t(`manageCenter.student.status.${status}`)}</StatusTag>;
      },
    },
    {
      key: 'created_at',
      title: t('manageCenter.student.col.created'),
      sorter: true,
      sortOrder: sortDirectionOf(order, 'created_at'),
      render: (_, s) => formatDate(s.created_at),
    },
    {
      key: 'actions',
      title: t('manageCenter.col.actions'),
      render: (_, s) => (
        <Space size={0}>
          <Guarded reason={blocked}>
            {(state) => (
              <Dropdown menu={modifyMenu(s)} trigger={['click']} disabled={state.disabled}>
                <RowAction {...state} aria-label={t('manageCenter.student.modifyOf', { name: s.name })}>
                  {t('manageCenter.student.modify')} <DownOutlined aria-hidden />
                </RowAction>
              </Dropdown>
            )}
          </Guarded>
          <Guarded reason={blocked}>
            {(state) => (
              <RowAction {...state} onClick={() => onAction('key', s)} aria-label={t('manageCenter.student.changeKeyOf', { name: s.name })}>
                {t('manageCenter.student.changeKey')}
              </RowAction>
            )}
          </Guarded>
          <Guarded reason={blocked}>
            {(state) => (
              <Dropdown menu={functionsMenu(s)} trigger={['click']} disabled={state.disabled}>
                <RowAction {...state} aria-label={t('manageCenter.student.functionsOf', { name: s.name })}>
                  {t('manageCenter.student.functions')} <DownOutlined aria-hidden />
                </RowAction>
              </Dropdown>
            )}
          </Guarded>
          <Guarded reason={blocked}>
            {(state) => (
              <RowAction danger {...state} onClick={() => onAction('delete', s)} aria-label={t('manageCenter.student.deleteOf', { name: s.name })}>
                {t('manageCenter.student.delete')}
              </RowAction>
            )}
          </Guarded>
        </Space>
      ),
    },
  ];

  return (
    <PagedTable<OrgStudent>
      columns={columns}
      rows={rows}
      loading={loading}
      page={page}
      pageSize={ORG_STUDENT_PAGE_SIZE}
      total={total}
      quickJumper
      totalText={totalText}
      onPage={onPage}
      onSort={(key, direction) => onOrder(columnOrder<OrgStudentOrder>(SORT_FIELDS, key, direction))}
      selection={{
        selectedRowKeys: [...selected],
        // a selection survives paging, sorting and searching: the rows it names may be off screen
        preserveSelectedRowKeys: true,
        getCheckboxProps: (s) => ({ 'aria-label': t('manageCenter.student.select', { name: s.name }) }),
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
    />
  );
}
