// `npm run screenshots`: pictures of the product for people to look at, out of the test run
// (docs/decisions/032-fast-e2e-suite.md). Builds the app when dist/ is missing, starts the
// real server on a fresh demo company, and saves every screen below at phone, tablet and
// desktop widths, light and dark, English and Spanish, into test-results/screenshots/, then
// exits. What the pictures show is checked by the end-to-end tests, not here.
//
//   npm run screenshots                       # everything (12 looks)
//   npm run screenshots -- --only home,wallet # screens whose name starts with one of these
//   npm run screenshots -- --only desk        # the operator desk, signed in as admin
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, newPage, repoRoot, savePicture, startServer } from '../tests/e2e/harness';
import { initLook, setLook, signIn, type Lng, type Scheme } from '../tests/e2e/sign-in';

/** [name, path, what shows that the screen is drawn] */
type Screen = readonly [string, string, string];

const signedOut: Screen[] = [
  ['login', '/login', '[data-testid=method-mobile], input[name=password]'],
  ['signup', '/signup', 'input[name=username]'],
  ['forgot-password', '/password/forgot', 'main h1'],
];

const row = (testId: string) => `[data-testid=${testId}] [role=row][data-index="0"]`;
const signedIn: Screen[] = [
  ['home-dashboard', '/member/home/dashboard', '[data-testid=cash-flow-chart]'],
  ['home-binary', '/member/home/binary', '[data-testid=binary-legs]'],
  ['home-package', '/member/home/package', '[data-testid=package-list]'],
  ['home-rank', '/member/home/rank', '[data-testid=rank-criteria-chart]'],
  ['home-performance', '/member/home/performance', '[data-testid=performance-team]'],
  ['referral-summary', '/member/referral/summary', '[data-testid=referral-link-card]'],
  ['referral-joinings', '/member/referral/joinings', '[data-testid=referral-joinings]'],
  ['referral-recruiter', '/member/referral/recruiter', '[data-testid=recruiter-board]'],
  ['wallet-statement', '/member/wallet/statement', '[data-testid=recent-transactions]'],
  ['wallet-earning', '/member/wallet/earning', '[data-testid=earnings-chart]'],
  ['wallet-payout', '/member/wallet/payout', '[data-testid=recent-payouts]'],
  ['wallet-request-payout', '/member/wallet/request-payout', '[data-testid=recent-payouts]'],
  ['wallet-transactions', '/member/wallet/transactions', '[data-testid=transactions]'],
  ['wallet-recent-earnings', '/member/wallet/recent-earnings', '[data-testid=recent-earnings]'],
  ['wallet-recent-payouts', '/member/wallet/recent-payouts', '[data-testid=payout-transactions]'],
  ['lists-downlines', '/member/downlines', row('downline-report')],
  ['lists-pv-history', '/member/pv-history', row('pv-history')],
  ['network-genealogy', '/member/network/genealogy', 'main canvas'],
  ['network-tabular', '/member/network/tabular', '[data-testid=tabular-row]'],
  [
    'network-downline',
    '/member/network/downline?q=a&tree=sponsor',
    '[data-testid=downline-results], [data-testid=downline-empty]',
  ],
  ['orders', '/member/order', '[data-testid=order-link]'],
  ['stories-articles', '/member/story/article', '[data-testid=story-row]'],
  ['stories-videos', '/member/story/video', '[data-testid=story-row]'],
  ['events', '/member/events', '[data-testid=event-row]'],
  ['learnings', '/member/learnings', '[data-testid=learning-item]'],
  ['crm-dashboard', '/member/crm/dashboard', '[data-testid=lead-card]'],
  ['crm-analytics', '/member/crm/analytics', '[data-testid=funnel-chart] svg'],
  ['mail-inbox', '/member/mail/inbox', '[data-testid=inbox-row]'],
  ['mail-compose', '/member/mail/compose', '[data-testid=compose-form]'],
  ['support', '/member/support', '[data-testid=ticket-link]'],
  ['notifications', '/member/notifications', '[data-testid=mark-all-read]'],
  ['sales-history', '/member/sales/history', 'main h1'],
  ['account', '/member/account', '[data-testid=account-entry-basic]'],
  ['account-push', '/member/account/notification/push', '[data-testid=push-permission]'],
  ['kyc', '/member/kyc', 'main h1'],
];

/** The operator desk (issue 30), signed in as `admin`, who may use every desk. */
const desk: Screen[] = [
  ['desk-home', '/admin', 'main h1'],
  ['desk-kyc', '/admin/kyc', '[data-testid=kyc-document-link]'],
  ['desk-payouts', '/admin/payouts', 'main h1'],
  ['desk-support', '/admin/support', 'main h1'],
  ['desk-sales', '/admin/sales', 'main h1'],
  ['desk-members', '/admin/members', '[data-testid=desk-member-link]'],
  ['desk-content', '/admin/content', 'main h1'],
  ['desk-settings', '/admin/settings', '[data-testid=setting-value]'],
  ['desk-audit', '/admin/audit', 'main h1'],
];

const widths = [
  [390, 844],
  [800, 1000],
  [1280, 900],
] as const;
const schemes: Scheme[] = ['light', 'dark'];
const languages: Lng[] = ['en', 'es'];

function onlyFilter(): (name: string) => boolean {
  const at = process.argv.indexOf('--only');
  const prefixes = at >= 0 ? (process.argv[at + 1] ?? '').split(',').filter(Boolean) : [];
  return (name) => prefixes.length === 0 || prefixes.some((p) => name.startsWith(p));
}

async function shoot(page: Page, screens: Screen[], tag: string) {
  let saved = 0;
  for (const [name, route, ready] of screens) {
    await page.goto(route);
    try {
      await page.locator(ready).first().waitFor({ timeout: 20_000 });
      // Lazy parts (figures beside entries, the next page of a list) before the picture.
      await page.waitForLoadState('networkidle');
    } catch {
      console.warn(`  ${name} ${tag}: not drawn within 20 s, taken as is`);
    }
    await savePicture(page, `${name}-${tag}`, { fullPage: true });
    saved += 1;
  }
  return saved;
}

/** An operator signs in on the members' login and lands in the desk. */
async function signInAtDesk(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.locator('input[name=password]').fill('demopass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin');
}

/**
 * The account's language is the one setting the portal follows (decision 044): the pictures
 * set it as a member would, so the account page names the language the screens are in.
 */
async function setAccountLanguage(page: Page, baseUrl: string, appKey: string, lng: Lng) {
  const raw = (await page.evaluate(() => localStorage.getItem('auth_token'))) ?? '';
  const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  const res = await fetch(`${baseUrl}/api/account/preferences`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'api-key': appKey,
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ language: lng }),
  });
  if (!res.ok) throw new Error(`preferences: ${res.status} ${await res.text()}`);
}

async function main() {
  if (!existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
    console.log('Building the app (dist/ is missing)…');
    const build = spawnSync('npx', ['--no-install', 'vite', 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const only = onlyFilter();
  const out = signedOut.filter(([name]) => only(name));
  const member = signedIn.filter(([name]) => only(name));
  const operator = desk.filter(([name]) => only(name));
  const server = await startServer();
  const browser = await launchBrowser();
  let saved = 0;
  try {
    console.log(`Member portal at ${server.baseUrl}; saving into test-results/screenshots/`);
    for (const [width, height] of widths)
      for (const scheme of schemes)
        for (const lng of languages) {
          const tag = `${width}-${scheme}-${lng}`;
          const options = { width, height, colorScheme: scheme };
          if (out.length > 0) {
            const visitor = await newPage(browser, server.baseUrl, options);
            await initLook(visitor.context(), scheme, lng);
            saved += await shoot(visitor, out, tag);
            await visitor.context().close();
          }
          if (member.length > 0) {
            // Signed in through the English form, then the look for every load after it.
            const page = await newPage(browser, server.baseUrl, options);
            await signIn(page);
            await setAccountLanguage(page, server.baseUrl, server.appKey, lng);
            await setLook(page, scheme, lng);
            saved += await shoot(page, member, tag);
            await page.context().close();
          }
          if (operator.length > 0) {
            const page = await newPage(browser, server.baseUrl, options);
            await signInAtDesk(page);
            await setLook(page, scheme, lng);
            saved += await shoot(page, operator, tag);
            await page.context().close();
          }
          console.log(`  ${tag}: done`);
        }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`${saved} screenshots in test-results/screenshots/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
