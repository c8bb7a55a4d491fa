// The four-level view's first paint through the real server and the real app (issue 32,
// point 1): the built portal served by `server/main.ts` on the default demo company (a fresh
// embedded database seeded like the e2e harness), in Chromium, signed in as the demo member.
// Prints figures; asserts nothing.
//
//   npx vite build
//   npx tsx bench/genealogy/four-level-paint.ts [--runs 7] [--roots <checkout>,<checkout>]
//
// Per run: a fresh page loads /member/network/genealogy, and the page itself notes (in an
// init script, so nothing waits on a round trip to the driver) when the canvas first says it
// drew members (`data-drawn`, tree-view.ts) and when it first drew a member with its card
// (a name or initials). Both are milliseconds from the navigation's start. With several
// `--roots` (checkouts, each built), one server per checkout runs and the runs alternate
// between them, so a noisy machine weighs on each side alike.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { defaultAppKey } from '../../contract/constants';
import { freePort } from '../../tests/e2e/harness';
import { signedInPortalPage } from './portal-page';
import { quantile } from './report';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    roots: { type: 'string', default: here },
  },
});
const runs = Number(values.runs);
const roots = values.roots.split(',').map((r) => path.resolve(r));

async function startServer(root: string) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'four-level-paint-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_MEMBERS: '120',
      LOG_LEVEL: 'warn',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${baseUrl}/api/auth/dummy`, { headers: { 'api-key': defaultAppKey } })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 1200 || child.exitCode !== null)
      throw new Error(`The server in ${root} did not start.`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await rm(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}

/** Notes, in the page, the first frame with members and the first with a card drawn. */
const watchDraws = () => {
  const w = window as unknown as { __paint: { drawn?: number; named?: number } };
  w.__paint = {};
  new MutationObserver((records) => {
    for (const r of records) {
      const raw = (r.target as HTMLElement).dataset.drawn ?? '';
      const [, nodes = '0', labelled = '0'] = raw.split(' ');
      const now = performance.now();
      if (Number(nodes) > 0) w.__paint.drawn ??= now;
      if (Number(labelled) > 0) w.__paint.named ??= now;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
};

async function measure(browser: Browser, baseUrl: string) {
  const page = await signedInPortalPage(browser, 'demo', {
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
  });
  const context = page.context();
  await context.addInitScript(watchDraws);
  await page.goto('/member/network/genealogy');
  const paint = await page.waitForFunction(
    () => {
      const p = (window as unknown as { __paint?: { drawn?: number; named?: number } }).__paint;
      return p?.drawn !== undefined && p.named !== undefined ? p : null;
    },
    undefined,
    { timeout: 60_000 },
  );
  const figures = (await paint.jsonValue()) as { drawn: number; named: number };
  await context.close();
  return figures;
}

const servers = await Promise.all(roots.map(startServer));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const results = roots.map(() => ({ drawn: [] as number[], named: [] as number[] }));
try {
  // One warm-up per server (the first start of the built app fills caches), not counted.
  for (const s of servers) await measure(browser, s.baseUrl);
  for (let run = 0; run < runs; run++)
    for (let k = 0; k < servers.length; k++) {
      const f = await measure(browser, servers[k]!.baseUrl);
      results[k]!.drawn.push(f.drawn);
      results[k]!.named.push(f.named);
    }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}

const ms = (v: number | undefined) => (v === undefined ? '-' : `${v.toFixed(0)} ms`);
for (let k = 0; k < roots.length; k++) {
  const r = results[k]!;
  console.log(
    `${roots[k]}: first paint median ${ms(quantile(r.drawn, 0.5))}, ` +
      `first card median ${ms(quantile(r.named, 0.5))} over ${runs} runs ` +
      `(paints ${r.drawn.map((v) => v.toFixed(0)).join(', ')})`,
  );
}
