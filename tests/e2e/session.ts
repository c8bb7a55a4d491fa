// What every journey file starts with: the real server on a free port with its own data
// folder and one Chromium, both started before the file's tests (at the same time: neither
// waits for the other) and stopped after them; and the pages the tests open in it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  launchBrowser,
  newPage,
  startServer,
  type PageOptions,
  type RunningServer,
  type ServerOptions,
} from './harness';
import { setLook, signIn, type Lng, type Scheme } from './sign-in';

export type E2E = {
  readonly server: RunningServer;
  readonly browser: Browser;
};

type Setup = ServerOptions & {
  /** Called after the server and the browser are gone (a data folder prepared for it). */
  cleanup?: () => Promise<void>;
};

/**
 * Registers the file's beforeAll and afterAll for a server and a browser. `setup` may be a
 * function, run in beforeAll, for a server that needs a data folder prepared first.
 */
export function useE2E(setup: Setup | (() => Promise<Setup>) = {}): E2E {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const options = typeof setup === 'function' ? await setup() : setup;
    cleanup = options.cleanup;
    const [started, launched] = await Promise.allSettled([startServer(options), launchBrowser()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
    // A hang detector: a file whose server seeds its own company waits longer (harness.ts).
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await cleanup?.();
  });
  const missing = (what: string): never => {
    throw new Error(`The ${what} is not started: use it inside a test or a beforeAll.`);
  };
  return {
    get server() {
      return server ?? missing('server');
    },
    get browser() {
      return browser ?? missing('browser');
    },
  };
}

export type MemberOptions = PageOptions & {
  /** Who signs in (every seeded member has the password demopass1). */
  user?: string;
  /** Colour mode and language for the page's next load, set after signing in. */
  look?: readonly [Scheme, Lng];
};

/** A fresh context's page, signed out, whose relative URLs go to the server. */
export const openPage = (e2e: E2E, options: PageOptions): Promise<Page> =>
  newPage(e2e.browser, e2e.server.baseUrl, options);

/** A fresh context's page signed in through the real login form (demo by default). */
export async function memberPage(e2e: E2E, options: MemberOptions): Promise<Page> {
  const page = await openPage(e2e, options);
  await signIn(page, options.user);
  if (options.look) await setLook(page, ...options.look);
  return page;
}

/** The session token the app keeps after signing in (as stored: a JSON string or bare). */
export async function tokenOf(page: Page): Promise<string> {
  const raw = (await page.evaluate(() => localStorage.getItem('auth_token'))) ?? '';
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
}

/** GET an API path as the app does (its key, the member's token when given), parsed. */
export async function getJson<T>(e2e: E2E, path: string, token?: string): Promise<T> {
  const response = await fetch(`${e2e.server.baseUrl}${path}`, {
    headers: {
      accept: 'application/json',
      'api-key': e2e.server.appKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return (await response.json()) as T;
}
