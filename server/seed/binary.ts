import { pairBinary, type PairingResult } from '../engine';
import { periodKey } from '../shared/periods';
import {
  pairedSpan,
  pairingSources,
  spanPieces,
  type PlacedArrival,
} from '../shared/binary-attribution';
import { toHundredths } from '../../contract/money';
import { plan } from './reference';
import { DAY, WINDOW_DAYS, type BinaryRow, type GenMember } from './types';
import type { LegDays } from './volumes';

/** Pairs what the legs hold, exactly as the engine does. */
const pair = (left: number, right: number, firstPairDone: boolean, paidInPeriod: number) =>
  pairBinary(
    { leftCarry: left, rightCarry: right, firstPairDone, paidInPeriodMinor: paidInPeriod },
    plan.binary,
  );

/** A leg's rows from the first placed past `from` on (they are in place order). */
function* placedPast(rows: readonly PlacedArrival[], from: number): Generator<PlacedArrival> {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rows[mid]!.place <= from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < rows.length; i++) yield rows[i]!;
}

/**
 * The daily binary close over the window for one member: a row per order that reached a leg
 * (leg set, pv_added), as the engine writes them, then a pairing row (no leg) at the day's
 * close when whole pairs formed. What was paired before the window is deducted from the
 * opening points, so the closing carry equals the member's leg points less every pair ever
 * made. keepPairing keeps pairBinary's input and result on the pairing rows of a paid member,
 * with the orders behind the paired volume (first in, first out, shared/binary-attribution.ts,
 * over the same leg rows the binary history later reads), for the trails of its bonuses.
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
  // The window's leg rows so far, per leg: the carry's pieces come from them.
  const arrived: { L: PlacedArrival[]; R: PlacedArrival[] } = { L: [], R: [] };
  const windowStart = anchor - WINDOW_DAYS * DAY;
  let next = 0;
  for (let day = 0; day < WINDOW_DAYS; day++) {
    const dayStart = windowStart + day * DAY;
    // Without new volume no pair forms: after every close one leg holds less than a pair.
    if (next >= d.at.length || d.at[next]! >= dayStart + DAY) continue;
    const key = periodKey(new Date(dayStart), plan.binary.period);
    if (key !== paidKey) [paidKey, paidInPeriod] = [key, 0];
    for (; next < d.at.length && d.at[next]! < dayStart + DAY; next++) {
      const left = d.leg[next] === 0;
      const added = d.bv[next]!;
      if (left) {
        carryLeft += added;
        totalLeft += added;
      } else {
        carryRight += added;
        totalRight += added;
      }
      const arrival = {
        orderId: d.orderId[next]!,
        memberId: d.fromId[next]!,
        volume: toHundredths(added),
        place: toHundredths(left ? totalLeft : totalRight),
      };
      arrived[left ? 'L' : 'R'].push(arrival);
      rows.push({
        memberId: d.memberId,
        fromMemberId: arrival.memberId,
        orderId: arrival.orderId,
        leg: left ? 'L' : 'R',
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
        at: d.at[next]!,
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
    // Kept only for a member who is paid: the earning's trail is made from it. Places before
    // the window have no rows: that volume is carry no order accounts for.
    const pieces = (leg: 'L' | 'R', points: number, carry: number, deducted: number) => {
      if (deducted <= 0) return [];
      const span = pairedSpan(toHundredths(points), toHundredths(carry), toHundredths(deducted));
      return spanPieces(placedPast(arrived[leg], span.from), span);
    };
    const pairing =
      keepPairing && r.bonusToPayMinor > 0
        ? {
            input,
            result: r,
            sources: pairingSources({
              L: pieces('L', totalLeft, carryLeft, r.deductLeft),
              R: pieces('R', totalRight, carryRight, r.deductRight),
            }),
          }
        : null;
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
      ...(pairing ? { pairing } : {}),
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
