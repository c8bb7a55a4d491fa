/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest defines __dirname for test modules (import.meta.url is not a file: URL under jsdom).
const root = resolve(__dirname, '../../..');
const read = (file: string) => JSON.parse(readFileSync(resolve(root, file), 'utf8')) as unknown;
const texts = (lng: string) => read(`public/locales/${lng}/desk-settings.json`);

/**
 * The settings the seeded server lists (GET /api/admin/settings). The app may not import the
 * server's catalogue, so a fixture holds it; tests/server/desk-settings-catalogue.test.ts keeps
 * the fixture equal to the catalogue.
 */
const catalogue = read('tests/fixtures/desk-settings-catalogue.json') as {
  key: string;
  area: string;
}[];

/** The text at a dotted path, as i18next reads `keys.payout.min_minor.label`. */
const at = (tree: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );

describe('the desk settings’ texts', () => {
  it('has the catalogue of the seeded server, every area with settings', () => {
    expect(catalogue.length).toBeGreaterThan(30);
    expect(new Set(catalogue.map((s) => s.area))).toEqual(
      new Set(['modules', 'payout', 'kyc', 'holds', 'plan', 'mail']),
    );
  });

  it.each(['en', 'es'])('names and explains every setting in %s', (lng) => {
    const tree = texts(lng);
    const missing = catalogue.flatMap(({ key }) =>
      ['label', 'help']
        .filter((part) => {
          const text = at(tree, `keys.${key}.${part}`);
          return typeof text !== 'string' || text.trim() === '';
        })
        .map((part) => `${key}.${part}`),
    );
    expect(missing).toEqual([]);
    for (const { area } of catalogue)
      expect(typeof at(tree, `areas.${area}`), `${lng} areas.${area}`).toBe('string');
  });

  it('writes the Spanish labels in Spanish, not as the English ones or the raw key', () => {
    const en = texts('en');
    const es = texts('es');
    const same = catalogue
      .map(({ key }) => key)
      .filter((key) => at(es, `keys.${key}.label`) === at(en, `keys.${key}.label`))
      // Names that read the same in both languages.
      .filter((key) => !['modules.crm', 'modules.events'].includes(key));
    expect(same).toEqual([]);
    for (const { key } of catalogue) expect(at(es, `keys.${key}.label`)).not.toBe(key);
  });
});
