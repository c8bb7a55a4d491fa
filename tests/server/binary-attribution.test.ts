import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { explainEarning } from '../../server/earnings/earning-explanation-service';
import { getEarningsStatement } from '../../server/earnings/earnings-statement-service';
import { statementCsv } from '../../server/earnings/statement-csv-presenters';
import { listStatementOrders } from '../../server/earnings/binary-statement-service';
import { getBinaryHistory } from '../../server/network/network-service';
import {
  applyEngineSettings,
  buy,
  earningsOf,
  engineSettings,
  insertPackage,
  insertRoot,
  openEngineDb,
  place,
  putSetting,
  setPlan,
} from './engine-fixture';
import { dbLabel } from './test-db';

// One day, so the pairings and the statement share one daily period.
const day = new Date('2026-04-14T08:00:00Z');
const at = (minutes: number) => new Date(day.getTime() + minutes * 60_000);

type Named = { order: number; member: string; leg: 'L' | 'R'; volume: string; bv: string };

/**
 * Issue 29 point 5: a binary bonus the engine pays names every order behind the volume it
 * paired, first in first out, each with the part of its volume used and its own BV; the
 * binary history's pairing row, the period statement's order list and the statement download
 * name the same orders.
 */
describe(`binary attribution on ${dbLabel}`, () => {
  let db: Db;
  const ids: Record<string, number> = {};
  const orderOf: Record<string, number> = {};
  const bvOf: Record<string, number> = {};

  beforeAll(async () => {
    db = await openEngineDb();
    await applyEngineSettings(db);
    await putSetting(db, 'binary', { ...engineSettings.binary, pair_ratio: '1:1' });
    await setPlan(db, 'binary');
    ids.root = await insertRoot(db, 'attr_root');
    const pkg = async (bv: number) =>
      insertPackage(db, { sku: `A-${bv}`, priceMinor: bv * 100, bv, direct: 0, roi: 0 });
    // The root's left leg: l1 with l2 and l3 below it; its right leg: r1 with r2, r3, r4 below.
    ids.l1 = await place(db, 'attr_l1', ids.root, { position: 'L' });
    ids.r1 = await place(db, 'attr_r1', ids.root, { position: 'R' });
    for (const name of ['l2', 'l3']) ids[name] = await place(db, `attr_${name}`, ids.l1);
    for (const name of ['r2', 'r3', 'r4']) ids[name] = await place(db, `attr_${name}`, ids.r1);
    await buy(db, ids.root, await pkg(10), at(0));
    // Left 60 + 70, right 40 + 30 + 50: the last order makes one 100 PV pair.
    const plan: [string, number][] = [
      ['l1', 60],
      ['l2', 70],
      ['r1', 40],
      ['r2', 30],
      ['r3', 50],
    ];
    let minute = 1;
    for (const [name, bv] of plan) {
      bvOf[name] = bv;
      orderOf[name] = await buy(db, ids[name]!, await pkg(bv), at(minute++));
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  /** The explanation of an earning, by the ledger transaction that paid it. */
  const explain = (e: { ledger_txn_id: number | null }) =>
    explainEarning(db, ids.root!, { ledgerTxnId: e.ledger_txn_id! });
  const named = async (e: { ledger_txn_id: number | null }): Promise<Named[]> => {
    const x = await explain(e);
    return x.sources.map((s) => ({
      order: s.order!.id,
      member: s.member!.username,
      leg: s.leg!,
      volume: s.volume!,
      bv: s.order!.totalBv,
    }));
  };
  const expected = (rows: [string, 'L' | 'R', string][]): Named[] =>
    rows.map(([name, leg, volume]) => ({
      order: orderOf[name]!,
      member: `attr_${name}`,
      leg,
      volume,
      bv: `${bvOf[name]}.00`,
    }));

  it('names every order of every member behind the first pairing, oldest first', async () => {
    const [first] = await earningsOf(db, ids.root!, 'binary_bonus');
    expect(first).toBeDefined();
    // The 40 PV of l2's 70 and 30 of r3's 50 wait in the carry for the next pair.
    expect(await named(first!)).toEqual(
      expected([
        ['l1', 'L', '60.00'],
        ['l2', 'L', '40.00'],
        ['r1', 'R', '40.00'],
        ['r2', 'R', '30.00'],
        ['r3', 'R', '30.00'],
      ]),
    );
  });

  it('pairs what the carry kept before newer volume (first in, first out)', async () => {
    bvOf.l3 = 100;
    bvOf.r4 = 90;
    const pkg100 = await insertPackage(db, {
      sku: 'A-100b',
      priceMinor: 10_000,
      bv: 100,
      direct: 0,
      roi: 0,
    });
    const pkg90 = await insertPackage(db, {
      sku: 'A-90b',
      priceMinor: 9_000,
      bv: 90,
      direct: 0,
      roi: 0,
    });
    orderOf.l3 = await buy(db, ids.l3!, pkg100, at(10));
    orderOf.r4 = await buy(db, ids.r4!, pkg90, at(11));
    const binary = await earningsOf(db, ids.root!, 'binary_bonus');
    expect(binary).toHaveLength(2);
    expect(await named(binary[1]!)).toEqual(
      expected([
        ['l2', 'L', '30.00'],
        ['l3', 'L', '70.00'],
        ['r3', 'R', '20.00'],
        ['r4', 'R', '80.00'],
      ]),
    );
  });

  it('sums what it names to the volume paired on each leg', async () => {
    for (const e of await earningsOf(db, ids.root!, 'binary_bonus')) {
      const x = await explain(e);
      if (x.trail.rule.kind !== 'binary_bonus') throw new Error('not a binary trail');
      const sum = (leg: 'L' | 'R') =>
        x.sources
          .filter((s) => s.leg === leg)
          .reduce((total, s) => total + Math.round(Number(s.volume) * 100), 0);
      expect(sum('L')).toBe(Math.round(Number(x.trail.rule.deducted_left) * 100));
      expect(sum('R')).toBe(Math.round(Number(x.trail.rule.deducted_right) * 100));
    }
  });

  it('lists the same orders on the binary history pairing rows', async () => {
    const history = await getBinaryHistory(db, ids.root!, {
      type: 'deducted',
      sort: 'asc',
      dateRange: undefined,
      startDate: undefined,
      endDate: undefined,
      after: null,
      limit: 50,
    });
    expect(history).toHaveLength(2);
    const binary = await earningsOf(db, ids.root!, 'binary_bonus');
    for (const [i, row] of history.entries()) {
      const trail = await named(binary[i]!);
      expect(row.orders).toEqual(
        trail.map((t) => ({
          orderId: t.order,
          username: t.member,
          leg: t.leg,
          volume: t.volume,
        })),
      );
    }
  });

  it('names orders the period statement lists, with the BV it lists them at', async () => {
    const listed = new Map<number, string>();
    for (const leg of ['L', 'R'] as const) {
      const page = await listStatementOrders(db, ids.root!, {
        periodKey: '2026-04-14',
        leg,
        page: { after: null, limit: 50 },
      });
      for (const o of page) listed.set(o.id, (o.bvHundredths / 100).toFixed(2));
    }
    for (const e of await earningsOf(db, ids.root!, 'binary_bonus'))
      for (const n of await named(e)) expect(listed.get(n.order)).toBe(n.bv);
  });

  it('names the same orders in the statement download', async () => {
    const statement = await getEarningsStatement(
      db,
      ids.root!,
      { startDate: '2026-04-14', endDate: '2026-04-14', lang: 'en' },
      at(60),
    );
    const csv = statementCsv(statement);
    const invoices = await db.query<{ id: number; invoice_no: string }>(
      'SELECT id, invoice_no FROM orders WHERE id = ANY ($1::int8[])',
      [Object.values(orderOf)],
    );
    const invoice = new Map(invoices.map((o) => [Number(o.id), o.invoice_no]));
    const lines = statement.lines.filter((l) => l.bonusType === 'binary_bonus');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.summary).toContain(
      `left: order ${invoice.get(orderOf.l1!)} by @attr_l1 (60 PV), order ${invoice.get(orderOf.l2!)} by @attr_l2 (40 PV)`,
    );
    expect(lines[0]!.source).toBe('attr_l1, attr_l2, attr_r1, attr_r2, attr_r3');
    for (const name of ['l1', 'l2', 'l3', 'r1', 'r2', 'r3', 'r4'])
      expect(csv).toContain(`${invoice.get(orderOf[name]!)} by @attr_${name}`);
  });
});
