/**
 * The API as a contract (issue 32): docs/openapi.json lists exactly the routes the mock serves,
 * is what `npm run openapi` writes today (not stale), and a sample answer of each list and detail
 * call it describes, from the mock, matches its schema.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../mocks/handlers/api';
import { db } from '../mocks/db/db';
import { call, signIn, userOf } from '../mocks/test-helpers';
import { ANSWERS } from './openapi-answers';
import { answerSchemas, OPENAPI_FILE, openApiDocument, openApiPath, operationKey, serialise } from './openapi-document';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>; components: object };
const checkedIn = readFileSync(OPENAPI_FILE, 'utf8');
const doc = JSON.parse(checkedIn) as Doc;
const documented = (d: Doc) => Object.entries(d.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => operationKey(m, path)));

describe('docs/openapi.json', () => {
  it('lists every route the mock serves, and none it does not', () => {
    const served = apiRoutes.map((r) => operationKey(r.method, openApiPath(r))).sort();
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

  it('is what `npm run openapi` writes from today’s routes and types', { timeout: 300_000 }, () => {
    expect(serialise(openApiDocument(apiRoutes, answerSchemas())) === checkedIn, 'docs/openapi.json is stale: run npm run openapi').toBe(true);
  });

  it('describes a sample answer of each list and detail call with its schema', { timeout: 120_000 }, async () => {
    await signIn('teacher'); // the first call seeds the demo world
    const ajv = new Ajv({ strict: false, allErrors: true });
    const studio = db.studios.all().find((s) => s.owner_id === userOf('teacher').id)!;
    const values: Record<string, string> = { 'first-studio': String(studio.id) };
    for (const [key, shape] of Object.entries(ANSWERS)) {
      const [method, path] = key.split(' ');
      const schema = doc.paths[path]?.[method]?.responses['200'].content?.['application/json'].schema;
      expect(schema, key).toBeDefined();
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const given = shape.sample.params?.[name] ?? '';
        return values[given] ?? given;
      });
      const answer = await call(url, { token: await signIn(shape.sample.as), query: shape.sample.query });
      expect(answer.status, key).toBe(200);
      if (shape.shape === 'paged') expect((answer.body as { results: unknown[] }).results.length, `${key} sample is empty`).toBeGreaterThan(0);
      const validate = ajv.compile({ allOf: [schema], components: doc.components });
      expect(validate(answer.body) ? [] : validate.errors, key).toEqual([]);
      // …and the schema can fail: an item without its fields does not pass.
      expect(validate(shape.shape === 'paged' ? { results: [{}], count: 1 } : {}), key).toBe(false);
    }
  });
});
