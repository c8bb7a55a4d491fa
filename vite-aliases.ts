// The path aliases of tsconfig.base.json, for Vite and Vitest (the app, its tests and the
// benchmark pages). `@/` is the browser app, `@contract/` the shared wire contract and
// `@workers/` the worker protocols; a string key matches only itself and `key/…`, so `@mui/*`
// is untouched.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const pathAliases = {
  '@': path.join(here, 'src'),
  '@contract': path.join(here, 'contract'),
  '@workers': path.join(here, 'workers'),
};
