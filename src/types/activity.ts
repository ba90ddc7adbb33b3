/** The campus activity log (issue 32): every change the campus's staff made, one row per change. */
import type { Paged } from './api';

export const ACTIVITY_KINDS = [
  'created',
  'changed',
  'deleted',
  'froze',
  'unfroze',
  'moved',
  'reset_password',
  'reset_key',
  'changed_quota',
  'transferred',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What a change was made to. */
export const ACTIVITY_SUBJECTS = ['team', 'student', 'teacher', 'portfolio', 'course'] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

export interface ActivityEntry {
  id: number;
  /** the staff member's user id and name */
  actor: { id: number; name: string };
  kind: ActivityKind;
  subject: ActivitySubject;
  /** the name of what was changed, as it was when the change was made */
  target: string;
  /** ISO time */
  created_at: string;
}

/** GET /api/v1/org_activities/: a page of the log, with the staff it may be filtered by. */
export type ActivityPage = Paged<ActivityEntry> & { actors: { id: number; name: string }[] };
