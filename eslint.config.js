import js from '@eslint/js';
import globals from 'globals';
import babelParser from '@babel/eslint-parser';
import reactHooks from 'eslint-plugin-react-hooks';
import architecture from './eslint-rules/import-direction.js';

// TypeScript 7 ships no JS compiler API, so typescript-eslint cannot run; ESLint parses
// TypeScript with Babel's parser plugins and `tsc -b` remains the type checker.
const parserOptionsFor = (plugins) => ({
  requireConfigFile: false,
  babelOptions: { babelrc: false, configFile: false, parserOpts: { plugins } },
});

/**
 * Every component loaded on demand goes through preloadable() (src/lib/preloadable.ts): its chunk
 * is asked for once more when it fails to arrive, then fails saying why (a new version or the
 * connection) for the recovery screen. A plain React.lazy would fail at the first dropped packet.
 */
const plainLazy = {
  name: 'react',
  importNames: ['lazy'],
  message: 'use preloadable() from src/lib/preloadable (its chunk is retried once, then a new version is told apart from a lost connection: src/lib/chunk-load.ts).',
};
const plainLazyCall = {
  selector: "MemberExpression[object.name='React'][property.name='lazy']",
  message: plainLazy.message,
};
/**
 * antd's static notices and dialogs render outside the app's providers (no theme, no language):
 * the app's notices hook (src/lib/app-notices.tsx) gives the same calls inside them.
 */
/** A query's first answer is drawn in the background (issue 31): src/lib/use-query.ts. */
const plainUseQuery = {
  name: '@tanstack/react-query',
  importNames: ['useQuery'],
  message: "use useQuery from '@/lib/use-query': it draws a query's first answer in the background (issue 31).",
};
const staticAntdNotices = {
  paths: [
    plainLazy,
    plainUseQuery,
    {
      name: 'antd',
      importNames: ['message', 'notification'],
      message: 'use useAppNotices() from src/lib/app-notices (antd static notices render outside the providers).',
    },
  ],
};
const staticModalCalls = {
  selector: "CallExpression[callee.object.name='Modal'][callee.property.name=/^(confirm|info|success|error|warning|warn)$/]",
  message: 'use useAppNotices().modal from src/lib/app-notices (antd static dialogs render outside the providers).',
};

/**
 * An antd icon names itself in English (`aria-label="plus"`), and that word became part of its
 * button's accessible name in both languages ("plus 新建"): icons are hidden from assistive
 * technology, or carry a translated aria-label of their own when they mean something alone.
 */
const unlabelledIcons = {
  selector: 'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))',
  message: 'an antd icon needs aria-hidden (its button or text names it) or a translated aria-label: its own aria-label is its English name.',
};
/** A wide table scrolls inside its card through wideTable (src/components/wide-table.ts), not antd's measuring scroll.x. */
const tableScroll = {
  selector: "JSXOpeningElement[name.name='Table'] > JSXAttribute[name.name='scroll']",
  message: "a wide table scrolls inside its card with {...wideTable(columns)} (src/components/wide-table.ts): antd's scroll measures every column and draws the table twice.",
};

export default [
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', '*.tmp.*'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      parser: babelParser,
      parserOptions: parserOptionsFor(['jsx']),
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The rules of hooks everywhere; the React Compiler's rules (below) where the app's code is.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Unused names and undefined globals are checked by tsc (noUnusedLocals, strict), which
      // understands type-only references that Babel's scope analysis does not.
      'no-unused-vars': 'off',
      'no-undef': 'off',
      'no-redeclare': 'off',
      'eqeqeq': ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // The React Compiler's rules (static components, purity, refs, state in effects…) compile each
  // file, about 45 ms each: they run on the app's code, not on its tests, the mock server, the
  // end-to-end specs or the scripts (which hold no component the app renders). Lint's cold run
  // took 50 s with them everywhere, 84% of it in these rules.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: Object.fromEntries(Object.entries(reactHooks.configs.recommended.rules).filter(([name]) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(name))),
  },
  { files: ['**/*.ts'], languageOptions: { parserOptions: parserOptionsFor(['typescript']) } },
  { files: ['**/*.tsx'], languageOptions: { parserOptions: parserOptionsFor(['typescript', 'jsx']) } },
  // The import direction of docs/architecture.md (eslint-rules/import-direction.js): static,
  // re-exported and dynamic imports, through aliases or relative paths.
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { architecture: architecture },
    rules: {
      'architecture/import-direction': 'error',
      'no-restricted-imports': ['error', staticAntdNotices],
      'no-restricted-syntax': ['error', staticModalCalls, unlabelledIcons, plainLazyCall, tableScroll],
    },
  },
  { files: ['src/lib/app-notices*.tsx'], rules: { 'no-restricted-imports': ['error', { paths: [plainLazy] }], 'no-restricted-syntax': ['error', plainLazyCall] } },
  // The one place React.lazy is called.
  { files: ['src/lib/preloadable.ts'], rules: { 'no-restricted-imports': ['error', { paths: staticAntdNotices.paths.filter((path) => path !== plainLazy) }] } },
  // The one place React Query's useQuery is imported (tests may use it as it is).
  { files: ['src/lib/use-query.ts', 'src/**/*.test.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: staticAntdNotices.paths.filter((path) => path !== plainUseQuery) }] } },
  { files: ['e2e/**', 'scripts/**', '*.config.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
];
