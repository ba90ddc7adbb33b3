/**
 * The learning-history table (spec 001 §2 "Recent learning"): the title links to
 * /course/{course}/{unit or 0} or /project/{project} and is cut at 30 characters with the whole
 * title in a hover popover; then the type and the time.
 */
import { Popover, type TableColumnsType } from 'antd';
import { PagedTable } from '@/components/paged-table';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { LearningHistory } from '@/types/content';
import { historyLink } from '../utils/history-link';
import { truncateTitle } from '../utils/history-title';

function HistoryTitle({ entry }: { entry: LearningHistory }) {
  const { text, truncated } = truncateTitle(entry.title);
  const to = historyLink(entry);
  const label = to ? (
    <Link to={to} aria-label={truncated ? entry.title : undefined}>
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
  return truncated ? <Popover content={entry.title}>{label}</Popover> : label;
}

export function HistoryTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  onPage,
}: {
  rows: LearningHistory[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const columns: TableColumnsType<LearningHistory> = [
    { key: 'title', title: t('history.col.title'), dataIndex: 'title', render: (_, h) => <HistoryTitle entry={h} /> },
    { key: 'type', title: t('history.col.type'), dataIndex: 'resourcetype', width: 120, render: (_, h) => t(`history.type.${h.resourcetype}`) },
    { key: 'time', title: t('history.col.time'), dataIndex: 'updated_at', width: 180, render: (_, h) => formatDateTime(h.updated_at) },
  ];
  return (
    <PagedTable<LearningHistory>
      columns={columns}
      rows={rows}
      loading={loading}
      page={page}
      pageSize={pageSize}
      total={total}
      totalText={(count) => t('history.total', { total: count })}
      onPage={onPage}
    />
  );
}
