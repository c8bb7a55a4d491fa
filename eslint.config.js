// Lint for the whole project. The import boundaries of DESIGN §1 are enforced here by
// eslint-plugin-boundaries; docs/decisions/001-lint-boundaries.md explains the choices.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'];

// Packages that drag a UI runtime along: never in api/, wire/ or workers/.
const UI_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-i18next',
  '@mui/*',
  '@emotion/*',
  '@tanstack/react-*',
  '@testing-library/*',
];

const el = (type) => ({ to: { element: { type } } });
const fromType = (type) => ({ element: { type } });
const external = (source) => ({ to: { module: { origin: ['external', 'core'], source } } });

const boundaryPolicies = [
  // Anything may use packages and Node built-ins unless a later policy says otherwise.
  { allow: [external('**')] },
  // Files outside every element (root config files) are not constrained.
  { from: { element: { isUnknown: true } }, allow: [{ to: { module: { origin: '**' } } }] },

  // src/main.tsx and friends boot the app: they may import anything in src/.
  {
    from: fromType('entry'),
    allow: [el('app'), el('feature'), el('components'), el('lib'), el('api'), el('wire')],
  },
  // (a) app composes features, shared components and helpers.
  {
    from: fromType('app'),
    allow: [el('feature'), el('components'), el('lib'), el('api'), el('wire')],
  },
  // (b) a feature uses shared code and its own files (internal, not checked), never another feature.
  // A feature may also start a worker and use its main-thread fallback (decision 007).
  {
    from: fromType('feature'),
    allow: [el('components'), el('lib'), el('api'), el('wire'), el('workers')],
    message: 'A feature may import components, lib, api and workers (and its own files) only.',
  },
  // (c) shared components sit below features and app.
  {
    from: fromType('components'),
    allow: [el('lib'), el('api'), el('wire')],
    message: 'src/components may import lib and api only.',
  },
  // (d) lib imports only other lib files (internal, not checked): nothing is allowed here.
  // (e) api: its wire schemas and pure helpers, never UI code.
  {
    from: fromType('api'),
    allow: [el('wire'), el('lib')],
    disallow: [external(UI_PACKAGES)],
    message: 'src/api never imports React, UI packages, app, features or components.',
  },
  {
    from: fromType('wire'),
    disallow: [external('**')],
    message: 'src/api/wire imports only zod and other wire files (the server shares it).',
  },
  { from: fromType('wire'), allow: [external('zod')] },
  // (f) workers: pure code only, plus `import type` from anywhere; never React.
  {
    from: fromType('workers'),
    allow: [el('lib'), { to: { module: { origin: 'local' } }, dependency: { kind: 'type' } }],
    message: 'workers/ import only workers files, src/lib and `import type`.',
  },
  {
    from: fromType('workers'),
    disallow: [external(UI_PACKAGES)],
    message: 'workers/ never import React or UI packages.',
  },
  // (g) the server shares only the wire contract with the browser app; (h) follows from
  // no src/ element being allowed to reach the server.
  {
    from: fromType('server'),
    allow: [el('wire')],
    message: 'server/ may import from src/ only src/api/wire.',
  },
  // Tests and benchmarks drive everything.
  {
    from: [fromType('tests'), fromType('bench')],
    allow: [{ to: { module: { origin: '**' } } }],
  },
  // A unit test beside its file may also use the shared test utilities.
  { from: { file: { categories: 'test' } }, allow: [el('tests')] },
];

// A relative import must resolve to a file for its boundary to be checked, so the code
// uses extensionless relative imports (bundler resolution) rather than `./x.js` for `x.ts`.
const resolvableImports = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^\\.{1,2}/.*\\.(?:m|c)?jsx?$',
          message: 'Import relative TypeScript modules without an extension.',
        },
      ],
    },
  ],
};

export default defineConfig([
  globalIgnores([
    'dist/',
    'data/',
    'coverage/',
    'test-results/',
    'node_modules/',
    'public/',
    '**/*.d.ts',
    // Throwaway experiments next to a benchmark are not part of the project.
    'bench/**/.scratch/',
  ]),
  { files: CODE, extends: [js.configs.recommended, tseslint.configs.recommended] },
  {
    files: CODE,
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...resolvableImports,
    },
  },
  // Globals per area.
  {
    files: ['src/**', 'workers/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
  },
  {
    files: ['server/**', 'tests/**', 'bench/**', '*.{js,mjs,cjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  { files: ['src/**/*.{ts,tsx}'], extends: [reactHooks.configs.flat['recommended-latest']] },
  // Import boundaries (DESIGN §1).
  {
    files: CODE,
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.jsx', '.json'] },
      },
      'boundaries/include': ['src/**', 'workers/**', 'server/**', 'tests/**', 'bench/**'],
      'boundaries/legacy-templates': false,
      // First match wins, so the nested wire folder comes before api.
      'boundaries/elements': [
        { type: 'wire', pattern: 'src/api/wire', partialMatch: false },
        { type: 'api', pattern: 'src/api', partialMatch: false },
        { type: 'app', pattern: 'src/app', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'components', pattern: 'src/components', partialMatch: false },
        { type: 'lib', pattern: 'src/lib', partialMatch: false },
        // Whatever else sits in src/ (main.tsx, global styles) boots the app.
        { type: 'entry', pattern: 'src', partialMatch: false },
        { type: 'workers', pattern: 'workers', partialMatch: false },
        { type: 'server', pattern: 'server', partialMatch: false },
        { type: 'tests', pattern: 'tests', partialMatch: false },
        { type: 'bench', pattern: 'bench', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkAllOrigins: true, policies: boundaryPolicies },
      ],
    },
  },
]);
