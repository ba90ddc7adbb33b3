/**
 * Teaching plans (001 §5): the upload, the list order and the 50 enabled plans.
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import type { PlanSort } from '@/types/content';
import { type Check, invalid } from './check';
import { type FileLike, checkUploadFileName, fileExtension, hasExtension, sniffFile } from './files';

export const TEACH_PLAN_MAX_BYTES = 5242880;
export const TEACH_PLAN_EXTENSIONS: readonly string[] = ['docx', 'pdf', 'xlsx'];

/** What the file picker offers; the upload check above is narrower (spec 001 §5). */
export const TEACH_PLAN_ACCEPT = '.docx,.xlsx,.xls,.doc,.pdf';

export const TEACH_PLAN_MAX_ENABLED = 50;

/** The orders of the plan list (the user's plan_sort setting); newest first unless chosen. */
export const PLAN_SORTS: readonly PlanSort[] = ['-created_at', 'created_at', 'file_name', '-file_name', 'course_bag_tag', '-course_bag_tag'];

export const DEFAULT_PLAN_SORT: PlanSort = '-created_at';

export function checkTeachPlanFile(file: FileLike, existingNames: readonly string[]): Check {
  if (existingNames.includes(file.name)) return invalid('validation.teachPlan.duplicate');
  if (!hasExtension(file.name, TEACH_PLAN_EXTENSIONS)) return invalid('validation.teachPlan.type');
  if (file.size > TEACH_PLAN_MAX_BYTES) return invalid('validation.teachPlan.size');
  return checkUploadFileName(file.name);
}

/**
 * What a plan document really is, from its bytes (src/lib/file-sniff.ts): a PDF, or a Word or
 * Excel package that declares its main part. Anything else (an old .doc or .xls, a macro-enabled
 * document, a renamed picture or page) is null.
 */
export async function teachPlanContentKind(bytes: Uint8Array): Promise<'pdf' | 'docx' | 'xlsx' | null> {
  const kind = await sniffFile(bytes);
  return kind === 'pdf' || kind === 'docx' || kind === 'xlsx' ? kind : null;
}

/** The content must be what the extension says ('supports formats .xlsx .docx .pdf' otherwise). */
export async function checkTeachPlanContent(name: string, bytes: Uint8Array): Promise<Check> {
  return (await teachPlanContentKind(bytes)) === fileExtension(name) ? null : invalid('validation.teachPlan.type');
}

export function checkPlanSort(value: string | null | undefined): Check {
  return PLAN_SORTS.includes(value as PlanSort) ? null : invalid('validation.teachPlan.sort');
}

/** Server side of the 50 enabled-plans cap (auto-generated plans are not counted by the caller). */
export function checkTeachPlanLimit(enabledCount: number): Check {
  return enabledCount < TEACH_PLAN_MAX_ENABLED
    ? null
    : invalid('validation.teachPlan.limit', { max: TEACH_PLAN_MAX_ENABLED });
}

/** The select button is disabled when 50 or more enabled plans exist. */
export function canSelectTeachPlan(enabledCount: number): boolean {
  return checkTeachPlanLimit(enabledCount) === null;
}
