/**
 * What the server decides about teaching plans (spec 001 §5, §6, §9): who sees which plan, who
 * may change it (the same rules as the client's features/teachplan/utils/permissions.ts, checked
 * again here: a client is never trusted), the cap of enabled plans, the list order, and the
 * regeneration of course-bag plans.
 *
 * Who sees what: the built-in plan (id 0); the caller's own plans; plans shared into the caller's
 * joined campus by others. Auto-generated course-bag plans belong to the user they were made for.
 */
import { DEFAULT_PLAN_SORT } from '@/lib/validators/teach-plans';
import type { PlanSort, TeachPlan } from '@/types/content';
import { db } from '../db/db';
import type { PlanRegenerationRecord, TeachPlanRecord } from '../db/schema';
import { bagPlanFileName, planFileSlug, planFileUrl } from '../db/content-plans';
import { PLAN_FILE_SIZES } from '../db/plan-file-sizes';
import type { Message } from '../messages/define';
import { teachPlanMessages as M } from '../messages/teach-plans';
import { isManagerType, type Identity } from './identity';

export const BUILT_IN_PLAN_ID = 0;
/** How long a regeneration takes in the demo (the real server takes about a minute). */
export const REGENERATION_MS = 15_000;

export type Refusal = { status: 403 | 400; detail: Message };

const isBuiltIn = (plan: TeachPlanRecord) => plan.id === BUILT_IN_PLAN_ID;
const isOwn = (me: Identity, plan: TeachPlanRecord) => plan.owner_id === me.user.id;
const inMyCampus = (me: Identity, plan: TeachPlanRecord) => me.campusStatus === '1' && me.org !== null && plan.org_id === me.org.id;

export function canSee(me: Identity, plan: TeachPlanRecord): boolean {
  return isBuiltIn(plan) || isOwn(me, plan) || (plan.is_share && inMyCampus(me, plan));
}

/** The plans the caller sees, in id order. */
export function visiblePlans(me: Identity): TeachPlanRecord[] {
  const own = db.teachPlans.findBy('owner_id', me.user.id);
  const shared = me.org && me.campusStatus === '1' ? db.teachPlans.findBy('org_id', me.org.id).filter((p) => p.is_share && !isOwn(me, p)) : [];
  const builtIn = db.teachPlans.get(BUILT_IN_PLAN_ID);
  return [...(builtIn ? [builtIn] : []), ...own, ...shared];
}

/** Enable, disable and delete: refused with the reason, or null when allowed. */
export function editRefusal(me: Identity, plan: TeachPlanRecord): Refusal | null {
  if (isBuiltIn(plan)) return { status: 403, detail: M.builtIn };
  if (isManagerType(me.userType)) return plan.is_share && !isOwn(me, plan) ? { status: 403, detail: M.sharedByOthers } : null;
  if (!isOwn(me, plan)) return { status: 403, detail: M.notYours };
  return plan.is_share ? { status: 403, detail: M.sharedNoEdit } : null;
}

export function shareRefusal(me: Identity, plan: TeachPlanRecord): Refusal | null {
  if (!isManagerType(me.userType)) return { status: 403, detail: M.managersShare };
  const edit = editRefusal(me, plan);
  if (edit) return edit;
  if (plan.course_bag !== null) return { status: 403, detail: M.courseBagNoShare };
  return plan.org_id === null ? { status: 400, detail: M.noCampus } : null;
}

/** The caller's own enabled uploads: the count the cap of 50 applies to (auto-generated exempt). */
export function enabledUploads(userId: number): number {
  return db.teachPlans.findBy('owner_id', userId).filter((p) => p.enable && !p.auto_generated).length;
}

export function downloadPath(id: number): string {
  return `/api/v1/teacher_plan/${id}/download/`;
}

function authorOf(plan: TeachPlanRecord): { author: string; author_name: string } {
  const owner = db.users.get(plan.owner_id);
  return owner ? { author: owner.username, author_name: owner.name || owner.username } : { author: '', author_name: '' };
}

export function planView(plan: TeachPlanRecord): TeachPlan {
  return {
    id: plan.id,
    file_name: plan.file_name,
    file_url: plan.file_key ? downloadPath(plan.id) : plan.file_url,
    file_size: plan.file_size,
    course_bag_tag: plan.course_bag_tag,
    course_bag: plan.course_bag,
    enable: plan.enable,
    is_share: plan.is_share,
    ...authorOf(plan),
    from_campus: plan.org_id,
    created_at: plan.created_at,
  };
}

const SORT_KEYS: Record<string, (p: TeachPlanRecord) => string> = {
  created_at: (p) => p.created_at,
  file_name: (p) => p.file_name.toLowerCase(),
  course_bag_tag: (p) => p.course_bag_tag.toLowerCase(),
};

/** Sorted by the order, ties by id so the order is stable. */
export function sortPlans(plans: TeachPlanRecord[], sort: PlanSort): TeachPlanRecord[] {
  const desc = sort.startsWith('-');
  const key = SORT_KEYS[desc ? sort.slice(1) : sort];
  const sign = desc ? -1 : 1;
  return [...plans].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign || a.id - b.id;
  });
}

export function planSortOf(userId: number): PlanSort {
  return db.planSettings.findOne('user_id', userId)?.plan_sort ?? DEFAULT_PLAN_SORT;
}

export function savePlanSort(userId: number, plan_sort: PlanSort): void {
  const current = db.planSettings.findOne('user_id', userId);
  if (current) db.planSettings.update(current.id, { plan_sort });
  else db.planSettings.insert({ user_id: userId, plan_sort });
}

// ---- regeneration ----

/** The course bags a user's plans are generated from: a manager all of the campus's, a teacher their own. */
function bagsOf(me: Identity): number[] {
  if (!me.org) return [];
  if (isManagerType(me.userType)) return db.courseBags.findBy('org_ids', me.org.id).map((b) => b.id);
  return me.employee?.course_bags ?? [];
}

export function regenerationRefusal(me: Identity): Message | null {
  if (!me.org || me.campusStatus !== '1' || !me.org.auto_plan || !me.org.allow_course_bag) return M.autoPlanOff;
  return latestRegeneration(me.user.id)?.status === 'running' ? M.running : null;
}

export function latestRegeneration(userId: number): PlanRegenerationRecord | undefined {
  return db.planRegenerations.findBy('user_id', userId).at(-1);
}

export function startRegeneration(me: Identity, now: Date): PlanRegenerationRecord {
  return db.planRegenerations.insert({ user_id: me.user.id, status: 'running', message: '', started_at: now.toISOString() });
}

/**
 * Finishes a run whose time is up: the caller's course-bag plans are replaced by one per bag
 * they hold now (keeping each bag's enabled state), or the run fails when they hold none.
 */
export function settleRegeneration(me: Identity, run: PlanRegenerationRecord, now: Date): PlanRegenerationRecord {
  if (run.status !== 'running' || now.getTime() - new Date(run.started_at).getTime() < REGENERATION_MS) return run;
  const bags = bagsOf(me).flatMap((id) => db.courseBags.get(id) ?? []);
  if (bags.length === 0) return db.planRegenerations.update(run.id, { status: 'failed', message: M.noBags });
  const old = db.teachPlans.findBy('owner_id', me.user.id).filter((p) => p.auto_generated);
  const enabledBefore = new Map(old.map((p) => [p.course_bag, p.enable]));
  for (const plan of old) db.teachPlans.delete(plan.id);
  for (const bag of bags) {
    const stage = bag.new_suit_tags.split('|')[0] ?? '';
    const fileName = bagPlanFileName(bag, stage);
    db.teachPlans.insert({
      owner_id: me.user.id,
      org_id: me.org?.id ?? null,
      file_name: fileName,
      file_url: planFileUrl(fileName),
      file_key: null,
      file_size: PLAN_FILE_SIZES[planFileSlug(fileName)] ?? 0,
      course_bag_tag: stage,
      course_bag: bag.id,
      enable: enabledBefore.get(bag.id) ?? true,
      is_share: false,
      auto_generated: true,
      sort: 0,
      created_at: now.toISOString(),
    });
  }
  return db.planRegenerations.update(run.id, { status: 'success', message: '' });
}
