import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { afterChangeAndRefresh } from './responses';
import type { Lng, Scheme } from './sign-in';
import { memberPage, useE2E } from './session';
import { visit } from './visit';

// Issue 14 point 4: a member records a sale in Chromium; the engine credits it like any order
// (the seller's PV, the sponsor's held commissions, the upline's binary points), and a
// cancellation takes it all back. Issue 29: the unpaid cash sale's commission shows as held,
// awaiting payment, on the sponsor's wallet screen, and is gone from held once cancelled.
describe('manual sales in Chromium', () => {
  const e2e = useE2E();
  let seller: string;

  const usd = { code: 'USD', symbol: '$', symbolPosition: 'L' as const, decimalPlace: 2, value: 1 };
  const api = async <T>(page: Page, path: string): Promise<T> => {
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const res = await fetch(`${e2e.server.baseUrl}${path}`, {
      headers: { 'api-key': e2e.server.appKey, authorization: `Bearer ${token}` },
    });
    return (await res.json()) as T;
  };
  type Standing = { wallet_balance: string; held_balance: string; pv: number };
  type Binary = { left_points: number; right_points: number };
  const standing = async (page: Page) => {
    const d = await api<Standing>(page, '/api/home/dashboard');
    const b = await api<Binary>(page, '/api/home/binary');
    return {
      wallet: Number(d.wallet_balance),
      held: Number(d.held_balance),
      pv: d.pv,
      points: b.left_points + b.right_points,
    };
  };
  const member = async (username: string, width = 1280) => {
    const page = await memberPage(e2e, {
      width,
      height: 900,
      user: username,
      look: ['light', 'en'],
    });
    return page;
  };

  beforeAll(async () => {
    // A member demo sponsored: demo is paid the direct bonus and sits on the placement line.
    const page = await member('demo');
    const found = await api<{ data: { username: string }[] }>(
      page,
      '/api/users/sponsor_downlines?keyword=%40&levels=1',
    );
    seller = found.data[0]!.username;
    await page.context().close();
  });

  it('records a sale that moves the PV, the sponsor’s held commissions and the binary points, then cancels it', async () => {
    const sponsor = await member('demo');
    const before = await standing(sponsor);
    const page = await member(seller, 800);
    const mine = await standing(page);

    await page.goto('/member/sales/new-sale');
    await page.locator('input[name=customer_name]').fill('Carmen Díaz');
    await page.locator('input[name=customer_email]').fill('carmen@example.com');
    await page.getByTestId('qty-NMB-PRO').fill('1');
    await page.getByTestId('qty-NMB-REFILL').fill('2');
    const total = page.getByTestId('sale-total');
    // The summary is the server's price: $149.00 + 2 × $59.00, and 150 + 2 × 60 PV.
    await expect.poll(() => total.textContent()).toBe(formatMoney('267.00', usd));
    expect(await page.getByTestId('sale-pv').textContent()).toBe('270 PV');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByTestId('confirm-sale').click();
    await page.getByTestId('sale-done').waitFor();
    expect(await page.getByTestId('sale-done').textContent()).toContain('270 PV');

    const sold = await standing(page);
    expect(sold.pv - mine.pv).toBe(270);
    const paid = await standing(sponsor);
    // Unpaid cash: the commission is held, the withdrawable balance does not move.
    expect(paid.wallet).toBe(before.wallet);
    expect(paid.held).toBeGreaterThan(before.held);
    expect(paid.points - before.points).toBe(270);
    // The sponsor sees it held beside the available balance on the dashboard...
    await sponsor.goto('/member/home/dashboard');
    await expect
      .poll(() => sponsor.getByTestId('held-balance').textContent())
      .toContain(formatMoney(paid.held.toFixed(2), usd));
    expect(await sponsor.getByTestId('wallet-balance-value').textContent()).toBe(
      formatMoney(paid.wallet.toFixed(2), usd),
    );
    // ...and on the wallet screen, awaiting the payment of the order.
    await sponsor.goto('/member/wallet/statement');
    await expect
      .poll(() => sponsor.getByTestId('balance-held-value').textContent())
      .toBe(formatMoney(paid.held.toFixed(2), usd));
    const awaiting = sponsor.getByTestId('held-release').filter({ hasText: 'Awaiting payment' });
    await expect.poll(() => awaiting.count()).toBe(1);
    const awaitingBefore = Number((await awaiting.textContent())!.replace(/[^\d.]/g, ''));
    expect(awaitingBefore).toBeGreaterThan(0);
    expect(await seriousAxeFindings(sponsor)).toEqual([]);
    await screenshot(sponsor, 'wallet-held-awaiting-payment-1280-light-en');

    // The history shows it pending; cancelling takes everything back.
    await page.goto('/member/sales/history');
    const row = page.getByTestId('sale-row').first();
    await expect.poll(() => row.getAttribute('data-status')).toBe('pending');
    expect(await row.textContent()).toContain('Carmen Díaz');
    expect(await page.getByTestId('totals-count').textContent()).toBe('1');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await row.getByTestId('cancel-sale').click();
    // The history refreshes once the cancel is answered: wait for both, not a second.
    await afterChangeAndRefresh(
      page,
      () => page.getByTestId('cancel-confirm').click(),
      /^\/api\/sales\/\d+\/cancel$/,
      '/api/sales',
    );
    await expect.poll(() => row.getAttribute('data-status')).toBe('cancelled');
    await expect.poll(() => page.getByTestId('totals-cancelled').textContent()).toBe('1');
    expect(await standing(page)).toEqual(mine);
    expect(await standing(sponsor)).toEqual(before);
    // The sponsor's wallet screen no longer counts it as held.
    await sponsor.reload();
    await expect
      .poll(() => sponsor.getByTestId('balance-held-value').textContent())
      .toBe(formatMoney(before.held.toFixed(2), usd));
    await expect
      .poll(async () =>
        (await awaiting.count()) === 0
          ? 0
          : Number((await awaiting.textContent())!.replace(/[^\d.]/g, '')),
      )
      .toBeLessThan(awaitingBefore);

    // The filters live in the URL and the export is the server's CSV of them.
    await page.goto('/member/sales/history?status=cancelled&customer=carmen');
    await page.getByTestId('sale-row').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Carmen Díaz');
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    await page.context().close();
    await sponsor.context().close();
  });

  it('shows the server’s message under the field it concerns', async () => {
    const page = await member(seller);
    await page.goto('/member/sales/new-sale');
    await page.locator('input[name=customer_name]').fill('Ana');
    await page.locator('input[name=customer_email]').fill('not-an-email');
    await page.getByTestId('qty-NMB-SHAKE').fill('1');
    await page.getByTestId('confirm-sale').click();
    await page.getByText('Enter a valid e-mail address.').waitFor();
    await page.context().close();
  });

  it.each<[number, Scheme, Lng]>([
    [390, 'dark', 'es'],
    [800, 'light', 'en'],
    [1280, 'dark', 'en'],
  ])('passes axe on the sales screens at %i px, %s, %s', async (width, scheme, lng) => {
    const page = await memberPage(e2e, { width, height: 900, user: seller, look: [scheme, lng] });
    await page.goto('/member/sales/new-sale');
    await page.getByTestId('qty-NMB-OMEGA').fill('2');
    await page.getByTestId('sale-total').waitFor();
    expect(await seriousAxeFindings(page), `new sale ${width} ${scheme} ${lng}`).toEqual([]);
    await visit(page, '/member/sales/history');
    await page.getByTestId('sale-row').first().waitFor();
    expect(await seriousAxeFindings(page), `history ${width} ${scheme} ${lng}`).toEqual([]);
    await page.context().close();
  });
});
