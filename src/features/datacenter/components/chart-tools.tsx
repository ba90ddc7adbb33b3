/**
 * A chart's tools: show its data as a table, and download the data (.xlsx from the server's
 * Excel export, or CSV made here) or the chart itself (PNG, drawn by echarts). The spreadsheet
 * writer stays on the server: the page carries none.
 */
import { useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownloadOutlined, TableOutlined } from '@ant-design/icons';
import { downloadExcel } from '@/api/export';
import { saveBlob } from '@/lib/download';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { toCsv } from '@/lib/csv';
import { excelRequest, type ExportTable } from '../utils/export-table';

/** The chart as a PNG data URL; null before it has drawn. */
export type ChartImage = () => string | null;

type Format = 'xlsx' | 'csv' | 'png';

function dataUrlBlob(url: string): Blob {
  const [head, data] = url.split(',');
  const type = /data:([^;]+)/.exec(head)?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

export function ChartTools({
  table,
  image,
  name,
  tableShown,
  onToggleTable,
}: {
  table: ExportTable;
  image: ChartImage;
  name: string;
  tableShown: boolean;
  onToggleTable: (shown: boolean) => void;
}) {
  const t = useT();
  const { message } = useAppNotices();
  const [busy, setBusy] = useState(false);

  const download = async (format: Format) => {
    if (format === 'csv') {
      saveBlob(new Blob([toCsv(table.columns, table.rows)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
      return;
    }
    if (format === 'png') {
      const url = image();
      if (url) saveBlob(dataUrlBlob(url), `${name}.png`);
      else message.error(t('datacenter.chart.downloadFailed'));
      return;
    }
    setBusy(true);
    try {
      await downloadExcel(excelRequest(table, name));
    } catch {
      message.error(t('datacenter.chart.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const items: MenuProps['items'] = [
    { key: 'xlsx', label: t('datacenter.chart.xlsx') },
    { key: 'csv', label: t('datacenter.chart.csv') },
    { key: 'png', label: t('datacenter.chart.png') },
  ];
  return (
    <div className="echart__tools">
      <Button size="small" type="text" icon={<TableOutlined aria-hidden />} aria-pressed={tableShown} onClick={() => onToggleTable(!tableShown)}>
        {t('datacenter.chart.table')}
      </Button>
      <Dropdown menu={{ items, onClick: ({ key }) => void download(key as Format) }} trigger={['click']}>
        <Button size="small" type="text" icon={<DownloadOutlined aria-hidden />} loading={busy} aria-label={t('datacenter.chart.downloadOf', { caption: table.caption })}>
          {t('datacenter.chart.download')}
        </Button>
      </Dropdown>
    </div>
  );
}
