/** Latency of one API call, sequentially and with a few requests in flight. */

export type Call = { label: string; url: string };

export type Measured =
  | { label: string; skipped: string }
  | {
      label: string;
      /** Items in the answer (affiliates, rows…), to show what was measured. */
      items: number | null;
      bytes: number;
      /** Calls timed per phase: `requests`, or fewer when the time budget ran out. */
      n: number;
      sequential: { p50: number; p99: number };
      concurrent: { p50: number; p99: number; perSecond: number };
    };

/** How many calls a measure makes, how many at once, and how long it may take. */
export type MeasureOptions = {
  requests: number;
  warmup: number;
  concurrency: number;
  budgetMs: number;
};

/** The measure options of a bench's command line, as parseArgs gives them (budget in s). */
export const measureOptions = (v: {
  requests: string;
  warmup: string;
  concurrency: string;
  budget: string;
}): MeasureOptions => ({
  requests: Number(v.requests),
  warmup: Number(v.warmup),
  concurrency: Number(v.concurrency),
  budgetMs: Number(v.budget) * 1000,
});

export type Client = (url: string) => Promise<{ status: number; body: string }>;

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

async function timed(client: Client, url: string): Promise<number> {
  const started = performance.now();
  const res = await client(url);
  const ms = performance.now() - started;
  if (res.status !== 200)
    throw new Error(`${url} answered ${res.status}: ${res.body.slice(0, 200)}`);
  return ms;
}

function countItems(body: string): number | null {
  // A file (CSV, PDF) has no items to count.
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
  for (const key of ['affiliates', 'data', 'items', 'genealogy']) {
    if (Array.isArray(json[key])) return (json[key] as unknown[]).length;
  }
  return null;
}

/**
 * Warm-up, then `requests` calls one after another, then as many with `concurrency` in
 * flight. A phase stops early (after at least 20 calls) when it exceeds `budgetMs`, so a
 * call that takes seconds does not hold the bench for an hour; the table shows the count.
 * A call that answers 404 or 501 is not built yet: it is skipped and said so.
 */
export async function measure(client: Client, call: Call, opts: MeasureOptions): Promise<Measured> {
  const first = await client(call.url);
  if (first.status === 404 || first.status === 501)
    return { label: call.label, skipped: `answers ${first.status}` };
  if (first.status !== 200)
    return { label: call.label, skipped: `answers ${first.status}: ${first.body.slice(0, 120)}` };
  const warmupEnds = performance.now() + opts.budgetMs;
  for (let i = 1; i < opts.warmup && performance.now() < warmupEnds; i++)
    await timed(client, call.url);
  const n = await callsWithin(client, call.url, opts.requests, opts.budgetMs);
  const sequential: number[] = [];
  for (let i = 0; i < n; i++) sequential.push(await timed(client, call.url));
  const concurrent: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (next++ < n) concurrent.push(await timed(client, call.url));
    }),
  );
  const elapsed = performance.now() - started;
  return {
    label: call.label,
    items: countItems(first.body),
    bytes: first.body.length,
    n,
    sequential: summary(sequential),
    concurrent: { ...summary(concurrent), perSecond: (n * 1000) / elapsed },
  };
}

/** How many calls fit the budget, judged from a few timed ones (at least 20, at most `max`). */
async function callsWithin(client: Client, url: string, max: number, budgetMs: number) {
  const probe: number[] = [];
  for (let i = 0; i < 3; i++) probe.push(await timed(client, url));
  const each = summary(probe).p50;
  return Math.max(Math.min(20, max), Math.min(max, Math.floor(budgetMs / each)));
}

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));

export function table(title: string, rows: Measured[], concurrency: number): string {
  const c = `c${concurrency}`;
  const head = [
    'call',
    'items',
    'KB',
    'n',
    'seq p50 ms',
    'seq p99 ms',
    `${c} p50 ms`,
    `${c} p99 ms`,
    'req/s',
  ];
  const cells = rows.map((r) =>
    'skipped' in r
      ? null
      : [
          r.label,
          r.items === null ? '-' : String(r.items),
          (r.bytes / 1024).toFixed(1),
          String(r.n),
          ms(r.sequential.p50),
          ms(r.sequential.p99),
          ms(r.concurrent.p50),
          ms(r.concurrent.p99),
          r.concurrent.perSecond.toFixed(0),
        ],
  );
  const widths = head.map((h, i) =>
    Math.max(
      h.length,
      ...rows.map((r, j) =>
        'skipped' in r ? (i === 0 ? r.label.length : 0) : cells[j]![i]!.length,
      ),
    ),
  );
  const line = (values: string[]) =>
    `| ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  return [
    title,
    line(head),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map((r, j) =>
      'skipped' in r ? `| ${r.label.padEnd(widths[0]!)} | skipped: ${r.skipped}` : line(cells[j]!),
    ),
  ].join('\n');
}
