/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest defines __dirname for test modules (import.meta.url is not a file: URL under jsdom).
const srcDir = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The namespaces `useTranslation('x')` / `useTranslation(['x', 'y'])` ask for in a file. */
function namespacesIn(text: string): string[] {
  return [...text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/'([^']+)'/g)].map((n) => n[1] ?? ''),
  );
}

const read = (path: string) => readFileSync(path, 'utf8');
const preloaded = [
  ...(
    /PRELOADED_NAMESPACES[^=]*=\s*\[([^\]]*)\]/.exec(
      read(join(srcDir, 'app/providers/i18n.ts')),
    )?.[1] ?? ''
  ).matchAll(/'([^']+)'/g),
].map((m) => m[1]);

/** Every feature whose routes file makes its screens with lazyWithTranslations. */
const features = readdirSync(join(srcDir, 'features')).flatMap((feature) => {
  const routes = join(srcDir, 'features', feature, `${feature}-routes.tsx`);
  let text: string;
  try {
    text = read(routes);
  } catch {
    return [];
  }
  const declared = /lazyWithTranslations\(\s*\[([^\]]*)\]/.exec(text)?.[1];
  return declared === undefined
    ? []
    : [{ feature, declared: [...declared.matchAll(/'([^']+)'/g)].map((m) => m[1]) }];
});

/**
 * Issue 31 point 8, decision 047: a namespace first asked for by a component drawn once the
 * data is in suspends the drawn screen, and the content area blanks. Each feature's screens
 * load the namespaces they and the shared components they draw ask for, with their code.
 */
describe("translations loaded with each feature's screens", () => {
  it('finds the features and the namespaces loaded before the first render', () => {
    expect(preloaded).toContain('common');
    expect(features.map((f) => f.feature)).toEqual(expect.arrayContaining(['home', 'wallet']));
  });

  it.each(features)(
    '$feature loads every namespace its screens ask for',
    ({ feature, declared }) => {
      const files = sourceFiles(join(srcDir, 'features', feature));
      const sharedDirs = new Set(
        files.flatMap((f) =>
          [...read(f).matchAll(/from '@\/components\/([^/']+)\//g)].map((m) => m[1] ?? ''),
        ),
      );
      const used = new Set([
        ...files.flatMap((f) => namespacesIn(read(f))),
        ...[...sharedDirs].flatMap((dir) =>
          sourceFiles(join(srcDir, 'components', dir)).flatMap((f) => namespacesIn(read(f))),
        ),
      ]);
      const missing = [...used].filter((ns) => !preloaded.includes(ns) && !declared.includes(ns));
      expect(missing).toEqual([]);
    },
  );
});
