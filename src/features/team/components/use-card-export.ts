/**
 * The class's logins as a spreadsheet (beyond the spec, what Code.org and Seesaw teachers use):
 * name, team code, sign-in link and the key word or picture name, as .xlsx (written by the
 * server's Excel export) or CSV (made here).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadExcel } from '@/api/export';
import { CARD_PAGE_SIZE, loginCardsQueryOptions } from '@/api/team-students';
import { toCsv } from '@/lib/csv';
import { saveBlob } from '@/lib/download';
import { useT } from '@/lib/i18n/i18n';
import { exportFileName, LOGIN_ROW_KEYS, loginRows } from '../utils/cards';

export type ExportFormat = 'xlsx' | 'csv';

export function useCardExport(team: string, link: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  async function exportAs(format: ExportFormat): Promise<void> {
    setBusy(format);
    try {
      const { results } = await queryClient.fetchQuery(loginCardsQueryOptions(team, { page: 1, page_size: CARD_PAGE_SIZE.print }));
      const rows = loginRows(results, link);
      const titles = LOGIN_ROW_KEYS.map((key) => t(`team.cards.export.${key}`));
      const name = results[0] ? exportFileName(results[0], t('team.cards.export.suffix')) : t('team.cards.export.suffix');
      if (format === 'xlsx') {
        await downloadExcel({ headers_name: titles, headers_key: [...LOGIN_ROW_KEYS], data: rows.map((r) => ({ ...r })), filename: name });
      } else {
        const csv = toCsv(titles, rows.map((r) => LOGIN_ROW_KEYS.map((key) => r[key])));
        saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
      }
    } finally {
      setBusy(null);
    }
  }

  return { busy, exportAs };
}
