import type { Queryable } from '../../db/connection';
import { bonusEntries, splitBonus } from '../../domain/ledger';
import type { TaxSettings } from '../../domain/plan-settings';
import { insertEarning, isPayable } from '../../repositories/engine-bonus-repo';
import { postLedgerTransaction } from '../../repositories/ledger-repo';

export type BonusType =
  'direct_bonus' | 'binary_bonus' | 'level_commission' | 'rank_bonus' | 'roi_bonus';

export type Bonus = {
  memberId: number;
  fromMemberId: number | null;
  bonusType: BonusType;
  grossMinor: number;
  level?: number | null;
  rankId?: number | null;
  /** The order that earned it (none for ROI and rank bonuses). */
  orderId?: number | null;
  at: Date;
};

/**
 * Pays one bonus inside the caller's transaction: a balanced ledger credit (net to the wallet,
 * tax and service charge to the company) and the earnings row pointing at it. A member whose
 * status is 0 (or who is deleted) is never paid; a zero bonus writes nothing. Returns the
 * earnings id, or null when nothing was paid.
 */
export async function payBonus(tx: Queryable, tax: TaxSettings, b: Bonus): Promise<number | null> {
  if (b.grossMinor <= 0) return null;
  if (!(await isPayable(tx, b.memberId))) return null;
  const split = splitBonus(b.grossMinor, tax);
  const ledgerTxnId = await postLedgerTransaction(
    tx,
    {
      group: 'commission',
      type: 'credit',
      key: b.bonusType,
      memberId: b.memberId,
      fromMemberId: b.fromMemberId,
      level: b.level ?? null,
      rankId: b.rankId ?? null,
      createdAt: b.at,
      orderId: b.orderId ?? null,
    },
    bonusEntries(b.memberId, split),
  );
  return insertEarning(tx, {
    memberId: b.memberId,
    fromMemberId: b.fromMemberId,
    bonusType: b.bonusType,
    amountMinor: split.grossMinor,
    taxMinor: split.taxMinor,
    serviceChargeMinor: split.serviceChargeMinor,
    level: b.level ?? null,
    rankId: b.rankId ?? null,
    ledgerTxnId,
    createdAt: b.at,
  });
}
