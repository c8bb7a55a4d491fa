/**
 * Explainable earnings on a big company (issue 16), against PostgreSQL:
 *   npm run bench:earnings [-- --members 1000000] [--requests 50] [--budget 30] [--fresh]
 * Reuses the bench_api_<members> company of bench/api/run.ts (seeding it when missing), starts
 * the real app and measures, for demo and for the founder (the whole company below), the
 * calls issue 16 added: an earning's explanation, the binary period statement and the orders
 * behind a leg, rank progress, earnings analytics and their lines, and the statement as CSV
 * and PDF, and the projected earnings of the open period (issue 33). It prints p50/p99 per call and the response size; figures, never pass or fail.
 */
import { parseArgs } from 'node:util';
import type { Db } from '../../server/db/connection';
import { openCompany, serverUrl } from './company';
import { measure, measureOptions, table, type Call, type Measured } from './measure';
import { signIn, startApp } from './serve';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '2' },
    budget: { type: 'string', default: '30' },
    fresh: { type: 'boolean', default: false },
  },
});
const members = Number(values.members);
const opts = measureOptions(values);
const log = (line: string) => console.log(line);
const DAY = 86_400_000;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** What each member's calls need: their newest earning and binary period, and a range. */
async function subjectOf(db: Db, username: string) {
  const [m] = await db.query<{ id: number; downline_count: number }>(
    'SELECT id, downline_count FROM members WHERE username = $1',
    [username],
  );
  if (!m) throw new Error(`no member ${username}`);
  const [e] = await db.query<{ id: number }>(
    `SELECT id FROM earnings WHERE member_id = $1 AND bonus_type = 'binary_bonus'
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [m.id],
  );
  const [p] = await db.query<{ period_key: string }>(
    `SELECT period_key FROM binary_history WHERE member_id = $1
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [m.id],
  );
  const [n] = await db.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM earnings WHERE member_id = $1`,
    [m.id],
  );
  return {
    id: m.id,
    downline: m.downline_count,
    earningId: e?.id ?? null,
    period: p?.period_key ?? null,
    earnings: Number(n?.n ?? 0),
  };
}

function callsFor(
  who: string,
  s: Awaited<ReturnType<typeof subjectOf>>,
  range: { start: string; end: string },
): Call[] {
  const span = `start_date=${range.start}&end_date=${range.end}`;
  const calls: Call[] = [];
  if (s.earningId !== null)
    calls.push({
      label: `${who}: explanation of a binary bonus`,
      url: `/api/wallet/earnings/${s.earningId}/explanation`,
    });
  if (s.period !== null) {
    const period = encodeURIComponent(s.period);
    calls.push(
      { label: `${who}: binary periods`, url: '/api/home/binary/periods' },
      { label: `${who}: binary statement`, url: `/api/home/binary/statement?period_key=${period}` },
      {
        label: `${who}: orders behind the left leg, first page`,
        url: `/api/home/binary/statement/orders?period_key=${period}&leg=L`,
      },
    );
  }
  calls.push(
    { label: `${who}: rank progress`, url: '/api/home/rank_progress' },
    { label: `${who}: projected earnings`, url: '/api/earnings/projection' },
    { label: `${who}: earnings analytics, 90 days`, url: `/api/wallet/earnings_analytics?${span}` },
    { label: `${who}: earning lines, first page`, url: `/api/wallet/earning_lines?${span}` },
    { label: `${who}: statement CSV, 90 days`, url: `/api/wallet/earnings_statement.csv?${span}` },
    { label: `${who}: statement PDF, 90 days`, url: `/api/wallet/earnings_statement.pdf?${span}` },
  );
  return calls;
}

async function main() {
  const url = serverUrl();
  log(`PostgreSQL: ${url.replace(/\/\/[^@]*@/, '//…@')}`);
  const company = await openCompany(url, members, { fresh: values.fresh, log });
  const { db } = company;
  const app = await startApp(db);
  const { base } = app;
  try {
    const now = Date.now();
    const range = { start: day(now - 89 * DAY), end: day(now) };
    const rows: Measured[] = [];
    for (const username of ['demo', 'founder']) {
      const s = await subjectOf(db, username);
      log(
        `${username}: ${s.downline.toLocaleString('en')} below, ${s.earnings.toLocaleString('en')} earnings`,
      );
      const client = await signIn(base, username);
      for (const call of callsFor(username, s, range)) rows.push(await measure(client, call, opts));
    }
    console.log(
      table(
        `\n${members.toLocaleString('en')} members (${company.name}; up to ${opts.requests} requests per phase after ${opts.warmup} warm-up)`,
        rows,
        opts.concurrency,
      ),
    );
  } finally {
    await app.close();
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
