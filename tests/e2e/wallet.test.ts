import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { screenshot } from './harness';
import { setLook } from './sign-in';
import { eachLook } from './visit';
import { memberPage, useE2E } from './session';

// The wallet screens end to end: real server, real ledger, Chromium.

const usd = { symbol: '$', symbolPosition: 'L' as const, decimalPlace: 2, value: 1 };

/** Picks options of a multiple Joy Select, then closes its list. */
async function choose(page: Page, testId: string, options: string[]) {
  await page.getByTestId(testId).locator('button').click();
  for (const name of options) await page.getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('wallet in Chromium', () => {
  const e2e = useE2E();
  let page: Page;
  let token: string;

  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${e2e.server.baseUrl}${path}`, {
      headers: { 'api-key': e2e.server.appKey, authorization: `Bearer ${token}` },
    });
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    page = await memberPage(e2e, { width: 1280, height: 900 });
    token = (await page.evaluate(() => localStorage.getItem('auth_token'))) ?? '';
  });

  it('sends cash_flow when one transaction type is chosen and leaves it out for two', async () => {
    await page.goto('/member/wallet/transactions');
    await page.locator('[data-testid=transactions] [role=row][data-index="0"]').waitFor();

    const oneType = page.waitForRequest(
      (r) => r.url().includes('/api/wallet/transactions') && r.url().includes('cash_flow=credit'),
    );
    await choose(page, 'flow-filter', ['Credit']);
    await oneType;
    expect(new URL(page.url()).searchParams.getAll('flow')).toEqual(['credit']);
    // Polled together: while the filtered first page loads there are no rows at all.
    const rows = page.locator('[data-testid=transactions] [role=row][data-index]');
    await expect
      .poll(async () => ({
        rows: (await rows.count()) > 0,
        debits: await page
          .locator('[data-testid=transactions] [role=row][data-index] >> text=Debit')
          .count(),
      }))
      .toEqual({ rows: true, debits: 0 });

    // With both types chosen the first page is asked for again, without cash_flow.
    const twoTypes = page.waitForRequest(
      (r) =>
        r.url().includes('/api/wallet/transactions') &&
        !new URL(r.url()).searchParams.has('cash_flow') &&
        !new URL(r.url()).searchParams.has('cursor'),
    );
    await choose(page, 'flow-filter', ['Debit']);
    await twoTypes;
    expect(new URL(page.url()).searchParams.getAll('flow').sort()).toEqual(['credit', 'debit']);
    await expect
      .poll(async () =>
        page.locator('[data-testid=transactions] [role=row][data-index] >> text=Debit').count(),
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'wallet-transactions-filtered-1280-light-en');
  });

  it('shows a wrong password under the field, then lists the new pending payout and the new balance', async () => {
    const before = await api<{ wallet_balance: string }>('/api/wallet/statement');
    await page.goto('/member/wallet/request-payout');
    await page.getByTestId('wallet-balance-value').waitFor();
    expect(await page.getByTestId('wallet-balance-value').textContent()).toBe(
      formatMoney(before.wallet_balance, usd),
    );

    // Limits and the balance are checked before anything is sent, in money.
    const amountError = page.getByTestId('amount-error');
    await page.locator('input[name=password]').fill('not-my-password');
    for (const [amount, message] of [
      ['5', 'The minimum payout is $10.00.'],
      [
        String(Math.floor(Number(before.wallet_balance)) + 1),
        `That is more than your available balance of ${formatMoney(before.wallet_balance, usd)}.`,
      ],
    ] as const) {
      await page.locator('input[name=amount]').fill(amount);
      await page.getByRole('button', { name: 'Request payout' }).click();
      await expect.poll(() => amountError.textContent()).toBe(message);
      expect(await page.getByTestId('confirm-payout').count()).toBe(0);
    }

    // A valid amount shows its fee and what arrives, and asks for confirmation.
    await page.locator('input[name=amount]').fill('20');
    await expect
      .poll(() => page.getByTestId('amount-help').textContent())
      .toBe('Fee $0.20 · you receive $19.80');
    await page.getByRole('button', { name: 'Request payout' }).click();
    const confirm = page.getByTestId('confirm-payout');
    await confirm.waitFor();
    expect(await confirm.getByTestId('confirm-fee').textContent()).toBe('$0.20');
    expect(await confirm.getByTestId('confirm-receive').textContent()).toBe('$19.80');
    await screenshot(page, 'wallet-request-payout-confirm-1280-light-en');
    await confirm.getByTestId('confirm-payout-send').click();
    const error = page.getByTestId('password-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('The password is not correct.');
    // A screen reader hears it with the field: invalid, and described by the message.
    const passwordInput = page.locator('input[name=password]');
    expect(await passwordInput.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await passwordInput.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'The password is not correct.',
    );
    expect(await page.getByTestId('amount-error').count()).toBe(0);
    await screenshot(page, 'wallet-request-payout-error-1280-light-en');

    await page.locator('input[name=password]').fill('demopass1');
    await page.getByRole('button', { name: 'Request payout' }).click();
    await page.getByTestId('confirm-payout-send').click();
    // The success toast sits below the top bar: its language, theme and account controls
    // stay uncovered.
    const done = page.getByText('Your payout request has been sent.');
    await done.waitFor();
    const toastBox = (await done.boundingBox())!;
    const bar = (await page.locator('header').first().boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    const expected = formatMoney((Number(before.wallet_balance) * 100 - 2000) / 100, usd);
    await expect.poll(() => page.getByTestId('wallet-balance-value').textContent()).toBe(expected);
    const newest = page.getByTestId('recent-payouts').getByRole('listitem').first();
    await expect.poll(() => newest.textContent()).toContain('$20.00');
    expect(await newest.textContent()).toContain('Pending');
    await screenshot(page, 'wallet-request-payout-done-1280-light-en');

    // The payout list shows it at once too, first and pending.
    await page.goto('/member/wallet/recent-payouts?status=pending');
    const first = page.locator('[data-testid=payout-transactions] [role=row][data-index="0"]');
    await first.waitFor();
    expect(await first.textContent()).toContain('$20.00');
    expect(await first.textContent()).toContain('Pending');
  });

  it('redraws the earnings chart for a new date range', async () => {
    await page.goto('/member/wallet/earning');
    const chart = page.getByTestId('earnings-chart');
    await chart.waitFor();
    const days = Number(await chart.getAttribute('data-days'));
    expect(days).toBe(30);
    const request = page.waitForRequest(
      (r) =>
        r.url().includes('/api/wallet/earnings_analytics') &&
        r.url().includes('start_date=2026-01-01'),
    );
    await page.locator('input[name=from]').fill('2026-01-01');
    await request;
    await expect.poll(() => chart.getAttribute('data-first-day')).toBe('2026-01-01');
    expect(Number(await chart.getAttribute('data-days'))).toBeGreaterThan(days);
    expect(new URL(page.url()).searchParams.get('from')).toBe('2026-01-01');
    await screenshot(page, 'wallet-earning-range-1280-light-en');
  });

  it('draws every wallet screen at phone, tablet and desktop, light and dark, en and es', async () => {
    const screens = [
      ['statement', 'recent-transactions'],
      ['earning', 'earnings-chart'],
      ['payout', 'recent-payouts'],
      ['request-payout', 'recent-payouts'],
      ['transactions', 'transactions'],
      ['recent-earnings', 'recent-earnings'],
      ['recent-payouts', 'payout-transactions'],
    ].map(([path, ready]) => [`/member/wallet/${path}`, ready!] as const);
    const looks = [
      ['light', 'en', [390, 800, 1280]],
      ['dark', 'en', [390, 1280]],
      ['light', 'es', [390, 800]],
      ['dark', 'es', [800]],
    ] as const;
    await eachLook(page, looks, screens, async ([, ready]) => {
      await page.getByTestId(ready).waitFor();
    });
    await setLook(page, 'light', 'en');
  }, 300_000);
});
