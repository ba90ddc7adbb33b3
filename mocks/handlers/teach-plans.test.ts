import { describe, expect, it, vi } from 'vitest';
import { fileStore } from '../db/file-store';
import { TEACH_PLAN_MAX_BYTES, TEACH_PLAN_MAX_ENABLED } from '@/lib/validators/teach-plans';
import type { TeachPlan, TeachPlanList } from '@/types/content';
import { db } from '../db/db';
import { planFileSlug } from '../db/content-plans';
import { teachPlanMessages as M } from '../messages/teach-plans';
import { commonMessages } from '../messages/common';
import { REGENERATION_MS } from '../rules/teach-plans';
import { call, en, multipart, ORIGIN, signIn, userOf, zh } from '../test-helpers';
import { planDocument } from '../testing-plans';

const PLANS = '/api/v1/teacher_plan/';
const docx = () => planDocument('scratch-term-plan-autumn.docx');
const xlsx = () => planDocument('game-jam-planning-sheet.xlsx');
const pdf = () => planDocument('robot-car-race-rules.pdf');
/** The start of an old Word (.doc) file: an OLE compound document, not a PDF. */
const oldDoc = () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(504).fill(0)]);

const listOf = async (token: string, query: Record<string, string> = {}) =>
  (await call<TeachPlanList>(PLANS, { token, query: { page: 1, page_size: 9999, ...query } })).body;

const upload = (token: string, filename: string, bytes: Uint8Array | number, type = 'application/octet-stream', lang?: string) =>
  call<TeachPlan & { file: string[] }>(`${PLANS}load/`, { token, form: multipart({ file: { filename, type, bytes } }), lang });

const planNamed = (name: string) => {
  const plan = db.teachPlans.all().find((p) => p.file_name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan;
};

describe('GET /teacher_plan/', () => {
  it('lists the built-in plan, the caller\'s own and the plans others shared into the campus', async () => {
    const { results, count, enable_count } = await listOf(await signIn('teacher'));
    const teacher = userOf('teacher');
    const sunshine = teacher.selected_org_id;
    const expected = db.teachPlans.all().filter((p) => p.id === 0 || p.owner_id === teacher.id || (p.is_share && p.org_id === sunshine));
    expect(results.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
    expect(count).toBe(expected.length);
    expect(enable_count).toBe(db.teachPlans.findBy('owner_id', teacher.id).filter((p) => p.enable && !p.auto_generated).length);
    // another teacher's unshared plan stays private
    expect(results.some((p) => p.file_name === 'Python pathway syllabus.docx')).toBe(false);
    const shared = results.find((p) => p.file_name === 'Parents evening handout.pdf')!;
    expect(shared).toMatchObject({ is_share: true, author: 'manager', author_name: userOf('manager').name, from_campus: sunshine });
    expect(results.find((p) => p.id === 0)).toMatchObject({ author: '', file_url: '/plans/teaching-cloud-quick-start-for-teachers.pdf' });
  });

  it('sorts by the stored order, or by the one asked for, and searches names', async () => {
    const token = await signIn('teacher');
    const names = (list: TeachPlanList) => list.results.map((p) => p.file_name);
    const byName = await listOf(token, { plan_sort: 'file_name' });
    expect(names(byName)).toEqual([...names(byName)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const newest = await listOf(token);
    const dates = newest.results.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(names(await listOf(token, { search: '  RULES ' }))).toEqual(expect.arrayContaining(['Robot car race rules.pdf', 'Coding club classroom rules.pdf']));
    expect((await listOf(token, { search: 'rules' })).results.every((p) => /rules/i.test(p.file_name))).toBe(true);
  });

  it('refuses an unknown order and students', async () => {
    const bad = await call(PLANS, { token: await signIn('teacher'), query: { plan_sort: 'owner' } });
    expect(bad.status).toBe(400);
    expect(bad.body.plan_sort[0]).toBe(en(commonMessages.invalidChoice({ value: 'owner' })));
    expect((await call(PLANS, { token: await signIn('student') })).status).toBe(403);
    expect((await call(PLANS)).status).toBe(401);
  });
});

describe('plan_sort', () => {
  it('reads the default, stores a choice and lists in it', async () => {
    const token = await signIn('principal');
    expect((await call(`${PLANS}plan_sort/`, { token })).body).toEqual({ plan_sort: '-created_at' });
    expect((await call(`${PLANS}plan_sort/`, { token, body: { plan_sort: 'course_bag_tag' } })).body).toEqual({ plan_sort: 'course_bag_tag' });
    expect((await call(`${PLANS}plan_sort/`, { token })).body).toEqual({ plan_sort: 'course_bag_tag' });
    const tags = (await listOf(token)).results.map((p) => p.course_bag_tag.toLowerCase());
    expect(tags).toEqual([...tags].sort());
    const bad = await call(`${PLANS}plan_sort/`, { token, body: { plan_sort: 'size' }, lang: 'zh-CN' });
    expect(bad.status).toBe(400);
    expect(bad.body.plan_sort).toEqual(['未知的教学计划排序方式']);
  });
});

describe('POST /teacher_plan/load/', () => {
  it('stores a docx, an xlsx and a pdf, enabled, and serves each back byte for byte', async () => {
    const token = await signIn('teacher');
    const before = (await listOf(token)).enable_count;
    for (const [name, bytes] of [['Week 1 notes.docx', docx()], ['Marks.xlsx', xlsx()], ['Trip letter.pdf', pdf()]] as const) {
      const { status, body } = await upload(token, name, bytes);
      expect(status).toBe(201);
      expect(body).toMatchObject({ file_name: name, enable: true, is_share: false, author: 'teacher', file_size: bytes.length, course_bag: null });
      expect(body.file_url).toBe(`/api/v1/teacher_plan/${body.id}/download/`);
      const file = await fetch(`${ORIGIN}${body.file_url}`, { headers: { authorization: `Bearer ${token}` } });
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
      expect(file.headers.get('content-disposition')).toContain(encodeURIComponent(name));
    }
    expect((await listOf(token)).enable_count).toBe(before + 3);
  });

  it.each([
    ['a 5,242,881-byte plan', 'Big.pdf', () => { const b = new Uint8Array(TEACH_PLAN_MAX_BYTES + 1); b.set(pdf()); return b; }, 'A single file cannot exceed 5M', '单个文件不能超过5M'],
    ['a .doc named .pdf', 'Renamed.pdf', oldDoc, 'Supports formats .xlsx .docx .pdf', '支持格式：.xlsx .docx .pdf'],
    ['a docx named .xlsx', 'Sheet.xlsx', docx, 'Supports formats .xlsx .docx .pdf', '支持格式：.xlsx .docx .pdf'],
    ['an old .doc', 'Old plan.doc', oldDoc, 'Supports formats .xlsx .docx .pdf', '支持格式：.xlsx .docx .pdf'],
    ['a duplicate name', 'Robot car race rules.pdf', pdf, 'Cannot upload duplicate file', '不能上传重复文件'],
  ])('refuses %s with the spec\'s message, in both languages, and stores nothing', async (_case, name, bytes, english, chinese) => {
    const token = await signIn('teacher');
    const rows = db.teachPlans.size;
    const put = vi.spyOn(fileStore(), 'put');
    const refused = await upload(token, name, bytes());
    expect(refused.status).toBe(400);
    expect(refused.body.file).toEqual([english]);
    expect((await upload(token, name, bytes(), 'application/pdf', 'zh-CN')).body.file).toEqual([chinese]);
    expect(db.teachPlans.size).toBe(rows);
    // no document either
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
  });

  it('takes a plan of exactly 5,242,880 bytes', async () => {
    const bytes = new Uint8Array(TEACH_PLAN_MAX_BYTES);
    bytes.set(pdf());
    expect((await upload(await signIn('teacher'), 'Exactly 5M.pdf', bytes)).status).toBe(201);
  });

  it('refuses a 51st enabled plan; auto-generated plans do not count', async () => {
    const token = await signIn('solo');
    const solo = userOf('solo');
    const own = () => db.teachPlans.findBy('owner_id', solo.id);
    for (let i = own().filter((p) => p.enable).length; i < TEACH_PLAN_MAX_ENABLED; i++) {
      db.teachPlans.insert({ ...own()[0], id: undefined, file_name: `Filler ${i}.pdf`, enable: true } as never);
    }
    expect((await listOf(token)).enable_count).toBe(TEACH_PLAN_MAX_ENABLED);
    const rows = db.teachPlans.size;
    const put = vi.spyOn(fileStore(), 'put');
    const refused = await upload(token, 'Fifty-first.pdf', pdf());
    expect(refused.status).toBe(400);
    expect(refused.body.file).toEqual(['At most 50 teaching plans can be enabled']);
    expect(db.teachPlans.size).toBe(rows);
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
    // enabling a disabled one is refused the same way; disabling one makes room
    const disabled = db.teachPlans.insert({ ...own()[0], id: undefined, file_name: 'Spare.pdf', enable: false } as never);
    const enable = await call(`${PLANS}${disabled.id}/`, { token, method: 'PATCH', body: { enable: true } });
    expect(enable.status).toBe(400);
    expect(enable.body.enable).toEqual(['At most 50 teaching plans can be enabled']);
    expect((await call(`${PLANS}${own()[0].id}/`, { token, method: 'PATCH', body: { enable: false } })).status).toBe(200);
    expect((await upload(token, 'Fifty-first.pdf', pdf())).status).toBe(201);
  });

  it('needs a file', async () => {
    const { status, body } = await call(`${PLANS}load/`, { token: await signIn('teacher'), form: multipart({ note: 'x' }) });
    expect(status).toBe(400);
    expect(body.file).toEqual([en(M.fileRequired)]);
  });
});

describe('role rules (spec 001 §6)', () => {
  it('lets a teacher toggle and delete their own upload, and deletes its document', async () => {
    const token = await signIn('teacher');
    const { body: plan } = await upload(token, 'Temporary.pdf', pdf());
    const off = await call<TeachPlan>(`${PLANS}${plan.id}/`, { token, method: 'PATCH', body: { enable: false } });
    expect(off.body.enable).toBe(false);
    const key = db.teachPlans.get(plan.id)!.file_key!;
    expect((await call(`${PLANS}${plan.id}/`, { token, method: 'DELETE' })).status).toBe(204);
    expect(db.teachPlans.get(plan.id)).toBeUndefined();
    const { fileStore } = await import('../db/file-store');
    expect(await fileStore().get(key)).toBeUndefined();
  });

  it('answers 403 with the reason when a teacher changes, deletes or shares what is not theirs', async () => {
    const token = await signIn('teacher');
    const others = planNamed('Parents evening handout.pdf');
    const del = await call(`${PLANS}${others.id}/`, { token, method: 'DELETE' });
    expect(del.status).toBe(403);
    expect(del.body.detail).toBe(en(M.notYours));
    const toggle = await call(`${PLANS}${others.id}/`, { token, method: 'PATCH', body: { enable: false }, lang: 'zh' });
    expect(toggle.body.detail).toBe(zh(M.notYours));
    const own = planNamed('Robot car race rules.pdf');
    const share = await call(`${PLANS}share/`, { token, body: { type: 'share', id: own.id } });
    expect(share.status).toBe(403);
    expect(share.body.detail).toBe(en(M.managersShare));
    expect(db.teachPlans.get(own.id)!.is_share).toBe(false);
    expect(db.teachPlans.get(others.id)!.enable).toBe(true);
  });

  it('hides another teacher\'s private plan (404)', async () => {
    const principalsOwn = planNamed('Python pathway syllabus.docx');
    const res = await call(`${PLANS}${principalsOwn.id}/`, { token: await signIn('teacher'), method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(db.teachPlans.get(principalsOwn.id)).toBeDefined();
  });

  it('keeps the built-in plan download-only for everyone', async () => {
    const token = await signIn('manager');
    for (const req of [
      call(`${PLANS}0/`, { token, method: 'DELETE' }),
      call(`${PLANS}0/`, { token, method: 'PATCH', body: { enable: false } }),
      call(`${PLANS}share/`, { token, body: { type: 'share', id: 0 } }),
    ]) {
      const res = await req;
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(en(M.builtIn));
    }
  });

  it('lets a manager share and unshare their own plan, and the teachers of the campus then see it', async () => {
    const token = await signIn('manager');
    const plan = planNamed('Campus assessment calendar.xlsx');
    const teacherSees = async () => (await listOf(await signIn('teacher'))).results.some((p) => p.id === plan.id);
    expect(await teacherSees()).toBe(false);
    const shared = await call(`${PLANS}share/`, { token, body: { type: 'share', id: plan.id } });
    expect(shared.body).toEqual({ success: true, msg: en(M.shared) });
    expect(await teacherSees()).toBe(true);
    // again: the spec's non-success answer with its msg
    expect((await call(`${PLANS}share/`, { token, body: { type: 'share', id: plan.id } })).body).toEqual({ success: false, msg: en(M.alreadyShared) });
    expect((await call(`${PLANS}share/`, { token, body: { type: 'cancel_share', id: plan.id } })).body).toEqual({ success: true, msg: en(M.unshared) });
    expect(await teacherSees()).toBe(false);
  });

  it('never lets a manager share a course-bag plan, nor touch what another manager shared', async () => {
    const token = await signIn('manager');
    const bagPlan = db.teachPlans.findBy('owner_id', userOf('manager').id).find((p) => p.auto_generated)!;
    const res = await call(`${PLANS}share/`, { token, body: { type: 'share', id: bagPlan.id } });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(en(M.courseBagNoShare));
    const principals = planNamed('Python club weekly schedule.xlsx');
    const unshare = await call(`${PLANS}share/`, { token, body: { type: 'cancel_share', id: principals.id } });
    expect(unshare.status).toBe(403);
    expect(unshare.body.detail).toBe(en(M.sharedByOthers));
    expect(db.teachPlans.get(principals.id)!.is_share).toBe(true);
  });

  it('changes course-bag plans only through organization_teachplan, and uploads only by id', async () => {
    const token = await signIn('teacher');
    const bagPlan = db.teachPlans.findBy('owner_id', userOf('teacher').id).find((p) => p.auto_generated)!;
    expect((await call(`${PLANS}${bagPlan.id}/`, { token, method: 'DELETE' })).body.detail).toBe(en(M.courseBagByCampus));
    const off = await call('/api/v1/organization_teachplan/', { token, body: { type: 'modify', id: bagPlan.id, enable: false } });
    expect(off.status).toBe(200);
    expect(db.teachPlans.get(bagPlan.id)!.enable).toBe(false);
    const upload = planNamed('Robot car race rules.pdf');
    expect((await call('/api/v1/organization_teachplan/', { token, body: { type: 'delete', id: upload.id } })).body.detail).toBe(en(M.notCourseBag));
    expect((await call('/api/v1/organization_teachplan/', { token, body: { type: 'rename', id: bagPlan.id } })).status).toBe(400);
    expect((await call('/api/v1/organization_teachplan/', { token, body: { type: 'delete', id: bagPlan.id } })).body).toEqual({ success: true });
    expect(db.teachPlans.get(bagPlan.id)).toBeUndefined();
  });
});

describe('regeneration', () => {
  it('runs, answers running until its time is up, then replaces the course-bag plans', async () => {
    const token = await signIn('teacher');
    const teacher = userOf('teacher');
    const bagPlans = () => db.teachPlans.findBy('owner_id', teacher.id).filter((p) => p.auto_generated);
    const oldIds = bagPlans().map((p) => p.id);
    expect((await call(`${PLANS}reset/`, { token })).body).toEqual({ status: 'idle', msg: '' });
    expect((await call(`${PLANS}reset/`, { token, method: 'POST' })).status).toBe(202);
    expect((await call(`${PLANS}reset/`, { token })).body.status).toBe('running');
    const again = await call(`${PLANS}reset/`, { token, method: 'POST' });
    expect(again.body.detail).toBe(en(M.running));
    // the run's time is up
    const run = db.planRegenerations.findBy('user_id', teacher.id).at(-1)!;
    db.planRegenerations.update(run.id, { started_at: new Date(Date.now() - REGENERATION_MS).toISOString() });
    expect((await call(`${PLANS}reset/`, { token })).body).toEqual({ status: 'success', msg: '' });
    const held = db.employees.findBy('user_id', teacher.id)[0].course_bags;
    expect(bagPlans().map((p) => p.course_bag).sort()).toEqual([...held].sort());
    expect(bagPlans().some((p) => oldIds.includes(p.id))).toBe(false);
    for (const plan of bagPlans()) expect(planDocument(planFileSlug(plan.file_name)).length).toBe(plan.file_size);
  });

  it('fails with the server message when the teacher holds no course bag', async () => {
    const token = await signIn('teacher');
    const teacher = userOf('teacher');
    const employee = db.employees.findBy('user_id', teacher.id)[0];
    db.employees.update(employee.id, { course_bags: [] });
    await call(`${PLANS}reset/`, { token, method: 'POST' });
    const run = db.planRegenerations.findBy('user_id', teacher.id).at(-1)!;
    db.planRegenerations.update(run.id, { started_at: new Date(Date.now() - REGENERATION_MS).toISOString() });
    expect((await call(`${PLANS}reset/`, { token, lang: 'zh-CN' })).body).toEqual({ status: 'failed', msg: zh(M.noBags) });
  });

  it('is refused where the campus has no automatic plans', async () => {
    const res = await call(`${PLANS}reset/`, { token: await signIn('solo'), method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(en(M.autoPlanOff));
  });
});

describe('the demo world\'s plan documents', () => {
  it('has a real file of the stated size for every static plan', () => {
    for (const plan of db.teachPlans.all().filter((p) => !p.file_key)) {
      const bytes = planDocument(planFileSlug(plan.file_name));
      expect(plan.file_url).toBe(`/plans/${planFileSlug(plan.file_name)}`);
      expect(bytes.length, plan.file_name).toBe(plan.file_size);
    }
  });

  it('ships docx, xlsx and pdf plans, built-in, course-bag and shared ones', () => {
    const plans = db.teachPlans.all();
    expect(new Set(plans.map((p) => p.file_name.split('.').pop()))).toEqual(new Set(['pdf', 'docx', 'xlsx']));
    expect(plans.some((p) => p.id === 0)).toBe(true);
    expect(plans.some((p) => p.auto_generated && p.course_bag !== null)).toBe(true);
    expect(plans.filter((p) => p.is_share).length).toBeGreaterThanOrEqual(3);
  });
});
