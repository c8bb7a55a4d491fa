import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './vite-aliases.ts';

// The API listens on PORT (8080 by default); in development Vite serves the app and
// forwards /api to it, so the browser sees one origin just as in production.
const apiPort = process.env.PORT ?? '8080';

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

export default defineConfig({
  plugins: [react()],
  // The app version the account's More screen shows, from package.json at build time.
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  resolve: { alias: pathAliases },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/media': `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  worker: { format: 'es' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: pureUnitTests,
          setupFiles: ['tests/setup/jsdom.ts'],
        },
      },
      {
        // Pure code (the contract, the workers, lib folders) runs in Node: no DOM to lean on,
        // and no jsdom start-up per file.
        extends: true,
        test: { name: 'unit-node', environment: 'node', include: pureUnitTests },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
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
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
