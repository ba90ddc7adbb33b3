import js from '@eslint/js';
import globals from 'globals';
import babelParser from '@babel/eslint-parser';
import reactHooks from 'eslint-plugin-react-hooks';

// TypeScript 7 ships no JS compiler API, so typescript-eslint cannot run; ESLint parses
// TypeScript through Babel and `tsc -b` remains the type checker.
const parserOptions = {
  requireConfigFile: false,
  babelOptions: {
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-typescript', { allExtensions: true, isTSX: true }], '@babel/preset-react'],
  },
};

const featureDirection = {
  group: ['@/app', '@/app/*', '../../app/*', '../../../app/*'],
  message: 'features must not import app/: compose features in app/ instead (ARCHITECTURE.md).',
};
const lowerToFeature = {
  group: ['@/features/*', '@/app', '@/app/*'],
  message: 'lib/, components/ and types/ sit below features and app/ (ARCHITECTURE.md).',
};
const srcToMocks = {
  group: ['@mocks/*', '../mocks/*', '../../mocks/*', '../../../mocks/*'],
  message: 'src/ never imports mocks/ (except the one dynamic import in main.tsx).',
};

export default [
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      parser: babelParser,
      parserOptions,
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
  {
    files: ['src/lib/**', 'src/components/**', 'src/types/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [lowerToFeature, srcToMocks] }] },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            featureDirection,
            srcToMocks,
            {
              regex: '^@/features/',
              message: 'a feature does not import another feature: lift the shared piece into components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**'],
    ignores: ['src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcToMocks] }] },
  },
  {
    files: ['mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(?!types/|lib/validators$)',
              message: 'mocks/ may import only src/types and the pure rule modules of src/lib.',
            },
          ],
        },
      ],
    },
  },
];
