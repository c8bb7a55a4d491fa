/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operatorPermissions } from '@contract/operator';
import { deskPages } from './desk-pages';
import { descriptionKeyOf } from './desk/desk-menu';

// Vitest defines __dirname for test modules (import.meta.url is not a file: URL under jsdom).
const localesDir = resolve(__dirname, '../../public/locales');

function lookup(lng: string, key: string): unknown {
  const [ns, path] = key.split(':') as [string, string];
  const file = join(localesDir, lng, `${ns}.json`);
  if (!existsSync(file)) return undefined;
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/** The lists each desk feature adds must compose: one route, one menu label, one card each. */
describe('deskPages', () => {
  it('gives each page its own path: one segment under /admin', () => {
    const paths = deskPages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('asks for a permission the server knows', () => {
    for (const page of deskPages) expect(operatorPermissions).toContain(page.permission);
  });

  it('names each page in its own namespace, in English and Spanish', () => {
    for (const page of deskPages) {
      expect(page.labelKey).toMatch(/^desk-[a-z0-9-]+:/);
      for (const lng of ['en', 'es'])
        expect(typeof lookup(lng, page.labelKey), `${lng} ${page.labelKey}`).toBe('string');
    }
  });

  it('describes a page’s home card in both languages or in neither', () => {
    // Optional (the card then shows its name alone), but never in one language only.
    for (const page of deskPages) {
      const key = descriptionKeyOf(page.labelKey);
      expect(typeof lookup('es', key), key).toBe(typeof lookup('en', key));
    }
  });
});
