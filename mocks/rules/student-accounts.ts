/**
 * Student accounts as teams make and remove them (spec 002 §3 "Team student", §4.3):
 * - a new student gets an account with an auto-generated username, a campus membership and a
 *   team membership, with one login key (a word or a picture) shared by all of them;
 * - a key belongs to the account: changing it changes it in every team the student is in;
 * - removing a student from a team keeps the account while they are in another team (they can
 *   still log in), otherwise the account goes, with what hangs on it.
 */
import type { SecretType } from '@/types/manage';
import { GENERATED_USERNAME_PREFIX } from '@/lib/validators/accounts';
import { db } from '../db/db';
import type { TeamRecord, TeamStudentRecord, UserRecord } from '../db/schema';
import { CARD_PATHS, SECRET_WORDS } from '../db/content-people';
import { newUserRecord } from '../db/user-record';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** A fresh key of a type, unlike the keys already used in the team (so its cards differ) where possible. */
export function freshKey(type: SecretType, taken: ReadonlySet<string> = new Set(), avoid = ''): string {
  const pool = type === 'word' ? SECRET_WORDS : CARD_PATHS;
  const free = pool.filter((k) => !taken.has(k) && k !== avoid);
  return pick(free.length > 0 ? free : pool.filter((k) => k !== avoid));
}

/** The keys a team's students hold. */
export function keysOfTeam(teamId: number): Set<string> {
  return new Set(db.teamStudents.findBy('team_id', teamId).map((s) => (s.key_type === 'image' ? s.secret_image : s.secret)));
}

/** An auto-generated username (spec 002 §9: auto-generated usernames start with aim_). */
export function freshUsername(): string {
  for (;;) {
    const name = `${GENERATED_USERNAME_PREFIX}${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;
    if (!db.users.findOne('username', name)) return name;
  }
}

const keyFields = (type: SecretType, key: string) => ({ key_type: type, secret: type === 'word' ? key : '', secret_image: type === 'image' ? key : '' });

/** A new student account in a team, with the team's key type and a fresh key. */
export function createTeamStudent(team: TeamRecord, name: string, now: Date = new Date()): TeamStudentRecord {
  const created_at = now.toISOString();
  const key = keyFields(team.key_type, freshKey(team.key_type, keysOfTeam(team.id)));
  const user = db.users.insert(newUserRecord({ username: freshUsername(), user_type: 'student', name, student_name: name, selected_org_id: team.org_id, created_at }));
  db.orgStudents.insert({
    org_id: team.org_id,
    user_id: user.id,
    secret_type: key.key_type,
    secret: key.secret,
    secret_image: key.secret_image,
    is_freeze: false,
    allow_comments: true,
    created_at,
  });
  if (!team.is_touch) db.teams.update(team.id, { is_touch: true });
  return db.teamStudents.insert({ team_id: team.id, user_id: user.id, name, ...key, created_at });
}

/** Puts an existing account into a team with its own key (adding a campus student, moving, copying). */
export function joinTeam(team: TeamRecord, user: UserRecord, name: string, now: Date = new Date()): TeamStudentRecord {
  const account = db.orgStudents.findOne('user_id', user.id);
  const current = db.teamStudents.findOne('user_id', user.id);
  const type: SecretType = account?.secret_type ?? current?.key_type ?? team.key_type;
  const key = account ? (type === 'word' ? account.secret : account.secret_image) : current ? (type === 'word' ? current.secret : current.secret_image) : '';
  if (!team.is_touch) db.teams.update(team.id, { is_touch: true });
  return db.teamStudents.insert({
    team_id: team.id,
    user_id: user.id,
    name,
    ...keyFields(type, key || freshKey(type, keysOfTeam(team.id))),
    created_at: now.toISOString(),
  });
}

/** Gives the account a new key of `type` in every team and in its campus membership. */
export function setStudentKey(userId: number, type: SecretType, key: string): void {
  const fields = keyFields(type, key);
  for (const row of db.teamStudents.findBy('user_id', userId)) db.teamStudents.update(row.id, fields);
  for (const row of db.orgStudents.findBy('user_id', userId)) {
    db.orgStudents.update(row.id, { secret_type: type, secret: fields.secret, secret_image: fields.secret_image });
  }
}

/** Deletes a student account and everything that is only theirs. */
export function deleteStudentAccount(userId: number): void {
  for (const row of db.teamStudents.findBy('user_id', userId)) db.teamStudents.delete(row.id);
  for (const row of db.orgStudents.findBy('user_id', userId)) db.orgStudents.delete(row.id);
  for (const row of db.tokens.findBy('user_id', userId)) db.tokens.update(row.id, { revoked: true });
  for (const row of db.favorites.findBy('user_id', userId)) db.favorites.delete(row.id);
  for (const row of db.histories.findBy('user_id', userId)) db.histories.delete(row.id);
  for (const row of db.studioMembers.findBy('user_id', userId)) db.studioMembers.delete(row.id);
  for (const row of db.studioFollows.findBy('user_id', userId)) db.studioFollows.delete(row.id);
  for (const project of db.projects.findBy('owner_id', userId)) {
    for (const link of db.studioProjects.findBy('project_id', project.id)) db.studioProjects.delete(link.id);
    for (const fav of db.favorites.findBy('project_id', project.id)) db.favorites.delete(fav.id);
    db.projects.delete(project.id);
  }
  for (const row of db.extensionUses.findBy('user_id', userId)) db.extensionUses.delete(row.id);
  for (const row of db.courseWatches.findBy('user_id', userId)) db.courseWatches.delete(row.id);
  for (const row of db.dailyUsage.findBy('user_id', userId)) db.dailyUsage.delete(row.id);
  for (const row of db.notifications.findBy('recipient_id', userId)) db.notifications.delete(row.id);
  db.users.delete(userId);
}

/**
 * Takes a student out of a team: the membership goes; the account too when it was their last
 * team. Answers whether the account was deleted.
 */
export function removeFromTeam(row: TeamStudentRecord): boolean {
  db.teamStudents.delete(row.id);
  if (db.teamStudents.countBy('user_id', row.user_id) > 0) return false;
  deleteStudentAccount(row.user_id);
  return true;
}
