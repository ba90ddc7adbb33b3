/**
 * The one blank user row: every field of a new account at its default, then what the caller says
 * (registration, accounts the campus creates, team students, the seeds). A new field of UserRecord
 * gets its default here, once.
 */
import type { UserRecord } from './schema';

type NewUserFields = Pick<UserRecord, 'username' | 'name' | 'user_type' | 'created_at'> & Partial<Omit<UserRecord, 'id'>>;

export function newUserRecord(fields: NewUserFields): Omit<UserRecord, 'id'> {
  return {
    password: '',
    phone: '',
    email: '',
    student_name: '',
    regional_username: '',
    description: '',
    avatar_url: '',
    changed_username: false,
    open_id: '',
    user_is_used_invitation: false,
    max_team: 0,
    max_team_people: 0,
    max_team_studios_num: 0,
    courses_server_start: '',
    courses_server_end_date: '',
    key_login_enabled: fields.user_type === 'student',
    selected_org_id: null,
    ...fields,
  };
}
