/**
 * The API as a contract (issue 32): docs/openapi.json lists exactly the routes the mock serves,
 * is what `npm run openapi` writes today (not stale), describes the answer of every GET route
 * (a JSON schema from src/types, or the media types of a file), and a real answer of each GET
 * route, from the mock on the seeded demo world, matches it — while the same answer with one
 * field renamed does not (the schemas are strict enough to catch drift).
 */
import { readFileSync } from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../mocks/handlers/api';
import { db } from '../mocks/db/db';
import { call, multipart, ORIGIN, orgNamed, pdfBytes, signIn, tokenFor, userOf } from '../mocks/test-helpers';
import { ANSWERS, isFileAnswer, REQUESTS, type Sample } from './openapi-answers';
import { contractSchemas, OPENAPI_FILE, openApiDocument, openApiPath, operationKey, serialise } from './openapi-document';

type Content = Record<string, { schema: Record<string, unknown> }>;
type Operation = { responses: Record<string, { content?: Content }>; requestBody?: { content: Content } };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
const checkedIn = readFileSync(OPENAPI_FILE, 'utf8');
const doc = JSON.parse(checkedIn) as Doc;
const documented = (d: Doc) => Object.entries(d.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => operationKey(m, path)));
const served = apiRoutes.map((r) => operationKey(r.method, openApiPath(r))).sort();
const operationOf = (key: string) => {
  const [method, path] = key.split(' ');
  return doc.paths[path]?.[method];
};
const jsonSchemaOf = (key: string) => operationOf(key)?.responses['200'].content?.['application/json']?.schema;

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
    for (const key of Object.keys(REQUESTS)) expect(served, key).toContain(key);
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
    for (const [key, answer] of Object.entries(ANSWERS)) {
      const { sample } = answer;
      if (sample.before) await sampleValue(sample.before, sample);
      const params = await resolved(sample.params, sample);
      const query = await resolved(sample.query, sample);
      const path = key.split(' ')[1].replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
      const url = new URL(path, ORIGIN);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      const token = await tokenOf(sample.as);
      const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
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
