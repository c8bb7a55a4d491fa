import { describe, expect, it } from 'vitest';
import type { MemberPages } from './member-pages';
import { extraRedirects, memberAreas, type MemberPagePath } from './member-routes';

const area = (path: string) => memberAreas.find((a) => a.path === path);

describe('member routes', () => {
  it('redirects each area to the default child of spec §2', () => {
    expect(area('home')?.defaultPage).toBe('dashboard');
    expect(area('referral')?.defaultPage).toBe('summary');
    expect(area('wallet')?.defaultPage).toBe('statement');
    expect(area('network')?.defaultPage).toBe('genealogy');
    expect(area('story')?.defaultPage).toBe('article');
    expect(area('mail')?.defaultPage).toBe('inbox');
    expect(area('sales')?.defaultPage).toBe('new-sale');
    expect(extraRedirects['account/notification']).toBe('account/notification/email');
  });

  it('declares every default page among the area’s own pages', () => {
    for (const a of memberAreas) {
      if (a.defaultPage) expect(a.pages, a.path).toContain(a.defaultPage);
    }
  });

  it('has every member base path of spec §2', () => {
    const paths = memberAreas.map((a) => a.path);
    for (const p of [
      'home',
      'referral',
      'downlines',
      'pv-history',
      'wallet',
      'network',
      'account',
      'kyc',
      'crm',
      'mail',
      'notifications',
      'story',
      'events',
      'event',
      'support',
      'order',
      'signup',
      'sales',
      'learnings',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('types page keys by the declared paths, so a misspelt key fails the type check', () => {
    const Page = () => null;
    const pages: MemberPages = {
      'wallet/statement': Page,
      'story/article/:id': Page,
      // @ts-expect-error 'wallet/statment' is not a path of spec §2: tsc refuses it
      'wallet/statment': Page,
    };
    const detail: MemberPagePath = 'event/:id';
    expect(Object.keys(pages)).toHaveLength(3);
    expect(detail).toBe('event/:id');
  });
});
