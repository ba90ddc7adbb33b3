/**
 * What a viewer may do with one teaching plan (spec 001 §6), as small action-named rules over
 * private helpers, in the manner of lib/access.ts. The mock server checks the same rules again
 * (mocks/rules/teach-plans.ts) and answers 403 when one says no.
 *
 * - Built-in plans (id 0): download only.
 * - Managers (manager, manager|teacher): enable/disable, download, share/unshare (never a
 *   course-bag plan) and delete; a plan someone else shared is download-only for them.
 * - Teachers and null-type users: enable/disable and delete only their own unshared plans,
 *   download everything; sharing is not offered.
 */
import { isManager, type Subject } from '@/lib/access';
import type { User } from '@/types/user';
import type { TeachPlan } from '@/types/content';

export type PlanViewer = Pick<User, 'user_type' | 'username'>;
export type PlanFacts = Pick<TeachPlan, 'id' | 'is_share' | 'author' | 'course_bag'>;

/** The id of the platform's built-in plan. */
export const BUILT_IN_PLAN_ID = 0;

function isBuiltIn(plan: PlanFacts): boolean {
  return plan.id === BUILT_IN_PLAN_ID;
}

function isOwn(viewer: PlanViewer, plan: PlanFacts): boolean {
  return plan.author !== '' && plan.author === viewer.username;
}

/** Shared into the campus by somebody else. */
function isSharedByOthers(viewer: PlanViewer, plan: PlanFacts): boolean {
  return plan.is_share && !isOwn(viewer, plan);
}

/** An auto-generated course-bag plan. */
export function isCourseBagPlan(plan: Pick<TeachPlan, 'course_bag'>): boolean {
  return plan.course_bag != null;
}

/** Managers act on everything but what others shared; teachers on their own unshared plans. */
function canEdit(viewer: PlanViewer, plan: PlanFacts): boolean {
  if (isBuiltIn(plan)) return false;
  if (isManager(viewer)) return !isSharedByOthers(viewer, plan);
  return isOwn(viewer, plan) && !plan.is_share;
}

export function canTogglePlan(viewer: PlanViewer, plan: PlanFacts): boolean {
  return canEdit(viewer, plan);
}

export function canDeletePlan(viewer: PlanViewer, plan: PlanFacts): boolean {
  return canEdit(viewer, plan);
}

/** Everyone who sees a plan may download it. */
export function canDownloadPlan(): boolean {
  return true;
}

/** Share and unshare: managers, on plans they may edit, never on course-bag plans. */
export function canSharePlan(viewer: PlanViewer, plan: PlanFacts): boolean {
  return isManager(viewer) && canEdit(viewer, plan) && !isCourseBagPlan(plan);
}

/** Whether the share column is offered at all (teachers never see it). */
export function offersSharing(viewer: Subject): boolean {
  return isManager(viewer);
}

export interface PlanActions {
  toggle: boolean;
  download: boolean;
  share: boolean;
  remove: boolean;
}

/** Every action at once, for a table row. */
export function planActions(viewer: PlanViewer, plan: PlanFacts): PlanActions {
  return {
    toggle: canTogglePlan(viewer, plan),
    download: canDownloadPlan(),
    share: canSharePlan(viewer, plan),
    remove: canDeletePlan(viewer, plan),
  };
}
