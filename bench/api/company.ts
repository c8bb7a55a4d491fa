import { execFileSync } from 'node:child_process';
import { openDb, type Db } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { refreshReceivedTimes } from '../../server/mail/mail-repo';
import { isSeeded, seedDemoCompany } from '../../server/seed/company';
import { withAdmin, withDatabase } from '../../tests/server/test-db';

/**
 * The PostgreSQL server the bench runs against: DATABASE_URL, or the project's throwaway
 * test cluster (started if needed, never stopped: others may be using it).
 */
export function serverUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  return execFileSync('bash', ['tests/setup/postgres.sh', 'start'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
}

export type Company = { db: Db; name: string; seededMs: number | null };

/**
 * A database holding a seeded company of `members` members: `bench_api_<members>`, reused when
 * it is already seeded (a million members take minutes) unless `fresh` asks for a new one.
 */
export async function openCompany(
  url: string,
  members: number,
  opts: { fresh: boolean; log: (line: string) => void },
): Promise<Company> {
  const name = `bench_api_${members}`;
  await withAdmin(url, async (c) => {
    const exists = (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    if (exists && opts.fresh) await c.query(`DROP DATABASE ${name} WITH (FORCE)`);
    if (!exists || opts.fresh) await c.query(`CREATE DATABASE ${name}`);
  });
  const db = await openDb({ databaseUrl: withDatabase(url, name) });
  await migrate(db);
  if (await isSeeded(db)) {
    opts.log(`${name}: reusing the seeded company (--fresh seeds a new one)`);
    return { db, name, seededMs: null };
  }
  opts.log(`${name}: seeding ${members} members…`);
  const summary = await seedDemoCompany(db, { members, seed: 42 });
  opts.log(
    `${name}: seeded ${summary.members} members, ${summary.orders} orders, ` +
      `${summary.earnings} earnings in ${(summary.elapsedMs / 1000).toFixed(1)} s ` +
      `(${(summary.buildMs / 1000).toFixed(1)} s in memory)`,
  );
  return { db, name, seededMs: summary.elapsedMs };
}

export type Subjects = {
  demo: { id: number; path: string; downline: number };
  /** The member of demo's downline (demo included) whose downline is closest to 10 000. */
  subtree: { id: number; downline: number; depth: number };
};

export async function findSubjects(db: Db): Promise<Subjects> {
  const [demo] = await db.query<{ id: number; path: string; downline_count: number }>(
    `SELECT id, path, downline_count FROM members WHERE username = 'demo'`,
  );
  if (!demo) throw new Error('no demo member');
  const [subtree] = await db.query<{ id: number; downline_count: number; depth: number }>(
    `SELECT id, downline_count, depth FROM members
      WHERE path >= $1 AND path < $1 || '~'
      ORDER BY abs(downline_count - 10000), id LIMIT 1`,
    [demo.path],
  );
  const [levels] = await db.query<{ levels: number }>(
    `SELECT max(m.depth) - r.depth AS levels FROM members m, members r
      WHERE r.id = $1 AND m.path >= r.path AND m.path < r.path || '~' GROUP BY r.depth`,
    [subtree!.id],
  );
  return {
    demo: { id: demo.id, path: demo.path, downline: demo.downline_count },
    subtree: { id: subtree!.id, downline: subtree!.downline_count, depth: levels?.levels ?? 0 },
  };
}

/** The genealogy settings row the network calls read; the bench widens it for one case. */
export async function setGenealogyLevels(db: Db, levels: number) {
  await db.query(
    `UPDATE settings SET value = jsonb_set(value, '{max_levels}', to_jsonb($1::int)) WHERE key = 'genealogy'`,
    [levels],
  );
}

/** Mail threads the bench adds to demo's mailbox (from members of their downline), once. */
export const benchThreads = 5000;

/**
 * A busy mailbox for demo: `benchThreads` threads begun by members of demo's downline, two
 * messages each (theirs, unread, and demo's answer), with their notifications. Idempotent:
 * a company that already has them is left as it is.
 */
export async function ensureBusyMailbox(db: Db): Promise<number> {
  const [demo] = await db.query<{ id: number; path: string }>(
    `SELECT id, path FROM members WHERE username = 'demo'`,
  );
  if (!demo) throw new Error('no demo member');
  const [have] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mail_threads WHERE counterpart_id = $1 AND subject LIKE 'Bench %'`,
    [demo.id],
  );
  if ((have?.n ?? 0) >= benchThreads) return have!.n;
  await db.query(
    `WITH writers AS (
       SELECT id, row_number() OVER (ORDER BY path) AS k FROM members
        WHERE path > $2 AND path < $2 || '~' LIMIT 500),
     made AS (
       INSERT INTO mail_threads (member_id, counterpart_id, subject, created_at, updated_at)
       SELECT w.id, $1, 'Bench ' || g, now() - make_interval(mins => g), now() - make_interval(mins => g)
         FROM generate_series(1, $3::int) g JOIN writers w ON w.k = 1 + g % 500
       RETURNING id, member_id, created_at)
     INSERT INTO mail_messages (thread_id, sender_id, recipient_id, body, created_at, read_at)
     SELECT id, member_id, $1, 'A question about the plan, with enough words to cut a first line.',
            created_at, NULL FROM made
     UNION ALL
     SELECT id, $1, member_id, 'Thanks, here is the answer.', created_at + interval '1 second',
            created_at + interval '1 hour' FROM made`,
    [demo.id, demo.path, benchThreads],
  );
  await db.query(
    `INSERT INTO notifications (member_id, kind, title, body, ref_id, created_at)
     SELECT $1, 'message', t.subject, NULL, t.id, t.created_at FROM mail_threads t
      WHERE t.counterpart_id = $1 AND t.subject LIKE 'Bench %'`,
    [demo.id],
  );
  await refreshReceivedTimes(db);
  await db.query('ANALYZE mail_threads, mail_messages, notifications');
  return benchThreads;
}
