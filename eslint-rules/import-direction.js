/**
 * The import direction of docs/architecture.md as one ESLint rule that sees every way a module can
 * reach another: static imports, re-exports and dynamic `import()`, through the `@/` and
 * `@mocks/` aliases or relative paths alike. Each file belongs to a layer by where it lives;
 * each import is resolved to the layer it reaches and checked against what that layer may use:
 *
 *   lib, types  ->  api, components  ->  features (each on its own)  ->  app
 *   mocks/ may use only src/types, src/lib/validators/ and the validation messages (src/lib/i18n/validation.*);
 *   src/ never reaches mocks/, except the one dynamic import that starts the mock (ALLOWED_MOCK_ENTRY).
 *
 * Tests may also reach mocks/ (per-test server overrides), the harness (src/test) and app/ (the
 * harness renders the whole app), and keep every other direction.
 */
import path from 'node:path';

/** The one src → mocks import: the app's start loads the browser mock by dynamic import. */
export const ALLOWED_MOCK_ENTRY = { file: 'src/app/start.tsx', target: 'mocks/browser' };

const ROOT = process.cwd();

/** A project-relative path (forward slashes) for a file or an import target. */
function rel(absolute) {
  return path.relative(ROOT, absolute).split(path.sep).join('/');
}

/** Where an import specifier points inside the project, or null for a package. */
function resolveTarget(specifier, fromFile) {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (specifier === '@mocks' || specifier.startsWith('@mocks/')) return `mocks${specifier.slice('@mocks'.length)}`;
  if (specifier.startsWith('.')) return rel(path.resolve(path.dirname(fromFile), specifier));
  return null;
}

/** The layer of a project path: { layer, feature? }, or null outside src/ and mocks/. */
function layerOf(p) {
  const parts = p.split('/');
  if (parts[0] === 'mocks') return { layer: 'mocks' };
  if (parts[0] !== 'src') return null;
  const top = parts[1] ?? '';
  if (top === 'features') return { layer: 'features', feature: parts[2] };
  if (['lib', 'types', 'api', 'components', 'app', 'test'].includes(top)) return { layer: top };
  // src/main.tsx, src/vite-env.d.ts: the entry sits with the app.
  return { layer: 'app' };
}

const isTest = (file) => /\.test\.[jt]sx?$/.test(file) || file.startsWith('src/test/');

/** What each layer may import (besides packages), as layer names. */
const MAY_USE = {
  types: ['types'],
  lib: ['lib', 'types'],
  api: ['api', 'lib', 'types'],
  components: ['components', 'api', 'lib', 'types'],
  features: ['api', 'components', 'lib', 'types'],
  app: ['app', 'features', 'api', 'components', 'lib', 'types'],
  test: ['app', 'features', 'api', 'components', 'lib', 'types', 'mocks', 'test'],
};

const MESSAGES = {
  mocksToSrc: 'mocks/ may import only src/types, src/lib/validators/* and the validation messages src/lib/i18n/validation.* (docs/architecture.md).',
  srcToMocks: `src/ never imports mocks/ (the one exception is the dynamic import of ${ALLOWED_MOCK_ENTRY.target} in ${ALLOWED_MOCK_ENTRY.file}).`,
  crossFeature: 'a feature does not import another feature: compose features in app/, or lift the shared piece into src/api, src/components or src/lib (docs/architecture.md).',
  upward: (from, to) => `${from}/ may not import ${to}/: imports flow lib, types → api, components → features → app (docs/architecture.md).`,
};

/** Why `file` may not import `target` (project paths), or null when it may. */
export function violation(file, target, { dynamic = false } = {}) {
  const from = layerOf(file);
  const to = layerOf(target);
  if (!from || !to) return null;
  if (from.layer === 'mocks') {
    if (to.layer === 'mocks') return null;
    // The validation rules, and their messages: the mock answers a failed rule in the reader's language.
    const allowed =
      target.startsWith('src/types/') ||
      target === 'src/types' ||
      /^src\/lib\/validators\/[\w-]+(\.ts)?$/.test(target) ||
      /^src\/lib\/i18n\/validation\.(zh-CN|en-US)(\.ts)?$/.test(target);
    return allowed ? null : MESSAGES.mocksToSrc;
  }
  const test = isTest(file);
  if (to.layer === 'mocks') {
    if (test) return null;
    if (dynamic && file === ALLOWED_MOCK_ENTRY.file && target.replace(/\.ts$/, '') === ALLOWED_MOCK_ENTRY.target) return null;
    return MESSAGES.srcToMocks;
  }
  if (from.layer === 'app' && test) return null;
  // Every test may use the harness (src/test), which renders the whole app (app/) against the
  // mock server; a test still keeps the other directions (a feature's test stays in its feature).
  if (test && (to.layer === 'test' || to.layer === 'app')) return null;
  if (from.layer === 'features') {
    if (to.layer === 'features') return to.feature === from.feature ? null : MESSAGES.crossFeature;
    return MAY_USE.features.includes(to.layer) ? null : MESSAGES.upward('features', to.layer);
  }
  const allowed = MAY_USE[from.layer] ?? [];
  return allowed.includes(to.layer) || to.layer === from.layer ? null : MESSAGES.upward(from.layer, to.layer);
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'the import direction of docs/architecture.md' } },
  create(context) {
    const file = rel(context.filename ?? context.getFilename());
    function check(node, source, dynamic) {
      if (!source || typeof source.value !== 'string') {
        // A computed dynamic import could reach anywhere: only packages and the app may do that.
        if (dynamic && source && layerOf(file) && layerOf(file).layer !== 'app' && !isTest(file)) {
          context.report({ node, message: 'dynamic import() of a computed path: import a literal path so the direction can be checked.' });
        }
        return;
      }
      const target = resolveTarget(source.value, path.resolve(ROOT, file));
      if (target === null) return;
      const message = violation(file, target, { dynamic });
      if (message) context.report({ node, message });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, false),
      ExportAllDeclaration: (node) => check(node, node.source, false),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : node.source.type === 'TemplateLiteral' && node.source.expressions.length === 0 ? { value: node.source.quasis[0].value.cooked } : node.source, true),
    };
  },
};

export default { rules: { 'import-direction': rule } };
