/**
 * Projected earnings (issue 33 point 3, decision 054) on a big company, read-only:
 *   DATABASE_URL=postgres://… npm run bench:projection [-- --requests 50]
 * Works on any seeded company without writing to it (every read is in a READ ONLY
 * transaction, no sign-in, no session), so it can run against a shared one. It measures:
 * - the projection as the route computes it (projectOpenPeriod for one member), for demo and
 *   for the founder;
 * - the alternative of running the engine's close in a rolled-back transaction, by its lower
 *   bound: the close's read of every ROI candidate of the company (the run then also writes
 *   a payout, a ledger transaction, an earning and a trail per candidate).
 * It prints p50/p95; figures, never pass or fail.
 */
import { parseArgs } from 'node:util';
import { openDb, type Db } from '../../server/db/connection';
import { getProjectedEarnings } from '../../server/earnings/projected-earnings-service';
import { listRoiCandidates } from '../../server/engine/engine-bonus-repo';
import { periodKey } from '../../server/shared/periods';
import { percentile } from './measure';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '50' },
    scans: { type: 'string', default: '3' },
  },
});

async function timed(times: number, fn: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return `p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms (${times} runs)`;
}

/** Every ROI candidate of the period, in the run's batches, in one read-only transaction. */
async function scanCandidates(db: Db, at: Date, key: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    let n = 0;
    for (let afterId = 0; ;) {
      const batch = await listRoiCandidates(tx, { afterId, limit: 500, at, periodKey: key });
      if (batch.length === 0) return n;
      n += batch.length;
      afterId = batch[batch.length - 1]!.memberId;
    }
  });
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL names the seeded company to read');
  const db = await openDb({ databaseUrl: url });
  try {
    const [{ n: members }] = (await db.query<{ n: number }>(
      'SELECT count(*)::int8 AS n FROM members',
    )) as [{ n: number }];
    console.log(`${members.toLocaleString('en')} members`);
    for (const username of ['demo', 'founder']) {
      const [m] = await db.query<{ id: number; downline_count: number }>(
        'SELECT id, downline_count FROM members WHERE username = $1',
        [username],
      );
      if (!m) continue;
      const p = await getProjectedEarnings(db, m.id);
      const lines = p.lines.map((l) => `${l.bonusType} ${l.projected.grossMinor}`).join(', ');
      console.log(
        `${username} (${m.downline_count.toLocaleString('en')} below): ${lines || 'nothing'}`,
      );
      await getProjectedEarnings(db, m.id); // warm-up
      const figures = await timed(Number(values.requests), () => getProjectedEarnings(db, m.id));
      console.log(`  projection, one member: ${figures}`);
    }
    const [roi] = await db.query<{ value: { period: 'daily' | 'weekly' | 'monthly' } }>(
      `SELECT value FROM settings WHERE key = 'roi'`,
    );
    const at = new Date();
    const key = periodKey(at, roi?.value.period ?? 'daily');
    let candidates = 0;
    const scan = await timed(Number(values.scans), async () => {
      candidates = await scanCandidates(db, at, key);
    });
    console.log(
      `close in a rolled-back transaction, its reads alone (${candidates.toLocaleString('en')} candidates): ${scan}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
