/**
 * Teaching plans (spec 001 §7 "Teaching plans"; the paths the spec does not show are chosen in
 * the same style, docs/api.md §7): the list and its order, upload, enable/disable, delete, share,
 * the organisation's course-bag plans, regeneration, and the download of an uploaded document.
 * Every change is checked against the role rules of spec 001 §6 (403 with the reason).
 */
import { firstInvalid } from '@/lib/validators/check';
import { FILE_KIND_TYPES, fileExtension } from '@/lib/validators/files';
import { checkPlanSort, checkTeachPlanFile, checkTeachPlanLimit, teachPlanContentKind, TEACH_PLAN_MAX_BYTES } from '@/lib/validators/teach-plans';
import type { PlanSort, TeachPlanList } from '@/types/content';
import { db } from '../db/db';
import type { TeachPlanRecord } from '../db/schema';
import { fileStore, newFileKey } from '../db/file-store';
import { fieldErrors, textOf } from '../rules/field-errors';
import type { Identity } from '../rules/identity';
import {
  canSee,
  editRefusal,
  enabledUploads,
  latestRegeneration,
  planSortOf,
  planView,
  regenerationRefusal,
  savePlanSort,
  settleRegeneration,
  shareRefusal,
  sortPlans,
  startRegeneration,
  visiblePlans,
  type Refusal,
} from '../rules/teach-plans';
import { commonMessages } from '../messages/common';
import { teachPlanMessages as M } from '../messages/teach-plans';
import { validationMessage } from '../messages/validation';
import { API, errors, fileAnswer, invalidChoice, json, matches, noContent, readBody, route, type Answer } from './http';

/** Users of every type may keep plans: the /teachplan routes are for teachers, managers and null-type users. */
const PLAN_ROLES = ['teacher', 'manager', 'manager|teacher', null] as const;
/** An upload that no plan row refers to (a reset, a failed write) is dropped after this long. */
const ORPHAN_FILE_MS = 60 * 60_000;

const refuse = (refusal: Refusal): Answer => (refusal.status === 403 ? errors.forbidden(refusal.detail) : errors.badRequest({ detail: refusal.detail }));

const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value && 'size' in value;

function parseBoolean(value: unknown): boolean | null {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return null;
}

/** The plan of a path or body id, if the caller may see it. */
function visiblePlan(me: Identity, id: unknown): TeachPlanRecord | undefined {
  const text = textOf(id);
  const plan = /^\d+$/.test(text) ? db.teachPlans.get(Number(text)) : undefined;
  return plan && canSee(me, plan) ? plan : undefined;
}

let pruned = false;
/** Once per start, files left behind by a reset of the demo go (never ones a new upload just stored). */
function pruneOrphanFiles(): void {
  if (pruned) return;
  pruned = true;
  const keep = new Set(db.teachPlans.all().flatMap((p) => (p.file_key ? [p.file_key] : [])));
  void fileStore().prune(keep, Date.now() - ORPHAN_FILE_MS).catch(() => {});
}

const list = route(
  'get',
  `${API}/teacher_plan/`,
  ({ url, me }) => {
    const requested = url.searchParams.get('plan_sort');
    if (requested !== null && checkPlanSort(requested)) return invalidChoice('plan_sort', requested);
    pruneOrphanFiles();
    const sort = (requested as PlanSort | null) ?? planSortOf(me.user.id);
    const search = url.searchParams.get('search');
    const found = sortPlans(visiblePlans(me), sort).filter((p) => matches(search, p.file_name));
    const answer: TeachPlanList = { results: found.map(planView), count: found.length, enable_count: enabledUploads(me.user.id) };
    return json(answer);
  },
  { roles: PLAN_ROLES },
);

const readSort = route('get', `${API}/teacher_plan/plan_sort/`, ({ me }) => json({ plan_sort: planSortOf(me.user.id) }), { roles: PLAN_ROLES });

const writeSort = route(
  'post',
  `${API}/teacher_plan/plan_sort/`,
  async ({ request, me }) => {
    const value = textOf((await readBody(request)).plan_sort);
    const errs = fieldErrors({ plan_sort: checkPlanSort(value) });
    if (errs) return errors.badRequest(errs);
    savePlanSort(me.user.id, value as PlanSort);
    return json({ plan_sort: value as PlanSort });
  },
  { roles: PLAN_ROLES },
);

const upload = route(
  'post',
  `${API}/teacher_plan/load/`,
  async ({ request, me }) => {
    const file = (await readBody(request)).file;
    if (!isFile(file)) return errors.badRequest({ file: [M.fileRequired] });
    const names = visiblePlans(me).map((p) => p.file_name);
    // The size is checked before the bytes are read: a huge upload is refused without holding it.
    const problem = firstInvalid(checkTeachPlanLimit(enabledUploads(me.user.id)), checkTeachPlanFile(file, names));
    if (problem) return errors.badRequest({ file: [validationMessage(problem)] });
    const bytes = await file.arrayBuffer();
    if (bytes.byteLength > TEACH_PLAN_MAX_BYTES) return errors.badRequest({ file: [validationMessage({ key: 'validation.teachPlan.size' })] });
    // What the bytes are decides, and is what the document is stored as: never the declared type.
    const kind = await teachPlanContentKind(new Uint8Array(bytes));
    if (kind === null || kind !== fileExtension(file.name)) return errors.badRequest({ file: [validationMessage({ key: 'validation.teachPlan.type' })] });
    // The file is stored before its row, and the row before the answer: a plan never lacks its document.
    const key = newFileKey();
    await fileStore().put(key, { name: file.name, type: FILE_KIND_TYPES[kind], bytes, storedAt: Date.now() });
    const plan = db.teachPlans.insert({
      owner_id: me.user.id,
      org_id: me.campusStatus === '1' ? (me.org?.id ?? null) : null,
      file_name: file.name,
      file_url: '',
      file_key: key,
      file_size: bytes.byteLength,
      course_bag_tag: '',
      course_bag: null,
      enable: true,
      is_share: false,
      auto_generated: false,
      sort: 0,
      created_at: new Date().toISOString(),
    });
    return json(planView(plan), 201);
  },
  { roles: PLAN_ROLES },
);

/** Enabling counts towards the cap; disabling never does. */
function setEnabled(plan: TeachPlanRecord, enable: boolean): Answer {
  if (enable && !plan.enable && !plan.auto_generated) {
    const limit = checkTeachPlanLimit(enabledUploads(plan.owner_id));
    if (limit) return errors.badRequest({ enable: [validationMessage(limit)] });
  }
  return json(planView(db.teachPlans.update(plan.id, { enable })));
}

async function removePlan(plan: TeachPlanRecord): Promise<void> {
  db.teachPlans.delete(plan.id);
  if (plan.file_key) await fileStore().delete(plan.file_key);
}

const enableUpload = route<{ id: string }>(
  'patch',
  `${API}/teacher_plan/:id/`,
  async ({ request, params, me }) => {
    const plan = visiblePlan(me, params.id);
    if (!plan) return errors.notFound(M.notFound);
    const refusal = editRefusal(me, plan);
    if (refusal) return refuse(refusal);
    if (plan.auto_generated) return errors.badRequest({ detail: M.courseBagByCampus });
    const enable = parseBoolean((await readBody(request)).enable);
    if (enable === null) return errors.badRequest({ enable: [commonMessages.booleanRequired] });
    return setEnabled(plan, enable);
  },
  { roles: PLAN_ROLES },
);

const deleteUpload = route<{ id: string }>(
  'delete',
  `${API}/teacher_plan/:id/`,
  async ({ params, me }) => {
    const plan = visiblePlan(me, params.id);
    if (!plan) return errors.notFound(M.notFound);
    const refusal = editRefusal(me, plan);
    if (refusal) return refuse(refusal);
    if (plan.auto_generated) return errors.badRequest({ detail: M.courseBagByCampus });
    await removePlan(plan);
    return noContent();
  },
  { roles: PLAN_ROLES },
);

/** The campus's course-bag plans: modify (enable) or delete. */
const organisationPlan = route(
  'post',
  `${API}/organization_teachplan/`,
  async ({ request, me }) => {
    const body = await readBody(request);
    const type = textOf(body.type);
    if (type !== 'modify' && type !== 'delete') return invalidChoice('type', type);
    const plan = visiblePlan(me, body.id);
    if (!plan) return errors.notFound(M.notFound);
    const refusal = editRefusal(me, plan);
    if (refusal) return refuse(refusal);
    if (!plan.auto_generated) return errors.badRequest({ detail: M.notCourseBag });
    if (type === 'delete') {
      await removePlan(plan);
      return json({ success: true });
    }
    const enable = parseBoolean(body.enable);
    if (enable === null) return errors.badRequest({ enable: [commonMessages.booleanRequired] });
    return setEnabled(plan, enable);
  },
  { roles: PLAN_ROLES },
);

const share = route(
  'post',
  `${API}/teacher_plan/share/`,
  async ({ request, me }) => {
    const body = await readBody(request);
    const type = textOf(body.type);
    if (type !== 'share' && type !== 'cancel_share') return invalidChoice('type', type);
    const plan = visiblePlan(me, body.id);
    if (!plan) return errors.notFound(M.notFound);
    const refusal = shareRefusal(me, plan);
    if (refusal) return refuse(refusal);
    const on = type === 'share';
    // Already in that state: the spec's non-success answer, shown as a warning.
    if (plan.is_share === on) return json({ success: false, msg: on ? M.alreadyShared : M.notShared });
    db.teachPlans.update(plan.id, { is_share: on });
    return json({ success: true, msg: on ? M.shared : M.unshared });
  },
  { roles: PLAN_ROLES },
);

const startReset = route(
  'post',
  `${API}/teacher_plan/reset/`,
  ({ me }) => {
    const refusal = regenerationRefusal(me);
    if (refusal) return errors.badRequest({ detail: refusal });
    const run = startRegeneration(me, new Date());
    return json({ status: run.status, msg: '' }, 202);
  },
  { roles: PLAN_ROLES },
);

const resetState = route(
  'get',
  `${API}/teacher_plan/reset/`,
  ({ me }) => {
    const run = latestRegeneration(me.user.id);
    if (!run) return json({ status: 'idle', msg: '' });
    const settled = settleRegeneration(me, run, new Date());
    return json({ status: settled.status, msg: settled.message });
  },
  { roles: PLAN_ROLES },
);

const download = route<{ id: string }>(
  'get',
  `${API}/teacher_plan/:id/download/`,
  async ({ params, me }) => {
    const plan = visiblePlan(me, params.id);
    if (!plan) return errors.notFound(M.notFound);
    const file = plan.file_key ? await fileStore().get(plan.file_key) : undefined;
    if (!file) return errors.notFound(M.noFile);
    return fileAnswer(file.bytes, file.type, plan.file_name);
  },
  { roles: PLAN_ROLES },
);

export const teachPlanHandlers = [list, readSort, writeSort, upload, enableUpload, deleteUpload, organisationPlan, share, startReset, resetState, download];
