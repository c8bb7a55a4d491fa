import type { Page, Response } from 'playwright-core';

const pathOf = (r: Response) => new URL(r.url()).pathname;
const matches = (path: string, want: string | RegExp) =>
  typeof want === 'string' ? path === want : want.test(path);

/**
 * Does `act` (the click that sends a change), then waits for the server's answer to that
 * change (`call`, any method but GET) and, after it, for the answer to the GET of `refresh`:
 * the list the change's success refetches. A check made after this reads the refreshed list,
 * however slowly a busy machine runs the round trips.
 */
export async function afterChangeAndRefresh(
  page: Page,
  act: () => Promise<void>,
  call: string | RegExp,
  refresh: string | RegExp,
): Promise<void> {
  let answered = false;
  const refreshed = page.waitForResponse(
    (r) => answered && r.request().method() === 'GET' && matches(pathOf(r), refresh),
  );
  const changed = page.waitForResponse((r) => {
    if (r.request().method() === 'GET' || !matches(pathOf(r), call)) return false;
    answered = true;
    return true;
  });
  // Both waits settle (or fail) together, so a failed change reports as itself.
  await act();
  await Promise.all([changed, refreshed]);
}
