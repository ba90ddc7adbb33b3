/**
 * The verdict of every row of an import, as the server judged it: created, will be created (a
 * preview, or an all-or-nothing import that wrote nothing), or skipped with its reason. The
 * skipped rows come first when there are any.
 */
import { useState } from 'react';
import { Radio, Table, type TableColumnsType } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { ImportAnswer, ImportRowResult } from '@/types/manage';

const RESULT_PAGE_SIZE = 10;

type Shown = 'all' | 'skipped' | 'ok';

export function ImportResults({ answer }: { answer: ImportAnswer }) {
  const t = useT();
  const [only, setOnly] = useState<Shown>(answer.skipped > 0 ? 'skipped' : 'all');
  const ok = answer.rows.length - answer.skipped;
  const rows = only === 'all' ? answer.rows : answer.rows.filter((r) => (only === 'skipped') === (r.status === 'skipped'));
  const columns: TableColumnsType<ImportRowResult> = [
    { key: 'row', title: t('manageCenter.import.col.row'), dataIndex: 'row', width: 72 },
    { key: 'name', title: t('manageCenter.import.col.name'), dataIndex: 'name' },
    { key: 'team', title: t('manageCenter.import.col.team'), dataIndex: 'team' },
    {
      key: 'result',
      title: t('manageCenter.import.col.result'),
      render: (_, r) => {
        if (r.status === 'skipped') return <span style={{ color: '#a8071a' }}>{t(`manageCenter.import.reason.${r.reason ?? 'name_required'}`)}</span>;
        return <span style={{ color: '#135200' }}>{t(r.status === 'created' ? 'manageCenter.import.created' : 'manageCenter.import.ready')}</span>;
      },
    },
  ];
  return (
    <>
      <Radio.Group
        value={only}
        onChange={(event) => setOnly(event.target.value as Shown)}
        optionType="button"
        size="small"
        options={[
          { value: 'skipped', label: t('manageCenter.import.showSkipped', { count: answer.skipped }) },
          { value: 'ok', label: t('manageCenter.import.showReady', { count: ok }) },
          { value: 'all', label: t('manageCenter.import.showAll', { count: answer.rows.length }) },
        ]}
        style={{ marginBottom: 8 }}
      />
      <Table<ImportRowResult>
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: RESULT_PAGE_SIZE, showSizeChanger: true, pageSizeOptions: [10, 50, 100], hideOnSinglePage: true }}
      />
    </>
  );
}
