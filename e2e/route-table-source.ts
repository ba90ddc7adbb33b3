/**
 * The route table's one-line entries as the walks read them: each `{ path: paths.NAME.pattern, …`
 * line of src/app/route-table.tsx (the catch-all `{ path: '*'` too), its path resolved through the
 * paths module (src/lib/paths.ts), with the rest of the line (access, chrome, redirect, page).
 */
import { readFileSync } from 'node:fs';
import { paths } from '../src/lib/paths';

export interface RouteTableLine {
  path: string;
  /** what follows the path on its line */
  rest: string;
}

const patterns: Readonly<Record<string, { pattern: string }>> = paths;

export function routeTableLines(): RouteTableLine[] {
  const source = readFileSync(new URL('../src/app/route-table.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/^\s*\{ path: (?:paths\.(\w+)\.pattern|'([^']+)')(.*)$/gm)].map(([, name, literal, rest]) => {
    if (name && !(name in patterns)) throw new Error(`route-table.tsx names paths.${name}, which src/lib/paths.ts does not have`);
    return { path: name ? patterns[name].pattern : literal, rest };
  });
}
