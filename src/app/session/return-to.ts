import { isOperatorRole, loginPath } from './post-login';

/**
 * Back to the page after signing in (issue 31, decision 046): a signed-out visit to a member
 * or desk page goes to /login?next=<path>; the path waits in this tab's session storage (so it
 * survives the one-time-code screen) until the sign-in that follows takes it.
 */

const storageKey = 'portal.returnTo';
const maxLength = 2048;
// Any origin of our own to resolve paths against: only the path part is ever used.
const base = 'https://portal.invalid';

/**
 * The page `raw` names if it is a path of this site under one of `areas`, normalised; else
 * null. Nothing that could leave the site passes: absolute URLs, `//host`, `/\host`,
 * whitespace or control characters (which browsers strip), and their encoded forms.
 */
function pathWithin(raw: unknown, areas: readonly string[]): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > maxLength) return null;
  // eslint-disable-next-line no-control-regex
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(raw))
    return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (decoded.includes('//') || decoded.includes('\\')) return null;
  const inArea = areas.some((a) => url.pathname === a || url.pathname.startsWith(`${a}/`));
  return inArea ? `${url.pathname}${url.search}${url.hash}` : null;
}

const areaOf = (roleId: number) => (isOperatorRole(roleId) ? '/admin' : '/member');

/** Where a user of `roleId` may be returned to: a member page for a member, a desk page for an operator. */
export const returnPathFor = (raw: unknown, roleId: number): string | null =>
  pathWithin(raw, [areaOf(roleId)]);

/** The sign-in address that brings the visitor back to `location` afterwards. */
export function loginReturningTo(location: { pathname: string; search: string; hash: string }) {
  const path = pathWithin(`${location.pathname}${location.search}${location.hash}`, [
    '/member',
    '/admin',
  ]);
  return path && !/^\/(member|admin)\/?$/.test(path)
    ? `${loginPath}?next=${encodeURIComponent(path)}`
    : loginPath;
}

/**
 * On /login: keeps the page its `next` names for the sign-in to come. A /login without one
 * (the code screen's link back to the password) keeps what was kept.
 */
export function rememberReturnPath(search: string): void {
  try {
    const next = pathWithin(new URLSearchParams(search).get('next'), ['/member', '/admin']);
    if (next) sessionStorage.setItem(storageKey, next);
  } catch {
    // No storage (a locked-down browser): the sign-in lands on the home page as before.
  }
}

/** Signing out forgets a page kept for a sign-in that never came. */
export function forgetReturnPath(): void {
  landing = null;
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // No storage: nothing was kept.
  }
}

// Where the last sign-in went: the sign-in screen, still drawn once the session opens,
// sends a signed-in user on there too rather than racing it to the home page.
let landing: string | null = null;

/** The page to return to after this sign-in, once; null to go home. */
export function takeReturnPath(roleId: number): string | null {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
  } catch {
    stored = null;
  }
  landing = returnPathFor(stored, roleId);
  return landing;
}

/** Where a signed-in user on a sign-in screen goes: the page the sign-in returned to, if any. */
export const landingFor = (roleId: number): string | null => returnPathFor(landing, roleId);
