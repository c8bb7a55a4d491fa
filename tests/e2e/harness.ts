// Helpers for the end-to-end journeys: the real server on a free port with a fresh data
// folder, and Debian's Chromium driven by playwright-core.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { defaultAppKey } from '../../contract/constants';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const screenshotDir = path.join(repoRoot, 'test-results', 'screenshots');

const READY_PATH = '/api/auth/dummy';
const READY_TIMEOUT_MS = 120_000;
/**
 * A server that seeds its own company (a file's SEED_MEMBERS instead of the shared copy)
 * gets this much longer per member: a hang detector sized to the work, not a speed target.
 * The 20,000-member seed ran past the flat limit while two other files ran beside it.
 */
const SEED_MS_PER_MEMBER = 10;
const OUTPUT_LIMIT = 200_000;

/**
 * A data folder the e2e project's global setup (global-setup.ts) made with one real start of
 * the server: the default company (120 members, seed 42), migrated, seeded and closed. A
 * server given no DATA_DIR and no SEED_MEMBERS of its own starts on a copy of it, so no file
 * pays for creating the database, migrating and seeding again (most of a start-up).
 */
export const TEMPLATE_ENV = 'E2E_TEMPLATE_DATA_DIR';

/** The server bundled once for the run (server-bundle.ts), which every start then runs. */
export const SERVER_BUNDLE_ENV = 'E2E_SERVER_BUNDLE';

export type ServerOptions = {
  env?: Record<string, string>;
  /** stop() leaves the data folder in place (global-setup.ts keeps it as the template). */
  keepDataDir?: boolean;
};

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  /** The application key every API call must send in the `api-key` header (spec §7). */
  appKey: string;
  /** Everything the server printed so far (one-time codes and mails go to its log). */
  output(): string;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server (the run's bundle, else `server/main.ts` under tsx; it serves the built
 * app from dist/ and the API under /api) and resolves once GET /api/auth/dummy answers 200.
 */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'member-portal-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template && !opts.env?.DATA_DIR && !opts.env?.SEED_MEMBERS)
    await cp(template, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_MEMBERS: '120',
    // The journeys judge what the app shows, not how a busy test machine copes: the embedded
    // database can lag the event loop past the threshold there, so no call is shed.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...opts.env,
  };
  const host = env.HOST ?? '127.0.0.1';
  const baseUrl = `http://${host}:${env.PORT ?? port}`;
  const appKey = env.APP_KEY || defaultAppKey;

  // The run's bundle of the server when the global setup made one (server-bundle.ts), else
  // the source under tsx's loader (node, not `npx tsx`: one process instead of three). Its
  // own process group all the same, so stop() ends it and anything it started.
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const entry = bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited: string | null = null;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = `exited with ${signal ?? `code ${code}`}`;
      resolve();
    });
  });

  const kill = (signal: NodeJS.Signals) => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const stop = async () => {
    kill('SIGTERM');
    const timer = setTimeout(() => kill('SIGKILL'), 10_000);
    await exitPromise;
    clearTimeout(timer);
    if (!opts.keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const seeding = template && !opts.env?.SEED_MEMBERS ? 0 : Number(env.SEED_MEMBERS ?? 0);
  const readyTimeoutMs = READY_TIMEOUT_MS + seeding * SEED_MS_PER_MEMBER;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`The server ${exited} before it was ready.\n${tail(output)}`);
    }
    if (await answers200(`${baseUrl}${READY_PATH}`, appKey)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer GET ${READY_PATH} with 200 within ${readyTimeoutMs / 1000} s.\n` +
          tail(output),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, dataDir, appKey, output: () => output, stop };
}

const tail = (text: string, max = 12_000) =>
  `--- server output${text.length > max ? ` (last ${max} characters)` : ''} ---\n${text.slice(-max)}`;

async function answers200(url: string, appKey: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', 'api-key': appKey },
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every context starts without the service worker unless it asks for one: installing it
  // fetches and stores the whole precache (about 300 files, 3.7 MB) in each fresh context,
  // hundreds of times a run, on the same two cores as the page under test. The installed
  // app has journeys of its own (pwa.test.ts), which allow it.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

export type PageOptions = {
  width: number;
  height: number;
  colorScheme?: 'light' | 'dark';
  locale?: string;
  hasTouch?: boolean;
  /** The app's service worker, blocked unless a journey is about the installed app. */
  serviceWorkers?: 'allow' | 'block';
};

/** A page in a fresh context whose relative URLs (page.goto('/login')) resolve to baseUrl. */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  options: PageOptions,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width, height: options.height },
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
    hasTouch: options.hasTouch ?? false,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  return context.newPage();
}

/**
 * Whether the journeys save their pictures: not in the test run (`npm test` sets
 * E2E_SCREENSHOTS=0), where rasterising and encoding a hundred-odd PNGs on a loaded machine
 * bought nothing the assertions need; yes for a journey run by hand, or with
 * E2E_SCREENSHOTS=1. `npm run screenshots` saves its own either way.
 */
export const journeyPictures = (): boolean => process.env.E2E_SCREENSHOTS !== '0';

/** Saves a PNG of the page under test-results/screenshots and returns its path. */
export async function savePicture(
  page: Page,
  name: string,
  opts: { fullPage?: boolean } = {},
): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? false });
  return file;
}

/** A journey's picture of what it reached, for people to look at (see journeyPictures). */
export async function screenshot(
  page: Page,
  name: string,
  opts: { fullPage?: boolean } = {},
): Promise<void> {
  if (journeyPictures()) await savePicture(page, name, opts);
}
