import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { prepareStoreDataDir } from './demo-company';
import { screenshot } from './harness';
import { openPage, useE2E } from './session';
import { setLook, signIn } from './sign-in';

const storeOrigin = 'https://store.nimbuswellness.example';

// Issue 13 point 5: with the store on, its pages open in a new tab, signed in.
describe('the external store in Chromium', () => {
  const e2e = useE2E(async () => {
    const store = await prepareStoreDataDir({ members: 120 });
    return { env: { DATA_DIR: store.dataDir }, cleanup: store.remove };
  });

  /** The store is another site: its pages answer here with a stub, so the tab's URL shows. */
  const stubStore = (page: Page) =>
    page
      .context()
      .route(`${storeOrigin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Store</title><h1>Store</h1>' }),
      );
  const newTab = async (page: Page, click: () => Promise<void>) => {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), click()]);
    await tab.waitForURL(`${storeOrigin}/**`);
    return new URL(tab.url());
  };

  it('opens the store, a category and the store logout in new tabs', async () => {
    const page = await openPage(e2e, { width: 1280, height: 900 });
    await stubStore(page);
    await signIn(page);
    await setLook(page, 'light', 'en');
    await page.goto('/member/home/dashboard');
    // The orders entry gives way to the store (spec §2).
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).count()).toBe(
      0,
    );

    await page.getByRole('button', { name: /Signed in as/ }).click();
    const login = await newTab(page, () => page.getByTestId('open-store').click());
    expect(login.pathname).toBe('/sso/login');
    const storeToken = login.searchParams.get('store_token');
    expect(storeToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await page.evaluate(() => localStorage.getItem('store_auth_token'))).toBe(storeToken);

    const category = page.getByTestId('store-category').first();
    await category.waitFor();
    await screenshot(page, 'dashboard-store-categories-1280-light-en', { fullPage: true });
    const view = await newTab(page, () => category.click());
    expect(view.pathname).toMatch(/^\/category\/\d+$/);
    expect(view.searchParams.get('store_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    await page.getByRole('button', { name: /Signed in as/ }).click();
    const logout = await newTab(page, () => page.getByTestId('logout').click());
    expect(logout.pathname).toBe('/sso/logout');
    expect(logout.searchParams.get('sso_token')).toBeTruthy();
    await page.waitForURL('**/login');
    await page.context().close();
  });
});
