import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { latestCode, outboxLength } from './outbox';
import { getJson, memberPage, openPage, tokenOf, useE2E } from './session';

// Issue 31 must-have 5 (decision 046): a link that needs a session (in a mail, in a push)
// returns the member to its page after signing in; a hostile `next` goes nowhere but home.
describe('back to the page after signing in, in Chromium', () => {
  const e2e = useE2E();

  const apiLogin = async () => {
    const res = await fetch(`${e2e.server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': e2e.server.appKey },
      body: JSON.stringify({ login_using: 'username', username: 'demo', password: 'demopass1' }),
    });
    return (await res.json()) as { token: string; user: { email: string } };
  };
  /** One of demo's orders: the page a mail about it links to. */
  const anOrderPath = async () => {
    const { token } = await apiLogin();
    const page = await getJson<{ items: { id: number }[] }>(
      e2e,
      '/api/orders/recent_orders',
      token,
    );
    return `/member/order/${page.items[0]!.id}`;
  };
  const passwordSignIn = async (page: Page) => {
    await page.getByLabel('Username').fill('demo');
    await page.locator('input[name=password]').fill('demopass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  it('sends a signed-out visit to sign-in and, after it, to the order it asked for', async () => {
    const target = await anOrderPath();
    const page = await openPage(e2e, { width: 1280, height: 900 });
    await page.goto(target);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(target);
    await screenshot(page, 'return-to-page-login-1280');
    await passwordSignIn(page);
    await page.waitForURL((url) => url.pathname === target);
    await page.getByTestId('invoice').waitFor();
    // Taken once: the next sign-in in this tab goes home again.
    expect(await page.evaluate(() => sessionStorage.getItem('portal.returnTo'))).toBeNull();
    await page.context().close();
  });

  it('returns there too when the browser kept a session the server has ended', async () => {
    const target = await anOrderPath();
    const page = await memberPage(e2e, { width: 800, height: 900 });
    // The session ends elsewhere (signed out on another device, expired) while the browser
    // still holds its token; then a link from a mail is opened in this browser.
    const ended = await fetch(`${e2e.server.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { 'api-key': e2e.server.appKey, authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(ended.status).toBe(200);
    await page.goto(target);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(target);
    await passwordSignIn(page);
    await page.waitForURL((url) => url.pathname === target);
    await page.getByTestId('invoice').waitFor();
    await page.context().close();
  });

  it('keeps the page through the one-time-code sign-in', async () => {
    const target = await anOrderPath();
    const { user } = await apiLogin();
    const page = await openPage(e2e, { width: 390, height: 844 });
    await page.goto(target);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Sign in with a one-time code' }).click();
    await page.waitForURL((url) => url.pathname === '/login/otp');
    await page.getByRole('heading', { level: 1, name: 'Sign in with a code' }).waitFor();
    await page.getByTestId('method-email').click();
    await page.getByLabel('Email').fill(user.email);
    const before = await outboxLength(e2e.server.dataDir);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByTestId('code-sent-to').waitFor();
    const code = await latestCode(e2e.server.dataDir, user.email, 'login', { after: before });
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === target);
    await page.getByTestId('invoice').waitFor();
    await screenshot(page, 'return-to-page-after-otp-390');
    await page.context().close();
  });

  it('goes home, never off the site, for a next that points elsewhere', async () => {
    const hostile = [
      '//evil.example',
      'https://evil.example/member/order/1',
      '/\\evil.example',
      '%2F%2Fevil.example',
      '/member/%2e%2e/%2e%2e//evil.example',
      '/admin/payouts',
    ];
    for (const next of hostile) {
      const page = await openPage(e2e, { width: 800, height: 900 });
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await passwordSignIn(page);
      await page.waitForURL((url) => url.pathname === '/member/home/dashboard');
      expect(new URL(page.url()).origin, next).toBe(e2e.server.baseUrl);
      await page.context().close();
    }
  });
});
