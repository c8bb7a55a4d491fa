// Lists bench in Chromium: the real PagedTable loading 1,000,000 rows page by page, then
// scrolled; and a 10,000-point chart with and without downsampling. Prints figures; it
// asserts nothing and never fails a build.
//
//   npm run bench:lists -- [--rows 1000000] [--page-size 1000] [--frames 300]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { serveStatic } from '../static-server';
import { benchOutDir } from './vite.config';

const here = path.dirname(fileURLToPath(import.meta.url));

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
}

const rows = option('rows', 1_000_000);
const pageSize = option('page-size', 1000);
const frames = option('frames', 300);

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const ms = (v: number) => `${v.toFixed(2)} ms`;
const summary = (values: readonly number[]) =>
  `median ${ms(quantile(values, 0.5))}, p95 ${ms(quantile(values, 0.95))}, max ${ms(Math.max(...values))} (n=${values.length})`;

type Bench = {
  appendPage(): Promise<number>;
  rowsLoaded(): number;
  lastRenderMs(): number;
  renderChart(mode: 'downsampled' | 'raw' | 'baseline'): Promise<number>;
};
declare const bench: Bench;

/** Scrolls the table body by `step` px per frame and returns the frame intervals. */
function scrollFrames(page: Page, count: number, step: number, from: 'top' | 'middle') {
  return page.evaluate(
    ({ count, step, from }) =>
      new Promise<number[]>((resolve) => {
        const body = document.querySelector('[data-testid=bench-table] [role=rowgroup]')!
          .parentElement as HTMLElement;
        body.scrollTop = from === 'top' ? 0 : body.scrollHeight / 2;
        const intervals: number[] = [];
        let last = 0;
        let n = 0;
        const tick = (t: number) => {
          if (last !== 0) intervals.push(t - last);
          last = t;
          body.scrollTop += step;
          if ((n += 1) <= count) requestAnimationFrame(tick);
          else resolve(intervals);
        };
        requestAnimationFrame(() => requestAnimationFrame(tick));
      }),
    { count, step, from },
  );
}

async function main() {
  console.error(`building the bench page into ${benchOutDir}`);
  await build({ configFile: path.join(here, 'vite.config.ts'), logLevel: 'warn' });
  const server = await serveStatic({ '/': benchOutDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    // tsx keeps function names with a __name helper that the page does not have.
    await page.addInitScript('window.__name = (f) => f;');
    await page.goto(`${server.url}/index.html?rows=${rows}&pageSize=${pageSize}`);
    await page.locator('[data-testid=bench-table] [role=row][data-index="0"]').waitFor();

    const costs: number[] = [];
    const renders: number[] = [];
    const started = Date.now();
    while ((await page.evaluate(() => bench.rowsLoaded())) < rows) {
      costs.push(await page.evaluate(() => bench.appendPage()));
      renders.push(await page.evaluate(() => bench.lastRenderMs()));
      if (costs.length % 100 === 0)
        console.error(`  ${costs.length * pageSize + pageSize} rows loaded`);
    }
    const loadS = (Date.now() - started) / 1000;
    const tail = costs.slice(-Math.max(1, Math.floor(costs.length / 10)));

    const geometry = await page.evaluate(() => {
      const group = document.querySelector(
        '[data-testid=bench-table] [role=rowgroup]',
      ) as HTMLElement;
      return { spacer: group.offsetHeight, rendered: group.children.length };
    });
    const scrollTop = await scrollFrames(page, frames, 900, 'top');
    const scrollMid = await scrollFrames(page, frames, 120, 'middle');

    const last = await page.evaluate(
      (total) =>
        new Promise<{ shown: boolean; text: string; scrollTop: number; maxScroll: number }>(
          (resolve) => {
            const body = document.querySelector('[data-testid=bench-table] [role=rowgroup]')!
              .parentElement as HTMLElement;
            body.scrollTop = body.scrollHeight;
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const row = body.querySelector(`[data-index="${total - 1}"]`) as HTMLElement | null;
                const box = body.getBoundingClientRect();
                const r = row?.getBoundingClientRect();
                resolve({
                  shown: !!r && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5,
                  text: row?.textContent ?? '',
                  scrollTop: body.scrollTop,
                  maxScroll: body.scrollHeight - body.clientHeight,
                });
              }),
            );
          },
        ),
      rows,
    );

    const chart = { downsampled: [] as number[], raw: [] as number[], baseline: [] as number[] };
    for (let i = 0; i < 5; i += 1)
      for (const mode of ['downsampled', 'raw', 'baseline'] as const)
        chart[mode].push(await page.evaluate((m) => bench.renderChart(m), mode));
    await page.evaluate(() => bench.renderChart('downsampled'));
    const drawnPoints = await page.getByTestId('bench-chart').getAttribute('data-points');

    console.log(`\nlists bench — ${rows.toLocaleString('en')} rows in pages of ${pageSize}`);
    console.log(`append a page (data in -> rows in DOM): ${summary(costs)}`);
    console.log(
      `  last 10% of pages (≈${((rows * 0.9) / 1e6).toFixed(1)}M+ rows loaded): ${summary(tail)}`,
    );
    console.log(`  of which React renders the table: ${summary(renders)}`);
    console.log(`    last 10% of pages: ${summary(renders.slice(-tail.length))}`);
    console.log(`  whole load: ${loadS.toFixed(1)} s for ${costs.length + 1} pages`);
    console.log(
      `virtual space: spacer ${geometry.spacer.toLocaleString('en')} px (Chrome caps near 33,554,432), ${geometry.rendered} row elements in the DOM`,
    );
    console.log(`scroll, 900 px/frame from the top: frame interval ${summary(scrollTop)}`);
    console.log(`scroll, 120 px/frame mid-list: frame interval ${summary(scrollMid)}`);
    console.log(
      `last row reachable: ${last.shown ? 'yes' : 'NO'} — row ${rows.toLocaleString('en')} "${last.text.slice(0, 60)}" at scrollTop ${Math.round(last.scrollTop)} of ${last.maxScroll}`,
    );
    console.log(
      `chart of 10,000 points, downsampled (LTTB to ${drawnPoints} points): ${summary(chart.downsampled)}`,
    );
    console.log(`chart of 10,000 points, plain Recharts (all points, peer): ${summary(chart.raw)}`);
    console.log(`chart of 100 points (Recharts' fixed cost, baseline): ${summary(chart.baseline)}`);
    console.log(
      `  ratio plain / downsampled (median): ${(quantile(chart.raw, 0.5) / quantile(chart.downsampled, 0.5)).toFixed(1)}x`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
