import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { initLook, signIn } from './sign-in';
import { useE2E } from './session';

type Look = { width: number; height: number; scheme: 'light' | 'dark'; lng: 'en' | 'es' };

describe('network tables in Chromium: tabular view and downline search', () => {
  const e2e = useE2E();
  let session: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl });
    const page = await context.newPage();
    await signIn(page);
    session = await context.storageState();
    await context.close();
  });

  /** A signed-in page as demo, in the given size, colour scheme and language. */
  async function openAs(look: Look): Promise<Page> {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      viewport: { width: look.width, height: look.height },
      colorScheme: look.scheme,
      locale: look.lng === 'es' ? 'es-ES' : 'en-US',
      storageState: session,
    });
    await initLook(context, look.scheme, look.lng);
    return context.newPage();
  }

  /** Elements sticking out past the right edge of the window: nothing may scroll sideways. */
  const overflowing = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        // Inside a strip that scrolls sideways within the screen (the network views, with an
        // edge cue), an item beyond the edge is reached by scrolling the strip, not the page.
        .filter((e) => {
          for (let a = e.parentElement; a; a = a.parentElement) {
            const clips = ['auto', 'scroll', 'hidden'].includes(getComputedStyle(a).overflowX);
            if (clips && a.getBoundingClientRect().right <= window.innerWidth + 1) return false;
          }
          return true;
        })
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className.toString().slice(0, 60)}`),
    );

  const levelOf = (row: ReturnType<Page['getByTestId']>) => row.getAttribute('aria-level');

  it('opens the tabular view, expands a member and shows their children one level down', async () => {
    const page = await openAs({ width: 1280, height: 900, scheme: 'light', lng: 'en' });
    await page.goto('/member/network/tabular');
    await page.getByRole('heading', { name: 'Tabular view' }).waitFor();
    const rows = page.getByTestId('tabular-row');
    await rows.first().waitFor();
    const frontLine = await rows.count();
    expect(frontLine).toBeGreaterThan(0);
    expect(await page.getByTestId('tabular-summary').textContent()).toMatch(/Front line: \d+/);
    await screenshot(page, 'network-tabular-1280-light-en');

    // The first member of the front line who has children of their own, pinned by username
    // (the button's name changes once it is open).
    const username = await rows
      .filter({ has: page.getByRole('button', { name: /^Show the members below / }) })
      .first()
      .getByText(/^@/)
      .textContent();
    const parentRow = rows.filter({ hasText: username ?? '' });
    const opener = parentRow.getByRole('button', { name: /^Show the members below / });
    expect(await levelOf(parentRow)).toBe('1');
    const childCount = Number(
      await parentRow.getByRole('gridcell').nth(2).textContent(), // Member, Level, Children
    );
    expect(childCount).toBeGreaterThan(0);
    await opener.click();
    await expect
      .poll(() => page.locator('[data-testid=tabular-row][aria-level="2"]').count())
      .toBe(childCount);
    expect(await parentRow.getAttribute('aria-expanded')).toBe('true');
    const child = page.locator('[data-testid=tabular-row][aria-level="2"]').first();
    expect(await child.getByRole('gridcell').nth(1).textContent()).toBe('2');
    await screenshot(page, 'network-tabular-expanded-1280-light-en');

    // Collapsing hides them again without another load.
    await parentRow.getByRole('button', { name: /^Hide the members below / }).click();
    await expect
      .poll(() => page.locator('[data-testid=tabular-row][aria-level="2"]').count())
      .toBe(0);
    await page.context().close();
  });

  it('searches the placement downline for a member found in the table and lists them', async () => {
    const page = await openAs({ width: 1280, height: 900, scheme: 'light', lng: 'en' });
    await page.goto('/member/network/tabular');
    const firstRow = page.getByTestId('tabular-row').first();
    await firstRow.waitFor();
    const username = ((await firstRow.getByText(/^@/).textContent()) ?? '').slice(1);
    expect(username).not.toBe('');

    await page.getByRole('link', { name: 'Downline search' }).click();
    await page.waitForURL('**/member/network/downline');
    await page.getByTestId('downline-prompt').waitFor();
    // An empty keyword is stopped before it reaches the server.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Enter a name, username or email to search for.').waitFor();

    await page.getByTestId('downline-keyword').fill(username);
    await page.getByRole('button', { name: 'Placement tree' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByTestId('downline-results');
    await results.waitFor();
    expect(await results.textContent()).toContain(`@${username}`);
    expect(new URL(page.url()).searchParams.get('tree')).toBe('placement');
    await screenshot(page, 'network-downline-results-1280-light-en');

    // The search is in the URL: a reload shows the same results.
    await page.reload();
    await page.getByTestId('downline-results').waitFor();
    expect(await page.getByTestId('downline-results').textContent()).toContain(`@${username}`);

    await page.getByTestId('downline-keyword').fill('no-such-member-zzz');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByTestId('downline-empty').waitFor();
    await page.context().close();
  });

  it('fits phone and tablet widths, in dark mode and in Spanish', async () => {
    const looks: Look[] = [
      { width: 390, height: 844, scheme: 'light', lng: 'en' },
      { width: 800, height: 1000, scheme: 'dark', lng: 'es' },
      { width: 390, height: 844, scheme: 'dark', lng: 'es' },
      { width: 1280, height: 900, scheme: 'dark', lng: 'en' },
    ];
    for (const look of looks) {
      const page = await openAs(look);
      const tag = `${look.width}-${look.scheme}-${look.lng}`;
      await page.goto('/member/network/tabular');
      await page.getByTestId('tabular-row').first().waitFor();
      await page.getByTestId('tabular-row').getByRole('button').first().click();
      await page.locator('[data-testid=tabular-row][aria-level="2"]').first().waitFor();
      // Nothing may stick out sideways: the table fits the phone.
      expect(await overflowing(page), `tabular ${tag}`).toEqual([]);
      await page.goto('/member/network/downline?q=a&tree=sponsor');
      await page.getByTestId('downline-results').or(page.getByTestId('downline-empty')).waitFor();
      expect(await overflowing(page), `downline ${tag}`).toEqual([]);
      await page.context().close();
    }
  });
});
