import type { Queryable } from '../db/connection';
import { findEarningTrail } from '../earnings';
import { reversalTrail, settleTrail, insertEarning, insertEarningTrail } from '../engine';
import { postLedgerTransaction, walletBalanceMinor } from '../ledger';
import { insertReversal, lockHold, reversalEntries, settleHold, splitReversal } from '../holds';
import { findMemberLanguage, insertNotification } from '../notifications';
import type { OrderCommission } from './order-reversal-repo';
import { reversalNotice, type ReversalReason } from './reversal-notices';

const memos: Record<ReversalReason, string> = {
  sale_cancelled: 'Reversal: the sale was cancelled.',
  order_refunded: 'Reversal: the order was refunded.',
};

/**
 * Takes back one commission an order paid, by compensating rows only. A held commission is
 * cancelled (its hold settled by this transaction); an available one comes out of the wallet
 * as far as it goes and the rest is left owed (decision 037), with a negative earnings row and
 * a trail pointing at the earning it reverses, a row saying how it was settled, and a notice
 * to the member naming the order and the rule. Call it with the member locked.
 */
export async function reverseCommission(
  tx: Queryable,
  c: OrderCommission,
  o: { orderId: number; invoiceNo: string; reason: ReversalReason; at: Date },
): Promise<void> {
  const header = {
    group: 'commission',
    type: 'debit' as const,
    key: c.key,
    memberId: c.memberId,
    fromMemberId: c.fromMemberId,
    level: c.level,
    rankId: c.rankId,
    memo: memos[o.reason],
    createdAt: o.at,
    orderId: o.orderId,
  };
  if (!c.earning || c.memberId === null) {
    await postLedgerTransaction(
      tx,
      header,
      c.entries.map((e) => ({ ...e, amountMinor: -e.amountMinor })),
    );
    return;
  }
  const memberId = c.memberId;
  const e = c.earning;
  const netMinor = e.amountMinor - e.taxMinor - e.serviceChargeMinor;
  const hold = await lockHold(tx, e.id);
  const held = hold?.state === 'held';
  const split = splitReversal(netMinor, held, held ? 0 : await walletBalanceMinor(tx, memberId));
  const ledgerTxnId = await postLedgerTransaction(
    tx,
    header,
    reversalEntries(memberId, c.entries, split),
  );
  if (held && !(await settleHold(tx, e.id, 'cancelled', ledgerTxnId, o.at)))
    throw new Error(`hold of earning ${e.id} was settled twice`);

  const earningId = await insertEarning(tx, {
    memberId,
    fromMemberId: c.fromMemberId,
    bonusType: c.key,
    amountMinor: -e.amountMinor,
    taxMinor: -e.taxMinor,
    serviceChargeMinor: -e.serviceChargeMinor,
    level: c.level,
    rankId: c.rankId,
    ledgerTxnId,
    createdAt: o.at,
  });
  await insertReversal(tx, {
    earningId,
    reversedEarningId: e.id,
    memberId,
    orderId: o.orderId,
    ...split,
    at: o.at,
  });
  // The reversal's trail points at the earning it takes back, at that earning's rates.
  const reversed = await findEarningTrail(tx, e.id);
  if (reversed) {
    const draft = reversalTrail({
      reversed: {
        earningId: e.id,
        bonusType: c.key,
        grossMinor: e.amountMinor,
        sources: reversed.sources,
      },
      reason: o.reason,
    });
    const negated = {
      grossMinor: -e.amountMinor,
      taxMinor: -e.taxMinor,
      serviceChargeMinor: -e.serviceChargeMinor,
      netMinor: -netMinor,
    };
    const rates = {
      tax_percent: reversed.taxPercent,
      service_charge_percent: reversed.serviceChargePercent,
    };
    await insertEarningTrail(tx, {
      earningId,
      memberId,
      createdAt: o.at,
      trail: settleTrail(draft, negated, rates, ledgerTxnId),
    });
  }
  await insertNotification(tx, {
    memberId,
    event: 'commission_earned',
    kind: 'payout',
    ...reversalNotice(await findMemberLanguage(tx, memberId), {
      invoiceNo: o.invoiceNo,
      key: c.key,
      netMinor,
      reason: o.reason,
      split,
    }),
    refId: earningId,
    at: o.at,
  });
}
