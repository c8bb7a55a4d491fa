import type { Queryable } from '../db/connection';
import { pairBinary } from './binary-pairing';
import { binaryBonusTrail, type TrailDraft } from './earning-trail';
import { periodKey } from '../shared/periods';
import type { BinarySettings, TaxSettings } from '../company';
import {
  binaryPaidInPeriod,
  insertBinaryHistory,
  type BinaryHistoryRow,
} from './engine-bonus-repo';
import { hundredthsToDecimal, toHundredths } from '../../contract/money';
import type { AppliedVolumes } from './order-volumes-service';
import { payBonus } from './pay-bonus-service';
import { userStatus } from '../../contract/constants';
import { legRowReader, setBinaryCarry } from '../members';
import { attributePairing } from '../shared/binary-attribution';

/**
 * Binary pairing for every ancestor whose leg an order's volume reached. Each such ancestor
 * gets a history row for the volume added (leg set); when pairs form, a second row records
 * the pairing (no leg: spec §3 reads a row without a leg as a deduction) with the bonus
 * generated, the bonus paid after the period cap and the carry left. A blocked or deleted
 * member is not paired: the volume waits in its carry.
 */
export async function runBinaryPairing(
  tx: Queryable,
  o: {
    orderId: number;
    buyerId: number;
    bv: string;
    ancestors: AppliedVolumes['ancestors'];
    binary: BinarySettings;
    tax: TaxSettings;
    at: Date;
  },
): Promise<void> {
  const reached = o.ancestors.filter((a) => a.leg !== null);
  if (reached.length === 0) return;
  const period = periodKey(o.at, o.binary.period);
  const paid = await binaryPaidInPeriod(
    tx,
    reached.map((a) => a.id),
    period,
  );
  const history: BinaryHistoryRow[] = [];
  const carries: Parameters<typeof setBinaryCarry>[1][number][] = [];
  const payouts: { memberId: number; trail: TrailDraft }[] = [];
  const zero = '0';
  const common = {
    fromMemberId: o.buyerId,
    orderId: o.orderId,
    cappingLimitMinor: o.binary.capping_minor,
    periodKey: period,
    createdAt: o.at,
  };

  for (const a of reached) {
    history.push({
      ...common,
      memberId: a.id,
      leg: a.leg,
      pvAdded: o.bv,
      pvDeductedLeft: zero,
      pvDeductedRight: zero,
      totalLeft: a.leftPoints,
      totalRight: a.rightPoints,
      carryLeft: a.leftCarry,
      carryRight: a.rightCarry,
      bonusGeneratedMinor: 0,
      bonusToPayMinor: 0,
    });
    if (a.status !== userStatus.active || a.deleted) continue;
    const input = {
      leftCarry: Number(a.leftCarry),
      rightCarry: Number(a.rightCarry),
      firstPairDone: a.firstPairDone,
      paidInPeriodMinor: paid.get(a.id) ?? 0,
    };
    const r = pairBinary(input, o.binary);
    if (r.pairs === 0) continue;
    const carryLeft = hundredthsToDecimal(toHundredths(r.carryLeft));
    const carryRight = hundredthsToDecimal(toHundredths(r.carryRight));
    history.push({
      ...common,
      memberId: a.id,
      leg: null,
      pvAdded: zero,
      pvDeductedLeft: hundredthsToDecimal(toHundredths(r.deductLeft)),
      pvDeductedRight: hundredthsToDecimal(toHundredths(r.deductRight)),
      totalLeft: a.leftPoints,
      totalRight: a.rightPoints,
      carryLeft,
      carryRight,
      bonusGeneratedMinor: r.bonusGeneratedMinor,
      bonusToPayMinor: r.bonusToPayMinor,
    });
    carries.push({
      memberId: a.id,
      leftCarry: carryLeft,
      rightCarry: carryRight,
      firstPairDone: r.firstPairDone,
    });
    if (r.bonusToPayMinor <= 0) continue;
    // Every order behind the paired volume, not only this one (shared/binary-attribution.ts).
    const sources = await attributePairing(legRowReader(tx, a.id), {
      before: { at: o.at },
      points: { left: toHundredths(a.leftPoints), right: toHundredths(a.rightPoints) },
      carry: { left: toHundredths(a.leftCarry), right: toHundredths(a.rightCarry) },
      deducted: { left: toHundredths(r.deductLeft), right: toHundredths(r.deductRight) },
      pending: {
        leg: a.leg!,
        arrival: {
          orderId: o.orderId,
          memberId: o.buyerId,
          volume: toHundredths(o.bv),
          place: toHundredths(a.leg === 'L' ? a.leftPoints : a.rightPoints),
        },
      },
    });
    payouts.push({
      memberId: a.id,
      trail: binaryBonusTrail({ input, result: r, settings: o.binary, periodKey: period, sources }),
    });
  }

  await insertBinaryHistory(tx, history);
  await setBinaryCarry(tx, carries);
  for (const p of payouts) {
    await payBonus(tx, o.tax, {
      ...p,
      fromMemberId: null,
      orderId: o.orderId,
      at: o.at,
    });
  }
}
