// Issue 17 point 1: axe-core (WCAG 2.1 A and AA) on every route of spec §2, public and member,
// at 1280 and 390 px, light and dark; any serious or critical finding fails. The sweep is
// split by width over two files (a11y-routes-wide, a11y-routes-phone) that run side by side.
// Each look has its own server-side page per area (signed out for the public routes, signed
// in as demo for the member routes), the two areas checked at the same time; the look is set
// through local storage and every route is opened the way the app's own links do.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousAxeFindings, type AxeFinding } from './axe';
import { getJson, memberPage, openPage, tokenOf, type E2E } from './session';
import { setLook, type Scheme } from './sign-in';
import { visit } from './visit';

export const publicRoutes = [
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
  '/signup/stripe/success/cs_test_a11y',
  '/request-demo',
  '/request-demo/success',
  '/account-blocked',
  '/demo-blocked',
  '/no-such-page',
];

/** Every member page of spec §2 (src/components/member-pages/member-routes.ts) but details. */
export const memberPages = [
  'home/dashboard',
  'home/binary',
  'home/package',
  'home/rank',
  'home/performance',
  'referral/joinings',
  'referral/summary',
  'referral/recruiter',
  'referral/earner',
  'downlines',
  'pv-history',
  'wallet/statement',
  'wallet/earning',
  'wallet/payout',
  'wallet/request-payout',
  'wallet/transactions',
  'wallet/recent-earnings',
  'wallet/recent-payouts',
  'network/genealogy',
  'network/tabular',
  'network/downline',
  'account',
  'account/basic',
  'account/email',
  'account/email/otp',
  'account/phone',
  'account/phone/otp',
  'account/bank',
  'account/password',
  'account/wallet-password',
  'account/payout',
  'account/language',
  'account/currency',
  'account/date-format',
  'account/notification/push',
  'account/notification/email',
  'account/intro-video',
  'account/faqs',
  'account/more',
  'kyc',
  'crm/dashboard',
  'crm/analytics',
  'mail/inbox',
  'mail/sent',
  'mail/compose',
  'notifications',
  'story/article',
  'story/video',
  'events',
  'support',
  'support/new',
  'signup',
  'signup/otp',
  'sales/new-sale',
  'sales/history',
  'learnings',
].map((p) => `/member/${p}`);

export type Look = { width: number; height: number; scheme: Scheme };

/** The detail pages: a real id of each kind, asked of the API as demo. */
export async function detailRoutes(e2e: E2E, page: Page): Promise<string[]> {
  const token = await tokenOf(page);
  const details: [string, string, string][] = [
    ['/api/content/articles', 'id', '/member/story/article/'],
    ['/api/content/videos', 'id', '/member/story/video/'],
    ['/api/events', 'id', '/member/event/'],
    ['/api/orders/recent_orders', 'id', '/member/order/'],
    ['/api/mail/inbox', 'thread_id', '/member/mail/conversation/'],
    ['/api/mail/sent', 'id', '/member/mail/sent-item/'],
    ['/api/support/tickets', 'id', '/member/support/'],
  ];
  const routes: string[] = [];
  for (const [api, key, route] of details) {
    const body = await getJson<{ items?: Record<string, unknown>[] }>(e2e, api, token);
    const item = body.items?.[0];
    if (item && item[key] != null) routes.push(`${route}${String(item[key])}`);
  }
  return routes;
}

type Finding = AxeFinding & { route: string; look: string; shown: string };

const mainText = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    const states = Array.from(main?.querySelectorAll('[data-paging-status]') ?? []).map((el) =>
      el.getAttribute('data-paging-status'),
    );
    return `${window.location.pathname} [${states.join(', ')}] ${(main?.textContent ?? '').slice(0, 200)}`;
  });

/** One area's routes at one look, in its own page: the findings, and the count per route. */
async function sweep(
  page: Page,
  routes: readonly string[],
  look: Look,
  counts: Map<string, number>,
) {
  const name = `${look.width}-${look.scheme}`;
  const findings: Finding[] = [];
  await page.setViewportSize({ width: look.width, height: look.height });
  await setLook(page, look.scheme, 'en');
  await page.reload();
  await page.locator('main').waitFor();
  for (const route of routes) {
    await visit(page, route);
    const found = await seriousAxeFindings(page);
    counts.set(route, (counts.get(route) ?? 0) + found.length);
    // What the screen showed, to tell a defect of a state (an empty list, an error) apart.
    const shown = found.length === 0 ? '' : await mainText(page);
    findings.push(...found.map((f) => ({ ...f, route, look: name, shown })));
  }
  return findings;
}

/**
 * The tests of one file of the sweep: for each look, every public and member route (and the
 * detail pages) checked, the public and the member area side by side in two pages.
 */
export function sweepLooks(e2e: E2E, looks: readonly Look[]) {
  const counts = new Map<string, number>();
  for (const look of looks) {
    it(`has no serious finding at ${look.width} px, ${look.scheme}`, async () => {
      const [visitor, member] = await Promise.all([
        // Not /login: a visitor's /login is the sign-in screen on its own, without the router
        // (decision 026), so the history navigations below would leave it on screen and
        // every public route would be the sign-in screen checked again. Any other public
        // route loads the whole app, whose router follows them.
        openPage(e2e, look).then(async (page) => {
          await page.goto('/request-demo');
          return page;
        }),
        memberPage(e2e, look),
      ]);
      const memberRoutes = [...memberPages, ...(await detailRoutes(e2e, member))];
      for (const prefix of ['/member/story/article/', '/member/event/', '/member/order/'])
        expect(memberRoutes.some((r) => r.startsWith(prefix))).toBe(true);
      expect(memberRoutes.some((r) => r.startsWith('/member/mail/conversation/'))).toBe(true);
      const found = await Promise.all([
        sweep(visitor, publicRoutes, look, counts),
        sweep(member, memberRoutes, look, counts),
      ]);
      await Promise.all([visitor.context().close(), member.context().close()]);
      const rows = [...counts.entries()].map(([route, n]) => `${String(n).padStart(3)}  ${route}`);
      console.log(`serious/critical axe findings per route so far:\n${rows.join('\n')}`);
      expect(found.flat()).toEqual([]);
    }, 240_000);
  }
}
