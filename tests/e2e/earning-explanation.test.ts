import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { setLook } from './sign-in';
import { memberPage, useE2E } from './session';

// "Why this amount?" end to end (issue 16): every earning line opens its trail, the trail
// names its source order and member, and the member opens in the genealogy.

describe('earning explanations in Chromium', () => {
  const e2e = useE2E();
  let page: Page;

  beforeAll(async () => {
    page = await memberPage(e2e, { width: 1280, height: 900 });
  });

  const drawer = () => page.getByTestId('explanation-drawer');

  it('explains a level commission down to its order and opens its member in the genealogy', async () => {
    await page.goto('/member/wallet/recent-earnings?bonus=level_commission');
    const row = page.locator('[data-testid=recent-earnings] [role=row][data-index="0"]');
    await row.waitFor();
    await row.getByTestId('why-this-amount').click();
    await expect
      .poll(() => drawer().getByTestId('explanation-summary').textContent())
      .toMatch(/pays you level \d+: [\d.]+ % of its CV/);
    await expect
      .poll(() => drawer().getByTestId('explanation-reconciles').textContent())
      .toMatch(/figures check out/);
    // The calculation ends in the amount the row shows, and the wallet got the net.
    const rowAmount = await row.locator('[role=cell]').nth(4).textContent();
    expect(await drawer().locator('tr[data-step=generated] td').nth(1).textContent()).toBe(
      rowAmount,
    );
    expect(await drawer().locator('tr[data-step=net]').count()).toBe(1);
    // An order's BV is written in BV (issue 31 point 20: it said "Order BV 60 PV").
    expect(await drawer().locator('tr[data-step=orderBv] td').last().textContent()).toMatch(/ BV$/);

    // The source order opens in place...
    await drawer().getByTestId('source-order').first().click();
    await expect
      .poll(() => drawer().getByTestId('source-order-detail').first().textContent())
      .toMatch(/Total: \$[\d,.]+ · [\d,.]+ BV/);
    await screenshot(page, 'earning-explanation-level-1280-light-en');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // ...and the source member opens in the genealogy, closing the drawer.
    const member = drawer().getByTestId('source-member').first();
    await member.click();
    await page.waitForURL(/\/member\/network\/genealogy\?root=\d+/);
    await expect.poll(() => drawer().count()).toBe(0);
  });

  it('explains a binary bonus from the dashboard, in Spanish on a phone, dark', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await setLook(page, 'dark', 'es');
    await page.goto('/member/wallet/recent-earnings?bonus=binary_bonus');
    const row = page.locator('[data-testid=recent-earnings] [role=row][data-index="0"]');
    await row.waitFor();
    await page.waitForLoadState('networkidle');
    // On a phone the list keeps date, type and amount in view, then what still fits; when
    // "Why this amount?" does not fit, it waits in the row's details.
    const rowWhy = row.getByTestId('why-this-amount');
    if (!(await rowWhy.isVisible())) await row.locator('button[aria-expanded]').click();
    await rowWhy.click();
    await expect
      .poll(() => drawer().getByTestId('explanation-summary').textContent())
      .toMatch(/en tus piernas en el periodo \d/);
    // The period is a date as the app writes dates, not the server's key 2026-11-26.
    expect(await drawer().getByTestId('explanation-summary').textContent()).not.toMatch(
      /\d{4}-\d{2}-\d{2}/,
    );
    for (const step of ['availableLeft', 'pairs', 'cap', 'flushed', 'carryRight'])
      expect(await drawer().locator(`tr[data-step=${step}]`).count(), step).toBe(1);
    await screenshot(page, 'earning-explanation-binary-390-dark-es');
    expect(await seriousAxeFindings(page)).toEqual([]);
    // Escape closes the drawer and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'why-this-amount',
    );

    // The dashboard's recent commissions explain themselves too.
    await page.goto('/member/home/dashboard');
    const why = page.getByTestId('recent-transactions').getByTestId('why-this-amount').first();
    await why.click();
    await expect
      .poll(() => drawer().getByTestId('explanation-reconciles').textContent())
      .toMatch(/cifras cuadran/);
    await setLook(page, 'light', 'en');
  });
});
