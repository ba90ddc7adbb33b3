/** What the viewer and the list need to know about a plan's document: its kind, type and size. */
import { fileExtension } from '@/lib/validators/files';

export type PlanFileKind = 'pdf' | 'docx' | 'xlsx';

const MIME: Record<PlanFileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The document kind by file name; null for anything the viewer cannot show. */
export function planFileKind(fileName: string): PlanFileKind | null {
  const ext = fileExtension(fileName);
  return ext === 'pdf' || ext === 'docx' || ext === 'xlsx' ? ext : null;
}

/** The document with its proper type (a blob from the network may come typed generically). */
export function typedPlanBlob(blob: Blob, kind: PlanFileKind): Blob {
  return blob.type === MIME[kind] ? blob : new Blob([blob], { type: MIME[kind] });
}

/** 1.6 KB, 2.4 MB; '' when the size is not known. */
export function formatFileSize(bytes: number): string {
  if (!bytes) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
