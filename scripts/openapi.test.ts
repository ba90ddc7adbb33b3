/**
 * The API as a contract (issue 32): docs/openapi.json lists exactly the routes the mock serves,
 * is what `npm run openapi` writes today (not stale), describes the answer of every GET route
 * (a JSON schema from src/types, or the media types of a file), and a real answer of each GET
 * route, from the mock on the seeded demo world, matches it — while the same answer with one
 * field renamed does not (the schemas are strict enough to catch drift).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../mocks/handlers/api';
import { XLSX_MIME_TYPE } from '../src/types/export';
import { db } from '../mocks/db/db';
import writeXlsxFile from 'write-excel-file/node';
import { thirdPartyUidOf } from '../mocks/handlers/authorize';
import { findInvitation, invitationState } from '../mocks/rules/campus-invitation';
import { call, multipart, ORIGIN, orgNamed, pdfBytes, pngBytes, signIn, solvedSlider, tokenFor, userOf, type Multipart } from '../mocks/test-helpers';
import { ANSWERS, FORMS, isFileAnswer, QUERY, REQUESTS, WRITES, type Sample } from './openapi-answers';
import { contractSchemas, OPENAPI_FILE, openApiDocument, openApiPath, operationKey, serialise } from './openapi-document';

type Content = Record<string, { schema: Record<string, unknown> }>;
type Operation = { responses: Record<string, { content?: Content }>; requestBody?: { content: Content }; parameters?: { name: string; in: string }[] };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
const checkedIn = readFileSync(OPENAPI_FILE, 'utf8');
const doc = JSON.parse(checkedIn) as Doc;
const documented = (d: Doc) => Object.entries(d.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => operationKey(m, path)));
const served = apiRoutes.map((r) => operationKey(r.method, openApiPath(r))).sort();
const operationOf = (key: string) => {
  const [method, path] = key.split(' ');
  return doc.paths[path]?.[method];
};
/** The success statuses the document gives a call, the first one first. */
const successesOf = (key: string) => Object.keys(operationOf(key).responses).filter((status) => status.startsWith('2'));
const successOf = (key: string) => successesOf(key)[0];
const jsonSchemaOf = (key: string) => operationOf(key)?.responses[successOf(key)].content?.['application/json']?.schema;
/** The query parameters the document lists for a call. */
const queryOf = (key: string) => (operationOf(key).parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort();

const ajv = new Ajv({ strict: false, allErrors: true });
const validators = new Map<string, ValidateFunction>();
/** The validator of an answer schema of the document (its components along). */
function validatorOf(key: string): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ allOf: [jsonSchemaOf(key)], components: doc.components });
    validators.set(key, validate);
  }
  return validate;
}

/** The names each route's handler read while the samples ran that the document does not list, or lists and it never read. */
function queryMismatches(reads: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  return [...reads].flatMap(([key, names]) => {
    const listed = queryOf(key);
    const unlisted = [...names].filter((n) => !listed.includes(n));
    const unread = listed.filter((n) => !names.has(n));
    return [
      ...(unlisted.length > 0 ? [`${key} reads ${unlisted.join(', ')}, not in the document`] : []),
      ...(unread.length > 0 ? [`${key} lists ${unread.join(', ')}, never read`] : []),
    ];
  });
}
const errorsOf = (validate: ValidateFunction, body: unknown) => (validate(body) ? [] : validate.errors);

/**
 * The answer with one field renamed: the first field of its first record (the answer itself, its
 * first item, or the first item of its `results`); null when it has no record with a field.
 */
function withRenamedField(body: unknown): unknown {
  const copy = structuredClone(body) as unknown;
  const records = (value: unknown): Record<string, unknown> | null => {
    if (Array.isArray(value)) return value.length > 0 ? records(value[0]) : null;
    if (!value || typeof value !== 'object') return null;
    const results = (value as { results?: unknown }).results;
    if (Array.isArray(results) && results.length > 0 && results[0] && typeof results[0] === 'object') return results[0] as Record<string, unknown>;
    return Object.keys(value).length > 0 ? (value as Record<string, unknown>) : null;
  };
  const record = records(copy);
  if (!record) return null;
  const [field] = Object.keys(record);
  record[`${field}_renamed`] = record[field];
  delete record[field];
  return copy;
}

/** An answer with nothing in it proves little: an empty list or page. */
const isEmpty = (body: unknown) =>
  (Array.isArray(body) && body.length === 0) || (!!body && typeof body === 'object' && Array.isArray((body as { results?: unknown }).results) && (body as { results: unknown[] }).results.length === 0);

/**
 * The query parameters a handler reads: every name read through URLSearchParams (get, getAll,
 * has) while `reading` is on, i.e. while one sample call is answered.
 */
const queryReads = new Set<string>();
let reading = false;
for (const method of ['get', 'getAll', 'has'] as const) {
  const original = URLSearchParams.prototype[method] as (this: URLSearchParams, name: string) => unknown;
  (URLSearchParams.prototype as unknown as Record<string, unknown>)[method] = function (this: URLSearchParams, name: string) {
    if (reading) queryReads.add(name);
    return original.call(this, name);
  };
}
/** The answer of `fetch(url, init)` and the query parameters its handler read. */
async function recordingReads(url: URL, init: RequestInit): Promise<{ response: Response; text: string; reads: string[] }> {
  queryReads.clear();
  reading = true;
  try {
    const response = await fetch(url, init);
    const text = await response.clone().text();
    return { response, text, reads: [...queryReads].sort() };
  } finally {
    reading = false;
  }
}
const noteReads = (into: Map<string, Set<string>>, key: string, reads: readonly string[]) => into.set(key, new Set([...(into.get(key) ?? []), ...reads]));

const tokenOf = (as: string | null) => (as === null ? Promise.resolve(null) : tokenFor(as));

/** GET `path` as `as`: its status and body (checked to be JSON). */
async function read<T>(path: string, as: string | null, query?: Record<string, string>): Promise<T> {
  const answer = await call<T>(path, { token: await tokenOf(as), query });
  expect(answer.status, path).toBe(200);
  return answer.body;
}

/** A course the teacher reads, and its first unit. */
async function courseAndUnit(): Promise<{ course: number; unit: number }> {
  const page = await read<{ results: { id: number }[] }>('/api/v1/courses/', 'teacher');
  const course = await read<{ id: number; units: { units: { id: number }[] }[] }>(`/api/v1/courses/${page.results[0].id}/`, 'teacher');
  return { course: course.id, unit: course.units.flatMap((chapter) => chapter.units)[0].id };
}

/** The value of a sample parameter: literal, or `@name`, looked up in (or made in) the demo world. */
async function sampleValue(value: string, sample: Sample): Promise<string> {
  if (!value.startsWith('@')) return value;
  switch (value) {
    case '@me':
      return String(userOf(sample.as!).id);
    case '@studio':
      return String(db.studios.all().find((s) => s.owner_id === userOf('teacher').id)!.id);
    case '@campus':
      return String(orgNamed('Sunshine Coding School').id);
    case '@team-id':
      return String(db.teams.findOne('code', 'ABCDEF')!.id);
    case '@course':
      return String((await courseAndUnit()).course);
    case '@unit':
      return String((await courseAndUnit()).unit);
    case '@course-bag':
      return String((await read<{ id: number }[]>('/api/v1/course_bags/', 'teacher'))[0].id);
    case '@course-project':
      return String((await read<{ results: { id: number }[] }>('/api/v1/courseprojects/', 'teacher')).results[0].id);
    case '@access-token':
      return (await read<{ AccessToken: string }>('/api/v1/get_token_info/', 'teacher', { unit_id: String((await courseAndUnit()).unit) })).AccessToken;
    case '@document': {
      const { course, unit } = await courseAndUnit();
      const detail = await read<{ content: string }>(`/api/v1/courses/${course}/course_detail/`, 'teacher', { unit_id: String(unit) });
      return /\/documents\/([^/]+)\//.exec(detail.content)![1];
    }
    case '@invitation':
      return String(db.notifications.findBy('recipient_id', userOf('multi').id).find((n) => n.verb === 'invited_user_in_campus')!.tgt_id);
    case '@invitation-code':
      return db.invitationCodes.all().find((c) => !c.used_by)!.code;
    case '@comment':
      return String(db.comments.all().find((c) => !c.deleted)!.id);
    case '@commented':
      return db.users.get(db.comments.all().find((c) => !c.deleted)!.target_user_id)!.username;
    case '@plan': {
      const form = multipart({ file: { filename: 'Contract sample.pdf', type: 'application/pdf', bytes: pdfBytes() } });
      const made = await call<{ id: number }>('/api/v1/teacher_plan/load/', { token: await tokenOf('teacher'), form });
      expect(made.status, 'a plan to download').toBe(201);
      return String(made.body.id);
    }
    case '@wechat-bind':
      return (await read<{ bind_id: string }>('/api/v1/wechat_bind/', 'teacher', { user_id: String(userOf('teacher').id) })).bind_id;
    case '@staff-write': {
      // a staff change the campus log records: comments forbidden for one of the campus's students
      const student = db.orgStudents.findOne('user_id', userOf('stu_abcdef_02').id)!;
      const change = await call(`/api/v1/org_students/${student.id}/`, { method: 'PATCH', token: await tokenOf('manager'), body: { allow_comments: false } });
      expect(change.status, 'a staff write').toBe(200);
      return '';
    }
    case '@scan':
      return (await read<{ scan_id: string }>('/api/v1/wechat_scan_login/', null)).scan_id;
    default:
      throw new Error(`no sample value ${value}`);
  }
}

async function resolved(values: Record<string, string> | undefined, sample: Sample): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values ?? {})) out[name] = await sampleValue(value, sample);
  return out;
}

describe('docs/openapi.json', () => {
  it('lists every route the mock serves, and none it does not', () => {
    expect(new Set(served).size).toBe(served.length);
    expect(documented(doc).sort()).toEqual(served);
  });

  it('says which user types may call a route and which need a token', () => {
    const teams = doc.paths['/api/v1/teams/'].post as unknown as { 'x-roles': unknown; security: unknown[] };
    const route = apiRoutes.find((r) => r.method === 'post' && openApiPath(r) === '/api/v1/teams/')!;
    expect(teams['x-roles']).toEqual(route.options.roles ? [...route.options.roles] : 'any signed-in user');
    expect(teams.security).toEqual([{ bearer: [] }]);
    const covers = doc.paths['/api/v1/covers/'].get as unknown as { security: unknown[] };
    expect(covers.security).toEqual([]);
  });

  it('names the answer of every GET route the mock serves, and types only served calls', () => {
    const gets = served.filter((key) => key.startsWith('get '));
    expect(Object.keys(ANSWERS).sort()).toEqual(gets);
    for (const key of [...Object.keys(REQUESTS), ...Object.keys(FORMS)]) expect(served, key).toContain(key);
    for (const key of gets) {
      const content = operationOf(key).responses['200'].content ?? {};
      const answer = ANSWERS[key];
      if (isFileAnswer(answer)) expect(Object.keys(content), key).toEqual([...answer.file]);
      else expect(Object.keys(jsonSchemaOf(key) ?? {}), `${key} has no answer schema`).not.toEqual([]);
    }
    for (const [key, type] of Object.entries(REQUESTS)) expect(operationOf(key).requestBody?.content['application/json'].schema, `${key}: ${type}`).toBeDefined();
  });

  it('is what `npm run openapi` writes from today’s routes and types', { timeout: 120_000 }, () => {
    expect(serialise(openApiDocument(apiRoutes, contractSchemas())) === checkedIn, 'docs/openapi.json is stale: run npm run openapi').toBe(true);
  });

  it('describes a real answer of each GET route, and refuses it with a field renamed', { timeout: 120_000 }, async () => {
    await signIn('teacher'); // the first call seeds the demo world
    const failures: string[] = [];
    const reads = new Map<string, Set<string>>();
    for (const [key, answer] of Object.entries(ANSWERS)) {
      const { sample } = answer;
      if (sample.before) await sampleValue(sample.before, sample);
      const params = await resolved(sample.params, sample);
      const query = await resolved(sample.query, sample);
      const path = key.split(' ')[1].replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
      const url = new URL(path, ORIGIN);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      const token = await tokenOf(sample.as);
      const { response, reads: readNames } = await recordingReads(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      noteReads(reads, key, readNames);
      if (response.status !== 200) {
        failures.push(`${key}: ${response.status} ${await response.text()}`);
        continue;
      }
      const type = response.headers.get('content-type') ?? '';
      if (isFileAnswer(answer)) {
        if (!answer.file.includes(type)) failures.push(`${key}: answered ${type}, the document says ${answer.file.join(', ')}`);
        continue;
      }
      if (!type.includes('application/json')) failures.push(`${key}: answered ${type}`);
      const body = (await response.json()) as unknown;
      if (isEmpty(body)) failures.push(`${key}: the sample is empty`);
      const validate = validatorOf(key);
      const errors = errorsOf(validate, body);
      if (errors && errors.length > 0) failures.push(`${key} (${answer.type}): ${JSON.stringify(errors.slice(0, 3))}`);
      const renamed = withRenamedField(body);
      if (renamed === null || validate(renamed)) failures.push(`${key} (${answer.type}): a renamed field passes`);
    }
    expect(failures).toEqual([]);
    expect(queryMismatches(reads)).toEqual([]);
  });

  it('describes request bodies the mock accepts, and refuses them with a field renamed', async () => {
    await signIn('teacher');
    const teacher = userOf('teacher').id;
    const student = db.orgStudents.findOne('user_id', userOf('stu_abcdef_02').id)!;
    const bodies: [key: string, as: string | null, path: string, method: string, body: Record<string, unknown>][] = [
      ['post /api/v1/login/', null, '/api/v1/login/', 'POST', { login_type: 'password', username: 'teacher', password: 'demo1234' }],
      ['post /api/v1/teams/', 'teacher', '/api/v1/teams/', 'POST', { name: 'Contract Club', description: '', cover: '/covers/robot.jpg', key_type: 'word', team_teacher: [teacher] }],
      ['patch /api/v1/teams/{team}/', 'teacher', '/api/v1/teams/ABCDEF/', 'PATCH', { description: 'Thursdays' }],
      ['patch /api/v1/org_students/{id}/', 'manager', `/api/v1/org_students/${student.id}/`, 'PATCH', { allow_comments: false }],
      ['post /api/v1/org_students/batch_update/', 'manager', '/api/v1/org_students/batch_update/', 'POST', { student_ids: [student.id], is_freeze: true }],
      ['post /api/v1/teacher_plan/plan_sort/', 'teacher', '/api/v1/teacher_plan/plan_sort/', 'POST', { plan_sort: 'file_name' }],
    ];
    for (const [key, as, path, method, body] of bodies) {
      const schema = operationOf(key).requestBody?.content['application/json'].schema;
      const validate = ajv.compile({ allOf: [schema], components: doc.components });
      expect(errorsOf(validate, body), key).toEqual([]);
      expect(validate(withRenamedField(body)), `${key} with a renamed field`).toBe(false);
      const answer = await call(path, { method, token: await tokenOf(as), body });
      expect(answer.status, `${key}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    }
  });

  it('gives every write route its success status and an answer schema, or a file, or no body (204)', () => {
    const writes = served.filter((key) => !key.startsWith('get '));
    expect(Object.keys(WRITES).sort()).toEqual(writes);
    for (const [key, write] of Object.entries(WRITES)) {
      expect(successesOf(key), key).toEqual([String(write.status), ...(write.or ? [String(write.or)] : [])].sort());
      const content = operationOf(key).responses[String(write.status)].content;
      if (write.type) expect(Object.keys(jsonSchemaOf(key) ?? {}), `${key}: ${write.type}`).not.toEqual([]);
      else if (write.file) expect(Object.keys(content ?? {}), key).toEqual([...write.file]);
      else {
        // no schema and no file: only a 204 (the writes test checks it answers nothing)
        expect(write.status, `${key} answers JSON without an answer schema`).toBe(204);
        expect(content, key).toBeUndefined();
      }
    }
  });

  it('lists, somewhere, every query parameter a handler names (what the samples do not reach too)', () => {
    const listed = new Set(Object.values(QUERY).flatMap((params) => Object.keys(params)));
    const mocks = fileURLToPath(new URL('../mocks/', import.meta.url));
    const sources = ['handlers', 'rules'].flatMap((dir) =>
      readdirSync(join(mocks, dir))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => readFileSync(join(mocks, dir, f), 'utf8')),
    );
    const named = new Set(sources.flatMap((source) => [...source.matchAll(/(?:searchParams|\bq)\.(?:get|getAll|has)\('(\w+)'\)/g)].map((m) => m[1])));
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('describes the real answer of a sample write of every write route, and refuses it with a field renamed', { timeout: 60_000 }, async () => {
    await signIn('teacher');
    const id = (name: string) => userOf(name).id;
    const team = (code: string) => db.teams.findOne('code', code)!;
    const studio = (title: string) => db.studios.all().find((s) => s.title === title)!;
    const publicWork = (name: string) => db.projects.findBy('owner_id', id(name)).find((p) => p.lms_public)!;
    const employee = (name: string) => db.employees.findBy('user_id', id(name))[0];
    /** the employee id of the user's pending campus invitation */
    const invitationOf = (name: string) =>
      db.notifications.findBy('recipient_id', id(name)).find((n) => n.verb === 'invited_user_in_campus' && invitationState(findInvitation(id(name), n.tgt_id!)!) === 'pending')!.tgt_id;
    const freeCode = () => db.invitationCodes.all().find((c) => !c.used_by && c.days > 0)!.code;
    const NEW_PHONE = '13912340001';
    const sunshineRow = (name: string) => db.employees.findBy('user_id', id(name)).find((e) => e.org_id === orgNamed('Sunshine Coding School').id)!;
    /** answers of earlier steps, by key */
    const got: Record<string, { id?: number; code?: string; created?: { id: number }[]; student?: { id: number } }> = {};
    const yan = () => got['post /api/v1/team/{code}/students/batch_create/'].created![0].id;
    /** the principal's row in the new portfolio's members */
    const member = () => db.studioMembers.findBy('studio_id', got['post /api/v1/studios/'].id!).find((m) => m.user_id === id('principal'))!.id;
    /** a course, a work and a chat-link of the steps that name one */
    let course = 0;
    let work = 0;
    let bindId = '';
    type Init = { body?: unknown; form?: Multipart; query?: Record<string, string> };
    /** `as`: a demo account (null: no token; `fresh:name`: a token of its own, from a new sign-in) */
    type Step = [key: string, as: string | null, path: () => string, init: () => Init | Promise<Init>];
    const steps: Step[] = [
      ['post /api/v1/login/', null, () => '/api/v1/login/', () => ({ body: { login_type: 'password', username: 'teacher', password: 'demo1234' } })],
      ['post /api/v1/teams/', 'manager', () => '/api/v1/teams/', () => ({ body: { name: 'Contract Team', description: '', cover: '/covers/robot.jpg', key_type: 'word', team_teacher: [id('sophie_turner')] } })],
      ['patch /api/v1/teams/{team}/', 'manager', () => `/api/v1/teams/${got['post /api/v1/teams/'].code}/`, () => ({ body: { description: 'Changed' } })],
      ['post /api/v1/team/{code}/students/', 'manager', () => '/api/v1/team/ROBOTS/students/', () => ({ body: { name: 'Zoe' } })],
      ['put /api/v1/team/{code}/students/{id}/', 'manager', () => `/api/v1/team/ROBOTS/students/${got['post /api/v1/team/{code}/students/'].id}/`, () => ({ body: { name: 'Zoe', team: 'NEWBIE' } })],
      ['post /api/v1/team/{code}/students/batch_create/', 'manager', () => '/api/v1/team/ROBOTS/students/batch_create/', () => ({ body: [{ name: 'Yan' }] })],
      ['post /api/v1/team/{code}/students/{id}/change_key/', 'manager', () => `/api/v1/team/ROBOTS/students/${got['post /api/v1/team/{code}/students/batch_create/'].created![0].id}/change_key/`, () => ({ body: { secret_type: 'word' } })],
      ['post /api/v1/team/{code}/students/move/', 'manager', () => '/api/v1/team/ROBOTS/students/move/', () => ({ body: { student_ids: [got['post /api/v1/team/{code}/students/batch_create/'].created![0].id], team: 'NEWBIE', copy: true } })],
      ['post /api/v1/team/{code}/students/batch_change_key/', 'manager', () => '/api/v1/team/ROBOTS/students/batch_change_key/', () => ({ body: { student_ids: [yan()], secret_type: 'image' } })],
      ['post /api/v1/team/{code}/students/add_org_student/', 'manager', () => '/api/v1/team/ROBOTS/students/add_org_student/', () => ({ body: { username: 'stu_abcdef_03', from_type: 'team' } })],
      ['post /api/v1/team/{code}/students/batch_delete/', 'manager', () => '/api/v1/team/ROBOTS/students/batch_delete/', () => ({ body: { student_ids: [got['post /api/v1/team/{code}/students/add_org_student/'].student!.id] } })],
      ['delete /api/v1/team/{code}/students/{id}/', 'manager', () => `/api/v1/team/ROBOTS/students/${got['post /api/v1/team/{code}/students/batch_create/'].created![0].id}/`, () => ({})],
      [
        'post /api/v1/team/{code}/courses/',
        'teacher',
        () => '/api/v1/team/ABCDEF/courses/',
        async () => {
          course = (await read<{ results: { id: number }[] }>('/api/v1/team/ABCDEF/courses/org_course_list/', 'teacher', { page_size: '9999' })).results[0].id;
          return { body: { course_id_list: [course] } };
        },
      ],
      ['post /api/v1/team/{code}/courses/change_visable/', 'teacher', () => '/api/v1/team/ABCDEF/courses/change_visable/', () => ({ body: { is_visible: false, course_id: course } })],
      ['post /api/v1/team/{code}/courses/open_visable/', 'teacher', () => '/api/v1/team/ABCDEF/courses/open_visable/', () => ({ body: { course_id_list: [course] } })],
      ['post /api/v1/team/{code}/courses/close_visable/', 'teacher', () => '/api/v1/team/ABCDEF/courses/close_visable/', () => ({ body: { course_id_list: [course] } })],
      ['post /api/v1/team/{code}/courses/delete_team_course/', 'teacher', () => '/api/v1/team/ABCDEF/courses/delete_team_course/', () => ({ body: { course_id_list: [course] } })],
      ['delete /api/v1/teams/{team}/', 'manager', () => `/api/v1/teams/${got['post /api/v1/teams/'].code}/`, () => ({ query: { flag: 'true' } })],
      ['post /api/v1/org_students/', 'manager', () => '/api/v1/org_students/', () => ({ body: { name: 'Zed', secret_type: 'word', secret: 'apple', secret_image: '', student_team_id: [team('ROBOTS').id] } })],
      ['patch /api/v1/org_students/{id}/', 'manager', () => `/api/v1/org_students/${got['post /api/v1/org_students/'].id}/`, () => ({ body: { name: 'Renamed' } })],
      ['post /api/v1/org_students/batch_update/', 'manager', () => '/api/v1/org_students/batch_update/', () => ({ body: { student_ids: [got['post /api/v1/org_students/'].id], is_freeze: true } })],
      ['post /api/v1/org_students/batch_move/', 'manager', () => '/api/v1/org_students/batch_move/', () => ({ body: { student_ids: [got['post /api/v1/org_students/'].id], team: team('NEWBIE').id } })],
      ['post /api/v1/change/password/', 'manager', () => '/api/v1/change/password/', () => ({ body: { password: 'Contract2026', student_id: got['post /api/v1/org_students/'].id } })],
      ['post /api/v1/org_students/change_secret/', 'manager', () => '/api/v1/org_students/change_secret/', () => ({ body: { secret_type: 'word' } })],
      [
        'post /api/v1/org_students/batch_delete/',
        'manager',
        () => '/api/v1/org_students/batch_delete/',
        async () => {
          const made = await call<{ id: number }>('/api/v1/org_students/', { token: await tokenOf('manager'), body: { name: 'Zoe', secret_type: 'word', secret: 'apple', secret_image: '', student_team_id: [team('ROBOTS').id] } });
          return { body: { student_ids: [made.body.id] } };
        },
      ],
      [
        'post /api/v1/org_students/batch_add/',
        'manager',
        () => '/api/v1/org_students/batch_add/',
        async () => {
          const sheet = await writeXlsxFile([['Name', 'Team', 'Key type (word or picture)'], ['Kid_contract', 'ROBOTS', 'word']].map((row) => row.map((value) => ({ value })))).toBuffer();
          return { form: multipart({ excel_file: { filename: 'students.xlsx', type: XLSX_MIME_TYPE, bytes: new Uint8Array(sheet) }, preview: 'true' }) };
        },
      ],
      ['delete /api/v1/org_students/{id}/', 'manager', () => `/api/v1/org_students/${got['post /api/v1/org_students/'].id}/`, () => ({})],
      ['post /api/v1/employee/check_team_course/', 'manager', () => '/api/v1/employee/check_team_course/', () => ({ body: { team_list: [team('ROBOTS').id], courses: [], course_bags: [] } })],
      ['post /api/v1/reset/', 'manager', () => '/api/v1/reset/', () => ({ body: { employee_id: employee('sophie_turner').id } })],
      [
        'delete /api/v1/employee/{id}/remove_to_campus/',
        'manager',
        () => `/api/v1/employee/${sunshineRow('multi').id}/remove_to_campus/`,
        async () => {
          // first without a role in this campus (one of several): Galaxy Gamers, which Mei Wong teaches, gets another teacher
          const galaxy = await call('/api/v1/teams/GALAXY/', { method: 'PATCH', token: await tokenOf('manager'), body: { team_teacher: [id('principal')] } });
          expect(galaxy.status, JSON.stringify(galaxy.body)).toBe(200);
          const removed = await call(`/api/v1/employee/${sunshineRow('multi').id}/`, { method: 'DELETE', token: await tokenOf('manager') });
          expect(removed.status, JSON.stringify(removed.body)).toBe(200);
          return {};
        },
      ],
      ['delete /api/v1/employee/{id}/', 'manager', () => `/api/v1/employee/${employee('oliver_bennett').id}/`, () => ({})],
      ['delete /api/v1/employee/{id}/remove_user/', 'manager', () => `/api/v1/employee/${employee('oliver_bennett').id}/remove_user/`, () => ({})],
      ['post /api/v1/employee/', 'manager', () => '/api/v1/employee/', () => ({ body: { name: 'Ann', phone: '13912345678', employee: null, is_full: true, student_num: 0, team_num: 0, sample_reels: 0, team_list: [], courses: [], course_bags: [] } })],
      [
        'put /api/v1/employee/{id}/',
        'manager',
        () => `/api/v1/employee/${employee('sophie_turner').id}/`,
        () => {
          const row = employee('sophie_turner');
          const body = { id: row.id, name: 'Sophie Turner', phone: userOf('sophie_turner').phone, employee: null, is_full: true, student_num: 0, team_num: 0, sample_reels: 0 };
          return { body: { ...body, team_list: [team('ROBOTS').id], courses: row.courses, course_bags: [] } };
        },
      ],
      ['post /api/v1/studios/', 'teacher', () => '/api/v1/studios/', () => ({ form: multipart({ kind: 'personal', title: 'Contract', description: '', cover: { filename: 'cover.png', type: 'image/png', bytes: pngBytes() } }) })],
      ['patch /api/v1/studios/{id}/', 'teacher', () => `/api/v1/studios/${got['post /api/v1/studios/'].id}/`, () => ({ body: { title: 'Contract!' } })],
      ['post /api/v1/studio/gallery/{id}/set/', 'teacher', () => `/api/v1/studio/gallery/${got['post /api/v1/studios/'].id}/set/`, () => ({ form: multipart({ file: { filename: 'cover.png', type: 'image/png', bytes: pngBytes() } }) })],
      ['post /api/v1/studios/{id}/studiocurator/', 'teacher', () => `/api/v1/studios/${got['post /api/v1/studios/'].id}/studiocurator/`, () => ({ body: { user_name: 'principal' } })],
      ['post /api/v1/studios/{id}/studiocurator/curator/', 'principal', () => `/api/v1/studios/${got['post /api/v1/studios/'].id}/studiocurator/curator/`, () => ({})],
      ['patch /api/v1/studios/{id}/studiocurator/{cid}/', 'teacher', () => `/api/v1/studios/${got['post /api/v1/studios/'].id}/studiocurator/${member()}/`, () => ({ body: { role: 'manager' } })],
      ['put /api/v1/studios/{id}/studiocurator/{cid}/', 'teacher', () => `/api/v1/studios/${got['post /api/v1/studios/'].id}/studiocurator/${member()}/`, () => ({ body: { role: 'curator' } })],
      ['delete /api/v1/studios/{id}/studiocurator/{cid}/', 'teacher', () => `/api/v1/studios/${got['post /api/v1/studios/'].id}/studiocurator/${member()}/`, () => ({})],
      ['delete /api/v1/studios/{id}/', 'teacher', () => `/api/v1/studios/${got['post /api/v1/studios/'].id}/`, () => ({})],
      ['post /api/v1/studios/{id}/projects/', 'student', () => `/api/v1/studios/${studio('Sunshine Stars').id}/projects/`, () => ({ body: { project_ids: [publicWork('student').id] } })],
      ['patch /api/v1/lms/studios/{id}/', 'student', () => `/api/v1/lms/studios/${studio('Sunshine Stars').id}/`, () => ({ body: { is_touch: true } })],
      ['put /api/v1/lms/projects/{id}/lms_public/', 'student', () => `/api/v1/lms/projects/${publicWork('student').id}/lms_public/`, () => ({})],
      ['delete /api/v1/studios/{id}/projects/{pid}/', 'student', () => `/api/v1/studios/${studio('Sunshine Stars').id}/projects/${publicWork('student').id}/`, () => ({})],
      ['delete /api/v1/studios/{id}/regional/', 'manager', () => `/api/v1/studios/${studio('Sunshine Stars').id}/regional/`, () => ({})],
      [
        'delete /api/v1/lms/projects/{id}/lms_public/',
        'student',
        () => `/api/v1/lms/projects/${work}/lms_public/`,
        () => {
          work = publicWork('student').id;
          return {};
        },
      ],
      ['delete /api/v1/lms/projects/{id}/', 'student', () => `/api/v1/lms/projects/${work}/`, () => ({})],
      ['post /api/v1/teacher_plan/load/', 'teacher', () => '/api/v1/teacher_plan/load/', () => ({ form: multipart({ file: { filename: 'Contract plan.pdf', type: 'application/pdf', bytes: pdfBytes() } }) })],
      ['patch /api/v1/teacher_plan/{id}/', 'teacher', () => `/api/v1/teacher_plan/${got['post /api/v1/teacher_plan/load/'].id}/`, () => ({ body: { enable: false } })],
      // sharing is the managers' (the principal stops sharing a plan of theirs)
      [
        'post /api/v1/teacher_plan/share/',
        'principal',
        () => '/api/v1/teacher_plan/share/',
        () => ({ body: { type: 'cancel_share', id: db.teachPlans.findBy('owner_id', id('principal')).find((p) => p.is_share)!.id } }),
      ],
      ['delete /api/v1/teacher_plan/{id}/', 'teacher', () => `/api/v1/teacher_plan/${got['post /api/v1/teacher_plan/load/'].id}/`, () => ({})],
      [
        'post /api/v1/organization_teachplan/',
        'teacher',
        () => '/api/v1/organization_teachplan/',
        () => ({ body: { type: 'modify', id: db.teachPlans.findBy('owner_id', id('teacher')).find((p) => p.auto_generated)!.id, enable: false } }),
      ],
      // the other answer of the same call (OrgPlanAnswer is either): the plan deleted
      [
        'post /api/v1/organization_teachplan/',
        'teacher',
        () => '/api/v1/organization_teachplan/',
        () => ({ body: { type: 'delete', id: db.teachPlans.findBy('owner_id', id('teacher')).find((p) => p.auto_generated)!.id } }),
      ],
      ['post /api/v1/teacher_plan/plan_sort/', 'teacher', () => '/api/v1/teacher_plan/plan_sort/', () => ({ body: { plan_sort: 'file_name' } })],
      ['post /api/v1/teacher_plan/reset/', 'manager', () => '/api/v1/teacher_plan/reset/', () => ({ body: {} })],
      ['post /api/v1/profiles/mark_all/', 'teacher', () => '/api/v1/profiles/mark_all/', () => ({ body: {} })],
      ['post /api/v1/profiles/mark_top_notification/', 'teacher', () => '/api/v1/profiles/mark_top_notification/', () => ({ body: { notification_id: db.topNotifications.all()[0].id } })],
      ['post /api/v1/studios/{id}/follow/', 'teacher', () => `/api/v1/studios/${studio('Robot Builds').id}/follow/`, () => ({ body: {} })],
      ['delete /api/v1/studios/{id}/follow/', 'teacher', () => `/api/v1/studios/${studio('Robot Builds').id}/follow/`, () => ({})],
      ['delete /api/v1/projects/{id}/favorite/', 'student', () => `/api/v1/projects/${db.favorites.findBy('user_id', id('student'))[0].project_id}/favorite/`, () => ({})],
      ['delete /api/v1/profiles/favorites_clear/', 'student', () => '/api/v1/profiles/favorites_clear/', () => ({})],
      ['post /api/v1/profiles/learn_history/', 'student', () => '/api/v1/profiles/learn_history/', () => ({ body: { resourcetype: 'CourseProjectHistory', project: db.courseProjects.all()[0].id } })],
      ['patch /api/v1/users/me/', 'teacher', () => '/api/v1/users/me/', () => ({ body: { description: 'Hello' } })],
      ['post /api/v1/employee/invitation_reply/', 'multi', () => '/api/v1/employee/invitation_reply/', () => ({ body: { id: invitationOf('multi'), status: false } })],
      [
        'post /api/v2/user/{id}/campus_select/',
        'multi',
        () => `/api/v2/user/${id('multi')}/campus_select/`,
        async () => ({ body: { campus_id: (await read<{ id: number }[]>(`/api/v2/user/${id('multi')}/campus/`, 'multi')).at(-1)!.id } }),
      ],
      ['post /api/v1/login/captcha/', null, () => '/api/v1/login/captcha/', async () => ({ body: { phone: '13800000003', ...(await solvedSlider()) } })],
      ['post /api/v1/registry/captcha/', null, () => '/api/v1/registry/captcha/', async () => ({ body: { phone: NEW_PHONE, ...(await solvedSlider()) } })],
      ['post /api/v1/registry/phone/', null, () => '/api/v1/registry/phone/', () => ({ body: { phone: NEW_PHONE } })],
      ['post /api/v1/registry/username/', null, () => '/api/v1/registry/username/', () => ({ body: { username: 'contract_new' } })],
      [
        'post /api/v1/registry/',
        null,
        () => '/api/v1/registry/',
        () => ({ body: { is_consent: true, username: 'contract_new', password: 'demo1234', invitation_code: freeCode(), phone: NEW_PHONE, captcha: '123456', prefix: '86' } }),
      ],
      ['post /api/v1/forget/captcha/', null, () => '/api/v1/forget/captcha/', async () => ({ body: { phone: '13800000005', ...(await solvedSlider()) } })],
      ['post /api/v1/forget/phone/', null, () => '/api/v1/forget/phone/', () => ({ body: { phone: '13800000005', captcha: '123456', prefix: '86' } })],
      ['post /api/v1/forget/password/', null, () => '/api/v1/forget/password/', () => ({ body: { code: got['post /api/v1/forget/phone/'].code, password: 'demo1234' } })],
      ['post /api/v1/invitation_code', 'visitor', () => '/api/v1/invitation_code', () => ({ body: { invitation_code: freeCode() } })],
      ['post /api/v1/login/handoff/', 'teacher', () => '/api/v1/login/handoff/', () => ({ body: {} })],
      ['post /api/v1/join/{code}/', null, () => '/api/v1/join/ABCDEF/', () => ({ body: { name: 'Emma Wilson' } })],
      [
        'post /api/v1/wechat_scan_login/confirm/',
        'teacher',
        () => '/api/v1/wechat_scan_login/confirm/',
        async () => ({ body: { scan_id: (await read<{ scan_id: string }>('/api/v1/wechat_scan_login/', null)).scan_id } }),
      ],
      ['post /api/v1/set_phone_status/', 'teacher', () => '/api/v1/set_phone_status/', () => ({ body: { status: true, phone: '13800000003' } })],
      [
        'post /api/v1/thridaccount_bind/',
        'teacher',
        () => '/api/v1/thridaccount_bind/',
        () => {
          const user = userOf('teacher');
          return { body: { id: user.id, username: 'teacher', email: user.email, phone: '', userid: thirdPartyUidOf(user), app_metadata: { role: 'teacher' }, platform: 'longan' } };
        },
      ],
      ['put /api/v1/users/change_username/', 'aim_k7p2xq', () => '/api/v1/users/change_username/', () => ({ body: { username: 'aim_contract' } })],
      [
        'post /api/v1/wechat_bind/{bindId}/',
        null,
        () => `/api/v1/wechat_bind/${bindId}/`,
        async () => {
          bindId = (await read<{ bind_id: string }>('/api/v1/wechat_bind/', 'teacher', { user_id: String(id('teacher')) })).bind_id;
          const offer = await read<{ accounts: { open_id: string }[] }>(`/api/v1/wechat_bind/${bindId}/`, null);
          return { body: { open_id: offer.accounts[0].open_id } };
        },
      ],
      ['post /api/v1/wechat_unbind', 'teacher', () => '/api/v1/wechat_unbind', () => ({})],
      ['post /api/v1/users/{username}/comments/', 'teacher', () => '/api/v1/users/student/comments/', () => ({ body: { content: 'Well done' } })],
      ['post /api/v1/users/exam_click/', 'teacher', () => '/api/v1/users/exam_click/', () => ({ body: { platform: '1' } })],
      ['post /api/v1/users/judge_click/', 'teacher', () => '/api/v1/users/judge_click/', () => ({ body: { platform: '2' } })],
      ['post /api/v1/users/typing_click/', 'teacher', () => '/api/v1/users/typing_click/', () => ({ body: { platform: '1' } })],
      ['post /api/v1/users/usage_report/', 'student', () => '/api/v1/users/usage_report/', () => ({ body: { platform: 'teach' } })],
      ['post /api/v1/vod_sign', null, () => '/api/v1/vod_sign', () => ({ body: { file_id: '5285890799710670616' } })],
      ['post /check', 'teacher', () => '/check', () => ({ body: { content: 'A kind comment' } })],
      ['post /api/v1/feedback/', 'teacher', () => '/api/v1/feedback/', () => ({ form: multipart({ feedback_type: 'suggestion', subject: 'Contract', content: 'The API is a contract', contact: '' }) })],
      [
        'post /api/v1/courses/{id}/feedback/',
        'teacher',
        () => `/api/v1/courses/${course}/feedback/`,
        async () => {
          course = (await courseAndUnit()).course;
          return { form: multipart({ item: '1', content: 'Clear slides', attachments: [{ filename: 'slide.png', type: 'image/png', bytes: pngBytes() }] }) };
        },
      ],
      ['post /api/v1/courses/{id}/grade/', 'teacher', () => `/api/v1/courses/${course}/grade/`, () => ({ body: { simple: 5, vividness: 4, teaching_objective: 5, interest: 4, effective: 5, content: 'Good' } })],
      ['post /api/v1/student_settings/', 'student', () => '/api/v1/student_settings/', () => ({ body: { type: 'change_key_login', is_enable: '0' } })],
      [
        'post /api/v1/export/excel/',
        'teacher',
        () => '/api/v1/export/excel/',
        () => ({ body: { headers_name: ['Name'], headers_key: ['name'], data: [{ name: 'Li Ming' }], filename: 'Contract' } }),
      ],
      // last: it ends the session of its token
      ['post /rest-auth/logout/', 'fresh:manager', () => '/rest-auth/logout/', () => ({})],
    ];
    const failures: string[] = [];
    const reads = new Map<string, Set<string>>();
    for (const [key, as, path, init] of steps) {
      const { body, form, query } = await init();
      const url = new URL(path(), ORIGIN);
      for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
      const token = as?.startsWith('fresh:') ? await signIn(as.slice('fresh:'.length)) : await tokenOf(as);
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      if (form) headers['content-type'] = form.contentType;
      else if (body !== undefined) headers['content-type'] = 'application/json';
      const requestSchema = operationOf(key).requestBody?.content['application/json']?.schema;
      if (requestSchema && body !== undefined && !form) {
        // the body sent is the document's request schema, and the same body with a field renamed is not
        const validate = ajv.compile({ allOf: [requestSchema], components: doc.components });
        const errors = errorsOf(validate, body);
        if (errors && errors.length > 0) failures.push(`${key} request (${REQUESTS[key]}): ${JSON.stringify(errors.slice(0, 3))}`);
        const renamed = withRenamedField(body);
        if (renamed !== null && validate(renamed)) failures.push(`${key} request (${REQUESTS[key]}): a renamed field passes`);
      }
      const sendsJson = body !== undefined && !form && (Array.isArray(body) ? body.length > 0 : Object.keys(body as object).length > 0);
      if (sendsJson && !requestSchema) failures.push(`${key}: sends a JSON body the document has no request schema for`);
      const method = key.split(' ')[0].toUpperCase();
      const { response, text, reads: readNames } = await recordingReads(url, { method, headers, body: form ? form.body : body === undefined ? undefined : JSON.stringify(body) });
      noteReads(reads, key, readNames);
      const write = WRITES[key];
      if (!successesOf(key).includes(String(response.status)) || ![write.status, write.or].includes(response.status as 200)) {
        failures.push(`${key}: ${response.status} ${text.slice(0, 200)}, the document says ${successesOf(key).join(' or ')}`);
        continue;
      }
      if (form) {
        // the form's fields are the document's, and its required ones are there
        const fields = operationOf(key).requestBody?.content['multipart/form-data']?.schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
        const sent = new Set([...new TextDecoder().decode(form.body).matchAll(/name="(\w+)"/g)].map((m) => m[1]));
        if (!fields?.properties) failures.push(`${key}: an upload without a multipart/form-data body in the document`);
        else {
          const unknown = [...sent].filter((name) => !(name in fields.properties!));
          const missing = (fields.required ?? []).filter((name) => !sent.has(name));
          if (unknown.length + missing.length > 0) failures.push(`${key}: sends ${unknown.join(', ')} not in the document, lacks ${missing.join(', ')}`);
        }
      }
      if (write.file) {
        const type = response.headers.get('content-type') ?? '';
        if (!write.file.includes(type)) failures.push(`${key}: answered ${type}, the document says ${write.file.join(', ')}`);
        continue;
      }
      if (!write.type) {
        if (text !== '') failures.push(`${key}: answered ${text.slice(0, 80)}, the document says no body (204)`);
        continue;
      }
      const answer = JSON.parse(text) as unknown;
      got[key] = answer as (typeof got)[string];
      const validate = validatorOf(key);
      const errors = errorsOf(validate, answer);
      if (errors && errors.length > 0) failures.push(`${key} (${write.type}): ${JSON.stringify(errors.slice(0, 3))}`);
      const renamed = withRenamedField(answer);
      if (renamed === null || validate(renamed)) failures.push(`${key} (${write.type}): a renamed field passes`);
    }
    expect(failures).toEqual([]);
    expect(queryMismatches(reads)).toEqual([]);
    // every write is called here: a typed answer is checked against its schema, a 204 for no body
    const sampled = new Set(steps.map(([key]) => key));
    expect(Object.keys(WRITES).filter((key) => !sampled.has(key))).toEqual([]);
  });

  it('refuses a sample with a renamed, a missing or an extra field', async () => {
    await signIn('teacher');
    const team = await read<Record<string, unknown>>('/api/v1/teams/ABCDEF/', 'teacher');
    const validate = validatorOf('get /api/v1/teams/{team}/');
    expect(errorsOf(validate, team)).toEqual([]);
    const { code, ...withoutCode } = team;
    expect(validate({ ...withoutCode, team_code: code })).toBe(false);
    expect(validate(withoutCode)).toBe(false);
    expect(validate({ ...team, colour: 'red' })).toBe(false);
    expect(validate({ ...team, code: 42 })).toBe(false);
  });
});
