/**
 * Unsaved students (spec 002 §3 "local flags saved, default, randomKey for unsaved rows"; §4.3):
 * rows typed in or pasted in bulk stay drafts until saved one by one or all at once, or are
 * cancelled. Saving a batch removes the drafts whose names were created; the others stay, so
 * the teacher can correct them. Pure, so the component keeps the list in state.
 */
export interface DraftStudent {
  randomKey: string;
  name: string;
  saved: false;
  /** a draft added empty with the add button (its name is typed in the row) */
  default: boolean;
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
  return drafts.map((d) => (d.randomKey === key ? { ...d, name } : d));
}

export function withoutDrafts(drafts: readonly DraftStudent[], keys: ReadonlySet<string>): DraftStudent[] {
  return drafts.filter((d) => !keys.has(d.randomKey));
}

/**
 * The drafts left after the server created `created` names from them: each created name takes
 * away one draft of that (trimmed) name, first come first served.
 */
export function settleDrafts(drafts: readonly DraftStudent[], sent: readonly DraftStudent[], created: readonly string[]): DraftStudent[] {
  const left = new Map<string, number>();
  for (const name of created) left.set(name, (left.get(name) ?? 0) + 1);
  const done = new Set<string>();
  for (const draft of sent) {
    const name = draft.name.trim();
    const n = left.get(name) ?? 0;
    if (n > 0) {
      done.add(draft.randomKey);
      left.set(name, n - 1);
    }
  }
  return withoutDrafts(drafts, done);
}

/** What a batch save reports (spec 002 §8): all created, some failed, or all failed. */
export type BatchOutcome = { kind: 'all'; created: number } | { kind: 'partial'; created: number; failed: number } | { kind: 'none' };

export function batchOutcome(sent: number, created: number): BatchOutcome {
  if (created === 0) return { kind: 'none' };
  if (created < sent) return { kind: 'partial', created, failed: sent - created };
  return { kind: 'all', created };
}

/** Bulk create may add this many more: the quota left minus the drafts already waiting. */
export function bulkRoom(studentsLeft: number, drafts: readonly DraftStudent[]): number {
  return Math.max(0, studentsLeft - drafts.length);
}
