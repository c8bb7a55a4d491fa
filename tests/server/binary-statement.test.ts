import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  binaryPeriodsWire,
  binaryStatementOrdersPageWire,
  binaryStatementWire,
  type BinaryStatementOrderWire,
  type BinaryStatementWire,
} from '../../contract/binary-statement';
import { periodSpan, reconciliationErrors } from '../../server/earnings/binary-statement';
import { defaultPlanSettings } from '../../server/company/plan-settings';
import { getBinaryStatement } from '../../server/earnings/binary-statement-service';
import { createTestApp, getJson, type TestApp } from './app-fixture';
import { buy, insertPackage, insertRoot, place, putSetting, setPlan } from './engine-fixture';
import { dbLabel } from './test-db';

/**
 * The binary period statement on the engine's own rows: the worked examples of
 * server/engine/binary-pairing.test.ts reproduced through real orders, each statement
 * checked figure by figure and against what the engine left in members, binary_history and
 * earnings; then every period of the seeded company reconciled the same way.
 */

const binary = {
  ...defaultPlanSettings.binary,
  pair_ratio: '1:1',
  pair_volume: 100,
  pay_mode: 'percent',
  percent: 10,
  capping_minor: 100_000,
  period: 'daily',
};
const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);
const D1 = '2026-03-10';
const D2 = '2026-03-11';
const D3 = '2026-03-12';
const D4 = '2026-03-13';
const D5 = '2026-03-14';

describe(`binary period statement on ${dbLabel}`, () => {
  let t: TestApp;
  const pkg: Record<number, number> = {};
  const ids = { a: 0, a1: 0, a2: 0, b: 0, b1: 0, b2: 0, c: 0, c1: 0, c2: 0 };
  const tokens: Record<string, string> = {};

  const get = (url: string, token: string) => getJson(t, url, token);
  const statement = async (who: string, key: string): Promise<BinaryStatementWire> => {
    const res = await get(`/api/home/binary/statement?period_key=${key}`, tokens[who]!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return binaryStatementWire.parse(res.body);
  };
  /** Follows next_page_url to the end, as the app's "load more" does. */
  const allOrders = async (who: string, key: string, leg: 'L' | 'R') => {
    const items: BinaryStatementOrderWire[] = [];
    let url: string | null = `/api/home/binary/statement/orders?period_key=${key}&leg=${leg}`;
    let pages = 0;
    while (url) {
      const res = await get(url.replace(/^https?:\/\/[^/]+/, ''), tokens[who]!);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = binaryStatementOrdersPageWire.parse(res.body);
      items.push(...page.items);
      url = page.next_page_url;
      if (++pages > 20) throw new Error('paging does not end');
    }
    return { items, pages };
  };
  /** Independent SQL: the carry after the member's last row of a period. */
  const lastCarry = async (memberId: number, key: string) => {
    const [row] = await t.db.query<{ l: string; r: string }>(
      `SELECT carry_left::text AS l, carry_right::text AS r FROM binary_history
        WHERE member_id = $1 AND period_key = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [memberId, key],
    );
    return row ? [row.l, row.r] : null;
  };
  /** Independent SQL: gross binary bonus earnings of a member created in a day. */
  const binaryEarnings = async (memberId: number, key: string) => {
    const span = periodSpan(key)!;
    const [row] = await t.db.query<{ total: string }>(
      `SELECT coalesce(sum(amount_minor), 0)::text AS total FROM earnings
        WHERE member_id = $1 AND bonus_type = 'binary_bonus' AND created_at >= $2 AND created_at < $3`,
      [memberId, span.start, span.end],
    );
    return (Number(row!.total) / 100).toFixed(2);
  };
  const expectReconciled = (s: BinaryStatementWire) => {
    const n = (text: string) => Math.round(Number(text) * 100);
    for (const side of ['left', 'right'] as const)
      expect(
        n(s[`carry_in_${side}`]) + n(s[`new_volume_${side}`]) - n(s[`matched_${side}`]),
        side,
      ).toBe(n(s[`carry_out_${side}`]));
    expect(n(s.generated) - n(s.flushed)).toBe(n(s.paid));
    expect(s.earnings_total).toBe(s.paid);
  };

  beforeAll(async () => {
    t = await createTestApp(60);
    await setPlan(t.db, 'binary');
    await putSetting(t.db, 'binary', binary);
    for (const bv of [10, 100, 150, 500, 600, 700, 1000, 1500])
      pkg[bv] = await insertPackage(t.db, {
        sku: `BS-${bv}`,
        priceMinor: bv * 100,
        bv,
        direct: 0,
        roi: 0,
      });
    for (const x of ['a', 'b', 'c'] as const) {
      ids[x] = await insertRoot(t.db, `bs_${x}`);
      ids[`${x}1`] = await place(t.db, `bs_${x}1`, ids[x], { position: 'L' });
      ids[`${x}2`] = await place(t.db, `bs_${x}2`, ids[x], { position: 'R' });
    }
    // The engine's members get the demo password so they can sign in.
    await t.db.query(
      `UPDATE members SET password_hash = (SELECT password_hash FROM members WHERE username = 'demo')
        WHERE username LIKE 'bs\\_%'`,
    );
    for (const who of ['bs_a', 'bs_a1', 'bs_b', 'bs_c', 'demo']) tokens[who] = await t.loginAs(who);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('states 700 left / 1000 right at 1:1: 7 pairs, 70.00, 300 carried right', async () => {
    const o1 = await buy(t.db, ids.a1, pkg[700]!, at(D1, '09:00'));
    const o2 = await buy(t.db, ids.a2, pkg[1000]!, at(D1, '09:05'));
    const s = await statement('bs_a', D1);
    expect(s).toMatchObject({
      period_key: D1,
      period: 'daily',
      starts_at: '2026-03-10T00:00:00.000Z',
      ends_at: '2026-03-11T00:00:00.000Z',
      current: false,
      carry_in_left: '0.00',
      carry_in_right: '0.00',
      new_volume_left: '700.00',
      new_volume_right: '1000.00',
      matched_left: '700.00',
      matched_right: '700.00',
      pairs: 7,
      pair_ratio: '1:1',
      pair_volume: '100.00',
      pay_mode: 'percent',
      percent: 10,
      generated: '70.00',
      capping_limit: '1000.00',
      paid: '70.00',
      flushed: '0.00',
      carry_out_left: '0.00',
      carry_out_right: '300.00',
      first_pair_done_at_start: false,
      first_pair_done: true,
      earnings_total: '70.00',
      orders_bv_left: '700.00',
      orders_bv_right: '1000.00',
      next_pair: {
        leg: 'L',
        volume_needed: '100.00',
        other_leg_volume_needed: '0.00',
        first_pair: false,
        pair_bonus: '10.00',
        would_pay: '10.00',
        would_be_flushed: false,
      },
    });
    expectReconciled(s);
    expect(await lastCarry(ids.a, D1)).toEqual([s.carry_out_left, s.carry_out_right]);
    expect(await binaryEarnings(ids.a, D1)).toBe(s.paid);

    const left = await allOrders('bs_a', D1, 'L');
    expect(left.items).toEqual([
      expect.objectContaining({
        order_id: o1,
        buyer_id: ids.a1,
        buyer_username: 'bs_a1',
        buyer_first_name: 'bs_a1',
        status: 'completed',
        bv: '700.00',
        counted_at: '2026-03-10T09:00:00.000Z',
      }),
    ]);
    const [invoice] = await t.db.query<{ invoice_no: string }>(
      'SELECT invoice_no FROM orders WHERE id = $1',
      [o1],
    );
    expect(left.items[0]!.invoice_no).toBe(invoice!.invoice_no);
    const right = await allOrders('bs_a', D1, 'R');
    expect(right.items.map((o) => [o.order_id, o.bv])).toEqual([[o2, '1000.00']]);
  });

  it('carries the closing carry through a day without rows and into the next one', async () => {
    const quiet = await statement('bs_a', D2);
    expect(quiet).toMatchObject({
      carry_in_left: '0.00',
      carry_in_right: '300.00',
      new_volume_left: '0.00',
      new_volume_right: '0.00',
      pairs: 0,
      generated: '0.00',
      paid: '0.00',
      carry_out_left: '0.00',
      carry_out_right: '300.00',
      first_pair_done_at_start: true,
      first_pair_done: true,
      earnings_total: '0.00',
    });
    expect((await allOrders('bs_a', D2, 'L')).items).toEqual([]);

    await buy(t.db, ids.a1, pkg[100]!, at(D4, '08:00'), 'repurchase');
    const s = await statement('bs_a', D4);
    expect(s).toMatchObject({
      carry_in_left: '0.00',
      carry_in_right: '300.00',
      new_volume_left: '100.00',
      matched_left: '100.00',
      matched_right: '100.00',
      pairs: 1,
      paid: '10.00',
      carry_out_left: '0.00',
      carry_out_right: '200.00',
    });
    expectReconciled(s);
    const [m] = await t.db.query<{ l: string; r: string }>(
      'SELECT left_carry::text AS l, right_carry::text AS r FROM members WHERE id = $1',
      [ids.a],
    );
    expect([s.carry_out_left, s.carry_out_right]).toEqual([m!.l, m!.r]);
  });

  it('shows the cap reached: 100.00 generated, 40.00 paid, 60.00 flushed', async () => {
    await putSetting(t.db, 'binary', { ...binary, capping_minor: 10_000 });
    try {
      await buy(t.db, ids.b1, pkg[600]!, at(D2, '09:00'));
      await buy(t.db, ids.b2, pkg[600]!, at(D2, '09:10'));
      await buy(t.db, ids.b1, pkg[1000]!, at(D2, '10:00'), 'repurchase');
      await buy(t.db, ids.b2, pkg[1500]!, at(D2, '10:10'), 'repurchase');
    } finally {
      await putSetting(t.db, 'binary', binary);
    }
    const s = await statement('bs_b', D2);
    expect(s).toMatchObject({
      carry_in_left: '0.00',
      carry_in_right: '0.00',
      new_volume_left: '1600.00',
      new_volume_right: '2100.00',
      matched_left: '1600.00',
      matched_right: '1600.00',
      pairs: 16,
      generated: '160.00',
      capping_limit: '100.00',
      paid: '100.00',
      flushed: '60.00',
      carry_out_left: '0.00',
      carry_out_right: '500.00',
      earnings_total: '100.00',
      orders_bv_left: '1600.00',
      orders_bv_right: '2100.00',
    });
    // The cap is used up: the next pair (100 more on the left) would be flushed whole.
    expect(s.next_pair).toEqual({
      leg: 'L',
      volume_needed: '100.00',
      other_leg_volume_needed: '0.00',
      first_pair: false,
      pair_bonus: '10.00',
      would_pay: '0.00',
      would_be_flushed: true,
    });
    expectReconciled(s);
    expect(await lastCarry(ids.b, D2)).toEqual([s.carry_out_left, s.carry_out_right]);
    expect(await binaryEarnings(ids.b, D2)).toBe('100.00');
    const [flushed] = await t.db.query<{ f: string }>(
      `SELECT sum(bonus_generated_minor - bonus_to_pay_minor)::text AS f FROM binary_history
        WHERE member_id = $1 AND period_key = $2`,
      [ids.b, D2],
    );
    expect(flushed!.f).toBe('6000');
  });

  it('waits for the 2:1 first pair, then makes it and pairs on 1:1', async () => {
    await putSetting(t.db, 'binary', { ...binary, pair_ratio: '2:1', capping_minor: null });
    try {
      await buy(t.db, ids.c2, pkg[500]!, at(D3, '09:00'));
      await buy(t.db, ids.c1, pkg[150]!, at(D3, '09:10'));
      const waiting = await statement('bs_c', D3);
      expect(waiting).toMatchObject({
        new_volume_left: '150.00',
        new_volume_right: '500.00',
        pairs: 0,
        pair_ratio: '2:1',
        capping_limit: null,
        first_pair_done: false,
        carry_out_left: '150.00',
        carry_out_right: '500.00',
        next_pair: {
          leg: 'L',
          volume_needed: '50.00',
          other_leg_volume_needed: '0.00',
          first_pair: true,
          would_be_flushed: false,
        },
      });
      expectReconciled(waiting);

      await buy(t.db, ids.c1, pkg[100]!, at(D3, '09:20'), 'repurchase');
      const s = await statement('bs_c', D3);
      // 250 / 500: the first pair takes 200 and 100, then 50 / 400 make no 1:1 pair.
      expect(s).toMatchObject({
        new_volume_left: '250.00',
        new_volume_right: '500.00',
        matched_left: '200.00',
        matched_right: '100.00',
        pairs: 1,
        generated: '10.00',
        paid: '10.00',
        flushed: '0.00',
        carry_out_left: '50.00',
        carry_out_right: '400.00',
        first_pair_done_at_start: false,
        first_pair_done: true,
        next_pair: { leg: 'L', volume_needed: '50.00', first_pair: false },
      });
      expectReconciled(s);
      expect(await lastCarry(ids.c, D3)).toEqual(['50.00', '400.00']);
    } finally {
      await putSetting(t.db, 'binary', binary);
    }
  });

  it('pages the orders behind a leg with no gaps and no repeats', async () => {
    const placed: number[] = [];
    for (let i = 0; i < 23; i++)
      placed.push(
        await buy(t.db, ids.a1, pkg[10]!, at(D5, `10:${String(i).padStart(2, '0')}`), 'repurchase'),
      );
    const { items, pages } = await allOrders('bs_a', D5, 'L');
    expect(pages).toBe(2);
    expect(items.map((o) => o.order_id)).toEqual([...placed].reverse());
    const s = await statement('bs_a', D5);
    expect(s.new_volume_left).toBe('230.00');
    expect(s.orders_bv_left).toBe('230.00');
    expectReconciled(s);
  });

  it('lists the periods with history, the latest first', async () => {
    const res = await get('/api/home/binary/periods', tokens.bs_a!);
    expect(res.status).toBe(200);
    const p = binaryPeriodsWire.parse(res.body);
    expect(p.period).toBe('daily');
    expect(p.current_period_key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.items.map((i) => i.period_key)).toEqual([D5, D4, D1]);
    expect(p.items[2]).toEqual({
      period_key: D1,
      starts_at: '2026-03-10T00:00:00.000Z',
      ends_at: '2026-03-11T00:00:00.000Z',
    });
  });

  it('never shows another member’s volume, pairs or orders', async () => {
    // a1 sits in a's left leg: the same day shows only a1's own (empty) legs.
    const own = await statement('bs_a1', D1);
    expect(own).toMatchObject({
      new_volume_left: '0.00',
      new_volume_right: '0.00',
      pairs: 0,
      paid: '0.00',
      orders_bv_left: '0.00',
    });
    expect((await allOrders('bs_a1', D1, 'L')).items).toEqual([]);
    const demo = await statement('demo', D2);
    expect(demo).toMatchObject({ pairs: 0, generated: '0.00', new_volume_left: '0.00' });
    const demoOrders = [
      ...(await allOrders('demo', D2, 'L')).items,
      ...(await allOrders('demo', D2, 'R')).items,
    ];
    expect(demoOrders.filter((o) => o.buyer_username.startsWith('bs_'))).toEqual([]);
    const periods = binaryPeriodsWire.parse(
      (await get('/api/home/binary/periods', tokens.bs_a1!)).body,
    );
    expect(periods.items).toEqual([]);
  });

  it('refuses a bad period_key, leg or cursor with a 422 on the field', async () => {
    const token = tokens.bs_a!;
    const cases: [string, string][] = [
      ['/api/home/binary/statement', 'period_key'],
      ['/api/home/binary/statement?period_key=yesterday', 'period_key'],
      ['/api/home/binary/statement?period_key=2026-02-30', 'period_key'],
      ['/api/home/binary/statement?period_key=2025-W53', 'period_key'],
      ['/api/home/binary/statement/orders?period_key=2026-13&leg=L', 'period_key'],
      ['/api/home/binary/statement/orders?period_key=2026-03-10&leg=X', 'leg'],
      ['/api/home/binary/statement/orders?period_key=2026-03-10', 'leg'],
      ['/api/home/binary/statement/orders?period_key=2026-03-10&leg=L&cursor=forged', 'cursor'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url, token);
      expect(res.status, url).toBe(422);
      expect(res.body, url).toMatchObject({ error_code: 'validation_error' });
      expect(Object.keys(res.body.errors as object), url).toContain(field);
    }
    expect((await t.call({ method: 'GET', url: '/api/home/binary/periods' })).statusCode).toBe(401);
  });

  it('reconciles every period of the seeded company with its rows, earnings and orders', async () => {
    await putSetting(t.db, 'binary', defaultPlanSettings.binary);
    const periods = await t.db.query<{ member_id: number; period_key: string }>(
      `SELECT DISTINCT member_id, period_key FROM binary_history
        WHERE member_id NOT IN (SELECT id FROM members WHERE username LIKE 'bs\\_%')
        ORDER BY member_id, period_key`,
    );
    expect(periods.length).toBeGreaterThan(20);
    let pairedPeriods = 0;
    for (const { member_id: memberId, period_key: key } of periods) {
      const s = await getBinaryStatement(t.db, memberId, key);
      const label = `member ${memberId} ${key}`;
      expect(reconciliationErrors(s), label).toEqual([]);
      const carry = await lastCarry(memberId, key);
      expect(
        [(s.carryOut.left / 100).toFixed(2), (s.carryOut.right / 100).toFixed(2)],
        label,
      ).toEqual(carry);
      expect(s.earningsMinor, label).toBe(s.paidMinor);
      // The seed adds each day's orders of a leg in one row: their BV is that row's volume.
      expect(s.ordersBv, label).toEqual(s.newVolume);
      if (s.pairs > 0) pairedPeriods++;
    }
    expect(pairedPeriods).toBeGreaterThan(0);
  });
});
