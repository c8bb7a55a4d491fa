import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { getRankStats, listRanks } from '../../server/ranks/rank-repo';
import { createPackageOrder, processOrder } from '../../server/engine/order-service';
import { runRoi } from '../../server/engine/roi-service';
import {
  applyEngineSettings,
  buy,
  earningsOf,
  insertPackage,
  insertRoot,
  member,
  openEngineDb,
  place,
  setPlan,
} from './engine-fixture';
import { dbLabel } from './test-db';

// One trading day, so the binary cap (50.00 a day) spans every order of the binary tree.
const day = new Date('2026-03-10T09:00:00Z');
const at = (minutes: number) => new Date(day.getTime() + minutes * 60_000);
const net = (gross: number) => gross - Math.round(gross * 0.05) - Math.round(gross * 0.02);

describe(`compensation engine on ${dbLabel}`, () => {
  let db: Db;
  let p100: number;
  let p1000: number;
  const rank: Record<'t1' | 't2' | 't3', number> = { t1: 0, t2: 0, t3: 0 };

  beforeAll(async () => {
    db = await openEngineDb();
    await applyEngineSettings(db);
    await setPlan(db, 'binary');
    // 100.00 with 100 BV, 10 % direct, 2 % ROI; 1,000.00 with 1,000 BV, 5 % direct, no ROI.
    p100 = await insertPackage(db, {
      sku: 'T-100',
      priceMinor: 10_000,
      bv: 100,
      direct: 10,
      roi: 2,
    });
    p1000 = await insertPackage(db, {
      sku: 'T-1000',
      priceMinor: 100_000,
      bv: 1000,
      direct: 5,
      roi: 0,
    });
    const ladder = [
      ['t1', 'Test Bronze', 2_500, 101, 2, 2, 0, null, 0],
      ['t2', 'Test Silver', 7_500, 102, 2, 3, 1200, null, 0],
      ['t3', 'Test Gold', 20_000, 103, 2, 3, 0, 't1', 1],
    ] as const;
    for (const [key, name, bonus, sort, legs, downlines, sales, needs, needCount] of ladder) {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO ranks (name, bonus_minor, sort_order, type, licensed_leg_count, licensed_downline_count,
           sales_volume, downline_rank_id, downline_rank_count)
         VALUES ($1, $2, $3, 'criteria', $4, $5, $6, $7, $8) RETURNING id`,
        [name, bonus, sort, legs, downlines, sales, needs ? rank[needs] : null, needCount],
      );
      rank[key] = row!.id;
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  describe('binary plan', () => {
    const ids = { r: 0, a: 0, b: 0, c: 0, d: 0 };
    const orders: number[] = [];

    beforeAll(async () => {
      ids.r = await insertRoot(db, 'bin_root');
      orders.push(await buy(db, ids.r, p100, at(0)));
      ids.a = await place(db, 'bin_a', ids.r, { position: 'L' });
      ids.b = await place(db, 'bin_b', ids.r, { position: 'R' });
      ids.c = await place(db, 'bin_c', ids.a);
      // Sponsored by the root, on its taken left leg: spills to the extreme left, under c.
      ids.d = await place(db, 'bin_d', ids.r, { position: 'L' });
    });

    it('places on the chosen leg and spills a taken leg to its extreme end', async () => {
      const [r, a, b, c, d] = await Promise.all(
        [ids.r, ids.a, ids.b, ids.c, ids.d].map((id) => member(db, id)),
      );
      expect([a!.parent_id, a!.position, b!.parent_id, b!.position]).toEqual([
        ids.r,
        'L',
        ids.r,
        'R',
      ]);
      expect([c!.parent_id, c!.position]).toEqual([ids.a, 'L']);
      expect([d!.parent_id, d!.position, d!.sponsor_id, d!.depth]).toEqual([ids.c, 'L', ids.r, 3]);
      expect(d!.path).toBe(`${c!.path}${ids.d.toString(36).padStart(7, '0')}.`);
      expect([r!.left_count, r!.right_count, r!.downline_count]).toEqual([3, 1, 4]);
      expect([a!.left_count, a!.right_count, a!.downline_count]).toEqual([2, 0, 2]);
    });

    it('adds PV and CV to the buyer and TV and leg points up the placement line', async () => {
      orders.push(await buy(db, ids.a, p100, at(1)));
      const [a, r] = [await member(db, ids.a), await member(db, ids.r)];
      expect([a.pv, a.cv, a.tv]).toEqual(['100.00', '50.00', '0.00']);
      expect([r.tv, r.left_points, r.left_carry, r.right_points]).toEqual([
        '100.00',
        '100.00',
        '100.00',
        '0.00',
      ]);
      const records = await db.query<{
        member_id: number;
        type: string;
        pv: string;
        tv: string;
        total_pv: string;
        total_tv: string;
      }>(
        'SELECT member_id, type, pv, tv, total_pv, total_tv FROM volume_records WHERE order_id = $1 ORDER BY id',
        [orders[1]],
      );
      expect(records).toEqual([
        {
          member_id: ids.a,
          type: 'purchase',
          pv: '100.00',
          tv: '0.00',
          total_pv: '100.00',
          total_tv: '0.00',
        },
        {
          member_id: ids.r,
          type: 'team',
          pv: '0.00',
          tv: '100.00',
          total_pv: '100.00',
          total_tv: '100.00',
        },
      ]);
      const history = await db.query(
        'SELECT leg, pv_added FROM binary_history WHERE member_id = $1',
        [ids.r],
      );
      expect(history).toEqual([{ leg: 'L', pv_added: '100.00' }]);
    });

    it('gives the buyer its package and keeps it active for active_days', async () => {
      const [row] = await db.query<{ package_id: number; purchased: Date; active_until: Date }>(
        'SELECT package_id, package_purchased_at AS purchased, active_until FROM members WHERE id = $1',
        [ids.a],
      );
      expect(row!.package_id).toBe(p100);
      expect(row!.purchased.toISOString()).toBe(at(1).toISOString());
      expect(row!.active_until.toISOString()).toBe(
        new Date(at(1).getTime() + 30 * 86_400_000).toISOString(),
      );
    });

    it('pairs the legs, pays the binary bonus and writes the pairing row with the carry', async () => {
      orders.push(await buy(db, ids.b, p100, at(2)));
      const rows = await db.query<Record<string, unknown>>(
        `SELECT leg, pv_added, pv_deducted_left, pv_deducted_right, total_left, total_right, carry_left,
                carry_right, bonus_generated_minor, bonus_to_pay_minor, capping_limit_minor, period_key, from_member_id
           FROM binary_history WHERE member_id = $1 AND order_id = $2 ORDER BY id`,
        [ids.r, orders[2]],
      );
      expect(rows).toEqual([
        expect.objectContaining({
          leg: 'R',
          pv_added: '100.00',
          total_right: '100.00',
          carry_left: '100.00',
          carry_right: '100.00',
        }),
        {
          leg: null,
          pv_added: '0.00',
          pv_deducted_left: '100.00',
          pv_deducted_right: '100.00',
          total_left: '100.00',
          total_right: '100.00',
          carry_left: '0.00',
          carry_right: '0.00',
          bonus_generated_minor: 1_000,
          bonus_to_pay_minor: 1_000,
          capping_limit_minor: 5_000,
          period_key: '2026-03-10',
          from_member_id: ids.b,
        },
      ]);
      const binary = await earningsOf(db, ids.r, 'binary_bonus');
      expect(binary).toEqual([
        expect.objectContaining({ amount_minor: 1_000, tax_minor: 50, service_charge_minor: 20 }),
      ]);
      const r = await member(db, ids.r);
      expect([r.left_carry, r.right_carry, r.left_points, r.right_points]).toEqual([
        '0.00',
        '0.00',
        '100.00',
        '100.00',
      ]);
    });

    it('pays the direct bonus to the sponsor, not to the placement parent', async () => {
      orders.push(await buy(db, ids.d, p1000, at(3)));
      const direct = await earningsOf(db, ids.r, 'direct_bonus');
      // 10 % of 100.00 from a and b, 5 % of 1,000.00 from d (whose parent is c).
      expect(direct.map((e) => [e.from_member_id, e.amount_minor])).toEqual([
        [ids.a, 1_000],
        [ids.b, 1_000],
        [ids.d, 5_000],
      ]);
      expect(await earningsOf(db, ids.c)).toEqual([]);
      const c = await member(db, ids.c);
      expect([c.tv, c.left_points, c.left_carry]).toEqual(['1000.00', '1000.00', '1000.00']);
    });

    it('flushes what exceeds the period cap and still deducts the paired volume', async () => {
      orders.push(await buy(db, ids.b, p1000, at(4), 'upgrade'));
      // The upgrade is charged the difference: 900.00 and 900 BV on the right.
      const [pairing] = await db.query<Record<string, unknown>>(
        `SELECT pv_deducted_left, pv_deducted_right, carry_left, carry_right, bonus_generated_minor, bonus_to_pay_minor
           FROM binary_history WHERE member_id = $1 AND order_id = $2 AND leg IS NULL`,
        [ids.r, orders[4]],
      );
      // 9 pairs: 10 % of 900 points = 90.00; the day's cap of 50.00 has 40.00 left after 10.00.
      expect(pairing).toEqual({
        pv_deducted_left: '900.00',
        pv_deducted_right: '900.00',
        carry_left: '100.00',
        carry_right: '0.00',
        bonus_generated_minor: 9_000,
        bonus_to_pay_minor: 4_000,
      });
      const binary = await earningsOf(db, ids.r, 'binary_bonus');
      expect(binary.map((e) => e.amount_minor)).toEqual([1_000, 4_000]);
      const r = await member(db, ids.r);
      expect([r.left_carry, r.right_carry, r.tv]).toEqual(['100.00', '0.00', '2100.00']);
    });

    it('records orders with their line, an invoice number from the id, and the upgrade difference', async () => {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT o.id, o.invoice_no, o.kind, o.status, o.total_minor, o.total_bv, o.processed_at IS NOT NULL AS processed,
                l.package_id, l.price_minor, l.bv
           FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = ANY($1::int8[]) ORDER BY o.id`,
        [orders],
      );
      expect(rows).toHaveLength(orders.length);
      for (const r of rows) expect(r.invoice_no).toBe(`INV-${String(r.id).padStart(6, '0')}`);
      expect(rows.every((r) => r.status === 'completed' && r.processed === true)).toBe(true);
      expect(rows[4]).toMatchObject({
        kind: 'upgrade',
        total_minor: 90_000,
        total_bv: '900.00',
        package_id: p1000,
        price_minor: 90_000,
        bv: '900.00',
      });
    });

    it('pays level commissions of the CV up the sponsor line', async () => {
      // d's sponsor line is just the root: level 1, 10 % of d's CV (500 points = 500.00).
      const levels = await db.query<{ member_id: number; level: number; amount_minor: number }>(
        `SELECT member_id, level, amount_minor FROM earnings WHERE from_member_id = $1 AND bonus_type = 'level_commission'`,
        [ids.d],
      );
      expect(levels).toEqual([{ member_id: ids.r, level: 1, amount_minor: 5_000 }]);
    });

    it('awards each rank met once, with history and bonus, and moves the member to the highest', async () => {
      const history = await db.query<{ rank_id: number; bonus_minor: number }>(
        'SELECT rank_id, bonus_minor FROM rank_history WHERE member_id = $1 ORDER BY id',
        [ids.r],
      );
      expect(history).toEqual([
        { rank_id: rank.t1, bonus_minor: 2_500 },
        { rank_id: rank.t2, bonus_minor: 7_500 },
      ]);
      const bonuses = await earningsOf(db, ids.r, 'rank_bonus');
      expect(bonuses.map((e) => [e.rank_id, e.amount_minor])).toEqual([
        [rank.t1, 2_500],
        [rank.t2, 7_500],
      ]);
      expect((await member(db, ids.r)).rank_id).toBe(rank.t2);
      // Each rank reached is a notice (and the push that repeats it, decision 046).
      const notices = await db.query<{ title: string }>(
        `SELECT title FROM notifications WHERE member_id = $1 AND title LIKE 'Rank achieved: %'
          ORDER BY id`,
        [ids.r],
      );
      const names = await db.query<{ name: string }>(
        'SELECT name FROM ranks WHERE id = ANY($1::int[]) ORDER BY sort_order',
        [[rank.t1, rank.t2]],
      );
      expect(notices.map((n) => n.title)).toEqual(names.map((r) => `Rank achieved: ${r.name}`));
      // Gold needs a Bronze (or higher) below: nobody in the downline holds one.
      const stats = await getRankStats(db, ids.r, at(10));
      expect(stats).toEqual({
        licensedLegs: 2,
        licensedDownlines: 3,
        salesVolume: 2100,
        downlineRankCounts: expect.objectContaining({ [rank.t1]: 0, [rank.t3]: 0 }),
      });
      expect((await listRanks(db)).map((r) => r.sortOrder)).toEqual(
        [...(await listRanks(db)).map((r) => r.sortOrder)].sort((x, y) => x - y),
      );
    });

    it('processes an order once: a second call changes nothing', async () => {
      const before = await db.query('SELECT count(*)::int AS n FROM earnings');
      const again = await db.transaction((tx) => processOrder(tx, orders[4]!, at(20)));
      expect(again).toEqual({ processed: false });
      expect(await db.query('SELECT count(*)::int AS n FROM earnings')).toEqual(before);
      expect((await member(db, ids.r)).tv).toBe('2100.00');
    });

    it('writes every bonus as an earning with a balanced ledger credit of its net', async () => {
      const unbalanced = await db.query(
        'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_minor) <> 0',
      );
      expect(unbalanced).toEqual([]);
      const mismatched = await db.query(
        `SELECT e.id FROM earnings e
           LEFT JOIN ledger_entries l ON l.transaction_id = e.ledger_txn_id
                AND l.account IN ('wallet', 'wallet:held')
          WHERE e.member_id = ANY($1::int8[])
            AND (l.amount_minor IS DISTINCT FROM e.amount_minor - e.tax_minor - e.service_charge_minor
                 OR l.member_id <> e.member_id)`,
        [Object.values(ids)],
      );
      expect(mismatched).toEqual([]);
      const [wallet] = await db.query<{ wallet: number; earned: number }>(
        `SELECT (SELECT coalesce(sum(amount_minor), 0)::int8 FROM ledger_entries WHERE account IN ('wallet', 'wallet:held', 'wallet:owed') AND member_id = $1) AS wallet,
                (SELECT coalesce(sum(amount_minor - tax_minor - service_charge_minor), 0)::int8 FROM earnings WHERE member_id = $1) AS earned`,
        [ids.r],
      );
      // direct 1,000 + 1,000 + 5,000 + 4,500 (5 % of b's 900.00 upgrade); level 500 + 500 +
      // 5,000 + 4,500 (b's upgrade CV 450); binary 1,000 + 4,000; ranks 2,500 + 7,500.
      const gross = [
        1_000, 1_000, 5_000, 4_500, 500, 500, 5_000, 4_500, 1_000, 4_000, 2_500, 7_500,
      ];
      expect(wallet).toEqual({
        wallet: gross.map(net).reduce((s, n) => s + n, 0),
        earned: wallet!.wallet,
      });
    });
  });

  describe('unilevel plan', () => {
    const u: number[] = [];

    beforeAll(async () => {
      await setPlan(db, 'unilevel');
      u.push(await insertRoot(db, 'uni_0'));
      for (let i = 1; i <= 4; i++) u.push(await place(db, `uni_${i}`, u[i - 1]!));
      // uni_2 never buys, so it is inactive.
      for (const i of [0, 1, 3]) await buy(db, u[i]!, p100, at(100 + i));
    });
    afterAll(async () => {
      await setPlan(db, 'binary');
    });

    it('places each member directly under its sponsor', async () => {
      for (let i = 1; i <= 4; i++) {
        const m = await member(db, u[i]!);
        expect([m.parent_id, m.sponsor_id, m.position, m.depth]).toEqual([
          u[i - 1],
          u[i - 1],
          null,
          i,
        ]);
      }
    });

    it('compresses past an inactive upline: level 2 is paid to the next active member', async () => {
      const orderId = await buy(db, u[4]!, p100, at(110));
      const levels = await db.query<{ member_id: number; level: number; amount_minor: number }>(
        `SELECT member_id, level, amount_minor FROM earnings
          WHERE from_member_id = $1 AND bonus_type = 'level_commission' ORDER BY level`,
        [u[4]],
      );
      // CV 50 points = 50.00: 10 %, 5 %, 3 %.
      expect(levels).toEqual([
        { member_id: u[3], level: 1, amount_minor: 500 },
        { member_id: u[1], level: 2, amount_minor: 250 },
        { member_id: u[0], level: 3, amount_minor: 150 },
      ]);
      expect(await db.query('SELECT 1 FROM binary_history WHERE order_id = $1', [orderId])).toEqual(
        [],
      );
    });

    it('never pays a member whose status is 0, not even its direct bonus', async () => {
      await db.query('UPDATE members SET status = 0 WHERE id = $1', [u[3]]);
      const before = (await earningsOf(db, u[3]!)).length;
      const orderId = await buy(db, u[4]!, p100, at(120), 'repurchase');
      expect((await earningsOf(db, u[3]!)).length).toBe(before);
      const paid = await db.query<{ member_id: number; bonus_type: string; level: number | null }>(
        `SELECT e.member_id, e.bonus_type, e.level FROM earnings e JOIN ledger_transactions t ON t.id = e.ledger_txn_id
          WHERE e.from_member_id = $1 AND e.created_at = $2 ORDER BY e.id`,
        [u[4], at(120)],
      );
      expect(paid).toEqual([
        { member_id: u[1], bonus_type: 'level_commission', level: 1 },
        { member_id: u[0], bonus_type: 'level_commission', level: 2 },
      ]);
      expect((await member(db, u[3]!)).tv).toBe('200.00');
      expect(orderId).toBeGreaterThan(0);
    });
  });

  describe('matrix plan', () => {
    let root = 0;
    const placed: number[] = [];

    beforeAll(async () => {
      await setPlan(db, 'matrix');
      root = await insertRoot(db, 'mx_root');
      for (let i = 0; i < 40; i++) placed.push(await place(db, `mx_${i}`, root));
    });
    afterAll(async () => {
      await setPlan(db, 'binary');
    });

    it('fills a 3 × 3 matrix with exactly 39 members, breadth-first, left to right', async () => {
      const [top] = await db.query<{ depth: number }>('SELECT depth FROM members WHERE id = $1', [
        root,
      ]);
      const rows = await db.query<{ level: number; n: number }>(
        `SELECT depth - $2 AS level, count(*)::int AS n FROM members
          WHERE id = ANY($1::int8[]) GROUP BY depth ORDER BY depth`,
        [placed.slice(0, 39), top!.depth],
      );
      expect(rows).toEqual([
        { level: 1, n: 3 },
        { level: 2, n: 9 },
        { level: 3, n: 27 },
      ]);
      const parents = await db.query<{ id: number; parent_id: number; position: null }>(
        'SELECT id, parent_id, position FROM members WHERE id = ANY($1::int8[]) ORDER BY id',
        [placed],
      );
      const parentOf = new Map(parents.map((p) => [p.id, p.parent_id]));
      expect(placed.slice(0, 3).map((id) => parentOf.get(id))).toEqual([root, root, root]);
      expect(placed.slice(3, 6).map((id) => parentOf.get(id))).toEqual([
        placed[0],
        placed[0],
        placed[0],
      ]);
      expect(parentOf.get(placed[12]!)).toBe(placed[3]);
      expect(parents.every((p) => p.position === null)).toBe(true);
    });

    it('spills the 40th into the downline, breadth-first, keeping the enroller as sponsor', async () => {
      const fortieth = await member(db, placed[39]!);
      expect([fortieth.parent_id, fortieth.sponsor_id]).toEqual([placed[12], root]);
      expect((await member(db, root)).downline_count).toBe(40);
    });

    it('starts the search at the chosen placement member inside the sponsor downline', async () => {
      const id = await place(db, 'mx_chosen', root, { placementId: placed[2]! });
      const m = await member(db, id);
      expect([m.parent_id, m.sponsor_id]).toEqual([placed[30], root]);
      await expect(
        place(db, 'mx_outside', placed[0]!, { placementId: placed[1]! }),
      ).rejects.toMatchObject({
        code: 'validation_error',
        errors: { placement: [expect.any(String)] },
      });
    });
  });

  describe('ROI', () => {
    let x = 0;
    beforeAll(async () => {
      x = await insertRoot(db, 'roi_x');
      await buy(db, x, p100, at(200));
    });

    it('pays the package rate each period, once per period, until the cap', async () => {
      const roi = async (when: Date) => {
        await runRoi(db, when);
        return (await earningsOf(db, x, 'roi_bonus')).map((e) => e.amount_minor);
      };
      // 2 % of 100.00 a day, capped at 3 % of the price.
      expect(await roi(at(300))).toEqual([200]);
      expect(await roi(at(400))).toEqual([200]);
      expect(await roi(new Date(at(300).getTime() + 86_400_000))).toEqual([200, 100]);
      expect(await roi(new Date(at(300).getTime() + 2 * 86_400_000))).toEqual([200, 100]);
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM roi_payouts WHERE member_id = $1',
        [x],
      );
      expect(row!.n).toBe(2);
    });
  });

  describe('under concurrency', () => {
    it('never gives two concurrent signups the same binary slot', async () => {
      const top = await insertRoot(db, 'race_top');
      const made = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          place(db, `race_${i}`, top, { position: i % 2 ? 'R' : 'L' }),
        ),
      );
      const [dupes] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT parent_id, position FROM members WHERE id = ANY($1::int8[])
           GROUP BY parent_id, position HAVING count(*) > 1) d`,
        [made],
      );
      expect(dupes!.n).toBe(0);
      const t = await member(db, top);
      expect([t.left_count, t.right_count, t.downline_count]).toEqual([6, 6, 12]);

      // Concurrent orders up one placement line: every volume lands, no deadlock.
      await buy(db, top, p100, at(500));
      await Promise.all(made.map((id, i) => buy(db, id, p100, at(501 + i))));
      const after = await member(db, top);
      expect([after.tv, after.left_points, after.right_points]).toEqual([
        '1200.00',
        '600.00',
        '600.00',
      ]);
      const [pairs] = await db.query<{ left: string; right: string }>(
        `SELECT sum(pv_deducted_left) AS left, sum(pv_deducted_right) AS right FROM binary_history WHERE member_id = $1`,
        [top],
      );
      expect(Number(pairs!.left) + Number(after.left_carry)).toBe(600);
      expect(Number(pairs!.right) + Number(after.right_carry)).toBe(600);
    });

    it('pays a concurrently processed order once', async () => {
      const buyer = await insertRoot(db, 'twice_buyer');
      const orderId = await db.transaction((tx) =>
        createPackageOrder(tx, {
          memberId: buyer,
          packageId: p100,
          kind: 'joining',
          paymentMethod: 'e_wallet',
          now: at(600),
        }),
      );
      const results = await Promise.all(
        [0, 1, 2].map(() => db.transaction((tx) => processOrder(tx, orderId, at(601)))),
      );
      expect(results.filter((r) => r.processed)).toHaveLength(1);
      expect((await member(db, buyer)).pv).toBe('100.00');
      const [records] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM volume_records WHERE order_id = $1',
        [orderId],
      );
      expect(records!.n).toBe(1);
    });
  });

  it('refuses a sponsor that does not exist', async () => {
    await expect(place(db, 'orphan', 987_654_321)).rejects.toMatchObject({
      code: 'validation_error',
      errors: { sponsor: [expect.any(String)] },
    });
  });
});
