/**
 * The personal project table (spec 002 §2.2): name with cover (opens the project on its
 * platform), platform (scratch shown as the interactive creation platform), status, created and
 * last saved times (name and both times sortable), and the actions make public or withdraw,
 * edit (the platform's editor) and delete.
 */
import { Button, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { formatDateTime } from '@/lib/dates';
import { projectEditorUrl, projectPlatformUrl } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import type { LmsProject } from '@/types/manage';
import { columnSortOrder, orderFor, type ProjectSortField } from '../utils/project-list-state';
import { wideTable } from '@/components/wide-table';
import { RowAction } from '@/components/row-action';

export type ProjectAction = 'publish' | 'withdraw' | 'delete';

export function ProjectTable({
  rows,
  total,
  page,
  pageSize,
  order,
  loading,
  busy,
  onPage,
  onOrder,
  onAction,
}: {
  rows: readonly LmsProject[];
  total: number;
  page: number;
  pageSize: number;
  order: string;
  loading: boolean;
  /** the project an action is running on */
  busy: number | null;
  onPage: (page: number) => void;
  onOrder: (order: string) => void;
  onAction: (action: ProjectAction, project: LmsProject) => void;
}) {
  const t = useT();
  const sortable = (field: ProjectSortField) => ({ sorter: true, sortOrder: columnSortOrder(order, field), showSorterTooltip: false });
  const columns: TableColumnsType<LmsProject> = [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('manage.project.col.name'),
      width: 260,
      ...sortable('title'),
      render: (_, p) => (
        <a className="manage-project__name" href={projectPlatformUrl(p.id, p.platform)} target="_blank" rel="noopener noreferrer">
          {p.image ? <img src={p.image} alt="" width={64} height={48} className="manage-project__cover" /> : <span className="manage-project__cover" />}
          <span>{p.title}</span>
        </a>
      ),
    },
    { key: 'platform', dataIndex: 'platform', title: t('manage.project.col.platform'), width: 150, render: (_, p) => t(`manage.project.platform.${p.platform}`) },
    {
      key: 'status',
      dataIndex: 'lms_public',
      title: t('manage.project.col.status'),
      width: 110,
      render: (_, p) => <StatusTag tone={p.lms_public ? 'success' : 'neutral'}>{t(p.lms_public ? 'manage.project.status.public' : 'manage.project.status.private')}</StatusTag>,
    },
    { key: 'created_at', dataIndex: 'created_at', title: t('manage.project.col.created'), width: 170, ...sortable('created_at'), render: (_, p) => formatDateTime(p.created_at) },
    { key: 'updated_at', dataIndex: 'updated_at', title: t('manage.project.col.saved'), width: 170, ...sortable('updated_at'), render: (_, p) => formatDateTime(p.updated_at) },
    {
      key: 'actions',
      title: t('manage.project.col.actions'),
      width: 240,
      render: (_, p) => (
        <Space size={0} wrap>
          {p.lms_public ? (
            <Button type="link" size="small" loading={busy === p.id} aria-label={t('manage.project.withdraw.label', { title: p.title })} onClick={() => onAction('withdraw', p)}>
              {t('manage.project.withdraw')}
            </Button>
          ) : (
            <Button type="link" size="small" loading={busy === p.id} aria-label={t('manage.project.publish.label', { title: p.title })} onClick={() => onAction('publish', p)}>
              {t('manage.project.publish')}
            </Button>
          )}
          <Button type="link" size="small" href={projectEditorUrl(p.id, p.platform)} target="_blank" rel="noopener noreferrer" aria-label={t('manage.project.edit.label', { title: p.title })}>
            {t('manage.project.edit')}
          </Button>
          <RowAction danger aria-label={t('manage.project.delete.label', { title: p.title })} onClick={() => onAction('delete', p)}>
            {t('manage.project.delete')}
          </RowAction>
        </Space>
      ),
    },
  ];

  const onChange: TableProps<LmsProject>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      onOrder(orderFor(one.columnKey as ProjectSortField, one.order));
    } else if (extra.action === 'paginate') onPage(pagination.current ?? 1);
  };

  return (
    <Table<LmsProject>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={onChange}
      {...wideTable(columns)}
      locale={{ emptyText: t('manage.project.noMatch') }}
      pagination={{
        current: page,
        pageSize,
        total,
        showQuickJumper: true,
        showSizeChanger: false,
        showTotal: (count) => t('manage.project.total', { total: count }),
      }}
    />
  );
}
