// Crash safety (issue 17): the real server as a child process on a data folder (PGlite) or a
// fresh database (PostgreSQL) that outlives it. SIGTERM finishes the requests in flight and
// exits 0; SIGKILL in the middle of a stream of sales and payout requests loses nothing that
// was answered 2xx and leaves no sale half-applied, and the server starts again on the same data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { fundWallet, pickMembers, unbalancedTransactions } from './payout-fixture';
import { call, createStore, login, startServerProcess, type Store } from './server-process';
import { dbLabel } from './test-db';

const sale = (n: number) => ({
  customer: { name: `Crash Customer ${n}` },
  lines: [{ type: 'product', id: 1, quantity: 1 }],
  payment_method: 'cash',
});

type Sent = { kind: 'sale' | 'payout'; status: number; id: number | null };

/** Counts of the server's log lines for requests to `url` that it has started to handle. */
const incoming = (output: string, url: string) =>
  output.split('\n').filter((l) => l.includes('"incoming request"') && l.includes(`"${url}"`))
    .length;

const one = async <T>(db: Db, sql: string, params: unknown[] = []) =>
  (await db.query<T & Record<string, unknown>>(sql, params))[0]!;

describe(`crash safety of the real server on ${dbLabel}`, () => {
  let store: Store;
  let members: { id: number; username: string }[];
  let before: { orders: number; earnings: number; payouts: number };

  beforeAll(async () => {
    // The store holds the seeded company, as a first start leaves it.
    store = await createStore();
    const db = await store.open();
    try {
      members = await pickMembers(db, 4);
      for (const m of members) await fundWallet(db, m.id, 1_000_000);
      before = await one(
        db,
        `SELECT (SELECT coalesce(max(id), 0) FROM orders)::int8 AS orders,
                (SELECT coalesce(max(id), 0) FROM earnings)::int8 AS earnings,
                (SELECT coalesce(max(id), 0) FROM payout_requests)::int8 AS payouts`,
      );
    } finally {
      await db.close();
    }
  }, 120_000);
  afterAll(() => store?.remove());

  it('on SIGTERM finishes the requests in flight, closes the database and exits 0', async () => {
    const server = await startServerProcess(store);
    const { token, headers } = await login(server.baseUrl, members[0]!.username);
    // The test-only worker header (multi-process.test.ts) is off unless asked for.
    expect(headers.get('x-worker')).toBeNull();
    const pending = Array.from({ length: 6 }, (_, i) =>
      call(server.baseUrl, 'POST', '/api/sales', { token, body: sale(1000 + i) }),
    );
    // Every one of them has reached the server before it is told to stop.
    while (incoming(server.output(), '/api/sales') < pending.length) {
      await new Promise((r) => setTimeout(r, 5));
    }
    server.kill('SIGTERM');
    const answers = await Promise.all(pending);
    const code = await server.exited;
    const log = `server output:\n${server.output().slice(-4000)}`;
    expect(
      answers.map((a) => a.status),
      log,
    ).toEqual(pending.map(() => 201));
    expect(code, log).toBe(0);
    expect(server.output()).toMatch(/shutting down/);

    const db = await store.open();
    try {
      const ids = answers.map((a) => (a.body as { sale: { id: number } }).sale.id);
      const found = await db.query<{ id: number }>(
        'SELECT id::int8 FROM manual_sales WHERE id = ANY($1::bigint[])',
        [ids],
      );
      expect(found).toHaveLength(ids.length);
    } finally {
      await db.close();
    }
  });

  it(`after SIGKILL mid-stream keeps every answered sale and payout whole${
    dbLabel === 'pglite' ? ' and PGlite reopens its data folder' : ''
  }`, async () => {
    const server = await startServerProcess(store);
    const tokens = await Promise.all(
      members.map(async (m) => (await login(server.baseUrl, m.username)).token),
    );
    expect(tokens.every((t) => t.length > 0)).toBe(true);

    const sent: Sent[] = [];
    let stop = false;
    let n = 0;
    // Two loops per member, one selling and one asking for payouts, until the server is gone.
    const loops = tokens.flatMap((token) =>
      (['sale', 'payout'] as const).map(async (kind) => {
        while (!stop) {
          const res =
            kind === 'sale'
              ? await call(server.baseUrl, 'POST', '/api/sales', { token, body: sale(n++) })
              : await call(server.baseUrl, 'POST', '/api/payout/request_payout', {
                  token,
                  body: { amount: '10.00', password: 'demopass1' },
                });
          const body = res.body as { sale?: { id: number }; payout?: { id: number } } | null;
          sent.push({
            kind,
            status: res.status,
            id: body?.sale?.id ?? body?.payout?.id ?? null,
          });
          if (res.status === 0) stop = true;
        }
      }),
    );
    while (sent.filter((s) => s.status >= 200 && s.status < 300).length < 24) {
      await new Promise((r) => setTimeout(r, 5));
    }
    server.kill('SIGKILL');
    await Promise.all(loops);
    expect(await server.exited).toBe('SIGKILL');

    const ok = sent.filter((s) => s.status >= 200 && s.status < 300);
    expect(ok.some((s) => s.kind === 'sale')).toBe(true);
    expect(ok.some((s) => s.kind === 'payout')).toBe(true);
    // Requests were cut off by the kill: the stream really was mid-flight.
    expect(sent.some((s) => s.status === 0)).toBe(true);
    expect(sent.filter((s) => s.status >= 500)).toEqual([]);

    // The server starts again on the same data and serves the same members.
    const again = await startServerProcess(store);
    expect((await login(again.baseUrl, members[0]!.username)).status).toBe(200);
    again.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    const db = await store.open();
    try {
      // Every request answered 2xx is there.
      const saleIds = ok.filter((s) => s.kind === 'sale').map((s) => s.id!);
      const payoutIds = ok.filter((s) => s.kind === 'payout').map((s) => s.id!);
      expect(
        await db.query('SELECT id FROM manual_sales WHERE id = ANY($1::bigint[])', [saleIds]),
      ).toHaveLength(saleIds.length);
      expect(
        await db.query(
          `SELECT p.id FROM payout_requests p JOIN ledger_transactions t ON t.id = p.ledger_txn_id
            WHERE p.id = ANY($1::bigint[])`,
          [payoutIds],
        ),
      ).toHaveLength(payoutIds.length);

      // No order half-applied: every new order has its sale, its volumes and (through its
      // ledger transactions) its bonuses; no volume, transaction or sale without its order.
      const orders = await db.query<{
        id: number;
        sales: number;
        volumes: number;
        txns: number;
      }>(
        `SELECT o.id::int8,
                (SELECT count(*) FROM manual_sales s WHERE s.order_id = o.id)::int8 AS sales,
                (SELECT count(*) FROM volume_records v WHERE v.order_id = o.id)::int8 AS volumes,
                (SELECT count(*) FROM ledger_transactions t WHERE t.order_id = o.id)::int8 AS txns
           FROM orders o WHERE o.id > $1 ORDER BY o.id`,
        [before.orders],
      );
      expect(orders.length).toBeGreaterThanOrEqual(saleIds.length);
      expect(orders.filter((o) => o.sales !== 1 || o.volumes === 0)).toEqual([]);
      expect(orders.some((o) => o.txns > 0)).toBe(true);
      const orphans = await one<{ n: number }>(
        db,
        `SELECT ((SELECT count(*) FROM manual_sales s LEFT JOIN orders o ON o.id = s.order_id WHERE o.id IS NULL)
               + (SELECT count(*) FROM volume_records v LEFT JOIN orders o ON o.id = v.order_id
                   WHERE v.order_id IS NOT NULL AND o.id IS NULL))::int8 AS n`,
      );
      expect(orphans.n).toBe(0);

      // Every earning has its trail and its ledger transaction, and the other way round.
      const untraced = await one<{ earnings: number; trails: number }>(
        db,
        `SELECT (SELECT count(*) FROM earnings e
                  LEFT JOIN earning_trails tr ON tr.earning_id = e.id
                  LEFT JOIN ledger_transactions t ON t.id = e.ledger_txn_id
                 WHERE e.id > $1 AND (tr.earning_id IS NULL OR t.id IS NULL))::int8 AS earnings,
                (SELECT count(*) FROM earning_trails tr
                  LEFT JOIN earnings e ON e.id = tr.earning_id WHERE e.id IS NULL)::int8 AS trails`,
        [before.earnings],
      );
      expect(untraced).toEqual({ earnings: 0, trails: 0 });
      const newEarnings = await one<{ n: number }>(
        db,
        'SELECT count(*)::int8 AS n FROM earnings WHERE id > $1',
        [before.earnings],
      );
      expect(newEarnings.n).toBeGreaterThan(0);

      // The ledger balances: every transaction and the whole ledger sum to zero.
      expect(await unbalancedTransactions(db)).toEqual([]);
      expect(
        (
          await one<{ s: number }>(
            db,
            'SELECT coalesce(sum(amount_minor), 0)::int8 AS s FROM ledger_entries',
          )
        ).s,
      ).toBe(0);

      // The running totals (migration 010) equal the sums of the entries and earnings.
      const daily = await one<{ n: number }>(
        db,
        `SELECT count(*)::int8 AS n FROM (
           SELECT e.member_id, e.account, (t.created_at AT TIME ZONE 'UTC')::date AS day,
                  sum(greatest(e.amount_minor, 0)) AS credit, sum(greatest(-e.amount_minor, 0)) AS debit
             FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
            WHERE e.member_id IS NOT NULL GROUP BY 1, 2, 3
         ) x FULL JOIN ledger_daily d USING (member_id, account, day)
          WHERE x.credit IS DISTINCT FROM d.credit_minor OR x.debit IS DISTINCT FROM d.debit_minor`,
      );
      expect(daily.n).toBe(0);
      const totals = await one<{ n: number }>(
        db,
        `SELECT count(*)::int8 AS n FROM (
           SELECT member_id, sum(amount_minor) AS total FROM earnings GROUP BY 1
         ) x FULL JOIN earning_totals t USING (member_id)
          WHERE x.total IS DISTINCT FROM t.total_minor`,
      );
      expect(totals.n).toBe(0);

      // Each member's wallet holds what was credited minus what the answered payouts took.
      for (const m of members) {
        const w = await one<{ entries: number; summary: number }>(
          db,
          `SELECT (SELECT coalesce(sum(amount_minor), 0) FROM ledger_entries
                    WHERE account = 'wallet' AND member_id = $1)::int8 AS entries,
                  (SELECT coalesce(sum(credit_minor - debit_minor), 0) FROM ledger_daily
                    WHERE account = 'wallet' AND member_id = $1)::int8 AS summary`,
          [m.id],
        );
        expect(w.summary).toBe(w.entries);
      }
    } finally {
      await db.close();
    }
  });
});
