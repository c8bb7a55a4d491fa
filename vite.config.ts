import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type Plugin } from 'vitest/config';
import { pathAliases } from './vite-aliases.ts';

// The API listens on PORT (8080 by default); in development Vite serves the app and
// forwards /api to it, so the browser sees one origin just as in production.
const apiPort = process.env.PORT ?? '8080';

/** jsdom tests that mock a shared module, each file with modules of its own. */
const isolatedUnitTests = 'src/**/*.isolated.test.{ts,tsx}';

const pureUnitTests = [
  'contract/**/*.test.ts',
  'workers/**/*.test.ts',
  // Hooks (use-*) and the canvas view need a DOM and stay in jsdom.
  'src/lib/!(use-*).test.ts',
  'src/features/*/**/lib/*.test.ts',
  'src/features/network/genealogy/canvas/!(tree-view).test.ts',
  'src/features/network/genealogy/state/*.test.ts',
];

const appVersion = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

// The installable app (issue 17, docs/decisions/023-pwa.md): a manifest, and a Workbox service
// worker that precaches the shell, the fonts and the locale files. It never caches /api: money
// figures must never come from a cache. 'prompt': a new version waits until the member reloads.
const pwa = VitePWA({
  registerType: 'prompt',
  // Registered from the app (src/app/shell/update-prompt.tsx), so no inline script in index.html.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    name: 'Member portal',
    short_name: 'Member portal',
    description: 'Your back office: dashboard, network, wallet and store.',
    lang: 'en',
    start_url: '/member/home/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#5b58ec',
    background_color: '#5b58ec',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/pwa-maskable-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The shell (HTML, JS, CSS), the fonts, the icons and every locale file; not the source maps.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}', 'locales/**/*.json'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    navigateFallback: 'index.html',
    // API answers and uploaded media are never the app shell.
    navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
    // No runtimeCaching: every /api call goes to the network, offline it fails as
    // "Network Connection Failed" (spec §8) rather than showing a stale balance.
    runtimeCaching: [],
    // Web Push (decision 046): the push and notificationclick handlers, a plain script the
    // generated worker loads.
    importScripts: ['push-sw.js'],
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
  },
});

/**
 * In the browser, `zod/mini` (the sign-in path's wire schemas) comes from a second copy of the
 * same zod version, `zod-sign-in`. A bundler keeps each module whole, so with one copy the
 * sign-in screen would carry every part of zod's core that the rest of the app uses (16 KB
 * gzipped); with its own copy it carries what its few schemas need (6 KB). The server and its
 * tests keep the one copy. docs/decisions/026-sign-in-bundle.md.
 */
function signInZod(): Plugin {
  return {
    name: 'sign-in-zod',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'zod/mini' || options.ssr) return null;
      return this.resolve('zod-sign-in/mini', importer, { ...options, skipSelf: true });
    },
  };
}

/**
 * React Router 7's package exports name only its development build, with its dev-only checks
 * and warnings, for every condition (remix-run/react-router#12532, #14102); the production
 * build ships beside it. The built app takes that one: the same API without the checks, and
 * less work on every render. Tests and the dev server keep the development build.
 */
function reactRouterProduction(): Plugin {
  const builds: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  const dir = fileURLToPath(new URL('node_modules/react-router/dist/production/', import.meta.url));
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      const file = builds[source];
      return file && !options.ssr ? path.join(dir, file) : null;
    },
  };
}

export default defineConfig({
  plugins: [signInZod(), reactRouterProduction(), react(), pwa],
  // The app version the account's More screen shows, from package.json at build time.
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  resolve: { alias: pathAliases },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/media': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads at once (the sign-in screen and what it needs: React,
          // the Joy parts it shows, i18next, the HTTP client) in one file rather than dozens of
          // shared slivers, which compress worse and cost a request each. The member app
          // keeps its own chunks and reuses this one (docs/decisions/026-sign-in-bundle.md).
          groups: [{ name: 'entry', tags: ['$initial'] }],
        },
      },
    },
  },
  worker: { format: 'es' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...pureUnitTests, isolatedUnitTests],
          setupFiles: ['tests/setup/jsdom.ts'],
          // A worker's files share its modules instead of importing React, Joy and jsdom
          // again per file (decision 035); the setup file empties the app's stores after
          // each file.
          isolate: false,
          // A limit for a hung test, not a speed target: a screen's first render in jsdom
          // passed vitest's 5 s default on a busy machine (tests/setup/jsdom.ts).
          testTimeout: 30_000,
        },
      },
      {
        // Tests that replace a module the app shares (vi.mock of the i18n provider or an API
        // module): in a worker whose files share modules, the code under test may already
        // hold the real one, so these get modules of their own.
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'jsdom',
          include: [isolatedUnitTests],
          setupFiles: ['tests/setup/jsdom.ts'],
          isolate: true,
          testTimeout: 30_000,
        },
      },
      {
        // Pure code (the contract, the workers, lib folders) runs in Node: no DOM to lean on,
        // and no jsdom start-up per file.
        extends: true,
        // Pure functions, nothing to leak between files: one import per worker (decision 035).
        test: { name: 'unit-node', environment: 'node', include: pureUnitTests, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          // Each seeded test database is built once per run and size, then copied
          // (tests/server/seeded-db.ts, docs/decisions/034-seeded-test-templates.md).
          globalSetup: ['tests/server/global-setup.ts'],
          // Four files at a time on two cores: much of a server test waits (timers of the
          // slow-client and crash tests, child processes, the PostgreSQL server), so the
          // suite takes about half as long as with one file per core (decision 034).
          maxWorkers: 4,
          // Each file opens its own database and server; the server code, PGlite and its
          // WebAssembly load once per worker, not once per file (decision 035).
          isolate: false,
          // Its own worker count needs its own group when several projects run in one call.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One real start of the server makes the seeded data folder each file's server
          // starts on a copy of (docs/decisions/032-fast-e2e-suite.md).
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A limit for a journey that hangs, not a speed target: every page action and wait
          // has its own limit, and a journey of many screens takes two to three times as long
          // on a busy machine as on a quiet one (the CRM board journey: 37 s here, past 90 s under load).
          testTimeout: 240_000,
          hookTimeout: 180_000,
          // A poll waits for what the page will show; vitest's 1 s default made each one a
          // hidden timing assertion that a busy machine failed (the genealogy canvas laid out
          // by its worker in 1.8 s). A poll still returns as soon as its condition holds.
          expect: { poll: { timeout: 15_000 } },
          // Each file has its own server, port, data folder and browser: three files run side
          // by side (docs/decisions/032-fast-e2e-suite.md, third amendment).
          maxWorkers: 3,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
