/**
 * Portfolios (studios, work collections; spec 001 §2-§8 "Portfolios", 002 §2.3-2.4, §5-§7).
 * Paths the spec leaves open are chosen in its style (docs/api.md §10):
 *   GET    /api/v1/studios/?kind=&scope=&q=&page=&page_size=   lists (8 a page)
 *   POST   /api/v1/studios/                                    create (multipart, with the cover)
 *   GET    /api/v1/studios/{id}/                               detail, with the caller's role
 *   PATCH  /api/v1/studios/{id}/                               title, description, is_touch
 *   PATCH  /api/v1/lms/studios/{id}/                           is_touch (002 §7)
 *   DELETE /api/v1/studios/{id}/                               personal and team-linked portfolios
 *   DELETE /api/v1/studios/{id}/regional/                      regional portfolios
 *   POST   /api/v1/studio/gallery/{id}/set/                    the cover (multipart file)
 *   GET/POST /api/v1/studios/{id}/follow/, GET .../follow_user_count/ (DELETE: profile.ts)
 *   GET    /api/v1/studios/{id}/notification_count/, GET .../activities/
 * Works and members: studio-works.ts and studio-members.ts.
 */
import type { StudioKind } from '@/types/portfolio';
import type { Check } from '@/lib/validators/check';
import { checkCoverFile, checkImageBytes } from '@/lib/validators/files';
import { checkOwnCollectionDescription, checkOwnCollectionTitle, checkPortfolioDescription, checkPortfolioName, checkPortfolioTeam, checkRegionalPortfolioDescription, checkRegionalPortfolioTitle } from '@/lib/validators/portfolios';
import { db } from '../db/db';
import { derived } from '../db/derived';
import type { StudioRecord } from '../db/schema';
import { studioMessages } from '../messages/studios';
import { validation } from '../messages/validation';
import { addFieldError, fieldErrors, textOf, type FieldErrors } from '../rules/field-errors';
import { isManagerType, type Identity } from '../rules/identity';
import { everyMemberOf, notify, recordActivity } from '../rules/studio-events';
import { createBlock, pickableTeams } from '../rules/studio-quota';
import { roleIn, studioRules } from '../rules/studio-roles';
import { displayName, toActivity, toStudio } from '../rules/studio-view';
import { actingOrgId } from '../rules/team-access';
import { bytesOf, imageDataUrl, isFile } from '../rules/uploads';
import { API, errors, json, matches, noContent, pageOf, readBody, route, type Answer } from './http';
import { lookupStudio } from './studio-lookup';

/** spec 002 §9: portfolio tables show 8 rows */
const LIST_PAGE_SIZE = 8;
/** spec 001 §9: activity 8 or 10 a page */
const ACTIVITY_PAGE_SIZE = 10;
const KINDS: readonly StudioKind[] = ['personal', 'team', 'area'];

const newestFirst = (a: StudioRecord, b: StudioRecord) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The title and description rules of each kind (001 §5, 002 §5). */
const TEXT_RULES: Record<StudioKind, { title: (v: string) => Check; description: (v: string) => Check }> = {
  personal: { title: checkOwnCollectionTitle, description: checkOwnCollectionDescription },
  team: { title: checkPortfolioName, description: checkPortfolioDescription },
  area: { title: checkRegionalPortfolioTitle, description: checkRegionalPortfolioDescription },
};

/** The portfolios of one kind a caller is an accepted member of, newest first. */
function memberStudios(userId: number, kind: StudioKind | null): StudioRecord[] {
  return derived(`studios:member:${userId}:${kind ?? 'all'}`, () =>
    db.studioMembers
      .findBy('user_id', userId)
      .filter((m) => !m.invited)
      .flatMap((m) => db.studios.get(m.studio_id) ?? [])
      .filter((s) => kind === null || s.kind === kind)
      .sort(newestFirst),
  );
}

/** Every regional (or team-linked) portfolio of a campus, newest first. */
function campusStudios(orgId: number, kind: StudioKind | null): StudioRecord[] {
  return derived(`studios:org:${orgId}:${kind ?? 'all'}`, () =>
    db.studios
      .findBy('org_id', orgId)
      .filter((s) => (kind === null ? s.kind !== 'personal' : s.kind === kind))
      .sort(newestFirst),
  );
}

/** The texts a list searches: the title, the team's name (team kind), the owner's names (person in charge). */
function haystack(s: StudioRecord): (string | undefined)[] {
  const owner = db.users.get(s.owner_id);
  const team = s.team_id == null ? undefined : db.teams.get(s.team_id);
  return [s.title, team?.name, displayName(owner), owner?.username];
}

/**
 * ?kind= one kind (default all); ?scope=mine (default): personal and team-linked portfolios the
 * caller is a member of, and every regional portfolio of the caller's campus; ?scope=org (the
 * management centre, managers only): every team-linked and regional portfolio of the campus.
 */
const listStudios = route('get', `${API}/studios/`, ({ url, me }) => {
  const kindParam = url.searchParams.get('kind') ?? '';
  if (kindParam !== '' && !(KINDS as readonly string[]).includes(kindParam)) return errors.badRequest({ kind: [studioMessages.kindInvalid] });
  const kind = (kindParam || null) as StudioKind | null;
  const scope = url.searchParams.get('scope') ?? 'mine';
  if (scope !== 'mine' && scope !== 'org') return errors.badRequest({ scope: [studioMessages.scopeInvalid] });
  const orgId = actingOrgId(me);
  let rows: StudioRecord[];
  if (scope === 'org') {
    if (orgId == null || !isManagerType(me.userType)) return errors.forbidden(studioMessages.orgScopeDenied);
    rows = campusStudios(orgId, kind === 'personal' ? null : kind);
  } else if (kind === 'area') {
    rows = orgId == null || me.userType === 'student' ? [] : campusStudios(orgId, 'area');
  } else {
    rows = memberStudios(me.user.id, kind);
  }
  const q = url.searchParams.get('q');
  const found = q?.trim() ? rows.filter((s) => matches(q, ...haystack(s))) : rows;
  const page = pageOf(found, url, LIST_PAGE_SIZE);
  return json({ results: page.results.map((s) => toStudio(s, me.user, roleIn(s, me.user.id))), count: page.count });
});

function checkTexts(kind: StudioKind, title: string, description: string): FieldErrors {
  return fieldErrors({ title: TEXT_RULES[kind].title(title), description: TEXT_RULES[kind].description(description) }) ?? {};
}

const createStudio = route('post', `${API}/studios/`, async ({ request, me }) => {
  const body = await readBody(request);
  const kind = textOf(body.kind) as StudioKind;
  if (!KINDS.includes(kind)) return errors.badRequest({ kind: [studioMessages.kindInvalid] });
  const block = createBlock(me, kind);
  if (block) return block.status === 403 ? errors.forbidden(block.message) : errors.badRequest({ detail: block.message });

  const title = textOf(body.title).trim();
  const description = textOf(body.description).trim();
  const errs = checkTexts(kind, title, description);
  const cover = body.cover;
  // The cover is judged by its bytes: a page named cover.png is refused, never stored.
  const coverBytes = isFile(cover) && !checkCoverFile(cover) ? await bytesOf(cover) : null;
  if (!isFile(cover)) addFieldError(errs, 'cover', validation('validation.portfolio.cover.required'));
  else Object.assign(errs, fieldErrors({ cover: checkCoverFile(cover) ?? checkImageBytes(coverBytes!) }));
  const teamCode = textOf(body.team).trim();
  const team = kind === 'team' ? pickableTeams(me).find((t) => t.code === teamCode) : undefined;
  if (kind === 'team') {
    const missing = checkPortfolioTeam(teamCode, false);
    if (missing) Object.assign(errs, fieldErrors({ team: missing }));
    else if (!team) addFieldError(errs, 'team', studioMessages.teamNotPickable);
  }
  if (Object.keys(errs).length > 0 || !coverBytes) return errors.badRequest(errs);

  const coverUrl = imageDataUrl(coverBytes)!;
  // Again after reading the cover: another request (another tab) may have taken the last room
  // meanwhile; from here to the insert nothing waits, so two requests cannot both pass.
  const lastBlock = createBlock(me, kind);
  if (lastBlock) return lastBlock.status === 403 ? errors.forbidden(lastBlock.message) : errors.badRequest({ detail: lastBlock.message });
  const now = new Date().toISOString();
  const studio = db.studios.insert({
    code: Math.random().toString(36).slice(2, 10),
    kind,
    title,
    description,
    cover: coverUrl,
    owner_id: me.user.id,
    org_id: kind === 'personal' ? null : actingOrgId(me),
    team_id: team?.id ?? null,
    is_touch: false,
    created_at: now,
  });
  db.studioMembers.insert({ studio_id: studio.id, user_id: me.user.id, role: 'owner', invited: false, created_at: now });
  // The team's other teaching teachers manage its portfolio with the creator.
  for (const teacherId of team?.teacher_ids ?? []) {
    if (teacherId !== me.user.id) db.studioMembers.insert({ studio_id: studio.id, user_id: teacherId, role: 'manager', invited: false, created_at: now });
  }
  recordActivity(studio, 'studioactivity', me.user.id);
  return json(toStudio(studio, me.user, 'owner'), 201);
});

const getStudio = route<{ id: string }>('get', `${API}/studios/:id/`, ({ params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  return json(toStudio(found.studio, me.user, found.role));
});

/** title, description (owner and managers, the kind's limits) and is_touch (any member). */
async function patchStudio(request: Request, id: string, me: Identity, touchOnly: boolean): Promise<Answer> {
  const found = lookupStudio(me, id);
  if (found.refusal) return found.refusal;
  const { studio, role } = found;
  const body = await readBody(request);
  const changesText = body.title !== undefined || body.description !== undefined;
  if (touchOnly && changesText) return errors.badRequest({ detail: studioMessages.touchOnly });
  if (changesText && !studioRules.editInfo(role)) return errors.forbidden(studioMessages.editDenied);
  if (!changesText && role === 'visitor') return errors.forbidden(studioMessages.editDenied);
  const title = body.title === undefined ? studio.title : textOf(body.title).trim();
  const description = body.description === undefined ? studio.description : textOf(body.description).trim();
  const errs = changesText ? checkTexts(studio.kind, title, description) : {};
  if (Object.keys(errs).length > 0) return errors.badRequest(errs);
  const patch: Partial<StudioRecord> = {};
  if (body.is_touch !== undefined) patch.is_touch = body.is_touch === true || body.is_touch === 'true';
  if (changesText) Object.assign(patch, { title, description });
  const saved = db.studios.update(studio.id, patch);
  if (changesText && (title !== studio.title || description !== studio.description)) {
    recordActivity(saved, 'studioactivity', me.user.id);
    notify(everyMemberOf(saved), { verb: 'studioactivity', actorId: me.user.id, studio: saved });
  }
  return json(toStudio(saved, me.user, role));
}

const updateStudio = route<{ id: string }>('patch', `${API}/studios/:id/`, ({ request, params, me }) => patchStudio(request, params.id, me, false));
const touchStudio = route<{ id: string }>('patch', `${API}/lms/studios/:id/`, ({ request, params, me }) => patchStudio(request, params.id, me, true));

/** Everything of a portfolio goes with it; its members hear of it (delete_studio, no link left). */
function deleteEverything(studio: StudioRecord, actorId: number): void {
  notify(everyMemberOf(studio), { verb: 'delete_studio', actorId, studio, linked: false });
  for (const m of db.studioMembers.findBy('studio_id', studio.id)) db.studioMembers.delete(m.id);
  for (const w of db.studioProjects.findBy('studio_id', studio.id)) db.studioProjects.delete(w.id);
  for (const a of db.studioActivities.findBy('studio_id', studio.id)) db.studioActivities.delete(a.id);
  for (const f of db.studioFollows.findBy('studio_id', studio.id)) db.studioFollows.delete(f.id);
  db.studios.delete(studio.id);
}

function deleteRoute(path: string, regional: boolean) {
  return route<{ id: string }>('delete', path, ({ params, me }) => {
    const found = lookupStudio(me, params.id);
    if (found.refusal) return found.refusal;
    const { studio, role } = found;
    if (!studioRules.deleteStudio(studio.kind, role, me)) return errors.forbidden(studioMessages.deleteDenied);
    if (regional !== (studio.kind === 'area')) return errors.badRequest({ detail: regional ? studioMessages.notRegional : studioMessages.regionalDeletePath });
    deleteEverything(studio, me.user.id);
    return noContent();
  });
}

const setCover = route<{ id: string }>('post', `${API}/studio/gallery/:id/set/`, async ({ request, params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  if (!studioRules.editInfo(found.role)) return errors.forbidden(studioMessages.editDenied);
  const file = (await readBody(request)).file;
  if (!isFile(file)) return errors.badRequest({ file: [validation('validation.portfolio.cover.required')] });
  const invalid = fieldErrors({ file: checkCoverFile(file) });
  if (invalid) return errors.badRequest(invalid);
  const bytes = await bytesOf(file);
  const notPicture = fieldErrors({ file: checkImageBytes(bytes) });
  if (notPicture) return errors.badRequest(notPicture);
  const saved = db.studios.update(found.studio.id, { cover: imageDataUrl(bytes)! });
  recordActivity(saved, 'studioactivity', me.user.id);
  return json({ cover: saved.cover });
});

const followOf = (studioId: number, userId: number) => db.studioFollows.findBy('studio_id', studioId).find((f) => f.user_id === userId);

const followState = route<{ id: string }>('get', `${API}/studios/:id/follow/`, ({ params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  return json({ is_follow: followOf(found.studio.id, me.user.id) !== undefined });
});

const follow = route<{ id: string }>('post', `${API}/studios/:id/follow/`, ({ params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  if (followOf(found.studio.id, me.user.id)) return errors.badRequest({ detail: studioMessages.alreadyFollowing });
  db.studioFollows.insert({ studio_id: found.studio.id, user_id: me.user.id, created_at: new Date().toISOString() });
  return json({ is_follow: true, detail: studioMessages.followed }, 201);
});

const followCount = route<{ id: string }>('get', `${API}/studios/:id/follow_user_count/`, ({ params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  return json({ count: db.studioFollows.countBy('studio_id', found.studio.id) });
});

/** The portfolio's activity, newest first. */
function activityOf(studioId: number) {
  return derived(`studios:activity:${studioId}`, () =>
    db.studioActivities.findBy('studio_id', studioId).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
  );
}

const notificationCount = route<{ id: string }>('get', `${API}/studios/:id/notification_count/`, ({ params, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  return json({ count: activityOf(found.studio.id).length });
});

const activities = route<{ id: string }>('get', `${API}/studios/:id/activities/`, ({ params, url, me }) => {
  const found = lookupStudio(me, params.id);
  if (found.refusal) return found.refusal;
  const page = pageOf(activityOf(found.studio.id), url, ACTIVITY_PAGE_SIZE);
  return json({ results: page.results.map(toActivity), count: page.count });
});

export const studioHandlers = [
  listStudios,
  createStudio,
  getStudio,
  updateStudio,
  touchStudio,
  deleteRoute(`${API}/studios/:id/`, false),
  deleteRoute(`${API}/studios/:id/regional/`, true),
  setCover,
  followState,
  follow,
  followCount,
  notificationCount,
  activities,
];
