import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningExplanationWire, type TrailSource } from '../../contract/earning-trail';
import { toHundredths } from '../../contract/money';
import { recomputeTrail, trailReconciles } from '../../server/engine/earning-trail';
import { listTrailedEarnings } from '../../server/earnings/earning-trail-repo';
import { createPackageOrder, processOrder } from '../../server/engine/order-service';
import { runRoi } from '../../server/engine/roi-service';
import { getBinaryHistory } from '../../server/network/network-service';
import { createTestApp, type TestApp } from './app-fixture';
import { dbLabel } from './test-db';

/**
 * Issue 16 point 1: every earning of the company, seeded or paid by the engine afterwards,
 * carries a trail whose arithmetic gives exactly its amount, and the nets of all trails are
 * exactly what the ledger credited to wallets.
 */
describe(`earning trails on ${dbLabel}`, () => {
  let t: TestApp;
  let demo: string;
  let demoId: number;
  let seller: { id: number; token: string };
  let packageId: number;
  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });

  beforeAll(async () => {
    t = await createTestApp(300);
    demo = await t.loginAs('demo');
    [{ id: demoId }] = (await t.db.query<{ id: number }>(
      `SELECT id FROM members WHERE username = 'demo'`,
    )) as [{ id: number }];
    const [deep] = await t.db.query<{ id: number; username: string }>(
      `SELECT id, username FROM members
        WHERE status = 1 AND deleted_at IS NULL AND sponsor_id IS NOT NULL AND package_id IS NOT NULL
        ORDER BY depth DESC, id LIMIT 1`,
    );
    seller = { id: deep!.id, token: await t.loginAs(deep!.username) };
    [{ id: packageId }] = (await t.db.query<{ id: number }>(
      `SELECT id FROM packages WHERE status = 1 ORDER BY price_minor DESC LIMIT 1`,
    )) as [{ id: number }];
    // Volume waiting on both legs of every upline, so the engine's orders pair too.
    await t.db.query(
      `UPDATE members SET left_carry = left_carry + 500, right_carry = right_carry + 500,
              left_points = left_points + 500, right_points = right_points + 500`,
    );
    // The engine on top of the seed: repurchases by members deep in the tree...
    const buyers = await t.db.query<{ id: number; package_id: number }>(
      `SELECT id, package_id FROM members
        WHERE status = 1 AND deleted_at IS NULL AND package_id IS NOT NULL AND depth >= 2
        ORDER BY depth DESC, id LIMIT 12`,
    );
    const now = new Date();
    for (const b of buyers)
      await t.db.transaction(async (tx) => {
        const orderId = await createPackageOrder(tx, {
          memberId: b.id,
          packageId: b.package_id,
          kind: 'repurchase',
          paymentMethod: 'e_wallet',
          now,
        });
        await processOrder(tx, orderId, now);
      });
    // ...today's ROI...
    await runRoi(t.db, now);
    // ...and a manual sale cancelled, whose commissions come back as reversals.
    const sold = await t.call({
      method: 'POST',
      url: '/api/sales',
      token: seller.token,
      payload: {
        customer: { name: 'Trail Check' },
        lines: [{ type: 'package', id: packageId, quantity: 1 }],
        payment_method: 'cash',
      },
    });
    expect(sold.statusCode).toBe(201);
    const saleId = (sold.json() as { sale: { id: number } }).sale.id;
    const cancelled = await t.call({
      method: 'POST',
      url: `/api/sales/${saleId}/cancel`,
      token: seller.token,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
  }, 300_000);

  afterAll(async () => {
    await t?.close();
  });

  it('gives every earning a trail whose arithmetic is exactly its amount, nets equal to the ledger', async () => {
    const kinds = new Map<string, number>();
    let count = 0;
    let netSum = 0;
    const failures: string[] = [];
    for (let afterId = 0; ;) {
      const page = await listTrailedEarnings(t.db, { afterId, limit: 500 });
      if (page.length === 0) break;
      afterId = page[page.length - 1]!.id;
      for (const e of page) {
        count += 1;
        if (!e.trail) {
          failures.push(`earning ${e.id} has no trail`);
          continue;
        }
        const kind = e.trail.rule.kind;
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        const again = recomputeTrail(e.trail);
        if (!trailReconciles(e.trail, e))
          failures.push(`earning ${e.id} (${kind}): ${JSON.stringify({ e, again })}`);
        if (e.trail.ledgerTxnId !== e.ledgerTxnId) failures.push(`earning ${e.id}: other txn`);
        // Issue 29 point 5: a binary trail names orders summing to what it paired on each leg.
        const rule = e.trail.rule;
        if (rule.kind === 'binary_bonus')
          for (const [leg, deducted] of [
            ['L', rule.deducted_left],
            ['R', rule.deducted_right],
          ] as const) {
            const named = e.trail.sources
              .filter((x) => x.leg === leg)
              .reduce((sum, x) => sum + toHundredths(x.volume ?? '0'), 0);
            if (named !== toHundredths(deducted))
              failures.push(`earning ${e.id}: names ${named} on ${leg}, paired ${deducted}`);
          }
        if (e.trail.netMinor !== e.walletCreditMinor)
          failures.push(`earning ${e.id}: net ${e.trail.netMinor} ≠ wallet ${e.walletCreditMinor}`);
        netSum += e.trail.netMinor;
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    // The seed and the engine both made every kind of bonus, and a reversal.
    for (const kind of [
      'direct_bonus',
      'level_commission',
      'binary_bonus',
      'rank_bonus',
      'roi_bonus',
      'reversal',
    ])
      expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
    expect(count).toBeGreaterThan(100);

    // Sum of nets = what the ledger's commission transactions put in wallets.
    const [row] = await t.db.query<{ wallet: string }>(
      `SELECT coalesce(sum(n.amount_minor), 0)::text AS wallet
         FROM ledger_entries n JOIN ledger_transactions x ON x.id = n.transaction_id
        WHERE x.txn_group = 'commission' AND n.account IN ('wallet', 'wallet:held', 'wallet:owed')`,
    );
    expect(netSum).toBe(Number(row!.wallet));
  });

  it('keeps trails append-only', async () => {
    await expect(t.db.query('UPDATE earning_trails SET net_minor = 0')).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM earning_trails')).rejects.toThrow(/append-only/);
  });

  it('explains one of the member’s earnings, with its sources, and by its wallet transaction', async () => {
    const [e] = await t.db.query<{ id: number; ledger_txn_id: number }>(
      `SELECT e.id, e.ledger_txn_id FROM earnings e
        WHERE e.member_id = $1 AND e.bonus_type = 'level_commission' AND e.amount_minor > 0
        ORDER BY e.id DESC LIMIT 1`,
      [demoId],
    );
    expect(e).toBeDefined();
    const res = await get(demo, `/api/wallet/earnings/${e!.id}/explanation`);
    expect(res.statusCode).toBe(200);
    const x = earningExplanationWire.parse(res.json());
    expect(x.earning.id).toBe(e!.id);
    expect(x.reconciles).toBe(true);
    expect(x.rule.kind).toBe('level_commission');
    expect(x.gross).toBe(x.earning.amount_generated);
    // The source is an order by a member of the demo's network.
    expect(x.sources).toHaveLength(1);
    expect(x.sources[0]!.order?.invoice_no).toMatch(/^INV-/);
    expect(x.sources[0]!.member?.username).toBe(x.earning.from_user);
    // Net = the member's entry of the ledger transaction (its wallet, or held while returnable).
    const wallet = x.ledger_entries.find((l) => l.account.startsWith('wallet'));
    expect(wallet?.amount).toBe(x.net);

    const byTxn = await get(demo, `/api/wallet/transactions/${e!.ledger_txn_id}/explanation`);
    expect(byTxn.statusCode).toBe(200);
    expect(earningExplanationWire.parse(byTxn.json()).earning.id).toBe(e!.id);
  });

  it('explains a binary bonus with its pairing, and a reversal pointing at what it took back', async () => {
    const [b] = await t.db.query<{ id: number; member_id: number; username: string }>(
      `SELECT e.id, e.member_id, m.username FROM earnings e JOIN members m ON m.id = e.member_id
        WHERE e.bonus_type = 'binary_bonus' AND e.amount_minor > 0 AND m.status = 1
        ORDER BY e.id DESC LIMIT 1`,
    );
    const token = await t.loginAs(b!.username);
    const x = earningExplanationWire.parse(
      (await get(token, `/api/wallet/earnings/${b!.id}/explanation`)).json(),
    );
    expect(x.rule.kind).toBe('binary_bonus');
    if (x.rule.kind !== 'binary_bonus') return;
    expect(x.rule.pairs).toBeGreaterThan(0);
    // Available − deducted = carry out, on both legs.
    expect(Number(x.rule.available_left) - Number(x.rule.deducted_left)).toBeCloseTo(
      Number(x.rule.carry_left),
      2,
    );
    expect(x.reconciles).toBe(true);

    const [r] = await t.db.query<{ earning_id: number; member_id: number; username: string }>(
      `SELECT t.earning_id, t.member_id, m.username FROM earning_trails t
         JOIN members m ON m.id = t.member_id
        WHERE t.rule->>'kind' = 'reversal' AND m.status = 1 ORDER BY t.earning_id LIMIT 1`,
    );
    const rev = earningExplanationWire.parse(
      (
        await get(await t.loginAs(r!.username), `/api/wallet/earnings/${r!.earning_id}/explanation`)
      ).json(),
    );
    expect(rev.rule.kind).toBe('reversal');
    expect(Number(rev.gross)).toBeLessThan(0);
    expect(rev.reconciles).toBe(true);
  });

  it('names, in a binary trail, every order the binary history names for that pairing', async () => {
    const trails = await t.db.query<{ created_at: Date; sources: TrailSource[] }>(
      `SELECT created_at, sources FROM earning_trails
        WHERE member_id = $1 AND rule->>'kind' = 'binary_bonus' ORDER BY earning_id`,
      [demoId],
    );
    const history = await getBinaryHistory(t.db, demoId, {
      type: 'deducted',
      sort: 'asc',
      dateRange: undefined,
      startDate: undefined,
      endDate: undefined,
      after: null,
      limit: 500,
    });
    // The engine's orders above share one instant: pairings of an instant match in order.
    const paying = history.filter((row) => row.bonusToPayMinor > 0);
    expect(paying.map((row) => row.createdAt.getTime())).toEqual(
      trails.map((x) => x.created_at.getTime()),
    );
    let compared = 0;
    let members = 0;
    for (const [i, row] of paying.entries()) {
      const sources = trails[i]!.sources;
      compared += 1;
      members = Math.max(members, new Set(sources.map((x) => x.member_id)).size);
      expect(row.orders.map((o) => [o.orderId, o.leg, o.volume])).toEqual(
        sources.map((x) => [x.order_id, x.leg, x.volume]),
      );
    }
    expect(compared).toBeGreaterThan(0);
    // The seed's daily close pairs a day's orders from several members, and names them all.
    expect(members).toBeGreaterThan(1);
  });

  it('answers 404 for another member’s earning, an unknown one and a malformed id', async () => {
    const [other] = await t.db.query<{ id: number; ledger_txn_id: number }>(
      `SELECT id, ledger_txn_id FROM earnings WHERE member_id <> $1 ORDER BY id LIMIT 1`,
      [demoId],
    );
    for (const url of [
      `/api/wallet/earnings/${other!.id}/explanation`,
      `/api/wallet/transactions/${other!.ledger_txn_id}/explanation`,
      '/api/wallet/earnings/999999999/explanation',
      '/api/wallet/earnings/abc/explanation',
    ]) {
      const res = await get(demo, url);
      expect(res.statusCode, url).toBe(404);
      expect((res.json() as { error_code: string }).error_code).toBe('not_found');
    }
    const anonymous = await t.call({
      method: 'GET',
      url: `/api/wallet/earnings/${other!.id}/explanation`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
