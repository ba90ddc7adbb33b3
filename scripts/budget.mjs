// Prints the gzip size of every built chunk and checks the first-visit JavaScript budgets of
// scripts/budgets.json against the Vite manifest. Exits non-zero when a budget is exceeded, or
// when chunks import each other in a cycle (src/lib/module-preload.ts runs an import's chunks
// one by one, below what needs them, which only keeps the browser's order without cycles).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = 'dist';
/**
 * The manifest, keyed by project path. A checkout whose node_modules is a link to another
 * checkout's (a git worktree) sees packages under their real path ('../x/node_modules/...'):
 * such keys are read as the 'node_modules/...' they stand for.
 */
const projectKey = (key) => key.replace(/^(?:\.\.\/)+(?:[^/]+\/)*?node_modules\//, 'node_modules/');
const manifest = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))).map(([key, chunk]) => [
    projectKey(key),
    { ...chunk, imports: chunk.imports?.map(projectKey), dynamicImports: chunk.dynamicImports?.map(projectKey) },
  ]),
);
const budgets = JSON.parse(readFileSync('scripts/budgets.json', 'utf8')).routes;

const gzipKB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const rawKB = (file) => statSync(join(dist, file)).size / 1024;
const fmt = (n) => n.toFixed(1).padStart(8);

const chunks = Object.entries(manifest)
  .filter(([, c]) => c.file.endsWith('.js'))
  .map(([key, c]) => ({ key, file: c.file, raw: rawKB(c.file), gz: gzipKB(c.file) }))
  .sort((a, b) => b.gz - a.gz);

console.info('\nChunk sizes (KB)\n   raw     gzip  file (source)');
for (const c of chunks) console.info(`${fmt(c.raw)} ${fmt(c.gz)}  ${c.file}  (${c.key})`);

/** The JS files a manifest entry loads up front: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

/** The files of a budget: the entry chunk, then each listed module with its static imports. */
function filesOf(route, modules) {
  const files = closure(entryKey);
  for (const pattern of modules) {
    const module = pattern.startsWith('~') ? Object.keys(manifest).find((k) => new RegExp(pattern.slice(1)).test(k)) : pattern;
    if (!module || !manifest[module]) {
      console.error(`  ${route}: module ${pattern} is not in the build (update scripts/budgets.json)`);
      failed = true;
      continue;
    }
    closure(module, files);
  }
  return files;
}
const jsKB = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKB(f), 0);

/** The chunk of a module the route must not load up front ('excludes'), or null when it is not in the build. */
function fileOf(pattern) {
  const module = pattern.startsWith('~') ? Object.keys(manifest).find((k) => new RegExp(pattern.slice(1)).test(k)) : pattern;
  return module && manifest[module] ? manifest[module].file : null;
}

let failed = false;
console.info('\nJavaScript budgets (gzip)');
for (const [route, budget] of Object.entries(budgets)) {
  const files = filesOf(route, budget.modules);
  // Modules a route may load only later (a document library for the document shown), never up front.
  for (const pattern of budget.excludes ?? []) {
    const file = fileOf(pattern);
    // A module the app's build does not hold at all loads on no route (the spreadsheet libraries
    // are only in the mock's worker bundle); a name that is on no disk is a mistake in the list.
    if (!file && !pattern.startsWith('~') && existsSync(pattern)) continue;
    if (!file) {
      console.error(`  ${route}: excluded module ${pattern} is not in the build (update scripts/budgets.json)`);
      failed = true;
    } else if (files.has(file)) {
      console.error(`  ${route}: ${pattern} is in the first load (${file}), it must load only when needed`);
      failed = true;
    }
  }
  if (budget.over) {
    // What the route adds over another budget's files (e.g. a page over the signed-in shell).
    const base = filesOf(budget.over, budgets[budget.over].modules);
    const added = jsKB([...files].filter((f) => !base.has(f)));
    const ok = added <= budget.maxAddedGzipKB;
    if (!ok) failed = true;
    console.info(`  ${route.padEnd(40)} +${added.toFixed(1)} KB over ${budget.over}, of +${budget.maxAddedGzipKB} KB  ${ok ? 'ok' : 'OVER BUDGET'}`);
    continue;
  }
  const total = jsKB(files);
  const ok = total <= budget.maxGzipKB;
  if (!ok) failed = true;
  console.info(`  ${route.padEnd(40)} ${total.toFixed(1)} KB of ${budget.maxGzipKB} KB  ${ok ? 'ok' : 'OVER BUDGET'}`);
}
/** A cycle of static imports between chunks, as the files on it, or null. */
function chunkCycle() {
  const state = new Map();
  const visit = (key, path) => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'open') return [...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k);
    state.set(key, 'open');
    for (const imported of manifest[key]?.imports ?? []) {
      const cycle = visit(imported, [...path, key]);
      if (cycle) return cycle;
    }
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key, []);
    if (cycle) return cycle;
  }
  return null;
}
const cycle = chunkCycle();
if (cycle) {
  failed = true;
  console.error(`\nChunks import each other in a cycle: ${cycle.join(' -> ')}`);
} else console.info('\nNo chunk imports another in a cycle.');

if (failed) {
  console.error('\nBudget check failed.');
  process.exit(1);
}
