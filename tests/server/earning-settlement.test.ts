import { beforeAll, describe, expect, it } from 'vitest';
import { earningExplanationWire } from '../../contract/earning-trail';
import { payoutSettingsWire } from '../../contract/payout';
import { releaseDueEarnings } from '../../server/holds';
import { confirmSale, refundSale } from '../../server/sales/sale-service';
import { useTestApp } from './app-fixture';
import { setWallet } from './payout-fixture';
import { sellingPair, sellPackage, type SignedIn } from './sale-fixture';
import { dbLabel } from './test-db';

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);
const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * Issue 29: "Why this amount?" says where an earning's money went after it was made (held,
 * released, reversed: from held, from the wallet, left owed), and what the wallet line asked
 * about was (the earning's credit, its release, or a repayment of a debt it made).
 */
describe(`the settlement of an explained earning on ${dbLabel}`, () => {
  const t = useTestApp();
  let seller: SignedIn;
  let sponsor: SignedIn;
  let packageId: number;

  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
  const explain = async (url: string) => {
    const res = await get(sponsor.token, url);
    expect(res.statusCode, res.body).toBe(200);
    return earningExplanationWire.strict().parse(res.json());
  };
  const sell = (quantity: number) => sellPackage(t, seller, packageId, quantity);
  /** The sponsor's direct bonus from one order: its id and net. */
  const directBonus = async (orderId: number) => {
    const [row] = await t.db.query<{ id: number; net: string }>(
      `SELECT e.id, (e.amount_minor - e.tax_minor - e.service_charge_minor)::text AS net
         FROM earnings e JOIN ledger_transactions x ON x.id = e.ledger_txn_id
        WHERE e.member_id = $1 AND x.order_id = $2 AND e.amount_minor > 0
          AND e.bonus_type = 'direct_bonus'`,
      [sponsor.id, orderId],
    );
    return { id: Number(row!.id), net: Number(row!.net) };
  };

  beforeAll(async () => {
    ({ seller, sponsor, packageId } = await sellingPair(t, { newest: true }));
  });

  it('says a held commission waits for payment, then for its release day', async () => {
    const sale = await sell(1);
    const bonus = await directBonus(sale.order_id);
    const unpaid = await explain(`/api/wallet/earnings/${bonus.id}/explanation`);
    expect(unpaid.settlement).toEqual({
      state: 'held',
      release_date: null,
      released_at: null,
      reversal: null,
      line: null,
    });

    const paidAt = new Date();
    await confirmSale(t.db, seller.id, sale.id, paidAt);
    const paid = await explain(`/api/wallet/earnings/${bonus.id}/explanation`);
    expect(paid.settlement?.state).toBe('held');
    expect(paid.settlement?.release_date).toBe(day(new Date(paidAt.getTime() + 30 * DAY)));

    // The earning's own credit, asked about as a wallet line.
    const credit = await explain(
      `/api/wallet/transactions/${paid.earning.ledger_transaction_id}/explanation`,
    );
    expect(credit.settlement?.line).toEqual({ kind: 'earning' });

    // A seller's cancellation of a held commission takes it all from held.
    const other = await sell(1);
    const otherBonus = await directBonus(other.order_id);
    const cancel = await t.call({
      method: 'POST',
      url: `/api/sales/${other.id}/cancel`,
      token: seller.token,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await explain(`/api/wallet/earnings/${otherBonus.id}/explanation`);
    expect(cancelled.settlement).toMatchObject({
      state: 'reversed',
      release_date: null,
      released_at: null,
      reversal: { from_held: money(otherBonus.net), from_wallet: '0.00', owed: '0.00' },
    });
  });

  it('explains a release line, a reversal that leaves a debt and a repayment line', async () => {
    const sale = await sell(2);
    const bonus = await directBonus(sale.order_id);
    const paidAt = new Date();
    await confirmSale(t.db, seller.id, sale.id, paidAt);
    const due = new Date(paidAt.getTime() + 31 * DAY);
    await releaseDueEarnings(t.db, due);

    const [release] = await t.db.query<{ id: string }>(
      'SELECT settled_txn_id::text AS id FROM earning_holds WHERE earning_id = $1',
      [bonus.id],
    );
    const released = await explain(`/api/wallet/transactions/${release!.id}/explanation`);
    expect(released.earning.id).toBe(bonus.id);
    expect(released.settlement).toEqual({
      state: 'available',
      release_date: day(due),
      released_at: due.toISOString(),
      reversal: null,
      line: { kind: 'release', released_at: due.toISOString() },
    });

    // All but 10.00 withdrawn, then the sale is refunded: 10.00 from the wallet, the rest owed.
    await setWallet(t.db, sponsor.id, 1000);
    const refundedAt = new Date(paidAt.getTime() + 40 * DAY);
    await refundSale(t.db, seller.id, sale.id, refundedAt);
    const [row] = await t.db.query<{ from_wallet: string; owed: string; id: string }>(
      `SELECT earning_id::text AS id, from_wallet_minor::text AS from_wallet, owed_minor::text AS owed
         FROM earning_reversals WHERE reversed_earning_id = $1`,
      [bonus.id],
    );
    const expected = {
      reversed_at: refundedAt.toISOString(),
      from_held: '0.00',
      from_wallet: money(Number(row!.from_wallet)),
      owed: money(Number(row!.owed)),
    };
    expect(Number(row!.from_wallet) + Number(row!.owed)).toBe(bonus.net);
    expect(Number(row!.owed)).toBeGreaterThan(0);
    const reversed = await explain(`/api/wallet/earnings/${bonus.id}/explanation`);
    expect(reversed.settlement).toMatchObject({
      state: 'reversed',
      release_date: day(due),
      reversal: expected,
    });
    // The reversal line itself tells the same split.
    const reversal = await explain(`/api/wallet/earnings/${row!.id}/explanation`);
    expect(reversal.settlement?.reversal).toEqual(expected);

    // The payout screen hears of the debt before the member types an amount.
    const settings = payoutSettingsWire.parse(
      (await get(sponsor.token, '/api/payout/settings')).json(),
    );
    expect(Number(settings.owed_balance)).toBeGreaterThanOrEqual(Number(row!.owed) / 100);

    // The next sale's commissions repay the debt first.
    const next = await sell(3);
    const nextPaid = new Date(paidAt.getTime() + 41 * DAY);
    await confirmSale(t.db, seller.id, next.id, nextPaid);
    await releaseDueEarnings(t.db, new Date(nextPaid.getTime() + 31 * DAY));
    const [repayment] = await t.db.query<{
      txn: string;
      earning_id: string;
      amount: string;
      owed_before: string;
      created_at: Date;
    }>(
      `SELECT ledger_txn_id::text AS txn, earning_id::text AS earning_id, created_at,
              amount_minor::text AS amount, owed_before_minor::text AS owed_before
         FROM debt_repayments WHERE member_id = $1 ORDER BY ledger_txn_id LIMIT 1`,
      [sponsor.id],
    );
    const repaid = await explain(`/api/wallet/transactions/${repayment!.txn}/explanation`);
    expect(repaid.earning.id).toBe(Number(repayment!.earning_id));
    expect(repaid.settlement?.line).toEqual({
      kind: 'repayment',
      repaid_at: new Date(repayment!.created_at).toISOString(),
      amount: money(Number(repayment!.amount)),
      owed_before: money(Number(repayment!.owed_before)),
    });
    // Asked for by its own id, the same earning names no line.
    const byId = await explain(`/api/wallet/earnings/${repayment!.earning_id}/explanation`);
    expect(byId.settlement?.line).toBeNull();
  });
});
