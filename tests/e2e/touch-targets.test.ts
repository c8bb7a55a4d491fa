// Issue 17 point 1: touch targets are at least 44 × 44 px below 1024 px. At 800 px wide, every
// visible interactive element of five key screens is measured. Excluded, per WCAG 2.5.8's
// "inline" exception: a link inside a sentence (within a <p>), whose size the line of text sets.
// A form control counts with its label (a click on the label operates it) and with the frame
// Joy draws around it; visually hidden helpers (1 px, or aria-hidden) are not targets.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberPage, useE2E } from './session';

const MIN = 44;

const screens = [
  '/member/home/dashboard',
  '/member/network/genealogy',
  '/member/wallet/transactions',
  '/member/network/tabular',
  '/member/mail/inbox',
];

type Small = { route: string; what: string; width: number; height: number };

async function smallTargets(page: Page, min: number): Promise<Omit<Small, 'route'>[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=tab]',
      '[role=option]',
      '[role=menuitem]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
      '[role=combobox]',
      '[role=slider]',
    ].join(',');
    const frame =
      '.MuiInput-root, .MuiTextarea-root, .MuiSelect-root, .MuiAutocomplete-root, .MuiSwitch-root';
    const out: { what: string; width: number; height: number }[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[aria-hidden=true], [inert]')) continue;
      if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true')
        continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // The inline exception of WCAG 2.5.8: a link in running text.
      if (el.tagName === 'A' && el.closest('p') && style.display.startsWith('inline')) continue;
      const rects = [el.getBoundingClientRect()];
      const outer = el.closest<HTMLElement>(frame);
      if (outer) rects.push(outer.getBoundingClientRect());
      if (el instanceof HTMLInputElement && el.labels)
        for (const label of Array.from(el.labels)) rects.push(label.getBoundingClientRect());
      const own = rects[0]!;
      // Visually hidden helpers (clip to 1 px) and what is not laid out are no targets.
      if (own.width <= 1 || own.height <= 1) continue;
      const width = Math.max(...rects.map((r) => r.width));
      const height = Math.max(...rects.map((r) => r.height));
      if (width + 0.5 < min || height + 0.5 < min) {
        const name =
          el.getAttribute('aria-label') ??
          el.getAttribute('data-testid') ??
          (el.textContent ?? '').trim().slice(0, 30);
        const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
        out.push({
          what: `${role} "${name}" .${el.className.toString().split(' ')[0] ?? ''}`,
          width: Math.round(width),
          height: Math.round(height),
        });
      }
    }
    return out;
  }, min);
}

describe('touch targets at 800 px', () => {
  const e2e = useE2E();
  let page: Page;

  beforeAll(async () => {
    page = await memberPage(e2e, { width: 800, height: 1000, hasTouch: true });
  }, 180_000);

  it('measures its own way: a 20 px button is too small', async () => {
    await page.evaluate(() => {
      const b = document.createElement('button');
      b.textContent = 'tiny';
      b.style.cssText = 'position:fixed;top:0;left:0;width:20px;height:20px;padding:0';
      b.id = 'tiny-probe';
      document.body.append(b);
    });
    const found = await smallTargets(page, MIN);
    await page.evaluate(() => document.getElementById('tiny-probe')?.remove());
    expect(found.some((f) => f.what.includes('"tiny"'))).toBe(true);
  });

  it('has no interactive element smaller than 44 × 44 px on five key screens', async () => {
    const small: Small[] = [];
    for (const route of screens) {
      await page.goto(route);
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      await page
        .waitForFunction(
          () =>
            !document.querySelector(
              'main [role=progressbar], main .MuiSkeleton-root, main .MuiCircularProgress-root',
            ),
          undefined,
          { timeout: 10_000, polling: 100 },
        )
        .catch(() => undefined);
      small.push(...(await smallTargets(page, MIN)).map((s) => ({ route, ...s })));
    }
    expect(small).toEqual([]);
  }, 120_000);
});
