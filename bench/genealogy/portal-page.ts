// A page of the built portal for the benches that run the real server: signed in as a
// member through the login form, the explorer on its four levels, English, light.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export async function signedInPortalPage(
  browser: Browser,
  username: string,
  options: BrowserContextOptions,
): Promise<Page> {
  const context = await browser.newContext(options);
  // tsx names the functions it compiles with an `__name` helper, which the page lacks.
  await context.addInitScript('window.__name = (f) => f;');
  await context.addInitScript(() => {
    localStorage.setItem('genealogy_scope', 'levels');
    localStorage.setItem('i18nextLng', 'en');
    localStorage.setItem('color_mode', 'light');
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.locator('input[name=password]').fill('demopass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/member/home/dashboard');
  return page;
}
