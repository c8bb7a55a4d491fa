/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deskMembersPages } from './desk-members-routes';

// Vitest defines __dirname for test modules (import.meta.url is not a file: URL under jsdom).
const localesDir = resolve(__dirname, '../../../public/locales');
const texts = (lng: string) =>
  JSON.parse(readFileSync(resolve(localesDir, lng, 'desk-members.json'), 'utf8')) as Record<
    string,
    unknown
  >;

describe('deskMembersPages', () => {
  it('offers the member tools at /admin/members to operators holding members', () => {
    expect(deskMembersPages.map((p) => [p.path, p.permission, p.labelKey])).toEqual([
      ['members', 'members', 'desk-members:nav'],
    ]);
  });

  it('names the menu entry and describes the card in English and Spanish', () => {
    for (const lng of ['en', 'es']) {
      expect(typeof texts(lng).nav, lng).toBe('string');
      expect(typeof texts(lng).description, lng).toBe('string');
    }
    expect(texts('es').nav).not.toBe(texts('en').nav);
  });
});
