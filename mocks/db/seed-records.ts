/**
 * Record builders with the defaults of a fresh row, so the seeds only spell out what matters
 * about each person, campus and team. Shared by the demo world and the large world.
 */
import { db } from './db';
import type { EmployeeRecord, OrganizationRecord, TeamRecord, TeamStudentRecord, UserRecord } from './schema';
import type { SecretType } from '@/types/manage';
import type { SeedContext } from './seed-context';
import { newUserRecord } from './user-record';

type Fields<T extends { id: number }> = Partial<Omit<T, 'id'>>;

export function insertUser(ctx: SeedContext, fields: Fields<UserRecord> & Pick<UserRecord, 'username' | 'name'>): UserRecord {
  return db.users.insert(
    newUserRecord({
      user_type: 'student',
      key_login_enabled: true,
      created_at: ctx.ago(365),
      // Staff carry the full name their campus registered (read-only in the profile editor).
      regional_username: fields.user_type && fields.user_type !== 'student' ? fields.name : '',
      ...fields,
    }),
  );
}

export function insertOrg(fields: Omit<OrganizationRecord, 'id'>): OrganizationRecord {
  return db.organizations.insert(fields);
}

export function insertEmployee(
  ctx: SeedContext,
  user: UserRecord,
  org: OrganizationRecord,
  fields: Fields<EmployeeRecord> = {},
): EmployeeRecord {
  return db.employees.insert({
    org_id: org.id,
    user_id: user.id,
    name: user.name,
    phone: user.phone,
    status: 1,
    is_new: false,
    is_manager: false,
    is_teacher: true,
    is_campus_manager: false,
    is_full: true,
    student_num: 0,
    team_num: 0,
    sample_reels: 0,
    courses: [],
    course_bags: [],
    invite_expires_at: null,
    pending_team_ids: [],
    created_at: ctx.ago(300),
    ...fields,
  });
}

export function insertTeam(
  ctx: SeedContext,
  fields: Fields<TeamRecord> & Pick<TeamRecord, 'code' | 'name' | 'creator_id' | 'teacher_ids' | 'org_id' | 'key_type'>,
): TeamRecord {
  return db.teams.insert({
    cover: '',
    description: '',
    show_key: false,
    is_touch: true,
    courses: [],
    course_bags: [],
    hidden_courses: [],
    oj_platform: 1,
    exam_platform: 1,
    created_at: ctx.ago(200),
    ...fields,
  });
}

export interface StudentSpec {
  name: string;
  /** a word, or a picture path for image teams */
  secret: string;
  username: string;
  password?: string;
  avatar_url?: string;
  is_freeze?: boolean;
  allow_comments?: boolean;
  created_at: string;
}

/**
 * Puts a student into a team: the account (unless `existing` is given), the campus membership
 * (once per account) and the team membership, with the same key on both.
 */
export function enrolStudent(
  team: TeamRecord,
  spec: StudentSpec,
  existing?: UserRecord,
): { user: UserRecord; member: TeamStudentRecord } {
  const keyType: SecretType = team.key_type;
  const secret = keyType === 'word' ? spec.secret : '';
  const secretImage = keyType === 'image' ? spec.secret : '';
  const user =
    existing ??
    db.users.insert(
      newUserRecord({
        username: spec.username,
        password: spec.password ?? '',
        user_type: 'student',
        name: spec.name,
        student_name: spec.name,
        avatar_url: spec.avatar_url ?? '',
        selected_org_id: team.org_id,
        created_at: spec.created_at,
      }),
    );
  if (db.orgStudents.countBy('user_id', user.id) === 0) {
    db.orgStudents.insert({
      org_id: team.org_id,
      user_id: user.id,
      secret_type: keyType,
      secret,
      secret_image: secretImage,
      is_freeze: spec.is_freeze ?? false,
      allow_comments: spec.allow_comments ?? true,
      created_at: spec.created_at,
    });
  }
  const member = db.teamStudents.insert({
    team_id: team.id,
    user_id: user.id,
    name: spec.name,
    key_type: keyType,
    secret,
    secret_image: secretImage,
    created_at: spec.created_at,
  });
  return { user, member };
}

/** Six capital letters that no team uses yet. */
export function freshTeamCode(ctx: SeedContext): string {
  for (;;) {
    const code = ctx.rng.chars(6, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    if (!db.teams.findOne('code', code)) return code;
  }
}
