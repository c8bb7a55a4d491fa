// Builds the lists bench page into a folder under the system temp directory, never into
// dist/; run.ts does it through Vite's JS API. LISTS_BENCH_OUT overrides the folder.
import react from '@vitejs/plugin-react';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pathAliases } from '../../vite-aliases.ts';

const pages = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages');
export const benchOutDir =
  process.env.LISTS_BENCH_OUT ?? path.join(tmpdir(), 'lists-bench', 'pages');

export default defineConfig({
  root: pages,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  // React's profiling build, so the Profiler reports render times in a production bundle.
  resolve: { alias: { ...pathAliases, 'react-dom/client': 'react-dom/profiling' } },
  build: { outDir: benchOutDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5000 },
});
