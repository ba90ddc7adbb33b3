// Prints the gzip size of every built chunk and checks the first-visit JavaScript budgets of
// scripts/budgets.json against the Vite manifest. Exits non-zero when a budget is exceeded.
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
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
let failed = false;
console.info('\nFirst-visit JavaScript budgets (gzip)');
for (const [route, { maxGzipKB, modules }] of Object.entries(budgets)) {
  const files = closure(entryKey);
  for (const pattern of modules) {
    // "~regex" names shared chunks whose keys carry a hash (e.g. a dependency's locale file).
    const module = pattern.startsWith('~') ? Object.keys(manifest).find((k) => new RegExp(pattern.slice(1)).test(k)) : pattern;
    if (!module || !manifest[module]) {
      console.error(`  ${route}: module ${pattern} is not in the build (update scripts/budgets.json)`);
      failed = true;
      continue;
    }
    closure(module, files);
  }
  const total = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKB(f), 0);
  const ok = total <= maxGzipKB;
  if (!ok) failed = true;
  console.info(`  ${route.padEnd(24)} ${total.toFixed(1)} KB of ${maxGzipKB} KB  ${ok ? 'ok' : 'OVER BUDGET'}`);
}
if (failed) {
  console.error('\nBudget check failed.');
  process.exit(1);
}
