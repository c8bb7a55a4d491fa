/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

import { NAMESPACES, SUPPORTED_LANGUAGES } from './i18n';

// Vitest defines __dirname for test modules (import.meta.url is not a file: URL under jsdom).
const localesDir = resolve(__dirname, '../../../public/locales');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readNamespace(lng: string, ns: string): Json {
  return JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')) as Json;
}

/** Dotted paths of every leaf ('menu.home', 'shell.colorMode.toDark', …). */
function keyPaths(value: Json, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(value: Json, prefix = ''): [string, Json][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// The operator desk's namespaces (issue 30): 'desk' and one 'desk-<area>' per desk feature,
// loaded on demand by the desk, so they are found on disk rather than listed in NAMESPACES.
const isDeskFile = (file: string) => /^desk(-[a-z0-9-]+)?\.json$/.test(file);
const deskNamespaces = readdirSync(join(localesDir, 'en'))
  .filter(isDeskFile)
  .map((f) => f.replace(/\.json$/, ''));
const allNamespaces = [...NAMESPACES, ...deskNamespaces];

describe('translation files', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has exactly the 12 namespace files and the desk’s', (lng) => {
    const files = readdirSync(join(localesDir, lng)).filter((f) => f.endsWith('.json'));
    expect(files.filter((f) => !isDeskFile(f)).sort()).toEqual(
      NAMESPACES.map((ns) => `${ns}.json`).sort(),
    );
    for (const ns of allNamespaces)
      expect(existsSync(join(localesDir, lng, `${ns}.json`))).toBe(true);
  });

  it.each(allNamespaces)('%s: en and es have the same keys', (ns) => {
    expect(keyPaths(readNamespace('es', ns)).sort()).toEqual(
      keyPaths(readNamespace('en', ns)).sort(),
    );
  });

  it.each(allNamespaces)(
    '%s: every value is a non-empty string with the same {{placeholders}} in es',
    (ns) => {
      const es = new Map(leaves(readNamespace('es', ns)));
      for (const [key, enValue] of leaves(readNamespace('en', ns))) {
        const esValue = es.get(key);
        expect(typeof enValue, `en ${ns}:${key}`).toBe('string');
        expect(typeof esValue, `es ${ns}:${key}`).toBe('string');
        expect((enValue as string).trim(), `en ${ns}:${key}`).not.toBe('');
        expect((esValue as string).trim(), `es ${ns}:${key}`).not.toBe('');
        expect(placeholders(esValue as string), `${ns}:${key}`).toEqual(
          placeholders(enValue as string),
        );
      }
    },
  );

  it.each(NAMESPACES)('%s has a title or is a shared namespace', (ns) => {
    const keys = keyPaths(readNamespace('en', ns));
    if (['common', 'auth', 'validation'].includes(ns)) return;
    expect(keys).toContain('title');
  });

  it('contains the keys the app shell, login and dashboard use', () => {
    const required: Record<string, string[]> = {
      common: [
        'app.loading',
        'app.unexpectedError',
        'app.unexpectedErrorHint',
        'app.reload',
        'app.goHome',
        'menu.home',
        'menu.referral',
        'menu.wallet',
        'menu.account',
        'menu.notifications',
        'menu.learnings',
        'menu.faqs',
        'menu.support',
        'menu.sales',
        'menu.network',
        'menu.kyc',
        'menu.crm',
        'menu.orders',
        'menu.mailbox',
        'menu.stories',
        'menu.events',
        'menu.more',
        'menu.collapse',
        'menu.expand',
        'menu.open',
        'menu.mainNavigation',
        'actions.logout',
        'actions.tryAgain',
        'actions.retry',
        'actions.close',
        'actions.cancel',
        'actions.save',
        'actions.submit',
        'shell.colorMode.toDark',
        'shell.colorMode.toLight',
        'shell.language',
        'shell.languages.en',
        'shell.languages.es',
        'shell.signedInAs',
        'notYetBuilt.title',
        'notYetBuilt.body',
        'errors.badRequest',
        'errors.unauthorized',
        'errors.forbidden',
        'errors.notFound',
        'errors.serverError',
        'errors.unknown',
        'errors.network',
        'errors.featureUnavailableInDemo',
        'errors.sessionExpired',
        'footer.rights',
        'form.optional',
        'blocked.accountTitle',
        'blocked.accountText',
        'blocked.demoTitle',
        'blocked.demoText',
        'blocked.messaging',
        'blocked.chat',
        'pageNotFound.title',
        'pageNotFound.body',
      ],
      auth: [
        'login.title',
        'login.subtitle',
        'login.username',
        'login.password',
        'login.submit',
        'login.submitting',
        'login.showPassword',
        'login.hidePassword',
        'login.demoHint',
        'logoutError',
        'loggingOut',
      ],
      dashboard: [
        'title',
        'welcome',
        'walletBalance',
        'totalEarnings',
        'totalPaid',
        'pv',
        'tv',
        'cv',
        'package',
        'noPackage',
        'rank',
        'noRank',
        'purchasedOn',
        'expiresOn',
        'achievedOn',
        'recentJoinings',
        'noJoinings',
        'recentTransactions',
        'noTransactions',
        'loadError',
        'credit',
        'debit',
      ],
      validation: ['required', 'number', 'email'],
    };
    for (const [ns, keys] of Object.entries(required)) {
      const present = keyPaths(readNamespace('en', ns));
      expect(
        keys.filter((k) => !present.includes(k)),
        ns,
      ).toEqual([]);
    }
  });

  it('keeps the exact English wording the spec and the lead rely on', () => {
    const common = readNamespace('en', 'common') as Record<string, Record<string, string>>;
    expect(common.app?.unexpectedError).toBe('Unexpected Application Error!');
    expect(common.errors?.unknown).toBe('Unknown Api Error');
    expect(common.errors?.network).toBe('Network Connection Failed');
  });
});
