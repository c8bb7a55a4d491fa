// What most journeys start with: a member signed in through the real login form, and the
// colour mode and language the app reads from local storage (spec §9).
import type { BrowserContext, Page } from 'playwright-core';

export type Scheme = 'light' | 'dark';
export type Lng = 'en' | 'es';

/** Signs in with the seeded password and waits for the member area. */
export async function signIn(page: Page, username = 'demo', password = 'demopass1') {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/member/home/dashboard');
}

const storeLook = ([scheme, lng]: readonly [Scheme, Lng]) => {
  localStorage.setItem('color_mode', scheme);
  localStorage.setItem('i18nextLng', lng);
};

/** Colour mode and language for the next load of an open page. */
export const setLook = (page: Page, scheme: Scheme, lng: Lng) =>
  page.evaluate(storeLook, [scheme, lng] as const);

/** Colour mode and language for every page of a context, before the app starts. */
export const initLook = (context: BrowserContext, scheme: Scheme, lng: Lng) =>
  context.addInitScript(storeLook, [scheme, lng] as const);
