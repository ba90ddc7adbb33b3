// @vitest-environment node
/**
 * Issue 12's rule "each REST call is declared once": a REST path string (/api/v…, /rest-auth/…)
 * appears in one file of src/ only (tests excluded). A second area that needs the call imports
 * it from src/api/<resource>.ts instead of writing the path again. Template parts count as
 * parameters, so `/api/v1/teams/${code}/` and `/api/v1/teams/${id}/` are the same path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(process.cwd(), 'src');
const PATH_LITERAL = /[`'"]((?:\/api\/v\d|\/rest-auth)\/[^`'"\s]*)[`'"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Each REST path found in the given sources, with the files it is written in. */
function restPaths(files: { name: string; text: string }[]): Map<string, Set<string>> {
  const seen = new Map<string, Set<string>>();
  for (const { name, text } of files) {
    for (const m of text.matchAll(PATH_LITERAL)) {
      const key = m[1].replace(/\$\{[^}]*\}/g, ':p');
      if (!seen.has(key)) seen.set(key, new Set());
      seen.get(key)!.add(name);
    }
  }
  return seen;
}

describe('one declaration per REST call', () => {
  it('finds a path written in two files (the check can fail)', () => {
    const found = restPaths([
      { name: 'a.ts', text: "apiGet(`/api/v1/teams/${code}/`)" },
      { name: 'b.ts', text: "apiGet(`/api/v1/teams/${id}/`); const x = '/rest-auth/logout/';" },
    ]);
    expect([...found.get('/api/v1/teams/:p/')!]).toEqual(['a.ts', 'b.ts']);
    expect(found.get('/rest-auth/logout/')!.size).toBe(1);
  });

  it('no REST path appears in more than one file under src/', () => {
    const files = sourceFiles(SRC).map((f) => ({ name: path.relative(process.cwd(), f), text: fs.readFileSync(f, 'utf8') }));
    const twice = [...restPaths(files)].filter(([, where]) => where.size > 1).map(([p, where]) => `${p}: ${[...where].join(', ')}`);
    expect(twice).toEqual([]);
  });
});
