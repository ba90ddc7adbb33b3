// @vitest-environment node
/**
 * Issue 30's rule "one declaration per address": an in-app address (a path of the route table:
 * '/login', `/manage/team/${code}`, "/course?type=all") is written in src/ only in the paths
 * module (src/lib/paths.ts) and the route table (src/app/route-table.tsx), tests excluded.
 * Everything else builds it with `paths.<page>.href(…)` (docs/architecture.md). Comments do not
 * count; the counting rule is the one of the review's script (an address is a string, template or
 * JSX attribute that starts with '/' and the first segment of an app route).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths';

const SRC = path.join(process.cwd(), 'src');
const ALLOWED = new Set(['src/lib/paths.ts', 'src/app/route-table.tsx']);

/** The first segment of every page of the paths module, and the review's list (datacenter, …). */
const FIRST_SEGMENTS = [
  ...new Set([
    ...Object.values(paths).map((p) => p.pattern.split('/')[1]).filter((s) => s && !s.startsWith(':') && s !== '*'),
    ...['account', 'manage', 'manageCenter', 'course', 'project', 'login', 'datacenter', '403', '404'],
  ]),
].sort((a, b) => b.length - a.length);
const ADDRESS = new RegExp(`(['"\`])/(${FIRST_SEGMENTS.join('|')})(?=[/'"\`?#$]|\\b)`, 'g');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/[^\n]*/g, '$1');
}

/** Each line of the given sources that writes an app address, as `file:line: text`. */
function addressLiterals(files: { name: string; text: string }[]): string[] {
  return files.flatMap(({ name, text }) =>
    withoutComments(text)
      .split('\n')
      .flatMap((line, i) => (line.match(ADDRESS) ? [`${name}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('one declaration per address', () => {
  it('finds an address written as a string, a template or a JSX attribute (the check can fail)', () => {
    const found = addressLiterals([
      { name: 'a.tsx', text: "navigate('/login');\n<Link to=\"/manage/team\">\nconst x = `/account/home/${name}`;\n<a href='/manageCenter?tab=1'>" },
      { name: 'b.ts', text: "// '/login' in a comment\n/* `/course/1/0` */\nconst rest = '/api/v1/teams/';\nconst ext = 'https://example.com/project/1';" },
    ]);
    expect(found).toEqual([
      "a.tsx:1: navigate('/login');",
      'a.tsx:2: <Link to="/manage/team">',
      'a.tsx:3: const x = `/account/home/${name}`;',
      "a.tsx:4: <a href='/manageCenter?tab=1'>",
    ]);
  });

  it('writes every address of src/ in the paths module or the route table only', () => {
    const files = sourceFiles(SRC)
      .map((file) => ({ name: path.relative(process.cwd(), file).split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') }))
      .filter(({ name }) => !ALLOWED.has(name));
    expect(files.length).toBeGreaterThan(300);
    expect(addressLiterals(files)).toEqual([]);
  });
});
