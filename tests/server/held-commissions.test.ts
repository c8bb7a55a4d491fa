import { beforeAll, describe, expect, it } from 'vitest';
import { walletSummaryWire } from '../../contract/wallet';
import { releaseDueEarnings } from '../../server/holds';
import { confirmSale, refundSale } from '../../server/sales/sale-service';
import { type TestApp, useTestApp } from './app-fixture';
import { setWallet, unbalancedTransactions, walletOf } from './payout-fixture';
import { sellingPair, sellPackage, type SignedIn } from './sale-fixture';
import { dbLabel } from './test-db';

const DAY = 86_400_000;

/** A member's three balances straight from the ledger. */
async function balancesOf(t: TestApp, memberId: number) {
  const rows = await t.db.query<{ account: string; b: string }>(
    `SELECT account, sum(amount_minor)::text AS b FROM ledger_entries
      WHERE member_id = $1 AND account IN ('wallet', 'wallet:held', 'wallet:owed') GROUP BY 1`,
    [memberId],
  );
  const of = (a: string) => Number(rows.find((r) => r.account === a)?.b ?? 0);
  return { available: of('wallet'), held: of('wallet:held'), owed: of('wallet:owed') };
}

describe(`commissions held until earned, and debts, on ${dbLabel}`, () => {
  const t = useTestApp();
  let seller: SignedIn;
  let sponsor: SignedIn;
  let packageId: number;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call({ method, url, token, payload });
  const sell = (quantity: number) => sellPackage(t, seller, packageId, quantity);
  /** The sponsor's direct bonus from one order: net, state and hold. */
  const directBonus = async (orderId: number) => {
    const [row] = await t.db.query<{ id: number; net: string; state: string | null }>(
      `SELECT e.id, (e.amount_minor - e.tax_minor - e.service_charge_minor)::text AS net, h.state
         FROM earnings e JOIN ledger_transactions x ON x.id = e.ledger_txn_id
         LEFT JOIN earning_holds h ON h.earning_id = e.id
        WHERE e.member_id = $1 AND x.order_id = $2 AND e.amount_minor > 0
          AND e.bonus_type = 'direct_bonus'`,
      [sponsor.id, orderId],
    );
    return { id: row!.id, net: Number(row!.net), state: row!.state };
  };
  /** Everything the sponsor earned from one order (direct bonus, level commission, binary…). */
  const orderNet = async (orderId: number) => {
    const [row] = await t.db.query<{ net: string }>(
      `SELECT coalesce(sum(e.amount_minor - e.tax_minor - e.service_charge_minor), 0)::text AS net
         FROM earnings e JOIN ledger_transactions x ON x.id = e.ledger_txn_id
        WHERE e.member_id = $1 AND x.order_id = $2 AND e.amount_minor > 0`,
      [sponsor.id, orderId],
    );
    return Number(row!.net);
  };
  const requestPayout = (amount: string) =>
    call(sponsor.token, 'POST', '/api/payout/request_payout', { amount, password: 'demopass1' });

  beforeAll(async () => {
    ({ seller, sponsor, packageId } = await sellingPair(t));
    await setWallet(t.db, sponsor.id, 432_628);
    // The notices are read in English below; the last test reads them in Spanish.
    await t.db.query(`UPDATE members SET language = 'en' WHERE id = $1`, [sponsor.id]);
  });

  it('holds a cash sale’s commissions: the withdrawable balance does not move', async () => {
    const before = await balancesOf(t, sponsor.id);
    const sale = await sell(99);
    const bonus = await directBonus(sale.order_id);
    expect(bonus.net).toBeGreaterThan(0);
    expect(bonus.state).toBe('held');
    const after = await balancesOf(t, sponsor.id);
    expect(after.available).toBe(before.available);
    expect(after.held - before.held).toBeGreaterThanOrEqual(bonus.net);

    const summary = walletSummaryWire.parse(
      (await call(sponsor.token, 'GET', '/api/wallet/statement')).json(),
    );
    expect(summary.wallet_balance).toBe(summary.balances.available);
    expect(Number(summary.balances.held)).toBe(after.held / 100);
    // Unpaid: no release date yet.
    expect(summary.balances.held_releases.find((p) => p.release_date === null)).toBeDefined();
    expect(Number(summary.balances.total)).toBeCloseTo(
      (after.available + after.held + after.owed) / 100,
      2,
    );

    // Payouts draw on the available balance only: the two payouts of 5,000.00 against
    // 4,326.28 available are refused, whatever is held.
    for (const amount of ['5000.00', '5000.00']) {
      const refused = await requestPayout(amount);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.amount).toBeDefined();
    }
    const tooMuch = await requestPayout(((after.available + bonus.net) / 100).toFixed(2));
    expect(tooMuch.statusCode).toBe(422);
    if (process.env.SCENARIO_FIGURES)
      console.log(JSON.stringify({ before, afterSale: after, sale: sale.total }));

    // The seller cancels the unpaid sale: the held commission is simply gone.
    const cancelled = await call(seller.token, 'POST', `/api/sales/${sale.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balancesOf(t, sponsor.id)).toEqual(before);
    expect((await directBonus(sale.order_id)).state).toBe('cancelled');
    const [notice] = await t.db.query<{ title: string; body: string }>(
      `SELECT title, body FROM notifications WHERE member_id = $1 AND title LIKE 'Commission reversed%'
        ORDER BY id DESC LIMIT 1`,
      [sponsor.id],
    );
    expect(notice?.title).toContain(sale.invoice_no);
    expect(notice?.body).toContain('still held');
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('releases a confirmed sale’s commissions after the return window, exactly once', async () => {
    const sale = await sell(1);
    const paidAt = new Date();
    await confirmSale(t.db, seller.id, sale.id, paidAt);
    const net = await orderNet(sale.order_id);
    const before = await balancesOf(t, sponsor.id);

    // A day before the window ends nothing moves.
    await releaseDueEarnings(t.db, new Date(paidAt.getTime() + 29 * DAY));
    expect(await balancesOf(t, sponsor.id)).toEqual(before);

    // Two release jobs at once, then a third: one release per earning.
    const due = new Date(paidAt.getTime() + 31 * DAY);
    await Promise.all([releaseDueEarnings(t.db, due), releaseDueEarnings(t.db, due)]);
    await releaseDueEarnings(t.db, due);
    const after = await balancesOf(t, sponsor.id);
    expect(after.available - before.available).toBe(net);
    expect(before.held - after.held).toBe(net);
    expect((await directBonus(sale.order_id)).state).toBe('released');
    const [counts] = await t.db.query<{ holds: number; releases: number }>(
      `SELECT (SELECT count(*) FROM earning_holds WHERE order_id = $1 AND member_id = $2)::int AS holds,
              (SELECT count(*) FROM ledger_transactions WHERE txn_key = 'commission_release'
                 AND order_id = $1 AND member_id = $2)::int AS releases`,
      [sale.order_id, sponsor.id],
    );
    expect(counts!.holds).toBeGreaterThan(0);
    expect(counts!.releases).toBe(counts!.holds);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('leaves a debt when a released commission is refunded after it was withdrawn', async () => {
    const sale = await sell(2);
    const paidAt = new Date();
    await confirmSale(t.db, seller.id, sale.id, paidAt);
    await releaseDueEarnings(t.db, new Date(paidAt.getTime() + 31 * DAY));
    expect((await directBonus(sale.order_id)).state).toBe('released');
    const net = await orderNet(sale.order_id);
    // Everything but 10.00 is withdrawn.
    await setWallet(t.db, sponsor.id, 1000);

    await refundSale(t.db, seller.id, sale.id, new Date(paidAt.getTime() + 40 * DAY));
    const after = await balancesOf(t, sponsor.id);
    expect(after.available).toBe(0);
    expect(after.owed).toBe(-(net - 1000));
    const [reversal] = await t.db.query<{ from_wallet: string; owed: string }>(
      `SELECT sum(from_wallet_minor)::text AS from_wallet, sum(owed_minor)::text AS owed
         FROM earning_reversals WHERE member_id = $1 AND order_id = $2`,
      [sponsor.id, sale.order_id],
    );
    expect(reversal).toEqual({ from_wallet: '1000', owed: String(net - 1000) });

    // Owing blocks payouts, with the reason under the amount.
    await setWallet(t.db, sponsor.id, 50_000);
    const blocked = await requestPayout('20.00');
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors.amount[0]).toMatch(/You owe/);
    await setWallet(t.db, sponsor.id, 0);

    const summary = walletSummaryWire.parse(
      (await call(sponsor.token, 'GET', '/api/wallet/statement')).json(),
    );
    expect(Number(summary.balances.owed)).toBe((net - 1000) / 100);

    // Later earnings repay it first, each repayment a ledger transaction with its trail.
    const next = await sell(3);
    const nextPaid = new Date(paidAt.getTime() + 41 * DAY);
    await confirmSale(t.db, seller.id, next.id, nextPaid);
    await releaseDueEarnings(t.db, new Date(nextPaid.getTime() + 31 * DAY));
    const owedBefore = net - 1000;
    const repaid = Math.min(owedBefore, await orderNet(next.order_id));
    const final = await balancesOf(t, sponsor.id);
    expect(final.owed + owedBefore - repaid).toBe(0);
    const repayments = await t.db.query<{
      ledger_txn_id: number;
      earning_id: number;
      amount: string;
    }>(
      `SELECT d.ledger_txn_id, d.earning_id, d.amount_minor::text AS amount FROM debt_repayments d
         JOIN earnings e ON e.id = d.earning_id JOIN ledger_transactions x ON x.id = e.ledger_txn_id
        WHERE d.member_id = $1 AND x.order_id = $2 ORDER BY d.ledger_txn_id`,
      [sponsor.id, next.order_id],
    );
    expect(repayments.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(repaid);
    const repayment = repayments[0];
    // "Why this amount?" explains the repayment line by the earning that repaid it.
    const why = await call(
      sponsor.token,
      'GET',
      `/api/wallet/transactions/${repayment!.ledger_txn_id}/explanation`,
    );
    expect(why.statusCode).toBe(200);
    expect(why.json().earning.id).toBe(repayment!.earning_id);
    expect(await walletOf(t.db, sponsor.id)).toBe(final.available);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('tells a Spanish-reading sponsor in Spanish, with the rule’s Spanish name', async () => {
    await t.db.query(`UPDATE members SET language = 'es' WHERE id = $1`, [sponsor.id]);
    try {
      const sale = await sell(1);
      const cancelled = await call(seller.token, 'POST', `/api/sales/${sale.id}/cancel`, {});
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const [notice] = await t.db.query<{ title: string; body: string }>(
        `SELECT title, body FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
        [sponsor.id],
      );
      expect(notice?.title).toBe(`Comisión anulada: ${sale.invoice_no}`);
      expect(notice?.body).toMatch(/: se retiraron \d+\.\d\d porque la venta se canceló/);
      expect(notice?.body).toContain('aún estaba retenido');
      expect(notice?.body).not.toMatch(/taken back|held/);
    } finally {
      await t.db.query(`UPDATE members SET language = 'en' WHERE id = $1`, [sponsor.id]);
    }
  });
});
