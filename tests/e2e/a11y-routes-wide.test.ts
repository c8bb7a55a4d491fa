// The accessibility sweep at 1280 px (a11y-sweep.ts), and keyboard focus: the skip link
// and where focus goes on navigation and when the menu drawer closes.
import { describe, expect, it } from 'vitest';
import { sweepLooks } from './a11y-sweep';
import { memberPage, openPage, useE2E } from './session';

describe('axe-core on every route of spec §2, at 1280 px', () => {
  const e2e = useE2E();

  sweepLooks(e2e, [
    { width: 1280, height: 800, scheme: 'light' },
    { width: 1280, height: 800, scheme: 'dark' },
  ]);

  it('offers a skip link first, moves focus to the heading on navigation, and back to the trigger when the menu drawer closes', async () => {
    const page = await memberPage(e2e, { width: 1280, height: 800 });
    // A deep link's first load leaves focus where the browser puts it.
    await page.goto('/member/wallet/transactions');
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // A route change through the menu: the new page's heading has focus.
    await page.locator('nav, aside').getByRole('link', { name: 'Mailbox' }).first().click();
    await page.waitForURL('**/member/mail/inbox');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('main h1') ?? false))
      .toBe(true);

    // Phone: the drawer opened from the menu button gives focus back to it when it closes.
    await page.setViewportSize({ width: 390, height: 844 });
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  }, 120_000);

  it('offers the skip link on the sign-in wrapper too', async () => {
    const page = await openPage(e2e, { width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('heading').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')).toBe(
      'Skip to main content',
    );
    await page.context().close();
  });
});
