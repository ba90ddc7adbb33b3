/**
 * Members of a portfolio (spec 001 §3, §4, §6, §7; 002 §4.5, §6, §7):
 *   GET    /api/v1/studios/{id}/studiocurator/            page/page_size (10) or offset/limit; role, order_str, q
 *   GET    /api/v1/studios/{id}/studiocurator/roles/      {data: [{role, count}]}
 *   POST   /api/v1/studios/{id}/studiocurator/            {user_name}: invite (trimmed)
 *   PATCH|PUT /api/v1/studios/{id}/studiocurator/{cid}/   {role: manager} promote; {role: curator} demote (beyond the spec)
 *   DELETE /api/v1/studios/{id}/studiocurator/{cid}/      remove, or leave (one's own row); 204
 *   GET    /api/v1/studios/{id}/studiocurator/curator/    {is_invited_user}
 *   POST   /api/v1/studios/{id}/studiocurator/curator/    accept the invitation (as curator)
 * The list is always owner, managers, curators; order_str sorts within each role.
 */
import type { StudioMember } from '@/types/portfolio';
import { checkInviteUsername, normaliseInviteUsername } from '@/lib/validators/portfolios';
import { db } from '../db/db';
import { derived } from '../db/derived';
import type { StudioMemberRecord } from '../db/schema';
import { studioMessages } from '../messages/studios';
import { validationMessage } from '../messages/validation';
import { textOf } from '../rules/field-errors';
import { notify } from '../rules/studio-events';
import { memberRowOf, studioRules, type MemberRole } from '../rules/studio-roles';
import { membersOf, toMember } from '../rules/studio-view';
import { API, errors, json, matches, noContent, pagedOf, readBody, route, type Answer } from './http';
import { lookupStudio } from './studio-lookup';

/** spec 002 §7: the curator query asks for 10 a page */
const MEMBERS_PAGE_SIZE = 10;
const ROLES: readonly MemberRole[] = ['owner', 'manager', 'curator'];
const RANK: Record<MemberRole, number> = { owner: 0, manager: 1, curator: 2 };

type Row = StudioMember;

const ORDER_KEYS: Record<string, (m: Row) => string | number> = {
  project_num: (m) => m.project_num,
  created_at: (m) => m.created_at,
  name: (m) => m.name.toLowerCase(),
};

/** Accepted members with their number of works in the portfolio. */
function memberRows(studioId: number): Row[] {
  return derived(`studios:members:${studioId}`, () => {
    const works = new Map<number, number>();
    for (const row of db.studioProjects.findBy('studio_id', studioId)) {
      const owner = db.projects.get(row.project_id)?.owner_id;
      if (owner !== undefined) works.set(owner, (works.get(owner) ?? 0) + 1);
    }
    return membersOf(studioId).map((m) => toMember(m, works.get(m.user_id) ?? 0));
  });
}

/** Owner, managers, curators; within a role by order_str (default: who joined first). */
function ordered(studioId: number, orderStr: string): Row[] {
  const desc = orderStr.startsWith('-');
  const key = ORDER_KEYS[desc ? orderStr.slice(1) : orderStr] ?? ORDER_KEYS.created_at;
  const sign = desc && ORDER_KEYS[orderStr.slice(1)] ? -1 : 1;
  return derived(`studios:members:${studioId}|${orderStr}`, () =>
    [...memberRows(studioId)].sort((a, b) => {
      const byRole = RANK[a.role] - RANK[b.role];
      if (byRole !== 0) return byRole;
      const x = key(a);
      const y = key(b);
      return (x < y ? -1 : x > y ? 1 : 0) * sign || a.id - b.id;
    }),
  );
}

const listMembers = route<{ id: string }>('get', `${API}/studios/:id/studiocurator/`, ({ params, url, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  const role = url.searchParams.get('role') ?? '';
  if (role !== '' && !(ROLES as readonly string[]).includes(role)) return errors.badRequest({ role: [studioMessages.roleInvalid] });
  const q = url.searchParams.get('q');
  let rows = ordered(found.studio.id, url.searchParams.get('order_str') ?? '');
  if (role) rows = rows.filter((m) => m.role === role);
  if (q?.trim()) rows = rows.filter((m) => matches(q, m.name, m.user_name, m.regional_username));
  return json(pagedOf(rows, url, MEMBERS_PAGE_SIZE));
});

const roleCounts = route<{ id: string }>('get', `${API}/studios/:id/studiocurator/roles/`, ({ params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  const rows = memberRows(found.studio.id);
  return json({ data: ROLES.map((r) => ({ role: r, count: rows.filter((m) => m.role === r).length })) });
});

const invite = route<{ id: string }>('post', `${API}/studios/:id/studiocurator/`, async ({ request, params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  const { studio, role } = found;
  if (!studioRules.invite(role)) return errors.forbidden(studioMessages.inviteDenied);
  const raw = textOf((await readBody(request)).user_name);
  const missing = checkInviteUsername(raw);
  if (missing) return errors.badRequest({ user_name: [validationMessage(missing)] });
  const username = normaliseInviteUsername(raw);
  const user = db.users.findOne('username', username);
  if (!user) return errors.badRequest({ user_name: [studioMessages.userUnknown({ username })] });
  const row = memberRowOf(studio.id, user.id);
  if (row && !row.invited) return errors.badRequest({ user_name: [studioMessages.alreadyMember({ username })] });
  if (row) return errors.badRequest({ user_name: [studioMessages.alreadyInvited({ username })] });
  db.studioMembers.insert({ studio_id: studio.id, user_id: user.id, role: 'curator', invited: true, created_at: new Date().toISOString() });
  notify([user.id], { verb: 'invited_user_in_studio', actorId: me.user.id, studio });
  return json({ user_name: user.username, invited: true }, 201);
});

/** The member row a call names (accepted members only). */
function memberRow(studioId: number, cid: string): StudioMemberRecord | undefined {
  const row = /^\d+$/.test(cid) ? db.studioMembers.get(Number(cid)) : undefined;
  return row && row.studio_id === studioId && !row.invited ? row : undefined;
}

async function changeRole(request: Request, id: string, cid: string, me: Parameters<typeof lookupStudio>[0]): Promise<Answer> {
  const found = lookupStudio(me, id);
  if (found.refusal) return found.refusal;
  const { studio, role } = found;
  const row = memberRow(studio.id, cid);
  if (!row) return errors.notFound(studioMessages.memberNotFound);
  if (row.role === 'owner') return errors.forbidden(studioMessages.ownerFixed);
  const next = textOf((await readBody(request)).role);
  if (next === 'manager') {
    if (!studioRules.promote(role, row.role)) return errors.forbidden(studioMessages.promoteDenied);
    const saved = db.studioMembers.update(row.id, { role: 'manager' });
    notify([row.user_id], { verb: 'promotion_user_in_studio', actorId: me.user.id, studio });
    return json(toMember(saved, 0));
  }
  if (next === 'curator') {
    if (!studioRules.demote(role, row.role)) return errors.forbidden(studioMessages.demoteDenied);
    return json(toMember(db.studioMembers.update(row.id, { role: 'curator' }), 0));
  }
  return errors.badRequest({ role: [studioMessages.roleInvalid] });
}

const promotePatch = route<{ id: string; cid: string }>('patch', `${API}/studios/:id/studiocurator/:cid/`, ({ request, params, me }) => changeRole(request, params.id, params.cid, me));
const promotePut = route<{ id: string; cid: string }>('put', `${API}/studios/:id/studiocurator/:cid/`, ({ request, params, me }) => changeRole(request, params.id, params.cid, me));

const removeMember = route<{ id: string; cid: string }>('delete', `${API}/studios/:id/studiocurator/:cid/`, ({ params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  const { studio, role } = found;
  const row = memberRow(studio.id, params.cid);
  if (!row) return errors.notFound(studioMessages.memberNotFound);
  if (row.role === 'owner') return errors.forbidden(studioMessages.ownerFixed);
  const isSelf = row.user_id === me.user.id;
  if (!studioRules.removeMember(role, row.role, isSelf)) return errors.forbidden(studioMessages.removeMemberDenied);
  db.studioMembers.delete(row.id);
  if (!isSelf) notify([row.user_id], { verb: 'delete_user_in_studio', actorId: me.user.id, studio, linked: false });
  return noContent();
});

const invitedState = route<{ id: string }>('get', `${API}/studios/:id/studiocurator/curator/`, ({ params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  return json({ is_invited_user: memberRowOf(found.studio.id, me.user.id)?.invited === true });
});

const accept = route<{ id: string }>('post', `${API}/studios/:id/studiocurator/curator/`, async ({ request, params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  const row = memberRowOf(found.studio.id, me.user.id);
  if (!row?.invited) return errors.badRequest({ detail: studioMessages.noInvitation });
  // The personal page sends no body; the regional one sends role curator (001 §7).
  const wanted = textOf((await readBody(request)).role);
  if (wanted !== '' && wanted !== 'curator') return errors.badRequest({ role: [studioMessages.acceptRole] });
  const saved = db.studioMembers.update(row.id, { invited: false, role: 'curator', created_at: new Date().toISOString() });
  return json(toMember(saved, 0));
});

export const studioMemberHandlers = [listMembers, roleCounts, invite, promotePatch, promotePut, removeMember, invitedState, accept];
