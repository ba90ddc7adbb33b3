/**
 * Unsaved students (spec 002 §3 "local flags saved, default, randomKey for unsaved rows"; §4.3):
 * rows typed in or pasted in bulk stay drafts until saved one by one or all at once, or are
 * cancelled. Saving a batch removes the drafts whose names were created; the others stay, so
 * the teacher can correct them, each with the reason the server gave. Pure, so the component
 * keeps the list in state.
 */
import { checkStudentName, normalisePersonName, STUDENT_NAME_MAX } from '@/lib/validators/names';
import { parseBulkNames } from '@/lib/validators/teams';
import { textLength } from '@/lib/validators/text';
import type { BatchCreateReason, BatchCreateReport } from '@/types/manage';

export interface DraftStudent {
  randomKey: string;
  name: string;
  saved: false;
  /** a draft added empty with the add button (its name is typed in the row) */
  default: boolean;
  /** why the server refused it at the last save (cleared when the name is edited) */
  refused?: { reason: BatchCreateReason; message: string };
}

let counter = 0;
const nextKey = () => `draft-${Date.now().toString(36)}-${(counter += 1)}`;

export function newDrafts(names: readonly string[]): DraftStudent[] {
  return names.map((name) => ({ randomKey: nextKey(), name, saved: false, default: false }));
}

export function emptyDraft(): DraftStudent {
  return { randomKey: nextKey(), name: '', saved: false, default: true };
}

export function renameDraft(drafts: readonly DraftStudent[], key: string, name: string): DraftStudent[] {
  return drafts.map((d) => (d.randomKey === key ? { ...d, name, refused: undefined } : d));
}

export function withoutDrafts(drafts: readonly DraftStudent[], keys: ReadonlySet<string>): DraftStudent[] {
  return drafts.filter((d) => !keys.has(d.randomKey));
}

/**
 * The drafts left after a batch save: the sent drafts the server created go, each refused one
 * stays with its reason (the report names them by their place in the list sent).
 */
export function settleBatch(drafts: readonly DraftStudent[], sent: readonly DraftStudent[], report: BatchCreateReport): DraftStudent[] {
  const refused = new Map(report.failed.map((f) => [sent[f.index]?.randomKey, { reason: f.reason, message: f.message }]));
  const done = new Set(sent.filter((d) => !refused.has(d.randomKey)).map((d) => d.randomKey));
  return withoutDrafts(drafts, done).map((d) => (refused.has(d.randomKey) ? { ...d, refused: refused.get(d.randomKey) } : d));
}

/** What a batch save reports (spec 002 §8): all created, some refused, or none created (every name refused). */
export type BatchOutcome = { kind: 'all'; created: number } | { kind: 'partial'; created: number; failed: number } | { kind: 'none'; failed: number };

export function batchOutcome(sent: number, created: number): BatchOutcome {
  if (created === 0) return { kind: 'none', failed: sent };
  if (created < sent) return { kind: 'partial', created, failed: sent - created };
  return { kind: 'all', created };
}

/** What the bulk dialog can tell of one pasted line before anything is sent. */
export type BulkLineProblem = 'pattern' | 'duplicateInList' | 'duplicateInTeam' | 'cut';

export interface BulkLine {
  /** the name as it will be sent (normalised, cut to 15) */
  name: string;
  /** the line as typed, when it was cut */
  original: string;
  problem: BulkLineProblem | null;
}

/**
 * Each name of a pasted list with what can be told before saving: characters outside the rule,
 * a name the list already gave, a name the team already has, or a line cut to 15 characters.
 */
export function bulkLines(text: string, teamNames: ReadonlySet<string>): BulkLine[] {
  const originals = text
    .split(/\r?\n|\r/)
    .map(normalisePersonName)
    .filter((line) => line !== '');
  const seen = new Set<string>();
  return parseBulkNames(text).map((name, i) => {
    const original = originals[i] ?? name;
    let problem: BulkLineProblem | null = null;
    if (checkStudentName(name)) problem = 'pattern';
    else if (seen.has(name)) problem = 'duplicateInList';
    else if (teamNames.has(name)) problem = 'duplicateInTeam';
    else if (textLength(original) > STUDENT_NAME_MAX) problem = 'cut';
    seen.add(name);
    return { name, original, problem };
  });
}

/** Bulk create may add this many more: the quota left minus the drafts already waiting. */
export function bulkRoom(studentsLeft: number, drafts: readonly DraftStudent[]): number {
  return Math.max(0, studentsLeft - drafts.length);
}
