// Builds the two bench pages (ours.html, peer.html) into a folder under the system temp
// directory, never into dist/: `vite build -c bench/genealogy/vite.config.ts`, which run.ts
// does through Vite's JS API. GENEALOGY_BENCH_OUT overrides the folder.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { pathAliases } from '../../vite-aliases.ts';

const pages = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages');
export const benchOutDir =
  process.env.GENEALOGY_BENCH_OUT ?? path.join(tmpdir(), 'genealogy-bench', 'pages');

export default defineConfig({
  root: pages,
  resolve: { alias: pathAliases },
  base: './',
  logLevel: 'warn',
  build: {
    outDir: benchOutDir,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      input: { ours: path.join(pages, 'ours.html'), peer: path.join(pages, 'peer.html') },
    },
  },
  worker: { format: 'es' },
});
