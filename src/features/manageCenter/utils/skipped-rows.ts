/**
 * The skipped rows of an import as a workbook to fix and import again: the template's columns
 * (name, team, key type, with the template's titles in the reader's language, so the import finds
 * them again) and a reason column, which the import ignores.
 */
import type { ExcelExportRequest } from '@/types/export';
import type { ImportAnswer } from '@/types/manage';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export const SKIPPED_ROW_KEYS = ['name', 'team', 'key_type', 'reason'] as const;

export function skippedRowsExport(answer: Pick<ImportAnswer, 'rows'>, t: Translate): ExcelExportRequest {
  return {
    headers_name: SKIPPED_ROW_KEYS.map((key) => t(`manageCenter.import.sheet.${key}`)),
    headers_key: [...SKIPPED_ROW_KEYS],
    data: answer.rows
      .filter((row) => row.status === 'skipped')
      .map((row) => ({ name: row.name, team: row.team, key_type: row.key_type, reason: t(`manageCenter.import.reason.${row.reason ?? 'name_required'}`) })),
    filename: t('manageCenter.import.skippedFile'),
  };
}
