/**
 * Builds the OpenAPI 3.1 document of the mock API (docs/openapi.json, `npm run openapi`) from
 * the mock's route registry — every route's method, path, path parameters, whether it needs a
 * token, the user types that may call it (`x-roles`), whether the service period gates it
 * (`x-service-period`) and the error answers that follow from those — and the schemas of what
 * the calls answer and take (scripts/openapi-answers.ts): every GET route's answer (a JSON
 * schema, or the media types of a file), every write's answer (JSON, a file, or none: 204), the
 * JSON bodies of the writes typed in src/types — generated from src/types by
 * ts-json-schema-generator — and the uploads' multipart forms. Nothing in it is written by hand.
 */
import { createGenerator } from 'ts-json-schema-generator';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MockRoute } from '../mocks/handlers/http';
import { ANSWERS, FORMS, isFileAnswer, OPTIONAL_BODY, QUERY, REQUESTS, WRITES, type FormField, type QueryParam } from './openapi-answers';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
type Json = Record<string, unknown>;

/** `*` (any origin) + `/api/v1/users/:id/` → `/api/v1/users/{id}/` */
export function openApiPath(route: Pick<MockRoute, 'path'>): string {
  return route.path.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}');
}

export const operationKey = (method: string, path: string) => `${method} ${path}`;

const ERROR = { $ref: '#/components/schemas/ErrorBody' };
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });
const BINARY = { type: 'string', format: 'binary' };

/** The schemas of the answers and request bodies, by operation key, and the components they refer to. */
export interface ContractSchemas {
  answers: Record<string, Json>;
  requests: Record<string, Json>;
  components: Json;
}

const fileContent = (types: readonly string[]) => Object.fromEntries(types.map((type) => [type, { schema: BINARY }]));

/** The success answers of a call: by status, what it answers (JSON of a type, a file, or nothing). */
function successesOf(key: string, contract: ContractSchemas): Json {
  const [status, answer] = successOf(key, contract);
  const also = WRITES[key]?.or;
  return { [status]: answer, ...(also ? { [String(also)]: { ...answer, description: { 200: 'OK', 201: 'Created' }[also] } } : {}) };
}

/** The (first) success answer of a call: its status and what it answers (JSON of a type, a file, or nothing). */
function successOf(key: string, contract: ContractSchemas): [status: string, answer: Json] {
  const read = ANSWERS[key];
  if (read) {
    if (isFileAnswer(read)) return ['200', { description: 'OK: a file, offered as a download', content: fileContent(read.file) }];
    const schema = contract.answers[key];
    if (!schema) throw new Error(`${key}: no answer schema`);
    return ['200', { description: 'OK', content: { 'application/json': { schema } } }];
  }
  const write = WRITES[key];
  if (!write) throw new Error(`${key}: no answer in scripts/openapi-answers.ts`);
  const status = String(write.status);
  const description = { 200: 'OK', 201: 'Created', 202: 'Accepted: the work goes on after the answer', 204: 'Done: no body' }[write.status];
  if (write.file) return [status, { description: `${description}: a file, offered as a download`, content: fileContent(write.file) }];
  if (write.type) {
    const schema = contract.answers[key];
    if (!schema) throw new Error(`${key}: no answer schema`);
    return [status, { description, content: { 'application/json': { schema } } }];
  }
  return [status, { description }];
}

/** A multipart form (an upload) as a schema: its fields, files as binary strings. */
export function formSchema(fields: Readonly<Record<string, FormField>>): Json {
  const property = (f: FormField): Json => {
    if (f.type === 'files') return { type: 'array', items: BINARY, description: f.description };
    if (f.type === 'file') return { ...BINARY, description: f.description };
    return { type: 'string', ...(f.enum ? { enum: [...f.enum] } : {}), description: f.description };
  };
  const required = Object.entries(fields).flatMap(([name, f]) => (f.required ? [name] : []));
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, property(f)])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

/** A call's request body: JSON of a type, a multipart form, or both (users/me takes either). */
function requestBodyOf(key: string, contract: ContractSchemas): Json | null {
  const json = contract.requests[key];
  const form = FORMS[key];
  if (!json && !form) return null;
  return {
    required: !OPTIONAL_BODY.has(key),
    content: { ...(json ? { 'application/json': { schema: json } } : {}), ...(form ? { 'multipart/form-data': { schema: formSchema(form) } } : {}) },
  };
}

/** A query parameter as an OpenAPI parameter. */
function queryParameter(name: string, p: QueryParam): Json {
  const schema: Json = { type: p.type, ...(p.enum ? { enum: [...p.enum] } : {}), ...(p.format ? { format: p.format } : {}) };
  return { name, in: 'query', required: p.required === true, description: p.description, schema };
}

function operation(route: MockRoute, contract: ContractSchemas): Json {
  const path = openApiPath(route);
  const key = operationKey(route.method, path);
  const signedIn = route.options.auth !== false;
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  const query = Object.entries(QUERY[key] ?? {}).map(([name, p]) => queryParameter(name, p));
  const body = requestBodyOf(key, contract);
  const responses: Json = successesOf(key, contract);
  if (route.method !== 'get') responses['400'] = errorAnswer('The input is refused: `{field: [message]}` or `{detail}`');
  if (signedIn) responses['401'] = errorAnswer('No valid token');
  if (route.options.roles || route.options.service) responses['403'] = errorAnswer('The caller’s role or the service period does not allow it');
  if (params.length > 0) responses['404'] = errorAnswer('Not found');
  return {
    operationId: key.replace(/[^\w]+/g, '_').replace(/_+$/, ''),
    ...(params.length + query.length > 0 ? { parameters: [...params, ...query] } : {}),
    ...(body ? { requestBody: body } : {}),
    ...(signedIn ? { security: [{ bearer: [] }] } : { security: [] }),
    'x-roles': route.options.roles ? [...route.options.roles] : signedIn ? 'any signed-in user' : 'public',
    ...(route.options.service ? { 'x-service-period': true } : {}),
    responses,
  };
}

/** The type names a file of src/types exports (`export interface X`, `export type X`). */
const exportedTypes = (source: string) => [...source.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);

/** A generated definition's name as an OpenAPI component name: `Paged<Team>` → `Paged.Team`. */
export const componentName = (name: string) =>
  name
    .replace(/\s+/g, '')
    .replace(/[<,]/g, '.')
    .replace(/[>"']/g, '')
    .replace(/[^\w.-]/g, '_');

/** `#/definitions/Paged%3CTeam%3E` → `#/components/schemas/Paged.Team`, everywhere in `value`. */
function moveRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(moveRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/definitions/')) {
        return [k, `#/components/schemas/${componentName(decodeURIComponent(v.slice('#/definitions/'.length)))}`];
      }
      return [k, moveRefs(v)];
    }),
  );
}

const ROOT_TYPE = 'OpenApiContract';

/**
 * The schemas of every answer and request type (scripts/openapi-answers.ts), in one pass of the
 * generator over one program: a generated module imports every type of src/types and declares
 * one interface whose members are the answers and requests by operation key. Interfaces are
 * closed (`additionalProperties: false`) and their required fields required, so an answer with
 * a renamed or an extra field fails its schema.
 */
export function contractSchemas(): ContractSchemas {
  const dir = resolve(ROOT, 'node_modules/.tmp');
  mkdirSync(dir, { recursive: true });
  const entry = resolve(dir, 'openapi-types.ts');
  const typesDir = resolve(ROOT, 'src/types');
  const imports = readdirSync(typesDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .sort()
    .flatMap((f) => {
      const names = exportedTypes(readFileSync(resolve(typesDir, f), 'utf8'));
      return names.length > 0 ? [`import type { ${names.join(', ')} } from '../../src/types/${f.replace(/\.ts$/, '')}';`] : [];
    });
  const members = (table: Readonly<Record<string, string>>) => Object.entries(table).map(([key, type]) => `    ${JSON.stringify(key)}: ${type};`);
  const answerTypes = Object.fromEntries([
    ...Object.entries(ANSWERS).flatMap(([key, a]) => (isFileAnswer(a) ? [] : [[key, a.type]])),
    ...Object.entries(WRITES).flatMap(([key, w]) => (w.type ? [[key, w.type]] : [])),
  ]);
  writeFileSync(
    entry,
    [...imports, '', `export interface ${ROOT_TYPE} {`, '  answers: {', ...members(answerTypes), '  };', '  requests: {', ...members(REQUESTS), '  };', '}', ''].join('\n'),
  );
  // Its own small program: the ES library only, no @types packages (the generator's default
  // program loads the DOM and every @types package, three times the time).
  const tsconfig = resolve(dir, 'openapi-tsconfig.json');
  const options = { noEmit: true, strict: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', lib: ['es2022'], types: [], skipLibCheck: true };
  writeFileSync(tsconfig, JSON.stringify({ compilerOptions: options, files: ['openapi-types.ts'] }));
  const generator = createGenerator({ path: entry, tsconfig, type: ROOT_TYPE, skipTypeCheck: true, expose: 'export', topRef: true, jsDoc: 'basic', additionalProperties: false });
  const definitions = moveRefs(generator.createSchema(ROOT_TYPE).definitions ?? {}) as Record<string, Json>;
  const root = definitions[ROOT_TYPE] as { properties: { answers: { properties: Record<string, Json> }; requests: { properties: Record<string, Json> } } };
  const components: Json = {};
  for (const [name, schema] of Object.entries(definitions)) if (name !== ROOT_TYPE) components[componentName(name)] = schema;
  return { answers: root.properties.answers.properties, requests: root.properties.requests.properties, components };
}

export function openApiDocument(routes: readonly MockRoute[], contract: ContractSchemas): Json {
  const paths: Record<string, Json> = {};
  const sorted = [...routes].sort((a, b) => openApiPath(a).localeCompare(openApiPath(b)) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = openApiPath(route);
    paths[path] = { ...(paths[path] ?? {}), [route.method]: operation(route, contract) };
  }
  const sortedSchemas = Object.fromEntries(Object.entries(contract.components).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Teaching Cloud API',
      version: '1',
      description:
        'Generated by `npm run openapi` from the mock API’s route table (mocks/handlers/api.ts) and src/types (scripts/openapi-answers.ts names each call’s types); docs/api.md describes each call in words.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        ErrorBody: {
          type: 'object',
          description: '`{detail}` / `{message}` / `{msg}` and `{field: [message]}` field errors, in the request’s language',
          additionalProperties: true,
        },
        ...sortedSchemas,
      },
    },
  };
}

export const OPENAPI_FILE = resolve(ROOT, 'docs/openapi.json');
export const serialise = (doc: Json) => `${JSON.stringify(doc, null, 2)}\n`;
