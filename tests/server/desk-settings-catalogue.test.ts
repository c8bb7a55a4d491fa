import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingCatalogue } from '../../server/company/setting-catalogue';

/**
 * The desk's label test (src/features/desk-settings) may not import the server, so it reads
 * the catalogue from a fixture; this keeps that fixture equal to what the server lists.
 */
describe('the seeded settings catalogue fixture', () => {
  it('lists every key of the server’s catalogue with its area, in the server’s order', () => {
    const fixture = JSON.parse(
      readFileSync(path.resolve(__dirname, '../fixtures/desk-settings-catalogue.json'), 'utf8'),
    ) as unknown;
    expect(fixture).toEqual(settingCatalogue.map((e) => ({ key: e.key, area: e.area })));
  });
});
