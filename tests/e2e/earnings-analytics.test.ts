import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { setLook } from './sign-in';
import { memberPage, useE2E } from './session';

// Earnings analytics (issue 16 point 4) end to end: from a chart or its table to the earning
// lines behind the figure, each with its "Why this amount?".

const DAY = 86_400_000;
const dayAgo = (back: number) => new Date(Date.now() - back * DAY).toISOString().slice(0, 10);
// Ninety days hold the seeded earnings and are cut by week.
const span = `from=${dayAgo(89)}&to=${dayAgo(0)}`;

describe('earnings analytics in Chromium', () => {
  const e2e = useE2E();
  let page: Page;

  const lines = () => page.locator('[data-testid=earning-line]');

  /** Loads every page of the earning lines with "Load more", as a member would. */
  async function loadAllLines() {
    const list = page.getByTestId('earning-lines');
    await lines().first().waitFor();
    for (let i = 0; i < 20; i++) {
      const more = list.getByRole('button', { name: 'Load more' });
      if (!(await more.isVisible())) break;
      const before = await lines().count();
      await more.click();
      await expect.poll(() => lines().count()).toBeGreaterThan(before);
    }
    await list.locator('[data-paging-status=NoMoreItems]').waitFor();
  }

  beforeAll(async () => {
    page = await memberPage(e2e, { width: 1280, height: 900 });
  });

  it('opens the lines of a stacked segment of the time chart', async () => {
    await page.goto(`/member/wallet/earning?${span}`);
    const chart = page.getByTestId('earnings-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('data-bucket')).toBe('week');
    expect(await page.getByTestId('earning-lines').count()).toBe(0);
    const request = page.waitForRequest((r) => r.url().includes('/api/wallet/earning_lines'));
    await chart.locator('.recharts-bar-rectangle path').first().click();
    const url = new URL((await request).url());
    const params = new URL(page.url()).searchParams;
    expect(params.get('type')).toBeTruthy();
    expect(params.get('on')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The lines ask for that type within the chosen week's days of the span.
    expect(url.searchParams.get('bonus_type')).toBe(params.get('type'));
    expect(url.searchParams.get('start_date')! >= params.get('on')!).toBe(true);
    await lines().first().waitFor();
    const chips = page.getByTestId('earning-lines-filters');
    expect(await chips.textContent()).toContain('Week of');
    const first = lines().first();
    await expect
      .poll(() => first.getByRole('button', { name: 'Why this amount?' }).count())
      .toBe(1);
    expect(await first.getAttribute('data-earning-id')).toMatch(/^\d+$/);
    await screenshot(page, 'earnings-analytics-segment-1280-light-en', { fullPage: true });
  });

  it('goes from a chart figure to one earning, its source order and its member', async () => {
    await page.goto(`/member/wallet/earning?${span}`);
    // Click 1: the level commissions of the by-type breakdown.
    const byType = page.getByTestId('analytics-by-type-table');
    await byType.waitFor();
    await byType.locator('[data-testid=analytics-by-type-row][data-key=level_commission]').click();
    await lines().first().waitFor();
    // Click 2: why the first line is what it is.
    await lines().first().getByTestId('why-this-amount').click();
    const drawer = page.getByTestId('explanation-drawer');
    await expect
      .poll(() => drawer.getByTestId('explanation-summary').textContent())
      .toMatch(/pays you level \d+/);
    await expect
      .poll(() => drawer.getByTestId('explanation-reconciles').textContent())
      .toMatch(/figures check out/);
    // Click 3: the order behind it, then its buyer in the genealogy.
    await drawer.getByTestId('source-order').first().click();
    await expect
      .poll(() => drawer.getByTestId('source-order-detail').first().textContent())
      .toMatch(/BV/);
    await screenshot(page, 'earnings-analytics-to-order-1280-light-en');
    await drawer.getByTestId('source-member').first().click();
    await page.waitForURL(/\/member\/network\/genealogy\?root=\d+/);
  });

  it('opens the lines of a leg from its table row, and they add up to its count', async () => {
    await page.goto(`/member/wallet/earning?${span}`);
    const table = page.getByTestId('analytics-by-leg-table');
    await table.waitFor();
    const row = table.locator('tbody tr').first();
    const count = Number(await row.locator('td').nth(1).textContent());
    expect(count).toBeGreaterThan(0);
    const leg = await row.getByTestId('analytics-by-leg-row').getAttribute('data-key');
    const name = (await row.getByTestId('analytics-by-leg-row').textContent()) ?? '';
    await row.getByTestId('analytics-by-leg-row').click();
    expect(new URL(page.url()).searchParams.get('leg')).toBe(leg);
    await expect.poll(() => row.getByRole('button', { pressed: true }).count()).toBe(1);
    await loadAllLines();
    expect(await lines().count()).toBe(count);
    if (leg !== 'none')
      for (const text of await lines().allTextContents()) expect(text).toContain(name);

    // The same row again closes the lines.
    await row.getByTestId('analytics-by-leg-row').click();
    await expect.poll(() => page.getByTestId('earning-lines').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('leg')).toBeNull();
  });

  it('opens the lines of a top source member and of a level, each with its filter chip', async () => {
    await page.goto(`/member/wallet/earning?${span}`);
    const sources = page.getByTestId('analytics-by-source-table');
    await sources.waitFor();
    const top = sources.getByTestId('analytics-by-source-row').first();
    const id = await top.getAttribute('data-key');
    await top.click();
    expect(new URL(page.url()).searchParams.get('source')).toBe(id);
    await lines().first().waitFor();
    expect(await page.getByTestId('earning-lines-filters').textContent()).toMatch(/^From /);

    const level = page.getByTestId('analytics-by-level-row').first();
    await level.click();
    const params = new URL(page.url()).searchParams;
    expect(params.get('source')).toBeNull();
    expect(params.get('level')).toBe(await level.getAttribute('data-key'));
    await lines().first().waitFor();
    // Removing the only chip closes the lines.
    await page.getByRole('button', { name: /^Remove the filter/ }).click();
    await expect.poll(() => page.getByTestId('earning-lines').count()).toBe(0);
  });

  it('passes axe with the lines open at 1280 and 390 px, light and dark', async () => {
    const findings: Record<string, unknown> = {};
    for (const [width, scheme, lng] of [
      [1280, 'light', 'en'],
      [390, 'light', 'en'],
      [1280, 'dark', 'en'],
      [390, 'dark', 'es'],
      [800, 'light', 'es'],
    ] as const) {
      await setLook(page, scheme, lng);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 1000 });
      await page.goto(`/member/wallet/earning?${span}&type=level_commission`);
      await lines().first().waitFor();
      await page.getByTestId('analytics-by-source-table').waitFor();
      await page.waitForLoadState('networkidle');
      const serious = await seriousAxeFindings(page);
      if (serious.length > 0) findings[`${width}-${scheme}-${lng}`] = serious;
      // Nothing pushes the page sideways (a chart's hidden figures table once did at 390).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) findings[`${width}-${scheme}-${lng}-overflow`] = overflow;
    }
    await setLook(page, 'light', 'en');
    expect(findings).toEqual({});
  }, 120_000);
});
