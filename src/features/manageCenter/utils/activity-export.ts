/**
 * The activity log as a workbook (issue 32): when, who, what, the kind of thing and its name, in
 * the reader's language.
 */
import { formatDateTime } from '@/lib/dates';
import type { ActivityEntry } from '@/types/activity';
import type { ExcelExportRequest } from '@/types/export';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export const ACTIVITY_EXPORT_KEYS = ['when', 'who', 'kind', 'subject', 'target'] as const;

export function activityExport(rows: readonly ActivityEntry[], t: Translate): ExcelExportRequest {
  return {
    headers_name: ACTIVITY_EXPORT_KEYS.map((key) => t(`manageCenter.activity.column.${key}`)),
    headers_key: [...ACTIVITY_EXPORT_KEYS],
    data: rows.map((r) => ({
      when: formatDateTime(r.created_at),
      who: r.actor.name,
      kind: t(`manageCenter.activity.kind.${r.kind}`),
      subject: t(`manageCenter.activity.subject.${r.subject}`),
      target: r.target,
    })),
    filename: t('manageCenter.activity.file'),
  };
}
