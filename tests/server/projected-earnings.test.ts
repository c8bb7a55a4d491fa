import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectedEarningsWire } from '../../contract/projected-earnings';
import type { Db, Queryable } from '../../server/db/connection';
import { projectOpenPeriod } from '../../server/engine';
import { buy } from './engine-fixture';
import { runRoi } from '../../server/engine/roi-service';
import { getProjectedEarnings } from '../../server/earnings/projected-earnings-service';
import { periodEnd, periodStart } from '../../server/shared/periods';
import { createTestApp, type TestApp } from './app-fixture';
import { dbLabel } from './test-db';

type ByType = Record<string, { gross: number; net: number }>;

/**
 * Issue 33 point 3: the projection of the open period is what the engine's own close then
 * pays when nothing else changes, it never writes, and it is the member of the token's only.
 */
describe(`projected earnings on ${dbLabel}`, () => {
  let t: TestApp;
  let demo: { id: number; token: string };
  let other: { id: number; token: string };
  /** An instant in a period nothing has touched yet (the seed writes up to today). */
  const now = new Date(
    periodStart(new Date(Date.now() + 3 * 86_400_000), 'daily').getTime() + 12 * 3_600_000,
  );
  const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });

  /** What every member's earnings dated in [from, to) hold, by bonus type. */
  async function paidBetween(db: Queryable, from: Date, to: Date) {
    const rows = await db.query<{
      member_id: number;
      bonus_type: string;
      gross: number;
      net: number;
    }>(
      `SELECT member_id, bonus_type, sum(amount_minor)::int8 AS gross,
              sum(amount_minor - tax_minor - service_charge_minor)::int8 AS net
         FROM earnings WHERE created_at >= $1 AND created_at < $2
        GROUP BY member_id, bonus_type`,
      [from, to],
    );
    const out = new Map<number, ByType>();
    for (const r of rows) {
      const m = out.get(r.member_id) ?? {};
      if (r.gross !== 0 || r.net !== 0) m[r.bonus_type] = { gross: r.gross, net: r.net };
      out.set(r.member_id, m);
    }
    return out;
  }

  /** Row counts of every table, the ledger's entries and the engine's sequences: the whole state. */
  async function state(db: Queryable) {
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const [r] = await db.query<{ n: number }>(`SELECT count(*)::int8 AS n FROM "${table_name}"`);
      counts[table_name] = r!.n;
    }
    const ledger = await db.query(
      `SELECT account, member_id, sum(amount_minor)::int8 AS total, count(*)::int AS n
         FROM ledger_entries GROUP BY account, member_id ORDER BY account, member_id`,
    );
    const members = await db.query(
      `SELECT md5(string_agg(concat_ws(',', id, left_carry, right_carry, binary_first_pair_done, rank_id, pv, tv),
                 ';' ORDER BY id)) AS digest FROM members`,
    );
    return { counts, ledger, members };
  }

  beforeAll(async () => {
    t = await createTestApp(120);
    const ids = await t.db.query<{ id: number; username: string }>(
      `SELECT id, username FROM members WHERE username = 'demo'
       UNION ALL (SELECT id, username FROM members
        WHERE status = 1 AND deleted_at IS NULL AND package_id IS NOT NULL AND username <> 'demo'
          AND depth >= 1 ORDER BY depth, id LIMIT 1)`,
    );
    demo = { id: ids[0]!.id, token: await t.loginAs('demo') };
    other = { id: ids[1]!.id, token: await t.loginAs(ids[1]!.username) };
    // Volume waiting on both legs, so the orders below pair in the new period too.
    await t.db.query(
      `UPDATE members SET left_carry = left_carry + 300, right_carry = right_carry + 300,
              left_points = left_points + 300, right_points = right_points + 300`,
    );
    // Repurchases deep in the tree at `now`: binary, direct and level bonuses paid as they go.
    const buyers = await t.db.query<{ id: number; package_id: number }>(
      `SELECT id, package_id FROM members
        WHERE status = 1 AND deleted_at IS NULL AND package_id IS NOT NULL AND depth >= 2
        ORDER BY depth DESC, id LIMIT 6`,
    );
    for (const b of buyers) await buy(t.db, b.id, b.package_id, now, 'repurchase');
  }, 300_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers the member of the token, marked as projected, with the open period', async () => {
    const res = await get('/api/earnings/projection', demo.token);
    expect(res.statusCode).toBe(200);
    const body = projectedEarningsWire.parse(res.json());
    expect(body.projected).toBe(true);
    const at = new Date(body.as_of);
    expect(new Date(body.starts_at).getTime()).toBeLessThanOrEqual(at.getTime());
    expect(new Date(body.ends_at).getTime()).toBeGreaterThan(at.getTime());
    const mine = await getProjectedEarnings(t.db, demo.id, at);
    expect(body.lines.map((l) => [l.bonus_type, l.projected.gross])).toEqual(
      mine.lines.map((l) => [l.bonusType, (l.projected.grossMinor / 100).toFixed(2)]),
    );
  });

  it('is what the engine’s close then pays, per member and bonus type', async () => {
    const period = { from: periodStart(now, 'daily'), to: periodEnd(now, 'daily') };
    const members = await t.db.query<{ id: number }>('SELECT id FROM members ORDER BY id');
    const projected = new Map<number, ByType>();
    let atClose = 0;
    let earned = 0;
    for (const { id } of members) {
      const p = await getProjectedEarnings(t.db, id, now);
      expect(p.periodKey).toBe(now.toISOString().slice(0, 10));
      const byType: ByType = {};
      for (const l of p.lines) {
        byType[l.bonusType] = { gross: l.projected.grossMinor, net: l.projected.netMinor };
        atClose += l.atClose.grossMinor;
        earned += l.earned.grossMinor;
      }
      projected.set(id, byType);
    }
    // Not vacuous: the period already holds order bonuses and the close has ROI to pay.
    expect(earned).toBeGreaterThan(0);
    expect(atClose).toBeGreaterThan(0);

    const run = await runRoi(t.db, now);
    expect(run.totalGrossMinor).toBe(atClose);
    const paid = await paidBetween(t.db, period.from, period.to);
    for (const { id } of members) expect([id, paid.get(id) ?? {}]).toEqual([id, projected.get(id)]);

    // After the close the projection holds the same figures, all of them earned now.
    const again = await getProjectedEarnings(t.db, demo.id, now);
    expect(again.lines.every((l) => l.atClose.grossMinor === 0)).toBe(true);
    const demoPaid = paid.get(demo.id) ?? {};
    expect(Object.fromEntries(again.lines.map((l) => [l.bonusType, l.earned.grossMinor]))).toEqual(
      Object.fromEntries(Object.entries(demoPaid).map(([k, v]) => [k, v.gross])),
    );
  }, 300_000);

  it('never writes: row counts, ledger and members identical, also when it fails half-way', async () => {
    const later = new Date(now.getTime() + 86_400_000);
    const before = await state(t.db);
    for (const at of [later, new Date()]) await getProjectedEarnings(t.db, demo.id, at);
    expect((await get('/api/earnings/projection', demo.token)).statusCode).toBe(200);
    expect(await state(t.db)).toEqual(before);

    // A projection failing at each of its steps leaves everything as it was.
    let steps = 0;
    await projectOpenPeriod(
      counting(t.db, () => (steps += 1)),
      demo.id,
      later,
    );
    expect(steps).toBeGreaterThan(2);
    for (let failAt = 1; failAt <= steps; failAt += 1)
      await expect(getProjectedEarnings(failingAt(t.db, failAt), demo.id, later)).rejects.toThrow(
        'fails here',
      );
    // And one that tried to write would be refused by the database: the transaction is read-only.
    await expect(getProjectedEarnings(writingAt(t.db, 2, demo.id), demo.id, later)).rejects.toThrow(
      /read-only/,
    );
    expect(await state(t.db)).toEqual(before);
  }, 300_000);

  it('never shows another member’s figures, and takes no member from the query', async () => {
    const later = new Date(now.getTime() + 86_400_000);
    const mine = await getProjectedEarnings(t.db, demo.id, later);
    const theirs = await getProjectedEarnings(t.db, other.id, later);
    expect(mine.total).not.toEqual(theirs.total);
    const a = projectedEarningsWire.parse(
      (await get('/api/earnings/projection', demo.token)).json(),
    );
    const b = projectedEarningsWire.parse(
      (await get('/api/earnings/projection', other.token)).json(),
    );
    const own = async (id: number, asOf: string) =>
      (await getProjectedEarnings(t.db, id, new Date(asOf))).total.grossMinor;
    expect(Math.round(Number(a.total.gross) * 100)).toBe(await own(demo.id, a.as_of));
    expect(Math.round(Number(b.total.gross) * 100)).toBe(await own(other.id, b.as_of));
    const asked = await get(`/api/earnings/projection?member_id=${other.id}`, demo.token);
    expect(asked.statusCode).toBe(422);
    expect((asked.json() as { message?: string }).message).toBe(
      'This call takes no parameters: the member is the one signed in.',
    );
    const spanish = await t.call({
      method: 'GET',
      url: `/api/earnings/projection?member_id=${other.id}`,
      token: demo.token,
      headers: { 'accept-language': 'es' },
    });
    expect((spanish.json() as { message?: string }).message).toBe(
      'Esta llamada no lleva parámetros: el miembro es quien inició sesión.',
    );
  });

  it('answers bad input and a missing token with a 4xx', async () => {
    expect((await get('/api/earnings/projection')).statusCode).toBe(401);
    for (const url of [
      '/api/earnings/projection?member_id=1',
      '/api/earnings/projection?period=weekly',
      '/api/earnings/projection?x=%00',
      '/api/earnings/projection?x=%E0%A4%A',
    ]) {
      const res = await get(url, demo.token);
      expect([url, res.statusCode]).toEqual([url, 422]);
      expect((res.json() as { error_code?: string }).error_code).toBe('validation_error');
    }
    // The common parameters every call may carry are still welcome.
    expect((await get('/api/earnings/projection?route=home', demo.token)).statusCode).toBe(200);
  });
});

/** The database, its transactions' queries counted. */
function counting(db: Db, onQuery: () => void): Queryable {
  return {
    query: (sql, params) => {
      onQuery();
      return db.query(sql, params);
    },
  };
}

/** The database, whose transactions fail at their n-th query (the first is the read-only SET). */
function failingAt(db: Db, n: number): Db {
  return withTx(db, (tx, i, sql, params) => {
    if (i === n + 1) throw new Error('fails here');
    return tx.query(sql, params ? [...params] : undefined);
  });
}

/** The database, whose transactions attempt a write at their n-th query. */
function writingAt(db: Db, n: number, memberId: number): Db {
  return withTx(db, async (tx, i, sql, params) => {
    if (i === n) await tx.query('UPDATE members SET pv = pv + 1 WHERE id = $1', [memberId]);
    return tx.query(sql, params ? [...params] : undefined);
  });
}

function withTx(
  db: Db,
  run: (
    tx: Queryable,
    i: number,
    sql: string,
    params?: readonly unknown[],
  ) => ReturnType<Queryable['query']>,
): Db {
  return {
    ...db,
    transaction: (fn) =>
      db.transaction((tx) => {
        let i = 0;
        return fn({ query: (sql, params) => run(tx, (i += 1), sql, params) as never });
      }),
  };
}
