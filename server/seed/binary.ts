import { pairBinary, type PairingResult } from '../engine';
import { periodKey } from '../shared/periods';
import { plan } from './reference';
import { DAY, WINDOW_DAYS, type BinaryRow, type GenMember } from './types';
import type { LegDays } from './volumes';

/** Pairs what the legs hold, exactly as the engine does. */
const pair = (left: number, right: number, firstPairDone: boolean, paidInPeriod: number) =>
  pairBinary(
    { leftCarry: left, rightCarry: right, firstPairDone, paidInPeriodMinor: paidInPeriod },
    plan.binary,
  );

/**
 * The daily binary close over the window for one member: a row per leg that received volume
 * that day (leg set, pv_added), then a pairing row (no leg) when whole pairs formed. What
 * was paired before the window is deducted from the opening points, so the closing carry
 * equals the member's leg points less every pair ever made. keepPairing keeps pairBinary's
 * input and result on the pairing rows, for the trails of the bonuses they pay.
 */
export function pairingHistory(d: LegDays, anchor: number, keepPairing = true): BinaryRow[] {
  const rows: BinaryRow[] = [];
  const opening = pair(d.preLeft, d.preRight, false, 0);
  let carryLeft = opening.carryLeft;
  let carryRight = opening.carryRight;
  let firstPairDone = opening.firstPairDone;
  let paidKey = '';
  let paidInPeriod = 0;
  // Totals are the leg points ever received (members.left_points); carry is what is unpaired.
  let totalLeft = d.preLeft;
  let totalRight = d.preRight;
  const windowStart = anchor - WINDOW_DAYS * DAY;
  for (let day = 0; day < WINDOW_DAYS; day++) {
    const dayStart = windowStart + day * DAY;
    // Without new volume no pair forms: after every close one leg holds less than a pair.
    if (d.added[day * 2]! + d.added[day * 2 + 1]! === 0) continue;
    const key = periodKey(new Date(dayStart), plan.binary.period);
    if (key !== paidKey) [paidKey, paidInPeriod] = [key, 0];
    // The leg whose last order came first is written first.
    const rightFirst = d.lastAt[day * 2 + 1]! < d.lastAt[day * 2]!;
    for (const leg of rightFirst ? [1, 0] : [0, 1]) {
      const slot = day * 2 + leg;
      const added = d.added[slot]!;
      if (added === 0) continue;
      if (leg === 0) {
        carryLeft += added;
        totalLeft += added;
      } else {
        carryRight += added;
        totalRight += added;
      }
      rows.push({
        memberId: d.memberId,
        fromMemberId: d.lastFrom[slot]!,
        orderId: d.lastOrder[slot]!,
        leg: leg === 0 ? 'L' : 'R',
        pvAdded: added,
        deductedLeft: 0,
        deductedRight: 0,
        totalLeft,
        totalRight,
        carryLeft,
        carryRight,
        generatedMinor: 0,
        toPayMinor: 0,
        periodKey: key,
        at: d.lastAt[slot]!,
      });
    }
    const input = {
      leftCarry: carryLeft,
      rightCarry: carryRight,
      firstPairDone,
      paidInPeriodMinor: paidInPeriod,
    };
    const r: PairingResult = pair(carryLeft, carryRight, firstPairDone, paidInPeriod);
    if (r.pairs === 0) continue;
    rows.push({
      memberId: d.memberId,
      fromMemberId: null,
      orderId: null,
      leg: null,
      pvAdded: 0,
      deductedLeft: r.deductLeft,
      deductedRight: r.deductRight,
      totalLeft,
      totalRight,
      carryLeft: r.carryLeft,
      carryRight: r.carryRight,
      generatedMinor: r.bonusGeneratedMinor,
      toPayMinor: r.bonusToPayMinor,
      periodKey: key,
      // Kept only for a member who is paid: the earning's trail is made from it.
      ...(keepPairing && r.bonusToPayMinor > 0 ? { pairing: { input, result: r } } : {}),
      // The daily close, after the day's last order (orders carry whole seconds).
      at: dayStart + DAY - 1000,
    });
    carryLeft = r.carryLeft;
    carryRight = r.carryRight;
    firstPairDone = r.firstPairDone;
    paidInPeriod += r.bonusToPayMinor;
  }
  return rows;
}

/**
 * A member's carry and first-pair flag from its lifetime leg points, as if every pair had
 * been made at the close it formed; for a member with a pairing history, the same figures
 * as its last row.
 */
export function closeBinary(m: GenMember) {
  const r = pair(m.leftPoints, m.rightPoints, false, 0);
  return { leftCarry: r.carryLeft, rightCarry: r.carryRight, firstPairDone: r.firstPairDone };
}
