// Lint for the whole project. The import boundaries of DESIGN §1 are enforced here by
// eslint-plugin-boundaries; docs/decisions/001-lint-boundaries.md explains the choices.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const CODE = ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'];

// Packages that drag a UI runtime along: never in api/, contract/ or workers/.
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
/** A file of an element, by its category in `boundaries/files`. */
const elFile = (type, categories) => ({ to: { element: { type }, file: { categories } } });
const fromType = (type) => ({ element: { type } });
const external = (source) => ({ to: { module: { origin: ['external', 'core'], source } } });

// The server's folders, by kind: the areas of the product, the plumbing beside them, and the
// programs that compose them (app.ts, main.ts and the CLIs at the root; the demo seed).
// docs/architecture.md draws this table; tests/server/architecture.test.ts keeps them equal.
export const serverLayers = {
  root: { allow: ['area-entry', 'http', 'db', 'sender', 'shared', 'seed'] },
  seed: { allow: ['area-entry', 'db', 'shared'] },
  area: { allow: ['area-entry', 'http', 'db', 'sender', 'shared'] },
  http: { allow: ['db', 'shared'] },
  sender: { allow: ['shared'] },
  db: { allow: ['shared'] },
  shared: { allow: [] },
  media: { allow: [] },
};
const serverEl = (kind) =>
  kind === 'area-entry'
    ? { to: { element: { type: 'server-area' }, file: { categories: 'area-entry' } } }
    : el(`server-${kind}`);
const serverPolicies = Object.entries(serverLayers).map(([kind, { allow }]) => ({
  from: fromType(`server-${kind}`),
  allow: [el('contract'), ...allow.map(serverEl)],
  message:
    kind === 'area'
      ? 'An area uses another area only through its index.ts, and the plumbing (http, db, shared); never src/ or workers/.'
      : `server/${kind === 'root' ? '' : kind} may import ${['contract', ...allow].join(', ')} only.`,
}));

const boundaryPolicies = [
  // Anything may use packages and Node built-ins unless a later policy says otherwise.
  { allow: [external('**')] },
  // Files outside every element (root config files) are not constrained.
  { from: { element: { isUnknown: true } }, allow: [{ to: { module: { origin: '**' } } }] },

  // src/main.tsx and friends boot the app: they may import anything in src/.
  {
    from: fromType('entry'),
    allow: [
      el('app'),
      el('feature'),
      el('components'),
      el('lib'),
      el('api'),
      el('session'),
      el('contract'),
    ],
  },
  // (a) app composes features, shared components and helpers.
  {
    from: fromType('app'),
    allow: [el('feature'), el('components'), el('lib'), el('api'), el('session'), el('contract')],
  },
  // (b) a feature uses shared code and its own files (internal, not checked), never another feature.
  // It reaches a worker only through the worker's protocol.ts, and loads the worker's
  // main-thread fallback only with import(), so the worker's code ships in the worker chunk
  // and a lazy chunk (decisions 007, 014).
  {
    from: fromType('feature'),
    allow: [
      el('components'),
      el('lib'),
      el('api'),
      el('session'),
      el('contract'),
      elFile('workers', 'worker-protocol'),
      { ...elFile('workers', 'worker-fallback'), dependency: { nodeKind: 'dynamic-import' } },
    ],
    message:
      "A feature may import components, lib, api, contract and a worker's protocol.ts (and its own files) only; a worker's fallback.ts only with import().",
  },
  // A feature's unit tests may build fixtures with the worker's generator and layout engine.
  { from: { element: { type: 'feature' }, file: { categories: 'test' } }, allow: [el('workers')] },
  // (c) shared components sit below features and app.
  {
    from: fromType('components'),
    allow: [el('lib'), el('api'), el('session'), el('contract')],
    message: 'src/components may import lib, api, session and contract only.',
  },
  // (d) lib imports other lib files (internal, not checked) and the contract's pure helpers.
  { from: fromType('lib'), allow: [el('contract')] },
  // (e) api: the contract and pure helpers, never UI code.
  {
    from: fromType('api'),
    allow: [el('contract'), el('lib'), el('session')],
    disallow: [external(UI_PACKAGES)],
    message: 'src/api never imports React, UI packages, app, features or components.',
  },
  // session: the client-side stores outside React Query (local storage, loaded settings).
  // The HTTP client reads the token from it; it keeps the client types and wire mappers of
  // api/ (User, LoadedModules), never the HTTP client itself and never React.
  {
    from: fromType('session'),
    allow: [el('contract'), el('lib'), el('api')],
    disallow: [external(UI_PACKAGES)],
    message: 'src/session imports contract, lib and api types and mappers, never UI code.',
  },
  // The contract is shared by the browser, the workers and Node: zod and itself only.
  {
    from: fromType('contract'),
    disallow: [external('**')],
    message:
      'contract/ imports only zod and other contract files (app, workers and server share it).',
  },
  { from: fromType('contract'), allow: [external('zod')] },
  // (f) workers: their own files and the contract; never the browser app, never React.
  {
    from: fromType('workers'),
    allow: [el('contract')],
    message: 'workers/ import only workers files and contract/.',
  },
  {
    from: fromType('workers'),
    disallow: [external(UI_PACKAGES)],
    message: 'workers/ never import React or UI packages.',
  },
  // (g) the server shares only the contract with the browser app; (h) follows from no src/
  // element being allowed to reach the server. Inside the server (DESIGN §3, decision 032):
  // areas at the top, each reaching another area only through its public entry (index.ts);
  // plumbing (db, http, shared) below them and never reaching up into an area.
  ...serverPolicies,
  // A unit test beside a server file may build its fixtures from any server code.
  {
    from: { element: { type: 'server-*' }, file: { categories: 'test' } },
    allow: [{ to: { element: { type: 'server-*' } } }],
  },
  // Tests and benchmarks drive everything.
  {
    from: [fromType('tests'), fromType('bench')],
    allow: [{ to: { module: { origin: '**' } } }],
  },
  // A unit test beside its file may also use the shared test utilities and the test runner.
  { from: { file: { categories: 'test' } }, allow: [el('tests'), external('vitest')] },
];

// A relative import must resolve to a file for its boundary to be checked, so the code
// uses extensionless relative imports (bundler resolution) rather than `./x.js` for `x.ts`.
const noJsExtension = {
  regex: '^\\.{1,2}/.*\\.(?:m|c)?jsx?$',
  message: 'Import relative TypeScript modules without an extension.',
};
const resolvableImports = {
  'no-restricted-imports': ['error', { patterns: [noJsExtension] }],
};

// Server layering inside an area (DESIGN §3): routes → service → repository → db; the pure
// rules import nothing that does I/O. A file's layer is its name: x-routes.ts (and x-hooks.ts,
// Fastify hooks), x-presenters.ts, x-service.ts, x-repo.ts; any other file is a pure rule.
const serverFiles = (suffixes) => suffixes.map((s) => `server/*/**/*-${s}.ts`);
const layerRule = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: [noJsExtension, ...groups] }],
});
const noImport = (group, message, extra = {}) => ({ group, message, ...extra });
const sqlStaysInRepos = noImport(
  ['./*-repo', '../db/*', '**/db/connection'],
  'Routes, presenters and rules do not touch SQL: call the area service.',
  { allowTypeImports: true },
);
const serverLayerRules = [
  {
    files: serverFiles(['routes', 'hooks', 'presenters']),
    rules: layerRule(sqlStaysInRepos),
  },
  {
    files: serverFiles(['service']),
    rules: layerRule(
      noImport(
        ['./*-routes', './*-hooks', './*-presenters', '../http/*'],
        'A service knows nothing of HTTP.',
        {
          allowTypeImports: true,
        },
      ),
    ),
  },
  {
    files: serverFiles(['repo']),
    rules: layerRule(
      noImport(
        ['./*-routes', './*-hooks', './*-presenters', './*-service', '../http/*', '../sender'],
        'A repository is SQL only: rows in, domain values out.',
        { allowTypeImports: true },
      ),
    ),
  },
  {
    files: ['server/*/**/*.ts'],
    ignores: [
      ...serverFiles(['routes', 'hooks', 'presenters', 'service', 'repo']),
      'server/*/**/index.ts',
      'server/*/**/*.test.ts',
      'server/{db,http,shared,seed,media,sender}/**',
    ],
    rules: layerRule(
      sqlStaysInRepos,
      noImport(
        ['./*-service', '../http/*', '../sender', 'node:fs', 'node:fs/*', 'node:net', 'node:http'],
        'A pure rule does no I/O: move this to the area service.',
        { allowTypeImports: true },
      ),
    ),
  },
];

// A worker's protocol.ts is loaded with the app's own code, so it imports nothing of its
// worker (the boundaries rule does not check imports inside one element): the worker's
// modules import the protocol, never the reverse (decision 014).
const protocolImports = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        noJsExtension,
        {
          regex: '^\\./|^\\.\\./(?!\\.\\./contract/)|^@workers/',
          message: "A worker's protocol.ts imports only contract/, never its worker's modules.",
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
  { files: ['workers/*/protocol.ts'], rules: protocolImports },
  // Globals per area.
  {
    files: ['src/**', 'workers/**', 'contract/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
  },
  {
    files: ['server/**', 'tests/**', 'bench/**', '*.{js,mjs,cjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  { files: ['src/**/*.{ts,tsx}'], extends: [reactHooks.configs.flat['recommended-latest']] },
  // WCAG checks that a linter can make (labels, roles, keyboard access); axe-core in the
  // end-to-end tests covers what needs a rendered page. Only the plugin's rules are taken,
  // so the TypeScript parser stays.
  {
    files: ['src/**/*.tsx'],
    plugins: jsxA11y.flatConfigs.recommended.plugins,
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  ...serverLayerRules,
  // A promise nobody awaits on the server is a write that may fail unseen or land after the
  // answer: type-aware, for server/ only, so the rest of lint stays fast.
  {
    files: ['server/**/*.ts'],
    languageOptions: {
      parserOptions: {
        project: ['server/tsconfig.json'],
        tsconfigRootDir: fileURLToPath(new URL('.', import.meta.url)),
      },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  // CommonJS config helpers (the import resolver is loaded with require()).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Import boundaries (DESIGN §1).
  {
    files: CODE,
    plugins: { boundaries },
    settings: {
      // The path aliases (`@/`, `@contract/`, `@workers/`) of tsconfig.base.json resolve
      // through eslint-alias-resolver.cjs, so an aliased import is checked like a relative one.
      'import/resolver': {
        [fileURLToPath(new URL('./eslint-alias-resolver.cjs', import.meta.url))]: {
          tsconfig: fileURLToPath(new URL('./tsconfig.base.json', import.meta.url)),
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.jsx', '.json'],
        },
      },
      'boundaries/include': [
        'src/**',
        'contract/**',
        'workers/**',
        'server/**',
        'tests/**',
        'bench/**',
      ],
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'contract', pattern: 'contract', partialMatch: false },
        { type: 'api', pattern: 'src/api', partialMatch: false },
        { type: 'app', pattern: 'src/app', partialMatch: false },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'components', pattern: 'src/components', partialMatch: false },
        { type: 'session', pattern: 'src/session', partialMatch: false },
        { type: 'lib', pattern: 'src/lib', partialMatch: false },
        // Whatever else sits in src/ (main.tsx, global styles) boots the app.
        { type: 'entry', pattern: 'src', partialMatch: false },
        { type: 'workers', pattern: 'workers', partialMatch: false },
        { type: 'server-db', pattern: 'server/db', partialMatch: false },
        { type: 'server-http', pattern: 'server/http', partialMatch: false },
        { type: 'server-shared', pattern: 'server/shared', partialMatch: false },
        { type: 'server-seed', pattern: 'server/seed', partialMatch: false },
        { type: 'server-media', pattern: 'server/media', partialMatch: false },
        { type: 'server-sender', pattern: 'server/sender', partialMatch: false },
        { type: 'server-area', pattern: 'server/*', capture: ['area'], partialMatch: false },
        { type: 'server-root', pattern: 'server', partialMatch: false },
        { type: 'tests', pattern: 'tests', partialMatch: false },
        { type: 'bench', pattern: 'bench', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        // What the app may import of a worker (decision 014).
        { category: 'worker-protocol', pattern: 'workers/*/protocol.ts' },
        { category: 'worker-fallback', pattern: 'workers/*/fallback.ts' },
        // What one server area may import of another: its public entry.
        { category: 'area-entry', pattern: 'server/*/index.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkAllOrigins: true, policies: boundaryPolicies },
      ],
    },
  },
]);
