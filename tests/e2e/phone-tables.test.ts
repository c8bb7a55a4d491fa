import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { setLook } from './sign-in';
import { memberPage, useE2E } from './session';

// Issue 18 point 4: on a phone and a tablet no list hides its key column (amount, member,
// status) off-screen; a narrow table keeps its key columns and opens the rest per row. A tab
// strip wider than the screen shows where more tabs lie and never cuts a label.

const lists = [
  ['/member/wallet/transactions', 'transactions'],
  ['/member/wallet/recent-earnings', 'recent-earnings'],
  ['/member/wallet/recent-payouts', 'payout-transactions'],
  ['/member/order', 'orders'],
  ['/member/downlines', 'downline-report'],
  ['/member/pv-history', 'pv-history'],
  ['/member/referral/joinings', 'referral-joinings'],
  ['/member/home/binary', 'binary-history'],
] as const;

/** Left and right edges of the first row's cells, and of the row's details button. */
const firstRow = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const row = document.querySelector(`[data-testid=${id}] [role=row][data-index="0"]`);
    const cells = Array.from(row?.querySelectorAll(':scope > [role=cell]') ?? []).map((c) => {
      const r = c.getBoundingClientRect();
      return { left: r.left, right: r.right, text: (c as HTMLElement).innerText.trim() };
    });
    const headers = Array.from(
      document.querySelectorAll(`[data-testid=${id}] [role=columnheader]`),
    ).map((h) => (h as HTMLElement).innerText.trim());
    return {
      cells,
      headers,
      expandable: row?.querySelector('[data-testid=row-expand]') !== null,
    };
  }, testId);

describe('phone and tablet tables in Chromium', () => {
  const e2e = useE2E();
  let page: Page;

  beforeAll(async () => {
    page = await memberPage(e2e, { width: 1280, height: 900 });
  });

  for (const width of [390, 800]) {
    it(`keeps every list's key cells on screen at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, testId] of lists) {
        await page.goto(path);
        await page.locator(`[data-testid=${testId}] [role=row][data-index="0"]`).waitFor();
        const { cells, expandable } = await firstRow(page, testId);
        expect(cells.length, path).toBeGreaterThan(0);
        // Every cell drawn lies inside the screen: none is scrolled off to the right.
        for (const c of cells) {
          expect(c.left, `${path} at ${width}: "${c.text}"`).toBeGreaterThanOrEqual(0);
          expect(c.right, `${path} at ${width}: "${c.text}"`).toBeLessThanOrEqual(width);
        }
        if (expandable) {
          // The hidden columns open below the row, inside the screen too.
          const row = page.locator(`[data-testid=${testId}] [role=row][data-index="0"]`);
          const button = row.getByTestId('row-expand');
          await button.click();
          expect(await button.getAttribute('aria-expanded')).toBe('true');
          const details = row.getByTestId('row-details');
          const box = await details.boundingBox();
          expect(box, path).not.toBeNull();
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
          expect((await details.innerText()).length).toBeGreaterThan(0);
          // The next row moved down below the open details instead of under them.
          const next = await page
            .locator(`[data-testid=${testId}] [role=row][data-index="1"]`)
            .boundingBox();
          if (next) expect(next.y).toBeGreaterThanOrEqual(box!.y + box!.height - 1);
          await button.click();
          expect(await button.getAttribute('aria-expanded')).toBe('false');
        }
      }
    }, 120_000);
  }

  it('opens a key cell and its details at 390 px in Spanish too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await setLook(page, 'light', 'es');
    await page.goto('/member/wallet/recent-payouts');
    const row = page.locator('[data-testid=payout-transactions] [role=row][data-index="0"]');
    await row.waitFor();
    const { headers, expandable } = await firstRow(page, 'payout-transactions');
    expect(expandable).toBe(true);
    // Amount and status stay among the columns in view.
    expect(headers).toEqual(expect.arrayContaining(['Importe', 'Estado']));
    await row.getByTestId('row-expand').click();
    await expect.poll(() => row.getByTestId('row-details').innerText()).toContain('Método');
    await screenshot(page, 'phone-tables-recent-payouts-390-light-es');
    await setLook(page, 'light', 'en');
  });

  for (const width of [390, 800]) {
    it(`scrolls a tab strip that does not fit with an edge cue and whole labels at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, testId] of [
        ['/member/wallet/transactions', 'tab-strip'],
        ['/member/wallet/statement', 'tab-strip'],
        ['/member/home/dashboard', 'tab-strip'],
        ['/member/downlines', 'network-strip'],
      ] as const) {
        await page.goto(path);
        const strip = page.getByTestId(testId).first();
        await strip.waitFor();
        const read = () =>
          strip.evaluate((el) => {
            // A tab strip, or the network's strip of view buttons.
            const list = el.querySelector('[role=tablist], nav') as HTMLElement;
            const tabs = Array.from(list.querySelectorAll('[role=tab], a')) as HTMLElement[];
            return {
              overflows: list.scrollWidth > list.clientWidth + 1,
              cues: el.querySelectorAll('[data-testid^=scroll-cue]').length,
              clipped: tabs
                .filter(
                  (t) =>
                    t.scrollWidth > t.clientWidth + 1 ||
                    getComputedStyle(t).textOverflow === 'ellipsis' ||
                    t.getClientRects().length > 1,
                )
                .map((t) => t.innerText),
              heights: tabs.map((t) => t.getBoundingClientRect().height),
            };
          });
        // A strip wider than its box shows a cue, and one that fits shows none.
        await expect
          .poll(async () => {
            const { overflows, cues } = await read();
            return overflows ? cues > 0 : cues === 0;
          })
          .toBe(true);
        const state = await read();
        expect(state.clipped, path).toEqual([]);
        // One line per label: no tab wraps its words onto a second line.
        expect(Math.max(...state.heights) - Math.min(...state.heights)).toBeLessThan(2);
      }
      await screenshot(page, `phone-tables-wallet-tabs-${width}-light-en`);
    });
  }
});
