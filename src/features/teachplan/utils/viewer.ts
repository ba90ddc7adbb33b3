/**
 * The viewer's pure decisions: which plans it offers, which one it shows, and how it opens as a
 * small window (spec 001 §2 "Viewer (small window 500x500)", §9).
 */
import type { TeachPlan } from '@/types/content';
import { paths } from '@/lib/paths';

/** The viewer offers the enabled plans, in the list's order. */
export function enabledPlans(plans: readonly TeachPlan[]): TeachPlan[] {
  return plans.filter((plan) => plan.enable);
}

/** The plan of ?plan= when it is offered, else the first offered one; null when none is. */
export function selectedPlan(plans: readonly TeachPlan[], requested: string | null): TeachPlan | null {
  const id = requested !== null && /^\d+$/.test(requested) ? Number(requested) : null;
  return plans.find((plan) => plan.id === id) ?? plans[0] ?? null;
}

export const VIEWER_WINDOW_SIZE = 500;
const VIEWER_WINDOW_NAME = 'teachplan-viewer';
/** The query that marks the viewer as the small window (the shell then draws no header or footer). */
export const POPUP_QUERY = 'popup';

export function viewerPath(planId?: number | null, popup = false): string {
  const params = new URLSearchParams();
  if (planId != null) params.set('plan', String(planId));
  if (popup) params.set(POPUP_QUERY, '1');
  const query = params.toString();
  return query ? `${paths.teachPlan.href()}?${query}` : paths.teachPlan.href();
}

/** Opens (or brings forward) the 500×500 viewer window; false when the browser blocked it. */
export function openViewerWindow(planId?: number | null): boolean {
  const features = `popup=yes,width=${VIEWER_WINDOW_SIZE},height=${VIEWER_WINDOW_SIZE}`;
  const opened = window.open(viewerPath(planId, true), VIEWER_WINDOW_NAME, features);
  opened?.focus();
  return opened !== null;
}
