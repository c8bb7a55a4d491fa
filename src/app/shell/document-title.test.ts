import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberAreas } from '@/components/member-pages/member-routes';
import { composeTitle, notFoundTitleKey, publicTitleKey } from './document-title';
import { memberTitleKeys } from './use-page-title';

const locale = (lng: string) =>
  JSON.parse(
    readFileSync(path.resolve(__dirname, `../../../public/locales/${lng}/common.json`), 'utf8'),
  ) as Record<string, unknown>;
const lookup = (tree: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], tree);

const publicPaths = [
  '/login',
  '/login/continue',
  '/login/otp',
  '/password/forgot',
  '/password/forgot/otp',
  '/password/reset',
  '/password/reset/success',
  '/signup',
  '/signup/otp',
  '/signup/success',
  '/signup/stripe/cancel',
  '/signup/stripe/success/cs_test_1',
  '/request-demo',
  '/request-demo/success',
  '/account-blocked',
  '/demo-blocked',
];

/** Every screen of the member router, an :id filled in. */
const memberPaths = memberAreas.flatMap((a) => [
  `/member/${a.path}`,
  ...(a.pages ?? []).map((p) => `/member/${a.path}/${p}`),
  ...(a.details ?? []).map((d) => `/member/${a.path}/${d.replace(':id', '42')}`),
]);

describe('publicTitleKey', () => {
  it('names every public page of spec §2 by its own key', () => {
    expect(publicTitleKey('/login')).toBe('pageTitle.login');
    expect(publicTitleKey('/password/forgot')).toBe('pageTitle.forgot');
    expect(publicTitleKey('/signup/stripe/success/cs_test_1')).toBe('pageTitle.payment');
    expect(publicTitleKey('/request-demo/')).toBe('pageTitle.requestDemo');
    for (const p of publicPaths) expect(publicTitleKey(p), p).not.toBe(notFoundTitleKey);
  });

  it('calls any other path "Page not found"', () => {
    expect(publicTitleKey('/no-such-page')).toBe(notFoundTitleKey);
    expect(publicTitleKey('/signup/stripe/success')).toBe(notFoundTitleKey);
  });
});

describe('memberTitleKeys', () => {
  it.each([
    ['/member/wallet/earning', 'menu.wallet', 'pageTitle.earning'],
    ['/member/home/binary', 'menu.home', 'homeNav.binary'],
    ['/member/story/article/7', 'menu.stories', 'pageTitle.article'],
    ['/member/downlines', 'menu.network', 'reports.downlines.title'],
  ])('names the section and the page of %s', (path, section, page) => {
    expect(memberTitleKeys(path)).toEqual({ section, page });
  });

  it('names a page without sub-pages by its section, and the FAQs by their menu item', () => {
    expect(memberTitleKeys('/member/kyc')).toEqual({ section: 'menu.kyc', page: null });
    expect(memberTitleKeys('/member/account/faqs')).toEqual({ section: 'menu.faqs', page: null });
  });

  it('calls an unknown member path "Page not found"', () => {
    expect(memberTitleKeys('/member/wallet/nope').page).toBe(notFoundTitleKey);
    expect(memberTitleKeys('/member/nope').page).toBe(notFoundTitleKey);
  });

  it('gives every sub-page of an area its own name', () => {
    for (const area of memberAreas) {
      const names = (area.pages ?? []).map((p) => memberTitleKeys(`/member/${area.path}/${p}`));
      for (const n of names) expect(n.page, area.path).not.toBe(notFoundTitleKey);
      // Redirect stubs (mail/conversation without an id) aside, no two sub-pages share a name.
      const pages = names.flatMap((n) => (n.page ? [n.page] : []));
      expect(new Set(pages).size, area.path).toBe(pages.length);
    }
  });
});

describe('the title keys', () => {
  it('exist in English and Spanish for every route', () => {
    const keys = new Set<string>();
    for (const p of publicPaths) keys.add(publicTitleKey(p));
    for (const p of memberPaths) {
      const { section, page } = memberTitleKeys(p);
      if (section) keys.add(section);
      if (page) keys.add(page);
    }
    for (const lng of ['en', 'es']) {
      const tree = locale(lng);
      for (const key of keys) expect(typeof lookup(tree, key), `${lng} ${key}`).toBe('string');
    }
  });
});

describe('composeTitle', () => {
  it('puts the page names from wide to narrow, then the company', () => {
    expect(composeTitle(['Wallet', 'Earnings'], 'Nimbus Wellness')).toBe(
      'Wallet · Earnings – Nimbus Wellness',
    );
    expect(composeTitle(['Sign in'], 'Nimbus Wellness')).toBe('Sign in – Nimbus Wellness');
  });

  it('drops a repeated name and a company not known yet', () => {
    expect(composeTitle(['Support', 'Support'], 'Acme')).toBe('Support – Acme');
    expect(composeTitle(['Sign in'], undefined)).toBe('Sign in');
  });
});
