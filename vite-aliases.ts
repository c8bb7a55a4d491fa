// The path aliases of tsconfig.base.json (`@/` the browser app, `@contract/` the shared
// contract, `@workers/` the worker protocols), read from there so Vite, Vitest, the type
// checker and ESLint (eslint-alias-resolver.cjs) share one list. A string key matches only
// itself and `key/…`, so `@mui/*` is untouched.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = JSON.parse(readFileSync(path.join(here, 'tsconfig.base.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};

export const pathAliases: Record<string, string> = Object.fromEntries(
  Object.entries(base.compilerOptions.paths).map(([key, [target]]) => [
    key.replace(/\/\*$/, ''),
    path.join(here, (target ?? '').replace(/\/\*$/, '')),
  ]),
);
