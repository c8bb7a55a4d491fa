// Bundle budget bench: the gzipped JavaScript a cold browser loads for each route of the
// built app, against issue 17's budget of 160 KB for the login route. Prints figures; it
// asserts nothing and never fails a build.
//
//   npm run bench:bundle                      builds the app into a temporary folder first
//   npm run bench:bundle -- --dist dist       measures an existing build instead
//   npm run bench:bundle -- --files           also lists every file the login route fetched
//
// Each route opens in a fresh browser context (empty cache, service workers blocked, so the
// offline precache does not count) against the real server; every JavaScript file the page
// and its workers fetch until the network is idle is counted, gzipped at level 9 as Vite
// reports it (the server itself sends files uncompressed; a proxy in front compresses).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser, repoRoot, startServer } from '../../tests/e2e/harness';
import { signIn } from '../../tests/e2e/sign-in';

const budgetKb = 160;

const { values: args } = parseArgs({
  options: { dist: { type: 'string' }, files: { type: 'boolean' } },
});

type Route = {
  path: string;
  /** Member routes open with a signed-in session. */
  member: boolean;
  /** Something on screen once the route has rendered. */
  ready: (page: Page) => Promise<unknown>;
};

const routes: Route[] = [
  { path: '/login', member: false, ready: (p) => p.getByLabel('Username').waitFor() },
  {
    path: '/member/home/dashboard',
    member: true,
    ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    path: '/member/wallet',
    member: true,
    ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    path: '/member/network/genealogy',
    member: true,
    ready: (p) => p.getByTestId('genealogy-canvas').waitFor(),
  },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

type Measured = {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  largest: string[];
  /** Every file, largest first. */
  all: string[];
};
type Row = { name: string; render: Measured; idle: Measured };

/** Sums the JavaScript files a route fetched, read from the build and gzipped here. */
async function measureFiles(distDir: string, urls: Iterable<string>): Promise<Measured> {
  const sizes: { name: string; raw: number; gz: number }[] = [];
  for (const url of new Set(urls)) {
    const name = new URL(url).pathname;
    const content = await readFile(path.join(distDir, name));
    sizes.push({ name, raw: content.length, gz: gzipSync(content, { level: 9 }).length });
  }
  sizes.sort((a, b) => b.gz - a.gz);
  return {
    files: sizes.length,
    rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzipBytes: sizes.reduce((sum, s) => sum + s.gz, 0),
    largest: sizes.slice(0, 3).map((s) => `${path.basename(s.name)} ${kb(s.gz)}`),
    all: sizes.map((s) => `${padLeft(kb(s.gz), 10)}  ${path.basename(s.name)}`),
  };
}

async function openRoute(
  browser: Browser,
  baseUrl: string,
  route: Route,
  session: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
): Promise<{ atRender: string[]; atIdle: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    ...(route.member && session ? { storageState: session } : {}),
  });
  const scripts: string[] = [];
  // Context-wide, so a worker's own script and its imports count too.
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === baseUrl && url.pathname.endsWith('.js') && response.ok())
      scripts.push(response.url());
  });
  const page = await context.newPage();
  await page.goto(route.path);
  await route.ready(page);
  // What the route needed to show itself, then all it fetched until the network was idle
  // (prefetches of likely next routes included).
  const atRender = [...scripts];
  await page.waitForLoadState('networkidle');
  await context.close();
  return { atRender, atIdle: scripts };
}

async function main() {
  let distDir: string;
  let builtHere: string | null = null;
  if (args.dist) {
    distDir = path.resolve(args.dist);
  } else {
    builtHere = await mkdtemp(path.join(tmpdir(), 'bundle-bench-'));
    distDir = builtHere;
    console.log(`building the app into a temporary folder …`);
    await build({
      root: repoRoot,
      configFile: path.join(repoRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true },
    });
  }

  // The entry as index.html names it: the module script and its modulepreloads.
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.js)"/g)]
    .map((m) => m[1]!)
    .map((href) => new URL(href, 'http://entry.invalid').toString());
  const entry = await measureFiles(distDir, entryFiles);

  const server = await startServer({ env: { DIST_DIR: distDir } });
  const browser = await launchBrowser();
  try {
    const login = await browser.newContext({ baseURL: server.baseUrl, serviceWorkers: 'block' });
    const loginPage = await login.newPage();
    await signIn(loginPage);
    const session = await login.storageState();
    await login.close();

    const rows: Row[] = [{ name: 'entry (index.html)', render: entry, idle: entry }];
    for (const route of routes) {
      const { atRender, atIdle } = await openRoute(browser, server.baseUrl, route, session);
      rows.push({
        name: route.path,
        render: await measureFiles(distDir, atRender),
        idle: await measureFiles(distDir, atIdle),
      });
    }

    console.log(`\nJavaScript per route, cold cache (budget ${budgetKb} KB gzipped for /login)\n`);
    console.log(
      `${pad('route', 28)}${padLeft('files', 6)}${padLeft('gzip', 11)}${padLeft('of budget', 11)}${padLeft('idle files', 12)}${padLeft('idle gzip', 11)}   largest at render (gzip)`,
    );
    const share = (m: Measured) => `${Math.round((m.gzipBytes / 1024 / budgetKb) * 100)}%`;
    for (const { name, render, idle } of rows) {
      console.log(
        `${pad(name, 28)}${padLeft(String(render.files), 6)}${padLeft(kb(render.gzipBytes), 11)}${padLeft(share(render), 11)}${padLeft(String(idle.files), 12)}${padLeft(kb(idle.gzipBytes), 11)}   ${render.largest.join(', ')}`,
      );
    }
    console.log(
      `\n"gzip" counts the scripts fetched until the route showed itself; "idle gzip" all it fetched until the network was idle.`,
    );
    // --files: every file /login fetched, to see what to cut.
    const loginRow = rows.find((row) => row.name === '/login');
    if (args.files && loginRow)
      console.log(`\n/login, file by file:\n${loginRow.idle.all.join('\n')}`);
    console.log(
      `\nThe budget applies to /login; the other routes are printed for comparison. Figures only: nothing here passes or fails.`,
    );
  } finally {
    await browser.close();
    await server.stop();
    if (builtHere) await rm(builtHere, { recursive: true, force: true });
  }
}

await main();
