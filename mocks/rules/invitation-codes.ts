/**
 * Invitation codes (spec 000 §5, 002 §4.9): whether a code may be used, and what a code with
 * teacher days makes of its user — a standalone teacher with a teacher-permission period. Used by
 * registration and by the teacher-upgrade block of /accountsetting.
 */
import { db } from '../db/db';
import { dayFrom } from '../db/random';
import type { InvitationCodeRecord, UserRecord } from '../db/schema';
import type { Message } from '../messages/define';
import { registrationMessages as M } from '../messages/registration';

/** What a standalone teacher may create when an invitation code makes them one. */
export const NEW_TEACHER_LIMITS = { max_team: 3, max_team_people: 50, max_team_studios_num: 3 } as const;

export function findInvitation(code: string): InvitationCodeRecord | undefined {
  const record = db.invitationCodes.findOne('code', code);
  return record && record.code.toLowerCase() === code.toLowerCase() ? record : undefined;
}

/** The code's problem for this user name, or null when it may be used (again, by the one who used it). */
export function invitationProblem(code: string, userName = ''): Message | null {
  const record = findInvitation(code);
  if (!record) return M.invitationUnknown;
  if (record.used_by === null) return null;
  const owner = db.users.get(record.used_by);
  return owner && userName && owner.username.toLowerCase() === userName.toLowerCase() ? null : M.invitationUsed;
}

/**
 * The teacher permission a code grants, from `now`: a new period for a user without one (or whose
 * period has ended), else the days added to the end of the current period.
 */
export function teacherPeriod(user: Pick<UserRecord, 'courses_server_start' | 'courses_server_end_date'>, days: number, now: Date) {
  const today = dayFrom(now, 0);
  const running = user.courses_server_end_date !== '' && user.courses_server_end_date >= today;
  if (!running) return { courses_server_start: today, courses_server_end_date: dayFrom(now, days) };
  const end = new Date(`${user.courses_server_end_date}T00:00:00`);
  return { courses_server_start: user.courses_server_start, courses_server_end_date: dayFrom(end, days) };
}
