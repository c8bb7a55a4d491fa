import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { screenshot } from './harness';
import { openPage, useE2E } from './session';

const usd = { symbol: '$', symbolPosition: 'L' as const, decimalPlace: 2, value: 1 };

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('walking skeleton in Chromium', () => {
  const e2e = useE2E();

  const api = (path: string, token?: string) =>
    fetch(`${e2e.server.baseUrl}${path}`, {
      headers: {
        'api-key': e2e.server.appKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  it('redirects / to /login, replacing the history entry', async () => {
    const page = await openPage(e2e, { width: 1280, height: 800 });
    await page.goto('/login');
    const before = await page.evaluate(() => window.history.length);
    // A full navigation to / adds one entry; the redirect must replace it, not add a second.
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in to your back office' }).waitFor();
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to your back office' }).count())
      .toBe(1);
    // The company comes from loaded_modules, asked for by the first GET of the page.
    await expect.poll(() => page.locator('footer').textContent()).toContain('Nimbus Wellness');
    await screenshot(page, 'login-1280-light-en');
    await page.context().close();
  });

  it('shows the server’s message under the password field for a wrong password', async () => {
    const page = await openPage(e2e, { width: 390, height: 844 });
    await logIn(page, 'demo', 'not-the-password');
    const message = page.getByTestId('password-error');
    await message.waitFor();
    expect(await message.textContent()).toBe('The login details or the password are incorrect.');
    expect(page.url()).toContain('/login');
    await screenshot(page, 'login-error-390-light-en');
    await page.context().close();
  });

  it('logs demo in to the dashboard with the menu and the real figures; a reload keeps the session; logout ends it', async () => {
    const page = await openPage(e2e, { width: 1280, height: 900 });
    await logIn(page, 'demo', 'demopass1');
    await page.waitForURL('**/member/home/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(token).toBeTruthy();

    const figures = (await (await api('/api/home/dashboard', token!)).json()) as {
      wallet_balance: string;
      total_earnings: string;
      total_paid: string;
      pv: number;
      package_name: string;
      rank_name: string | null;
    };
    const balance = page.getByTestId('wallet-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toContain(formatMoney(figures.wallet_balance, usd));
    expect(await page.getByTestId('total-earnings').textContent()).toContain(
      formatMoney(figures.total_earnings, usd),
    );
    expect(await page.getByTestId('total-paid').textContent()).toContain(
      formatMoney(figures.total_paid, usd),
    );
    expect(await page.getByTestId('package-card').textContent()).toContain(figures.package_name);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of [
      'Home',
      'Network',
      'Referral',
      'Wallet',
      'Notifications',
      'Learnings',
      'FAQs',
      'Support',
      'Account',
    ]) {
      expect(await nav.getByText(label, { exact: true }).count(), label).toBe(1);
    }
    const sidebarWidth = await nav.evaluate((el) => el.getBoundingClientRect().width);
    expect(sidebarWidth).toBe(275);
    await screenshot(page, 'dashboard-1280-light-en', { fullPage: true });

    await page.reload();
    await page.getByTestId('wallet-balance').waitFor();
    expect(page.url()).toContain('/member/home/dashboard');

    // Spec §2 default child redirects.
    for (const [from, to] of [
      ['/member', '/member/home/dashboard'],
      ['/member/wallet', '/member/wallet/statement'],
      ['/member/network', '/member/network/genealogy'],
      ['/member/account/notification', '/member/account/notification/email'],
    ] as const) {
      await page.goto(from);
      await page.waitForURL(`**${to}`);
    }
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();

    await page.getByRole('button', { name: /Signed in as/ }).click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect((await api('/api/user_data', token!)).status).toBe(401);
    await page.context().close();
  });

  it('sends the blocked member to /account-blocked', async () => {
    const page = await openPage(e2e, { width: 800, height: 1000 });
    await logIn(page, 'blocked', 'demopass1');
    await page.waitForURL('**/account-blocked');
    await page.getByRole('heading', { name: 'Your account is blocked' }).waitFor();
    // The support contacts come from the company settings.
    await expect.poll(() => page.getByRole('link', { name: /support@/ }).count()).toBe(1);
    await screenshot(page, 'account-blocked-800-light-en');
    await page.context().close();
  });

  it('translates the shell to Spanish and keeps the bottom bar on a phone', async () => {
    const page = await openPage(e2e, { width: 390, height: 844 });
    await logIn(page, 'demo', 'demopass1');
    await page.waitForURL('**/member/home/dashboard');
    // Settled first: a re-render while the list is open detaches its options.
    await page.waitForLoadState('networkidle');
    await page.getByTestId('language-select').click();
    await page.getByRole('option', { name: 'Español' }).click();
    const bar = page.getByRole('navigation', { name: 'Navegación principal' });
    await bar.waitFor();
    expect(await bar.getByText('Inicio', { exact: true }).count()).toBe(1);
    expect(await bar.locator('a').count()).toBeLessThanOrEqual(6);
    await page.getByText('Hola de nuevo, Dana').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
    await screenshot(page, 'dashboard-390-light-es', { fullPage: true });
    await page.context().close();
  });

  it('draws the dashboard at phone, tablet and desktop widths in both modes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [width, height] of [
        [390, 844],
        [800, 1100],
        [1280, 900],
      ] as const) {
        const page = await openPage(e2e, { width, height, colorScheme });
        if (colorScheme === 'dark')
          await page.addInitScript(() => localStorage.setItem('color_mode', 'dark'));
        await logIn(page, 'demo', 'demopass1');
        await page.getByTestId('wallet-balance').waitFor();
        const mode = await page.evaluate(() =>
          document.documentElement.getAttribute('data-joy-color-scheme'),
        );
        expect(mode).toBe(colorScheme);
        await page.context().close();
      }
    }
  });
});
