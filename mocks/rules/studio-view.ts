/**
 * How the server shapes portfolio records for answers (spec 001 §3, 002 §3): the portfolio
 * (with the caller's role), its works, its members and its activity.
 */
import type { Studio, StudioActivity, StudioMember, StudioRole, StudioWork } from '@/types/portfolio';
import { db } from '../db/db';
import type { ProjectRecord, StudioActivityRecord, StudioMemberRecord, StudioRecord, UserRecord } from '../db/schema';

export const displayName = (u: UserRecord | undefined) => (u ? u.student_name || u.name || u.username : '');

/** Accepted members (invitations not yet accepted are left out). */
export function membersOf(studioId: number): StudioMemberRecord[] {
  return db.studioMembers.findBy('studio_id', studioId).filter((m) => !m.invited);
}

export function toStudio(s: StudioRecord, me: UserRecord, role: StudioRole): Studio {
  const owner = db.users.get(s.owner_id);
  const team = s.team_id == null ? undefined : db.teams.get(s.team_id);
  const org = s.org_id == null ? undefined : db.organizations.get(s.org_id);
  const members = membersOf(s.id);
  return {
    id: s.id,
    code: s.code,
    kind: s.kind,
    title: s.title,
    description: s.description,
    cover: s.cover,
    origin: '',
    role,
    org_id: s.org_id ?? 0,
    org_name: org?.name ?? '',
    team_code: team?.code ?? '',
    team_name: team?.name ?? '',
    team_cover: team?.cover ?? '',
    author_name: displayName(owner),
    author_image: owner?.avatar_url ?? '',
    user_name: owner?.username ?? '',
    author_vip: false,
    num_student: members.length,
    stats: { num_project: db.studioProjects.countBy('studio_id', s.id) },
    is_touch: s.is_touch,
    is_now_create: s.owner_id === me.id,
    managers: members.filter((m) => m.role === 'manager').flatMap((m) => db.users.get(m.user_id)?.username ?? []),
    history: { created: s.created_at },
    created_at: s.created_at,
    follow_at: null,
    campus_id: s.org_id,
  };
}

export function toWork(p: ProjectRecord): StudioWork {
  const author = db.users.get(p.owner_id);
  return {
    id: p.id,
    title: p.title,
    image: p.image,
    platform: p.platform,
    username: author?.username ?? '',
    name: displayName(author),
    regional_username: author?.regional_username ?? '',
    avatar: author?.avatar_url ?? '',
    author: { username: author?.username ?? '', name: author?.name ?? '', student_name: author?.student_name ?? '', avatar_url: author?.avatar_url ?? '' },
  };
}

export function toMember(m: StudioMemberRecord, projectNum: number): StudioMember {
  const user = db.users.get(m.user_id);
  return {
    id: m.id,
    user_id: m.user_id,
    user_name: user?.username ?? '',
    name: displayName(user),
    regional_username: user?.regional_username ?? '',
    avatar_url: user?.avatar_url ?? '',
    project_num: projectNum,
    created_at: m.created_at,
    role: m.role,
  };
}

export function toActivity(a: StudioActivityRecord): StudioActivity {
  const actor = db.users.get(a.actor_id);
  return {
    id: a.id,
    verb: a.verb,
    actor_username: actor?.username ?? '',
    actor_nick: displayName(actor),
    actor_regional_username: actor?.regional_username ?? '',
    actor_avatar: actor?.avatar_url ?? '',
    tgt_name: a.tgt_name,
    tgt_content: a.tgt_content,
    obj_name: a.obj_name,
    created_at: a.created_at,
  };
}
