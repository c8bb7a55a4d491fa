import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { setLook } from './sign-in';
import { memberPage, useE2E } from './session';

// Issue 18 point 3: a Spanish page writes every figure in Spanish: money, counts and dates,
// and no raw server value (bank_transfer) shows through.

/** Everything a member reads on the page: its text, and the charts' SVG labels. */
const readPage = (page: Page) =>
  page.evaluate(() =>
    [
      document.querySelector('main')?.innerText ?? '',
      ...Array.from(document.querySelectorAll('main svg text')).map((t) => t.textContent ?? ''),
    ].join('\n'),
  );

const englishMoney = /\$\d{1,3}(,\d{3})*\.\d\d\b|\$\d{1,3}(,\d{3})+\b/g;
const snakeCase = /\b[a-z]+_[a-z_]+\b/g;
const englishClock = /\d:\d\d\s?(AM|PM)\b/g;
const monthFirst = /\b[a-z]{3,4}\.? \d{1,2}, \d{4}\b/g;
const spanishMoney = /\$\d{1,3}(\.\d{3})*,\d\d\b/;

describe('one locale in Chromium', () => {
  const e2e = useE2E();
  let page: Page;

  beforeAll(async () => {
    page = await memberPage(e2e, { width: 1280, height: 900 });
    await setLook(page, 'light', 'es');
  });

  const visit = async (path: string, ready: string) => {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    // Every figure of the page drawn: no skeleton left.
    await expect
      .poll(() => page.locator('main .MuiSkeleton-root').count(), { timeout: 15_000 })
      .toBe(0);
    return readPage(page);
  };

  it.each([
    ['/member/home/dashboard', '[data-testid=cash-flow-chart] svg text'],
    ['/member/wallet/statement', '[data-testid=recent-transactions] li'],
    ['/member/wallet/payout', 'main svg text'],
    ['/member/wallet/recent-payouts', '[role=row][data-index="0"]'],
    ['/member/wallet/earning', 'main svg text'],
  ])('%s shows Spanish money and dates, and no raw value', async (path, ready) => {
    const text = await visit(path, ready);
    await screenshot(page, `one-locale${path.replace(/\//g, '-')}-1280-light-es`);
    expect(text.match(englishMoney)).toBeNull();
    expect(text.match(snakeCase)).toBeNull();
    expect(text.match(englishClock)).toBeNull();
    expect(text.match(monthFirst)).toBeNull();
    expect(text).toMatch(spanishMoney);
  });

  it('groups every count in Spanish, four digits too', async () => {
    const read = await visit('/member/home/rank', '[data-testid=rank-criteria]');
    // "4000" beside "422.080" was the bug: every number of four digits or more is grouped
    // (a date's year aside).
    const text = read.replace(/\b\d{1,2} [a-z]{3,4}\.? \d{4}\b|\b[a-z]+ de \d{4}\b/g, '');
    expect(text.match(/(?<![\d.,])\d{4,}(?![\d.,])/g)).toBeNull();
    expect(text).toMatch(/\d\.\d{3}\b/);
  });

  it('labels the payout method in Spanish', async () => {
    await visit('/member/wallet/recent-payouts', '[role=row][data-index="0"]');
    const methods = await page
      .locator('[data-testid=payout-transactions] [role=row][data-index] [role=cell]:nth-child(3)')
      .allInnerTexts();
    expect(methods.length).toBeGreaterThan(0);
    for (const m of methods) expect(['transferencia bancaria', 'PayPal']).toContain(m.trim());
  });

  it('keeps English figures in English', async () => {
    await setLook(page, 'light', 'en');
    const text = await visit('/member/wallet/statement', '[data-testid=recent-transactions] li');
    expect(text).toMatch(/\$\d{1,3}(,\d{3})*\.\d\d\b/);
    expect(text).toMatch(/\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/);
    await setLook(page, 'light', 'es');
  });
});
