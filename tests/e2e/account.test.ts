import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { repoRoot, screenshot } from './harness';
import { readOutbox } from './outbox';
import { afterChangeAndRefresh } from './responses';
import { signIn } from './sign-in';
import { memberPage, openPage, useE2E } from './session';

// Issue 12 end to end: the account screens against the real server, in Chromium.
describe('account settings and KYC in Chromium', () => {
  const e2e = useE2E();
  let members: string[] = [];

  const api = async <T>(path: string, token: string, init: RequestInit = {}) => {
    const res = await fetch(`${e2e.server.baseUrl}${path}`, {
      ...init,
      headers: {
        'api-key': e2e.server.appKey,
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...init.headers,
      },
    });
    return (await res.json()) as T;
  };
  const tokenOf = async (username: string) => {
    const res = await fetch(`${e2e.server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'api-key': e2e.server.appKey, 'content-type': 'application/json' },
      body: JSON.stringify({ login_using: 'username', username, password: 'demopass1' }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  /** English, dollars and the default date format, whatever the seed gave the member. */
  const prepare = async (username: string) => {
    await api('/api/account/preferences', await tokenOf(username), {
      method: 'PUT',
      body: JSON.stringify({ language: 'en', currency: 'USD', date_format: 'M d, Y' }),
    });
    return username;
  };
  const page1280 = () => openPage(e2e, { width: 1280, height: 900 });

  beforeAll(async () => {
    // Members below the founder, each journey its own, so none sees another's changes.
    const founder = await tokenOf('founder');
    const found = await api<{ data: { username: string }[] }>(
      '/api/users/placement_downlines?keyword=e',
      founder,
    );
    members = found.data
      .map((m) => m.username)
      .filter((u) => !['demo', 'founder', 'blocked'].includes(u));
    expect(members.length).toBeGreaterThanOrEqual(6);
    for (const m of members.slice(0, 6)) await prepare(m);
  });

  it('changes the name and the picture, and the shell shows both at once', async () => {
    // demo has a full address; the seed leaves other members' addresses empty.
    const page = await page1280();
    await signIn(page, 'demo');
    await page.goto('/member/account/basic');
    await page.locator('input[name=first_name]').fill('Renata');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your changes have been saved.').waitFor();
    await page.getByTestId('avatar-input').setInputFiles(`${repoRoot}/tests/fixtures/id-card.png`);
    await page.getByText('Your picture was updated.').waitFor();
    // The top bar's avatar is the server's thumbnail, and its name is the new one.
    const shellAvatar = page.locator('header .MuiAvatar-root img');
    await expect
      .poll(() => shellAvatar.getAttribute('src'))
      .toMatch(/^\/media\/avatars\/[a-f0-9]{32}\.webp$/);
    expect(await page.getByRole('button', { name: /Signed in as Renata/ }).count()).toBe(1);
    await screenshot(page, 'account-basic-1280-light-en');
    // A renamed text file is refused with the server's message.
    await page
      .getByTestId('avatar-input')
      .setInputFiles(`${repoRoot}/tests/fixtures/notes-renamed.png`);
    await expect
      .poll(() => page.getByTestId('avatar-error').textContent())
      .toBe('Choose a JPEG, PNG or WebP picture.');
    await page.context().close();
  });

  it('changes the email with the code from the outbox', async () => {
    const page = await page1280();
    await signIn(page, members[1]!);
    await page.goto('/member/account/email');
    const next = `changed-${members[1]!}@example.net`.toLowerCase();
    await page.locator('input[name=email]').fill(next);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.waitForURL('**/member/account/email/otp');
    const code = (await readOutbox(e2e.server.dataDir)).filter((m) => m.to === next).at(-1)?.code;
    expect(code).toMatch(/^\d{6}$/);
    await page.locator('input[name=otp]').fill(code!);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/member/account');
    await expect.poll(() => page.getByTestId('account-entry-email').textContent()).toContain(next);
    await page.context().close();
  });

  it('changes the password and ends the session of another browser', async () => {
    const other = await page1280();
    await signIn(other, members[2]!);
    const page = await page1280();
    await signIn(page, members[2]!);
    await page.goto('/member/account/password');
    await page.locator('input[name=current_password]').fill('demopass1');
    await page.locator('input[name=password]').fill('Brand-new-pass-51');
    await page.locator('input[name=password_confirmation]').fill('Brand-new-pass-51');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/Your password was changed\. \d+ other session/).waitFor();
    // The other browser's next call is a 401: it is sent to the login screen.
    await other.goto('/member/wallet/statement');
    await other.waitForURL('**/login**');
    await screenshot(page, 'account-password-1280-light-en');
    await other.context().close();
    await page.context().close();
  });

  it('sets a wallet password and requests a payout with it', async () => {
    const page = await page1280();
    await signIn(page, 'demo');
    await page.goto('/member/account/wallet-password');
    await page.locator('input[name=current_password]').fill('demopass1');
    await page.locator('input[name=wallet_password]').fill('Wallet-secret-64');
    await page.locator('input[name=wallet_password_confirmation]').fill('Wallet-secret-64');
    await page.getByRole('button', { name: 'Set wallet password' }).click();
    await page.getByText('Your wallet password was saved.').waitFor();
    await page.goto('/member/wallet/request-payout');
    await page.getByTestId('payout-method-in-use').waitFor();
    await page.locator('input[name=amount]').fill('15');
    await page.locator('input[name=password]').fill('demopass1');
    await page.getByRole('button', { name: 'Request payout' }).click();
    await page.getByTestId('confirm-payout-send').click();
    await expect
      .poll(() => page.getByTestId('password-error').textContent())
      .toBe('The wallet password is not correct.');
    await page.locator('input[name=password]').fill('Wallet-secret-64');
    await page.getByRole('button', { name: 'Request payout' }).click();
    // The list refreshes once the request is answered: wait for both, not a second.
    await afterChangeAndRefresh(
      page,
      () => page.getByTestId('confirm-payout-send').click(),
      '/api/payout/request_payout',
      '/api/payout/statement',
    );
    const newest = page.getByTestId('recent-payouts').getByRole('listitem').first();
    await expect.poll(() => newest.textContent()).toContain('$15.00');
    await page.context().close();
  });

  it('changes the payout method only with the password, mails a notice and holds payouts', async () => {
    const username = members[3]!;
    const page = await page1280();
    await signIn(page, username);
    await page.goto('/member/account/payout');
    const address = `paid-${username}@example.net`.toLowerCase();
    await page.getByTestId('method-paypal').click();
    await page.locator('input[name=paypal_email]').fill(address);
    await page.locator('input[name=password]').fill('not-my-password');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.getByTestId('password-error').textContent())
      .toBe('The password is not correct.');
    expect(await page.getByTestId('payouts-held').count()).toBe(0);
    await page.locator('input[name=password]').fill('demopass1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your changes have been saved.').waitFor();
    await expect
      .poll(() => page.getByTestId('payouts-held').textContent())
      .toMatch(/^Payouts to your new payout destination are held until /);
    await screenshot(page, 'account-payout-method-held-1280-light-en');
    const { profile } = await api<{ profile: { email: string } }>(
      '/api/account/profile',
      await tokenOf(username),
    );
    const notice = (await readOutbox(e2e.server.dataDir))
      .filter((m) => m.to === profile.email.toLowerCase() && m.purpose === 'notice')
      .at(-1);
    expect(notice?.subject).toMatch(/a change to your payout method$/);
    // The wallet's request form says so before the member tries.
    await page.goto('/member/wallet/request-payout');
    await expect
      .poll(() => page.getByTestId('payouts-held').textContent())
      .toMatch(/payouts to the new destination are held until /);
    await page.context().close();
  });

  it('switches the currency and the date format, and the dashboard, a wallet list and a chart follow', async () => {
    // demo has a year of earnings, so the dashboard's chart has bars to scale.
    const page = await page1280();
    await signIn(page, 'demo');
    const token = await tokenOf('demo');
    const statement = await api<{ wallet_balance: string }>('/api/wallet/statement', token);
    // The payout chart's value axis is written in the member's currency.
    const axisTicks = async () => {
      await page.goto('/member/wallet/payout');
      const ticks = page.locator('.recharts-yAxis-tick-labels text');
      await ticks.first().waitFor();
      return ticks.allTextContents();
    };
    expect((await axisTicks()).filter((t) => !t.startsWith('$'))).toEqual([]);
    await page.goto('/member/home/dashboard');
    await page.goto('/member/account/currency');
    await page.getByTestId('currency-MXN').click();
    await page.getByText('Your changes have been saved.').waitFor();
    await page.goto('/member/home/dashboard');
    const mxn = { symbol: '$', symbolPosition: 'L' as const, decimalPlace: 2, value: 17.1 };
    await expect
      .poll(() => page.getByTestId('wallet-balance-value').textContent())
      .toBe(formatMoney(statement.wallet_balance, mxn));

    await page.goto('/member/account/currency');
    await page.getByTestId('currency-EUR').click();
    await page.getByText('Your changes have been saved.').waitFor();
    await page.goto('/member/account/date-format');
    await page.getByTestId('date_format-Y-m-d').click();
    await page.getByText('Your changes have been saved.').waitFor();
    expect((await axisTicks()).filter((t) => !t.endsWith('€'))).toEqual([]);
    await page.goto('/member/home/dashboard');
    const cashFlowTicks = page.locator(
      '[data-testid=cash-flow-chart] .recharts-yAxis-tick-labels text',
    );
    await cashFlowTicks.first().waitFor();
    expect((await cashFlowTicks.allTextContents()).filter((t) => !t.endsWith('€'))).toEqual([]);
    await page.goto('/member/wallet/transactions');
    const list = page.locator('[data-testid=wallet-transactions]');
    await expect
      .poll(async () => (await page.locator('main').textContent()) ?? '')
      .toMatch(/\d[\d,]*\.\d{2} €/);
    // Dates written with the chosen format (the KYC list shows when each was sent).
    await page.goto('/member/kyc');
    await page.getByTestId('kyc-documents').waitFor();
    await expect
      .poll(async () => (await page.getByTestId('kyc-documents').textContent()) ?? '')
      .toMatch(/Sent 20\d\d-\d\d-\d\d/);
    void list;
    await screenshot(page, 'account-currency-eur-transactions-1280-light-en');
    await page.context().close();
  });

  it('uploads a PNG and a PDF to KYC, refuses a renamed text file, and withdraws one', async () => {
    const page = await memberPage(e2e, {
      width: 800,
      height: 1100,
      hasTouch: true,
      user: members[4]!,
    });
    await page.goto('/member/kyc');
    const firstCategory = page.locator('[data-testid^=upload-]').first();
    await firstCategory.waitFor();
    // The member may already have documents waiting at the desk (the seed queues some).
    const docs = page.getByTestId('kyc-document');
    await page.locator('[data-testid=kyc-documents], [data-testid=kyc-no-documents]').waitFor();
    const before = await docs.count();
    const input = firstCategory.locator('input[type=file][multiple]');
    await input.setInputFiles(`${repoRoot}/tests/fixtures/notes-renamed.png`);
    await expect
      .poll(() => firstCategory.getByRole('alert').textContent())
      .toBe('Only PNG, JPEG and PDF files are accepted.');
    await input.setInputFiles([
      `${repoRoot}/tests/fixtures/id-card.png`,
      `${repoRoot}/tests/fixtures/address-proof.pdf`,
    ]);
    await firstCategory.getByRole('button', { name: 'Send for review' }).click();
    await page.getByText('Your documents were sent for review.').waitFor();
    await expect.poll(() => docs.count()).toBe(before + 1);
    expect(await docs.first().textContent()).toContain('address-proof.pdf');
    await screenshot(page, 'kyc-800-light-en');
    page.once('dialog', (d) => void d.accept());
    await docs.first().getByTestId('kyc-delete').click();
    await expect.poll(() => docs.count()).toBe(before);
    await page.context().close();
  });

  it('deletes an account, and it can no longer sign in', async () => {
    const username = members[5]!;
    const page = await page1280();
    await signIn(page, username);
    await page.goto('/member/account/more');
    await page.getByTestId('open-delete-account').click();
    await page.getByRole('alertdialog').getByText('This cannot be undone.').waitFor();
    await page.locator('input[name=delete_password]').fill('demopass1');
    await page.getByTestId('confirm-delete-account').click();
    await page.waitForURL('**/login');
    await page.locator('input[name=username]').fill(username);
    await page.locator('input[name=password]').fill('demopass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByTestId('password-error').textContent())
      .toBe('The login details or the password are incorrect.');
    await page.context().close();
  });

  it('serves the intro video and its captions from the server itself', async () => {
    const page: Page = await page1280();
    await signIn(page, members[0]!);
    await page.goto('/member/account/intro-video');
    const video = page.getByTestId('intro-video');
    await video.waitFor();
    const src = await video.locator('source').getAttribute('src');
    expect(src).toBe('/media/intro/intro.webm');
    const tracks = await video
      .locator('track')
      .evaluateAll((ts) => ts.map((t) => t.getAttribute('src')));
    for (const url of [src!, ...tracks]) {
      const res = await fetch(`${e2e.server.baseUrl}${url}`);
      expect(res.status).toBe(200);
    }
    const vtt = await readFile(`${repoRoot}/server/media/intro/intro.es.vtt`, 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    await page.context().close();
  });
});
