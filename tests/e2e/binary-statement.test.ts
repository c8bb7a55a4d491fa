import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BinaryStatementWire } from '../../contract/binary-statement';
import type { GenealogyNodeWire } from '../../contract/network';
import { formatMoney } from '../../src/lib/money';
import { seriousAxeFindings } from './axe';
import { journeyPictures, screenshot, screenshotDir } from './harness';
import type { Lng, Scheme } from './sign-in';
import { memberPage, useE2E } from './session';

// Issue 16 point 3: the binary statement of a capped period shows what the cap flushed. The
// seeded demo member has no capped day, so the test makes one the way members do: a member
// on each of demo's legs records a large sale, and demo's pairs that day earn more than the
// 1,000.00 daily cap.
describe('binary period statement in Chromium', () => {
  const e2e = useE2E();
  let today: BinaryStatementWire;

  const usd = { symbol: '$', symbolPosition: 'L' as const, decimalPlace: 2, value: 1 };
  const call = async <T>(path: string, token: string | null, body?: unknown): Promise<T> => {
    const res = await fetch(`${e2e.server.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'api-key': e2e.server.appKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const login = async (username: string) =>
    (
      await call<{ token: string }>('/api/auth/login', null, {
        login_using: 'username',
        username,
        password: 'demopass1',
      })
    ).token;
  /** The first active member down a leg of the tree, breadth first. */
  const activeIn = (leg: GenealogyNodeWire | undefined): string => {
    const queue = leg ? [leg] : [];
    for (let node = queue.shift(); node; node = queue.shift()) {
      if (node.status === 1) return node.username;
      queue.push(...node.children);
    }
    throw new Error('no active member on this leg');
  };

  /** The statement section alone, to look at beside the full-page screenshot. */
  const sectionShot = async (page: Page, name: string) => {
    if (!journeyPictures()) return;
    await mkdir(screenshotDir, { recursive: true });
    await page
      .getByTestId('binary-statement')
      .screenshot({ path: path.join(screenshotDir, `${name}.png`) });
  };

  const openStatement = async (
    width: number,
    scheme: Scheme = 'light',
    lng: Lng = 'en',
  ): Promise<Page> => {
    const page = await memberPage(e2e, { width, height: 900, look: [scheme, lng] });
    await page.goto('/member/home/binary');
    await page.getByTestId('binary-statement-body').waitFor();
    return page;
  };

  beforeAll(async () => {
    const demo = await login('demo');
    const tree = await call<{ genealogy: GenealogyNodeWire }>(
      '/api/network/genealogy?is_nested=1',
      demo,
    );
    const legs = tree.genealogy.children;
    const sellers = [
      activeIn(legs.find((c) => c.position === 'L')),
      activeIn(legs.find((c) => c.position === 'R')),
    ];
    const catalog = await call<{ items: { type: string; id: number; sku: string }[] }>(
      '/api/sales/catalog',
      demo,
    );
    const infinity = catalog.items.find((i) => i.sku === 'NMB-INFINITY')!;
    // 11 × 1,000 BV on each leg: 110 pairs at 10 % of 100 PV is 1,100.00, over the 1,000.00 cap.
    for (const seller of sellers) {
      await call('/api/sales', await login(seller), {
        customer: { name: 'Capped Day Customer' },
        lines: [{ type: 'package', id: infinity.id, quantity: 11 }],
        payment_method: 'cash',
      });
    }
    const periods = await call<{ current_period_key: string }>('/api/home/binary/periods', demo);
    today = await call<BinaryStatementWire>(
      `/api/home/binary/statement?period_key=${periods.current_period_key}`,
      demo,
    );
  });

  it('shows the flushed amount of a capped day, with a waterfall and its table', async () => {
    expect(Number(today.flushed)).toBeGreaterThan(0);
    expect(Number(today.generated) - Number(today.flushed)).toBeCloseTo(Number(today.paid), 2);
    expect(today.capping_limit).toBe('1000.00');

    const page = await openStatement(1280);
    // The latest period (today's) is chosen by default.
    await expect
      .poll(() => page.getByTestId('binary-statement-flushed-value').textContent())
      .toBe(formatMoney(today.flushed, usd));
    expect(await page.getByTestId('binary-statement-paid-value').textContent()).toBe(
      formatMoney(today.paid, usd),
    );
    const bonus = page.getByTestId('binary-waterfall-bonus').getByRole('img');
    expect(await bonus.getAttribute('aria-label')).toContain(
      `Flushed −${formatMoney(today.flushed, usd)}`,
    );
    expect(await bonus.getAttribute('data-reconciles')).toBe('true');
    expect(await page.getByTestId('binary-waterfall-left').getByRole('img').count()).toBe(1);
    expect(await page.getByTestId('binary-waterfall-bonus-table').locator('tr').count()).toBe(4);
    const table = page.getByTestId('binary-statement-table');
    expect(await table.getByTestId('binary-statement-row-flushed').textContent()).toContain(
      formatMoney(today.flushed, usd),
    );
    expect(
      await page.getByTestId('binary-statement-reconciles').getAttribute('data-reconciles'),
    ).toBe('true');
    // The cap is used up: the hint says the next pair would be flushed.
    expect(await page.getByTestId('binary-next-pair').getAttribute('data-flushed')).toBe('true');
    expect(await page.getByTestId('binary-next-pair-text').textContent()).toContain('flushed');
    // The left leg's orders include the 11,000 BV sale.
    await page.getByTestId('binary-order').first().waitFor();
    expect(await page.getByTestId('binary-statement-orders').textContent()).toContain('11,000 BV');
    await page.getByTestId('binary-statement').scrollIntoViewIfNeeded();
    await screenshot(page, 'binary-statement-1280-light', { fullPage: true });
    await sectionShot(page, 'binary-statement-section-1280-light');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('steps to an older period and back, and passes axe on a phone in the dark, in Spanish', async () => {
    const page = await openStatement(390, 'dark', 'es');
    const select = page.getByTestId('binary-statement-period');
    const first = await select.textContent();
    await page.getByTestId('binary-statement-older').click();
    await expect.poll(() => select.textContent()).not.toBe(first);
    await page.getByTestId('binary-statement-body').waitFor();
    await page.getByTestId('binary-statement-newer').click();
    await expect.poll(() => select.textContent()).toBe(first);
    await page.getByTestId('binary-statement-flushed-value').waitFor();
    await page.getByTestId('binary-orders-leg-R').click();
    await page.getByTestId('binary-order').first().waitFor();
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.getByTestId('binary-statement').scrollIntoViewIfNeeded();
    await screenshot(page, 'binary-statement-390-dark-es', { fullPage: true });
    await sectionShot(page, 'binary-statement-section-390-dark-es');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('lays out at 800 px with both legs side by side', async () => {
    const page = await openStatement(800);
    const left = await page.getByTestId('binary-waterfall-left').boundingBox();
    const right = await page.getByTestId('binary-waterfall-right').boundingBox();
    expect(left && right && Math.abs(left.y - right.y) < 2 && right.x > left.x).toBe(true);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(800);
    await page.getByTestId('binary-statement').scrollIntoViewIfNeeded();
    await screenshot(page, 'binary-statement-800-light', { fullPage: true });
    await sectionShot(page, 'binary-statement-section-800-light');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.context().close();
  });
});
