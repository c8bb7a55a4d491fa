import type { Queryable } from '../db/connection';
import { legsUpThePath, pathIds } from '../network';
import {
  insertBinaryHistory,
  lockMembers,
  positionsOf,
  insertVolumeRecords,
  type VolumeRecord,
  setOrderCancelled,
} from '../engine';
import { hundredthsToDecimal, toHundredths } from '../../contract/money';
import { listOrderBinaryRows, listOrderCommissions } from './order-reversal-repo';
import { reverseCommission } from './reverse-commission-service';
import type { ReversalReason } from './reversal-notices';
import { returnPairedVolume, addPersonalVolume, addTeamVolume } from '../members';

const negate = (volume: string) => hundredthsToDecimal(-toHundredths(volume));

/**
 * Undoes everything a settled order did, by compensating rows only (nothing is deleted or
 * edited away): every commission it paid taken back (reverse-commission-service.ts: a held one
 * cancelled, an available one from the wallet and what was withdrawn left owed); negative
 * PV, CV and TV with their volume records; the volume it added to each leg taken off again
 * and the volume its pairings used given back to the carry, with binary history rows that
 * say so and take the paid bonus off the period's cap. Afterwards every wallet and volume is
 * what it was without the order. Ranks are not touched: a manual sale counts for ranks only
 * once confirmed, when it can no longer be cancelled.
 */
export async function reverseOrder(
  tx: Queryable,
  o: {
    orderId: number;
    invoiceNo: string;
    buyerId: number;
    buyerPath: string;
    bv: string;
    cv: string;
    reason: ReversalReason;
    at: Date;
  },
): Promise<void> {
  const ids = pathIds(o.buyerPath);

  const commissions = await listOrderCommissions(tx, o.orderId);
  // Every member paid by the order is locked with the path, in one id-ordered statement: a
  // reversal reads each wallet to know how much of a released commission it can take back.
  const recipients = commissions.flatMap((c) => (c.memberId === null ? [] : [c.memberId]));
  await lockMembers(tx, [...new Set([...ids, ...recipients])]);
  for (const c of commissions) await reverseCommission(tx, c, o);

  // Paired volume goes back to the carry before the order's own volume leaves it.
  const binary = await listOrderBinaryRows(tx, o.orderId);
  const returned = new Map<number, { left: number; right: number }>();
  for (const b of binary.filter((r) => r.leg === null)) {
    const r = returned.get(b.memberId) ?? { left: 0, right: 0 };
    r.left += toHundredths(b.pvDeductedLeft);
    r.right += toHundredths(b.pvDeductedRight);
    returned.set(b.memberId, r);
  }
  await returnPairedVolume(
    tx,
    [...returned].map(([memberId, r]) => ({
      memberId,
      left: hundredthsToDecimal(r.left),
      right: hundredthsToDecimal(r.right),
    })),
  );

  const minusBv = negate(o.bv);
  const buyer = await addPersonalVolume(tx, o.buyerId, minusBv, negate(o.cv));
  const records: VolumeRecord[] = [
    {
      memberId: o.buyerId,
      fromMemberId: null,
      type: 'purchase',
      pv: minusBv,
      tv: '0',
      ...buyer,
      orderId: o.orderId,
      createdAt: o.at,
    },
  ];
  const ancestorIds = ids.slice(0, -1);
  const after = new Map<
    number,
    { leftPoints: string; rightPoints: string; leftCarry: string; rightCarry: string }
  >();
  if (ancestorIds.length > 0) {
    const positions = await positionsOf(tx, ids);
    const legs = legsUpThePath(o.buyerPath, (id) => positions.get(id) ?? null);
    const rows = await addTeamVolume(
      tx,
      ancestorIds,
      legs.filter((l) => l.leg === 'L').map((l) => l.ancestorId),
      legs.filter((l) => l.leg === 'R').map((l) => l.ancestorId),
      minusBv,
    );
    for (const r of rows) {
      after.set(r.id, r);
      records.push({
        memberId: r.id,
        fromMemberId: o.buyerId,
        type: 'team',
        pv: '0',
        tv: minusBv,
        totalPv: r.pv,
        totalTv: r.tv,
        orderId: o.orderId,
        createdAt: o.at,
      });
    }
  }
  await insertVolumeRecords(tx, records);

  // Each binary row of the order gets its mirror image, in the period it counted in.
  await insertBinaryHistory(
    tx,
    binary.map((b) => {
      const state = after.get(b.memberId);
      return {
        memberId: b.memberId,
        fromMemberId: o.buyerId,
        orderId: o.orderId,
        leg: b.leg,
        pvAdded: negate(b.pvAdded),
        pvDeductedLeft: negate(b.pvDeductedLeft),
        pvDeductedRight: negate(b.pvDeductedRight),
        totalLeft: state?.leftPoints ?? '0',
        totalRight: state?.rightPoints ?? '0',
        carryLeft: state?.leftCarry ?? '0',
        carryRight: state?.rightCarry ?? '0',
        bonusGeneratedMinor: -b.bonusGeneratedMinor,
        bonusToPayMinor: -b.bonusToPayMinor,
        cappingLimitMinor: b.cappingLimitMinor,
        periodKey: b.periodKey,
        createdAt: o.at,
      };
    }),
  );
  await setOrderCancelled(tx, o.orderId, o.at);
}
