// The sign-in screen loads on its own (docs/decisions/026-sign-in-bundle.md): one script, no
// router, and it hands the same page over to the full app when the visitor signs in or
// follows a link. The bytes are the bundle bench's business; this proves the shape.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { openPage, useE2E } from './session';

type Marked = Window & { __samePage?: string; __reactRouterVersion?: string };

/** Scripts of our origin the page fetched, by file name. */
function watchScripts(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) seen.push(url.pathname);
  });
  return seen;
}

/** Marks the document, so a later check can tell a hand-over from a page load. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as Marked).__samePage = 'yes';
  });
const stillSamePage = (page: Page) => page.evaluate(() => (window as Marked).__samePage);
const routerLoaded = (page: Page) =>
  page.evaluate(() => (window as Marked).__reactRouterVersion !== undefined);

describe('the sign-in screen on its own', () => {
  const e2e = useE2E();

  it('opens /login from the entry script alone, without the router', async () => {
    const page = await openPage(e2e, { width: 390, height: 844 });
    const scripts = watchScripts(page, e2e.server.baseUrl);
    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    await page.waitForLoadState('networkidle');
    const entry = await page.locator('script[type=module][src]').getAttribute('src');
    expect(scripts.filter((s) => s !== '/zod-jitless.js' && s !== '/sw.js')).toEqual([entry]);
    expect(await routerLoaded(page)).toBe(false);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'sign-in-entry-390-light-en');
    await page.context().close();
  });

  it('sends / to the sign-in screen when nobody is signed in', async () => {
    const page = await openPage(e2e, { width: 800, height: 1000 });
    await page.goto('/');
    await page.getByLabel('Username').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await routerLoaded(page)).toBe(false);
    await page.context().close();
  });

  it('switches language with its pair of buttons', async () => {
    const page = await openPage(e2e, { width: 800, height: 1000 });
    await page.goto('/login');
    const group = page.getByRole('group', { name: 'Language' });
    await group.getByRole('button', { name: 'Español' }).click();
    await page.getByLabel('Usuario').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(
      await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Español' }),
    ).toBeTruthy();
    expect(
      await page
        .getByRole('group', { name: 'Idioma' })
        .getByRole('button', { name: 'Español' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await screenshot(page, 'sign-in-entry-800-light-es');
    await page.context().close();
  });

  it('hands over to the full app on a link, without a page load, and back works', async () => {
    const page = await openPage(e2e, { width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    await mark(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/password/forgot');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    expect(await stillSamePage(page)).toBe('yes');
    expect(await routerLoaded(page)).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Username').waitFor();
    expect(await stillSamePage(page)).toBe('yes');
    await page.context().close();
  });

  it('takes the form away at once on a link, while the app is still loading', async () => {
    const page = await openPage(e2e, { width: 800, height: 1000 });
    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    // The app's code held back: what shows between the click and the next screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Sign in with a one-time code' }).click();
    await page.waitForURL((url) => url.pathname === '/login/otp');
    // The sign-in form is gone, not left to be typed into: the next screen starts empty.
    await page.getByRole('status').waitFor();
    expect(await page.getByLabel('Username').count()).toBe(0);
    expect(await page.locator('input').count()).toBe(0);
    await screenshot(page, 'sign-in-hand-over-800-light-en');
    release();
    await page.getByRole('heading', { level: 1, name: 'Sign in with a code' }).waitFor();
    await page.context().close();
  });

  it('signs in and shows the dashboard in the same page', async () => {
    const page = await openPage(e2e, { width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Username').fill('demo');
    await mark(page);
    await page.locator('input[name=password]').fill('demopass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/member/home/dashboard');
    await expect.poll(() => routerLoaded(page)).toBe(true);
    await page.getByRole('navigation').first().waitFor();
    expect(await stillSamePage(page)).toBe('yes');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    await page.context().close();
  });

  it('shows the server message under the field on a wrong password, keeping the form', async () => {
    const page = await openPage(e2e, { width: 390, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Username').fill('demo');
    await page.locator('input[name=password]').fill('not-the-password');
    const answer = page.waitForResponse((r) => r.url().includes('/api/auth/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).status()).toBe(422);
    // The server's message, under its field.
    const message = page.locator('.MuiFormHelperText-root').first();
    await message.waitFor();
    expect((await message.textContent())?.trim()).not.toBe('');
    expect(new URL(page.url()).pathname).toBe('/login');
    // Still the same form (a hand-over would have mounted a fresh one), with what was typed.
    expect(await page.getByLabel('Username').inputValue()).toBe('demo');
    await page.context().close();
  });

  it('loads the country-code picker when the visitor signs in by mobile', async () => {
    const page = await openPage(e2e, { width: 390, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    await page.getByTestId('method-mobile').click();
    const picker = page.getByTestId('mobile-code-select');
    await picker.waitFor();
    await picker.click();
    expect(await page.getByRole('option').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('starts fetching the full app once the visitor is in the form', async () => {
    const page = await openPage(e2e, { width: 800, height: 1000 });
    const scripts = watchScripts(page, e2e.server.baseUrl);
    await page.goto('/login');
    await page.getByLabel('Username').waitFor();
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await page.getByLabel('Username').focus();
    await expect.poll(() => routerLoaded(page)).toBe(true);
    expect(scripts.length).toBeGreaterThan(before);
    await page.context().close();
  });
});
