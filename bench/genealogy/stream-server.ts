// The server's side of the whole-organisation stream (decision 048): how long the real route
// takes to send a whole subtree, with nothing but a socket draining it, and how much the
// server process's RSS grows while it does. Prints medians; stops itself after --limit
// seconds and says in which phase.
//
//   DATABASE_URL=… npx tsx bench/genealogy/stream-server.ts [--users founder,demo] [--runs 5]
//     [--modes live,snapshot,refresh] [--limit 600] [--changes 200]
//
// live: every stream read from the database (the decision 020 read); snapshot: served from
// the in-process tree snapshot, whose read is timed on its own; refresh (decision 049): the
// snapshot read whole, then refreshed after --changes members' figures changed (merged in
// place) and after the same plus one signup (re-put in stream order), each against a full
// read, and the stream of the changes since the first version. It writes to the company. The client runs in the same
// process: it only counts bytes, so what it holds is one socket chunk at a time.
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { defaultAppKey } from '../../contract/constants';
import { streamMetadata } from '../../contract/genealogy-stream';
import { buildApp } from '../../server/app';
import { openDb } from '../../server/db/connection';
import { loadConfig } from '../../server/shared/config';
import { SnapshotCache, snapshotCacheOf } from '../../server/network/genealogy-snapshot-service';
import type { Db } from '../../server/db/connection';
import { placeMember } from '../../server/engine';
import { subtreeRowsWhere } from '../../server/network/genealogy-snapshot';
import { changedSince } from '../../server/network/genealogy-version';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: 'founder,demo' },
    runs: { type: 'string', default: '5' },
    modes: { type: 'string', default: 'live,snapshot' },
    limit: { type: 'string', default: '600' },
    encoding: { type: 'string', default: 'identity' },
    changes: { type: 'string', default: '200' },
  },
});
const runs = Number(values.runs);
let phase = 'start';
const stopper = setTimeout(
  () => {
    console.log(`stopped by the ${values.limit} s limit during: ${phase}`);
    process.exit(2);
  },
  Number(values.limit) * 1000,
);
stopper.unref();

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL must name the seeded PostgreSQL database.');
  const db = await openDb({ databaseUrl });
  const base = loadConfig({});
  for (const mode of values.modes.split(',')) {
    if (mode === 'refresh') {
      await refreshes(db);
      continue;
    }
    const maxAge = mode === 'snapshot' ? 60_000 : 0;
    const app = await buildApp({
      db,
      config: {
        ...base,
        pressure: { ...base.pressure, maxEventLoopDelayMs: 0 },
        streamSnapshotMaxAgeMs: maxAge,
        logLevel: 'warn',
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    if (mode === 'snapshot') {
      phase = 'snapshot read';
      const rss0 = process.memoryUsage().rss;
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        await snapshotCacheOf(db, maxAge).refresh();
        times.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
      }
      const snap = await snapshotCacheOf(db, maxAge).get();
      console.log(
        `snapshot read+build: median ${median(times).toFixed(0)} ms of ${times.map((t) => t.toFixed(0)).join(', ')}; ` +
          `process CPU median ${median(cpu).toFixed(0)} ms; ${snap.length} members; process RSS +${mb(process.memoryUsage().rss - rss0)}`,
      );
    }
    for (const user of values.users.split(',')) {
      phase = `${mode} login ${user}`;
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'api-key': defaultAppKey, 'content-type': 'application/json' },
        body: JSON.stringify({ login_using: 'username', username: user, password: 'demopass1' }),
      });
      const { token } = (await login.json()) as { token: string };
      const times: number[] = [];
      const growth: number[] = [];
      const cpu: number[] = [];
      let bytes = 0;
      let total = '';
      let asOf = '';
      for (let i = 0; i < runs; i++) {
        phase = `${mode} stream ${user} run ${i + 1}`;
        const rss = rssGrowth();
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        const res = await fetch(`${url}/api/network/genealogy_stream`, {
          headers: {
            'api-key': defaultAppKey,
            authorization: `Bearer ${token}`,
            'accept-encoding': values.encoding,
          },
        });
        total = res.headers.get('x-total-count') ?? '';
        let n = 0;
        const reader = res.body!.getReader();
        let first = true;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (first && i === 0) {
            // The schema message comes first; its metadata names the snapshot's instant.
            asOf = Buffer.from(value).toString('latin1').includes(streamMetadata.asOf)
              ? 'as_of present'
              : 'no as_of';
            first = false;
          }
          n += value.byteLength;
        }
        times.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
        growth.push(rss.stop());
        bytes = n;
      }
      console.log(
        `${mode.padEnd(8)} ${user.padEnd(8)} ${total.padStart(8)} members  ` +
          `median ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})  ` +
          `process CPU median ${median(cpu).toFixed(0)} ms  ${mb(bytes)} ${values.encoding}  RSS growth median ${mb(median(growth))}, max ${mb(Math.max(...growth))}  ${asOf}`,
      );
    }
    await app.close();
  }
  await db.close();
}

/**
 * Samples this process's RSS every 10 ms from now (after a collection, when --expose-gc is
 * on); stop() answers the peak's growth over the start.
 */
function rssGrowth() {
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  return {
    stop() {
      clearInterval(sampler);
      return Math.max(peak, process.memoryUsage().rss) - rss0;
    },
  };
}

/** Time, process CPU and RSS growth of one refresh (the RSS after it, against before). */
async function timed(label: string, cache: SnapshotCache) {
  const rss = rssGrowth();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const snap = await cache.refresh();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const growth = rss.stop();
  console.log(
    `${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms  process CPU ${((c.user + c.system) / 1000).toFixed(0).padStart(6)} ms  ` +
      `RSS peak +${mb(growth)}  ${cache.last?.kind} (${cache.last?.members} members read), ${snap.length} in the snapshot`,
  );
  return snap;
}

/** Figures of `count` random members change (team volume, as an order's ancestors get). */
async function changeFigures(db: Db, count: number) {
  await db.query(
    `UPDATE members SET tv = tv + 1
      WHERE id IN (SELECT 1 + floor(random() * (SELECT max(id) FROM members))::int8
                     FROM generate_series(1, $1::int))`,
    [count],
  );
}

async function refreshes(db: Db) {
  const changes = Number(values.changes);
  const cache = new SnapshotCache(db, 60_000);
  phase = 'refresh: first full read';
  const first = await timed('first read (full)', cache);
  const since = { lineage: first.lineage, watermark: first.watermark, asOfUs: first.asOfUs };
  const [founder] = await db.query<{ id: number }>('SELECT min(id) AS id FROM members');
  for (let i = 0; i < 3; i++) {
    phase = `refresh: in place ${i + 1}`;
    await changeFigures(db, changes);
    const snap = await timed(`${changes} changed, merged in place`, cache);
    // What a `since` stream of the founder picks before writing a byte.
    const t0 = performance.now();
    const rows = subtreeRowsWhere(snap, founder!.id, changedSince(snap, since));
    console.log(
      `  the founder's changes since the first read: ${rows.length} members, picked in ${(performance.now() - t0).toFixed(1)} ms`,
    );
  }
  for (let i = 0; i < 3; i++) {
    phase = `refresh: reordered ${i + 1}`;
    await changeFigures(db, changes);
    await db.transaction((tx) =>
      placeMember(tx, {
        username: `bench_refresh_${Date.now()}_${i}`,
        email: `bench_refresh_${Date.now()}_${i}@example.com`,
        firstName: 'Bench',
        passwordHash: 'x',
        sponsorId: founder!.id,
      }),
    );
    await timed(`${changes} changed + 1 signup, reordered`, cache);
  }
  for (let i = 0; i < 3; i++) {
    phase = `refresh: full read ${i + 1}`;
    await timed('full read (for comparison)', new SnapshotCache(db, 60_000));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`failed during ${phase}:`, error);
    process.exit(1);
  },
);
