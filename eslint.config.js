import js from '@eslint/js';
import globals from 'globals';
import babelParser from '@babel/eslint-parser';
import reactHooks from 'eslint-plugin-react-hooks';

// TypeScript 7 ships no JS compiler API, so typescript-eslint cannot run; ESLint parses
// TypeScript with Babel's parser plugins and `tsc -b` remains the type checker.
const parserOptionsFor = (plugins) => ({
  requireConfigFile: false,
  babelOptions: { babelrc: false, configFile: false, parserOpts: { plugins } },
});

const featureDirection = {
  group: ['@/app', '@/app/*', '../../app/*', '../../../app/*'],
  message: 'features must not import app/: compose features in app/ instead (ARCHITECTURE.md).',
};
const lowerToFeature = {
  group: ['@/features/*', '@/app', '@/app/*'],
  message: 'lib/, components/ and types/ sit below features and app/ (ARCHITECTURE.md).',
};
const crossFeature = {
  regex: '^@/features/',
  message: 'a feature does not import another feature (use relative imports inside a feature; lift shared pieces into components/ or lib/).',
};
const srcToMocks = {
  group: ['@mocks/*', '../mocks/*', '../../mocks/*', '../../../mocks/*'],
  message: 'src/ never imports mocks/ (except the one dynamic import in main.tsx).',
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
      ...reactHooks.configs.recommended.rules,
      // Unused names and undefined globals are checked by tsc (noUnusedLocals, strict), which
      // understands type-only references that Babel's scope analysis does not.
      'no-unused-vars': 'off',
      'no-undef': 'off',
      'no-redeclare': 'off',
      'eqeqeq': ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: ['**/*.ts'], languageOptions: { parserOptions: parserOptionsFor(['typescript']) } },
  { files: ['**/*.tsx'], languageOptions: { parserOptions: parserOptionsFor(['typescript', 'jsx']) } },
  {
    files: ['src/lib/**', 'src/components/**', 'src/types/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [lowerToFeature, srcToMocks] }] },
  },
  {
    files: ['src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureDirection, srcToMocks, crossFeature] }] },
  },
  {
    files: ['src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcToMocks] }] },
  },
  // Tests may reach the mock server (per-test overrides) but keep the direction between layers.
  {
    files: ['src/lib/**/*.test.*', 'src/components/**/*.test.*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [lowerToFeature] }] },
  },
  {
    files: ['src/features/**/*.test.*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [featureDirection, crossFeature] }] },
  },
  // The test harness renders the whole app against the mock server.
  { files: ['src/app/**/*.test.*', 'src/test/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['e2e/**', 'scripts/**', '*.config.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    files: ['mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The validation rules and their messages (shared with the forms, so each is written once).
              regex: '^@/(?!types/|lib/validators$|lib/i18n/validation\\.(?:zh-CN|en-US)$)',
              message: 'mocks/ may import only src/types, the validation rules and their messages.',
            },
          ],
        },
      ],
    },
  },
];
