/**
 * An Excel plan rendered as tables, one tab per sheet, by read-excel-file. This module (and with
 * it read-excel-file and its zip reader) loads only when an .xlsx plan is shown.
 */
import { useEffect, useState } from 'react';
import { Tabs } from 'antd';
import readXlsxFile, { type Sheet } from 'read-excel-file/browser';
import { useT } from '@/lib/i18n/i18n';
import type { DocumentRendererProps } from './document-renderer';

/** More rows than a plan ever has; a huge sheet is cut here and says so. */
const MAX_ROWS = 1000;

function cellText(value: unknown): string {
  if (value == null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

function SheetTable({ sheet }: { sheet: Sheet }) {
  const t = useT();
  const [head, ...rows] = sheet.data;
  const shown = rows.slice(0, MAX_ROWS);
  const width = Math.max(0, ...sheet.data.map((row) => row.length));
  const pad = (row: readonly unknown[]) => Array.from({ length: width }, (_, i) => cellText(row[i]));
  return (
    <div className="tp-doc__sheet" tabIndex={0} role="region" aria-label={sheet.sheet}>
      <table>
        {head && (
          <thead>
            <tr>
              {pad(head).map((text, i) => (
                <th key={i} scope="col">
                  {text}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {shown.map((row, r) => (
            <tr key={r}>
              {pad(row).map((text, i) => (
                <td key={i}>{text}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > MAX_ROWS && <p className="tp-doc__cut">{t('teachplan.viewer.rowsCut', { shown: MAX_ROWS, total: rows.length })}</p>}
    </div>
  );
}

export default function XlsxDocument({ blob, title, onError }: DocumentRendererProps) {
  const [sheets, setSheets] = useState<Sheet[] | null>(null);

  useEffect(() => {
    let current = true;
    // Bytes rather than the Blob: the library streams a Blob, which not every Blob implementation can.
    blob
      .arrayBuffer()
      .then((bytes) => readXlsxFile(bytes))
      .then((read) => current && setSheets(read))
      .catch((error: unknown) => current && onError(error));
    return () => {
      current = false;
    };
  }, [blob, onError]);

  if (!sheets) return <div className="tp-doc__xlsx" aria-busy="true" aria-label={title} />;
  return (
    <div className="tp-doc__xlsx" role="document" aria-label={title}>
      {sheets.length === 1 ? (
        <SheetTable sheet={sheets[0]} />
      ) : (
        <Tabs size="small" items={sheets.map((sheet) => ({ key: sheet.sheet, label: sheet.sheet, children: <SheetTable sheet={sheet} /> }))} />
      )}
    </div>
  );
}
