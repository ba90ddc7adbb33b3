/**
 * The campus activity log (issue 32; path chosen, docs/api.md):
 *   GET /api/v1/org_activities/?actor=&kind=&start_date=&end_date=&page=&page_size=
 * Every change the campus's staff made, newest first (15 a page), with the people who appear in
 * it for the person filter. Managers of the campus only: a teacher is refused (403), and a manager
 * reads their own campus's log, never another's. The rows are written by the route wrapper
 * (rules/activity-log.ts).
 */
import { ACTIVITY_KINDS, type ActivityEntry, type ActivityKind } from '@/types/activity';
import type { UserType } from '@/types/user';
import { db } from '../db/db';
import type { ActivityRecord } from '../db/schema';
import { activityMessages as M } from '../messages/activity';
import { centreCampus, isRefusal } from '../rules/centre-guard';
import { API, errors, invalidChoice, json, pageOf, route } from './http';

const MANAGERS: readonly UserType[] = ['manager', 'manager|teacher'];
const PAGE_SIZE = 15;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const toEntry = (r: ActivityRecord): ActivityEntry => ({
  id: r.id,
  actor: { id: r.actor_id, name: r.actor_name },
  kind: r.kind,
  subject: r.subject,
  target: r.target,
  created_at: r.created_at,
});

const listActivities = route(
  'get',
  `${API}/org_activities/`,
  ({ url, me }) => {
    const org = centreCampus(me);
    if (isRefusal(org)) return errors.refuse(org);
    const q = url.searchParams;
    const kind = q.get('kind') || null;
    if (kind && !(ACTIVITY_KINDS as readonly string[]).includes(kind)) return invalidChoice('kind', kind);
    const actorText = q.get('actor') || null;
    if (actorText && !/^\d+$/.test(actorText)) return errors.badRequest({ actor: [M.actorNumber] });
    const start = q.get('start_date') || null;
    const end = q.get('end_date') || null;
    if (start && !DAY.test(start)) return errors.badRequest({ start_date: [M.dateFormat] });
    if (end && !DAY.test(end)) return errors.badRequest({ end_date: [M.dateFormat] });
    if (start && end && end < start) return errors.badRequest({ end_date: [M.dateOrder] });

    const all = db.activities.findBy('org_id', org.id);
    const actors = new Map<number, string>();
    for (const r of all) actors.set(r.actor_id, r.actor_name);
    const actor = actorText ? Number(actorText) : null;
    // Days are the campus's calendar days as the client sends them: the instant's date part (UTC).
    const rows = all
      .filter((r) => (actor == null || r.actor_id === actor) && (kind == null || r.kind === (kind as ActivityKind)))
      .filter((r) => (!start || r.created_at.slice(0, 10) >= start) && (!end || r.created_at.slice(0, 10) <= end))
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id))
      .map(toEntry);
    const people = [...actors].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
    return json({ ...pageOf(rows, url, PAGE_SIZE), actors: people });
  },
  { roles: MANAGERS },
);

export const activityLogHandlers = [listActivities];
