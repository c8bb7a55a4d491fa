import type { Queryable } from '../db/connection';
import { settleTrail, type TrailDraft } from './earning-trail';
import { accounts, bonusEntries, splitBonus, postLedgerTransaction } from '../ledger';
import { isCommissionHeld, settleNewCommission } from '../holds';
import type { TaxSettings } from '../company';
import { insertEarning, insertEarningTrail, isPayable } from './engine-bonus-repo';

export type Bonus = {
  memberId: number;
  fromMemberId: number | null;
  /** What made it: the rule, its base and sources; its grossMinor is the amount paid. */
  trail: TrailDraft;
  level?: number | null;
  rankId?: number | null;
  /** The order that earned it (none for ROI and rank bonuses). */
  orderId?: number | null;
  at: Date;
};

/**
 * Pays one bonus inside the caller's transaction: a balanced ledger credit (net to the wallet,
 * or to the held account while its order is unpaid or returnable; tax and service charge to
 * the company), the earnings row pointing at it and its computation trail, all or none; a held
 * bonus gets its hold row, an available one repays a debt first (decision 037). A member whose
 * status is 0 (or who is deleted) is never paid; a zero bonus writes nothing. Returns the
 * earnings id, or null when nothing was paid.
 */
export async function payBonus(tx: Queryable, tax: TaxSettings, b: Bonus): Promise<number | null> {
  if (b.trail.grossMinor <= 0) return null;
  if (!(await isPayable(tx, b.memberId))) return null;
  const bonusType = b.trail.bonusType;
  const split = splitBonus(b.trail.grossMinor, tax);
  const held = await isCommissionHeld(tx, b.orderId, b.at);
  const ledgerTxnId = await postLedgerTransaction(
    tx,
    {
      group: 'commission',
      type: 'credit',
      key: bonusType,
      memberId: b.memberId,
      fromMemberId: b.fromMemberId,
      level: b.level ?? null,
      rankId: b.rankId ?? null,
      createdAt: b.at,
      orderId: b.orderId ?? null,
    },
    bonusEntries(b.memberId, split, held ? accounts.held : accounts.wallet),
  );
  const earningId = await insertEarning(tx, {
    memberId: b.memberId,
    fromMemberId: b.fromMemberId,
    bonusType,
    amountMinor: split.grossMinor,
    taxMinor: split.taxMinor,
    serviceChargeMinor: split.serviceChargeMinor,
    level: b.level ?? null,
    rankId: b.rankId ?? null,
    ledgerTxnId,
    createdAt: b.at,
  });
  await insertEarningTrail(tx, {
    earningId,
    memberId: b.memberId,
    createdAt: b.at,
    trail: settleTrail(b.trail, split, tax, ledgerTxnId),
  });
  await settleNewCommission(tx, {
    held,
    earningId,
    memberId: b.memberId,
    orderId: b.orderId ?? null,
    netMinor: split.netMinor,
    at: b.at,
  });
  return earningId;
}
