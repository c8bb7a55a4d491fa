import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { seriousAxeFindings } from './axe';
import { launchBrowser, newPage, screenshot, startServer, type RunningServer } from './harness';
import { setLook, signIn, type Lng, type Scheme } from './sign-in';

const usd = { symbol: '$', symbolPosition: 'L' as const, decimalPlace: 2, value: 1 };

// Issue 13 point 4: the member's orders and a printable invoice, against the real server.
describe('orders in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists the orders, opens one, and prints only the invoice', async () => {
    const page = await newPage(browser, server.baseUrl, { width: 1280, height: 900 });
    await signIn(page);
    await page.goto('/member/order');
    const first = page.getByTestId('order-link').first();
    await first.waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    const id = (await first.textContent())!.replace('#', '');
    await first.click();
    await page.waitForURL(`**/member/order/${id}`);

    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const res = await fetch(`${server.baseUrl}/api/orders/${id}`, {
      headers: { 'api-key': server.appKey, authorization: `Bearer ${token}` },
    });
    const order = (await res.json()) as { invoice_no: string; total: string; products: unknown[] };
    await page.getByTestId('invoice').waitFor();
    expect(await page.getByTestId('invoice-number').textContent()).toBe(
      `Invoice ${order.invoice_no}`,
    );
    expect(await page.getByTestId('order-total').textContent()).toBe(formatMoney(order.total, usd));
    expect(await page.getByTestId('order-line').count()).toBe(order.products.length);
    expect(await page.getByTestId('invoice').textContent()).toContain('Nimbus Wellness');

    expect(await seriousAxeFindings(page)).toEqual([]);

    // In print, the shell and the buttons disappear and the invoice stays.
    await page.emulateMedia({ media: 'print' });
    const visibility = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).visibility);
    expect(await visibility('nav')).toBe('hidden');
    expect(await visibility('#invoice')).toBe('visible');
    expect(await page.getByTestId('print-invoice').isVisible()).toBe(false);
    await screenshot(page, 'order-invoice-print-1280');
    await page.emulateMedia({ media: 'screen' });

    // Another member's order is a 404, shown as an error, not someone else's data.
    await page.goto('/member/order/999999999');
    await expect.poll(() => page.getByTestId('invoice').count()).toBe(0);
    await page.context().close();
  });

  it.each<[number, Scheme, Lng]>([
    [390, 'light', 'en'],
    [800, 'dark', 'es'],
    [1280, 'dark', 'en'],
  ])('keeps screenshots of the orders at %i px, %s, %s', async (width, scheme, lng) => {
    const page = await newPage(browser, server.baseUrl, { width, height: 900 });
    await signIn(page);
    await setLook(page, scheme, lng);
    await page.goto('/member/order');
    await page.getByTestId('order-link').first().waitFor();
    await screenshot(page, `orders-${width}-${scheme}-${lng}`);
    await page.getByTestId('order-link').first().click();
    await page.getByTestId('invoice').waitFor();
    await screenshot(page, `order-detail-${width}-${scheme}-${lng}`, { fullPage: true });
    await page.context().close();
  });
});
