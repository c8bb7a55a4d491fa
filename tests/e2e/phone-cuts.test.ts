import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { memberPage, useE2E } from './session';

// Issue 31 points 10 and 20: on a phone in Spanish no word a member needs is cut short —
// a ticket's status, a rank criterion's state, the header's title.

/** Elements matching `selector` whose text runs past their own box (cut or ellipsised). */
const cut = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      Array.from(document.querySelectorAll<HTMLElement>(sel))
        .filter((el) => {
          const label = el.querySelector<HTMLElement>('.MuiChip-label') ?? el;
          return (
            label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1
          );
        })
        .map((el) => el.innerText),
    selector,
  );

describe('words a member needs on a phone', () => {
  const e2e = useE2E();
  let page: Page;

  beforeAll(async () => {
    page = await memberPage(e2e, { width: 390, height: 844, look: ['light', 'es'] });
  });

  it('shows every ticket status whole, and no ticket number cut to "TCK-0000"', async () => {
    await page.goto('/member/support');
    await page.getByTestId('ticket-link').first().waitFor();
    expect(await page.getByTestId('ticket-status').count()).toBeGreaterThan(0);
    expect(await cut(page, '[data-testid=tickets] [data-testid=ticket-status]')).toEqual([]);
    const cells = await page
      .locator('[data-testid=tickets] [role=row][data-index] > [role=cell]')
      .allInnerTexts();
    expect(cells.filter((c) => /^TCK-\d{1,5}$/.test(c.trim()))).toEqual([]);
    // A subject too long for its cell ends in an ellipsis, not cut mid-letter: its link flows
    // as text inside the cell, which clips with "…".
    const subjects = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid=ticket-link]')).map(
        (link) => {
          const cell = link.parentElement!;
          return {
            display: getComputedStyle(link).display,
            overflow: getComputedStyle(cell).textOverflow,
            long: cell.scrollWidth > cell.clientWidth + 1,
          };
        },
      ),
    );
    expect(subjects.some((s) => s.long)).toBe(true);
    for (const s of subjects) expect(s).toMatchObject({ display: 'inline', overflow: 'ellipsis' });
    await screenshot(page, 'support-390-light-es');
  });

  it("keeps the rank criteria's states inside the card", async () => {
    await page.goto('/member/home/rank');
    await page.getByTestId('rank-criteria').waitFor();
    expect(await page.getByTestId('criterion-state').count()).toBeGreaterThan(0);
    expect(await cut(page, '[data-testid=criterion-state]')).toEqual([]);
    const overflow = await page.evaluate(() => {
      const card = document.querySelector('[data-testid=rank-criteria]')!.getBoundingClientRect();
      return Array.from(document.querySelectorAll('[data-testid=criterion-state]'))
        .map((c) => c.getBoundingClientRect().right - card.right)
        .filter((d) => d > 0);
    });
    expect(overflow).toEqual([]);
    await page.locator('[data-testid=rank-criteria] table').scrollIntoViewIfNeeded();
    await screenshot(page, 'rank-criteria-390-light-es');
  });

  it('lets a long header title take two lines instead of "Preguntas f…"', async () => {
    await page.goto('/member/account/faqs');
    await page.getByTestId('top-bar-title').waitFor();
    await expect
      .poll(() => page.getByTestId('top-bar-title').innerText())
      .toBe('Preguntas frecuentes');
    expect(await cut(page, '[data-testid=top-bar-title]')).toEqual([]);
    await screenshot(page, 'faqs-title-390-light-es');
  });
});
