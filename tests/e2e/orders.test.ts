import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import type { Lng, Scheme } from './sign-in';
import { memberPage, useE2E } from './session';

const usd = { symbol: '$', symbolPosition: 'L' as const, decimalPlace: 2, value: 1 };

// Issue 13 point 4: the member's orders and a printable invoice, against the real server.
describe('orders in Chromium', () => {
  const e2e = useE2E();

  it('lists the orders, opens one, and prints only the invoice', async () => {
    const page = await memberPage(e2e, { width: 1280, height: 900 });
    await page.goto('/member/order');
    const first = page.getByTestId('order-link').first();
    await first.waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    const id = (await first.getAttribute('href'))!.split('/').pop()!;
    const listed = await first.textContent();
    await first.click();
    await page.waitForURL(`**/member/order/${id}`);

    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const res = await fetch(`${e2e.server.baseUrl}/api/orders/${id}`, {
      headers: { 'api-key': e2e.server.appKey, authorization: `Bearer ${token}` },
    });
    const order = (await res.json()) as { invoice_no: string; total: string; products: unknown[] };
    await page.getByTestId('invoice').waitFor();
    expect(await page.getByTestId('invoice-number').textContent()).toBe(
      `Invoice ${order.invoice_no}`,
    );
    // One name per order: the list says INV-002389 as the invoice does, never "#2389".
    expect(listed).toBe(order.invoice_no);
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
    // …said plainly: nothing to retry (issue 31 point 14).
    expect(await page.getByTestId('not-found').textContent()).toMatch(/^This order was not found/);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.context().close();
  });

  it.each<[number, Scheme, Lng]>([
    [390, 'light', 'en'],
    [800, 'dark', 'es'],
    [1280, 'dark', 'en'],
  ])('draws the orders at %i px, %s, %s', async (width, scheme, lng) => {
    const page = await memberPage(e2e, { width, height: 900, look: [scheme, lng] });
    await page.goto('/member/order');
    await page.getByTestId('order-link').first().waitFor();
    await page.getByTestId('order-link').first().click();
    await page.getByTestId('invoice').waitFor();
    // Printed, the invoice is dark ink on white paper in either mode, never pale grey.
    await page.emulateMedia({ media: 'print' });
    const ink = await page.evaluate(() => {
      const rgb = (s: string) => (s.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const invoice = document.getElementById('invoice')!;
      const texts = ['invoice-number', 'order-total', 'order-line'].map((id) =>
        rgb(getComputedStyle(document.querySelector(`[data-testid=${id}]`)!).color),
      );
      return { texts, paper: rgb(getComputedStyle(invoice).backgroundColor) };
    });
    for (const c of ink.texts)
      expect(Math.max(...c), `${scheme} ink ${c.join(',')}`).toBeLessThan(80);
    expect(ink.paper).toEqual([255, 255, 255]);
    if (scheme === 'dark') await screenshot(page, `order-invoice-print-${width}-dark-${lng}`);
    await page.context().close();
  });
});
