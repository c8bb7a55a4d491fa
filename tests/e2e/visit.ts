// Opening a screen the way the app's own links do, without a page load, and waiting until it
// is drawn and still: the accessibility sweep and the look matrices of the journeys use it.
import type { Page } from 'playwright-core';
import { setLook, type Lng, type Scheme } from './sign-in';

/**
 * Still loading: an indeterminate progress indicator (a determinate one, such as a course's
 * or a rank's progress bar, carries aria-valuenow and is content), a skeleton, or a region
 * that says it is busy.
 */
const loading =
  'main [role=progressbar]:not([aria-valuenow]), main .MuiSkeleton-root, main [aria-busy=true]';

/** How long the page must not change before axe reads it (it must not read a DOM mid-change). */
const QUIET_MS = 200;

type Watched = Window & { __seenText?: string; __changedAt?: number };

/**
 * Opens a route the way the app's own links do (history.pushState and the router's popstate
 * listener, no reload: the look was set by the reload before) and waits until the router has
 * drawn it, nothing in the main landmark is loading and the page has stopped changing. Drawn:
 * the main landmark holds an element or a text the previous route did not have (a tab of the
 * same page keeps its heading but not its panel), or the app sent the visitor elsewhere; and
 * a heading is there. Stopped changing: a list that loads its next page by itself as soon as
 * its first one is drawn rebuilds its rows, and axe reading it then saw a table without rows.
 */
export async function visit(page: Page, route: string) {
  const already = await page.evaluate((route) => {
    const w = window as Watched;
    if (w.__changedAt === undefined) {
      w.__changedAt = performance.now();
      new MutationObserver(() => {
        w.__changedAt = performance.now();
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    }
    if (window.location.pathname === route) return true;
    const main = document.querySelector('main');
    for (const el of Array.from(main?.querySelectorAll('*') ?? []))
      el.setAttribute('data-seen', '');
    w.__seenText = main?.textContent ?? '';
    window.history.pushState(null, '', route);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return false;
  }, route);
  await page
    .waitForFunction(
      ([loading, route, already, quietMs]) => {
        const w = window as Watched;
        const main = document.querySelector('main');
        if (!main || !main.querySelector('h1, h2') || document.querySelector(loading)) return false;
        if (performance.now() - (w.__changedAt ?? 0) < quietMs) return false;
        if (already || window.location.pathname !== route) return true;
        return (
          main.querySelector(':not([data-seen])') !== null || main.textContent !== w.__seenText
        );
      },
      [loading, route, already, QUIET_MS] as const,
      { timeout: 8_000, polling: 100 },
    )
    // A live figure that keeps its spinner or keeps changing: checked as is.
    .catch(() => console.log(`a11y sweep: ${route} did not settle within 8 s; checked as is`));
}

/** A colour mode and a language, and the widths a matrix draws them at. */
export type LookRow = readonly [Scheme, Lng, readonly number[]];

/**
 * Draws screens at every look of a matrix: one load per colour mode and language (the app
 * reads them when it loads), then at each width every screen (its path first) opened the way
 * the app's links do, and `check` on each.
 */
export async function eachLook<S extends readonly [string, ...string[]]>(
  page: Page,
  looks: readonly LookRow[],
  screens: readonly S[],
  check: (screen: S, look: { scheme: Scheme; lng: Lng; width: number }) => Promise<void>,
) {
  for (const [scheme, lng, widths] of looks) {
    await setLook(page, scheme, lng);
    await page.reload();
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 1000 });
      for (const screen of screens) {
        await visit(page, screen[0]);
        await check(screen, { scheme, lng, width });
      }
    }
  }
}
