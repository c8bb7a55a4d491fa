import type { Queryable } from '../db/connection';
import { getPlanSetting } from '../company';
import { isHeldAt, releaseDate } from './holds';
import { findOrderRelease, insertHold, setOrderPaid } from './holds-repo';
import { repayDebt } from './debt-service';

/**
 * Whether a commission paid now from `orderId` is held: its order is unpaid or still inside
 * the return window. A bonus with no order behind it (ROI, rank) is earned when paid.
 */
export async function isCommissionHeld(
  q: Queryable,
  orderId: number | null | undefined,
  at: Date,
): Promise<boolean> {
  if (orderId === null || orderId === undefined) return false;
  const releaseAt = await findOrderRelease(q, orderId);
  return releaseAt !== undefined && isHeldAt(releaseAt, at);
}

/**
 * After a commission's ledger credit: a held one gets its hold row (the release job's work);
 * an available one repays a debt first.
 */
export async function settleNewCommission(
  tx: Queryable,
  c: {
    held: boolean;
    earningId: number;
    memberId: number;
    orderId: number | null;
    netMinor: number;
    at: Date;
  },
): Promise<void> {
  if (c.held && c.orderId !== null) {
    await insertHold(tx, { ...c, orderId: c.orderId });
  } else {
    await repayDebt(tx, {
      memberId: c.memberId,
      earningId: c.earningId,
      incomingMinor: c.netMinor,
      at: c.at,
    });
  }
}

/**
 * The company has the order's money (a card or wallet order as it settles, a manual sale when
 * the company confirms it): its commissions release after the company's return window.
 */
export async function markOrderPaid(tx: Queryable, orderId: number, paidAt: Date): Promise<void> {
  const { window_days } = await getPlanSetting(tx, 'returns');
  await setOrderPaid(tx, orderId, paidAt, releaseDate(paidAt, window_days));
}
