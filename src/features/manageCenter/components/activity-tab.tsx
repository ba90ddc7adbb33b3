/**
 * The campus activity log tab (issue 32): who changed what, to what, when; filtered by person,
 * kind and date range (kept in the address), paged, and exported to .xlsx by the server's Excel
 * export. The rows are written by the server with each change.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { downloadExcel } from '@/api/export';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { PagedTable } from '@/components/paged-table';
import { useAppNotices } from '@/lib/app-notices';
import { formatDateTime } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { readChoice, readListState, writeChoice, writeListState } from '@/lib/list-params';
import { ACTIVITY_KINDS, type ActivityEntry, type ActivityKind } from '@/types/activity';
import { ACTIVITY_PAGE_SIZE, getAllActivities, useActivities } from '../api/activity-log';
import { activityExport } from '../utils/activity-export';
import { useTotalText } from './use-total-text';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name) ?? '';
  return DAY.test(value) ? value : null;
};

export function ActivityTab() {
  const t = useT();
  const { message } = useAppNotices();
  const totalText = useTotalText(ACTIVITY_PAGE_SIZE);
  const [params, setParams] = useSearchParams();
  const { page } = readListState(params);
  const kind = readChoice<ActivityKind | ''>(params, 'kind', ['', ...ACTIVITY_KINDS], '') || null;
  const actorText = params.get('actor') ?? '';
  const actor = /^\d+$/.test(actorText) ? Number(actorText) : null;
  const start = dayParam(params, 'from');
  const end = dayParam(params, 'to');
  const filters = { actor, kind, start_date: start, end_date: end };
  const list = useActivities({ page, ...filters });
  const [exporting, setExporting] = useState(false);
  const firstPage = () => writeListState(params, { page: 1, search: '' });

  const exportLog = async () => {
    setExporting(true);
    try {
      const all = await getAllActivities(filters);
      await downloadExcel(activityExport(all.results, t));
    } catch {
      message.error(t('manageCenter.operationFailed'));
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    { key: 'when', title: t('manageCenter.activity.column.when'), dataIndex: 'created_at', render: (v: string) => formatDateTime(v), width: 170 },
    { key: 'who', title: t('manageCenter.activity.column.who'), render: (_: unknown, r: ActivityEntry) => r.actor.name },
    { key: 'kind', title: t('manageCenter.activity.column.kind'), render: (_: unknown, r: ActivityEntry) => t(`manageCenter.activity.kind.${r.kind}`) },
    { key: 'subject', title: t('manageCenter.activity.column.subject'), render: (_: unknown, r: ActivityEntry) => t(`manageCenter.activity.subject.${r.subject}`) },
    { key: 'target', title: t('manageCenter.activity.column.target'), dataIndex: 'target' },
  ];

  const filtered = Boolean(actor || kind || start || end);
  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <LoadError title={t('manageCenter.listFailed')} detail={list.error.message} onRetry={() => void list.refetch()} />;
  else if (list.data.count === 0) body = <EmptyState hint={t(filtered ? 'manageCenter.activity.noMatch' : 'manageCenter.activity.empty')} />;
  else
    body = (
      <PagedTable<ActivityEntry>
        columns={columns}
        rows={list.data.results}
        loading={list.isFetching && list.isPlaceholderData}
        page={page}
        pageSize={ACTIVITY_PAGE_SIZE}
        total={list.data.count}
        totalText={totalText}
        onPage={(next) => setParams(writeListState(params, { page: next, search: '' }))}
        label={t('manageCenter.activity.table')}
      />
    );

  return (
    <>
      <div className="mc-actions">
        <div className="mc-toolbar mc-activity-filters">
          <Select<number | ''>
            value={actor ?? ''}
            aria-label={t('manageCenter.activity.filter.person')}
            prefix={<span aria-hidden>{t('manageCenter.activity.filter.person')}:</span>}
            onChange={(value) => setParams(writeChoice(firstPage(), 'actor', String(value), ''))}
            options={[{ value: '' as const, label: t('manageCenter.activity.filter.everyone') }, ...(list.data?.actors ?? []).map((a) => ({ value: a.id, label: a.name }))]}
            style={{ width: 220 }}
          />
          <Select<ActivityKind | ''>
            value={kind ?? ''}
            aria-label={t('manageCenter.activity.filter.kind')}
            prefix={<span aria-hidden>{t('manageCenter.activity.filter.kind')}:</span>}
            onChange={(value) => setParams(writeChoice(firstPage(), 'kind', value, ''))}
            options={[{ value: '' as const, label: t('manageCenter.activity.filter.allKinds') }, ...ACTIVITY_KINDS.map((value) => ({ value, label: t(`manageCenter.activity.kind.${value}`) }))]}
            style={{ width: 240 }}
          />
          <DatePicker.RangePicker
            aria-label={t('manageCenter.activity.filter.dates')}
            classNames={{ popup: { root: 'mc-activity-range' } }}
            placeholder={[t('manageCenter.activity.filter.from'), t('manageCenter.activity.filter.to')]}
            value={[start ? dayjs(start) : null, end ? dayjs(end) : null]}
            allowEmpty={[true, true]}
            onChange={(range) => {
              const next = firstPage();
              const [from, to] = range ?? [null, null];
              if (from) next.set('from', from.format('YYYY-MM-DD'));
              else next.delete('from');
              if (to) next.set('to', to.format('YYYY-MM-DD'));
              else next.delete('to');
              setParams(next);
            }}
          />
        </div>
        <div className="mc-toolbar">
          <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} disabled={!list.data?.count} onClick={() => void exportLog()}>
            {t('manageCenter.activity.export')}
          </Button>
        </div>
      </div>
      {body}
    </>
  );
}
