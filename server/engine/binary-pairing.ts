import { toHundredths } from '../../contract/money';
import { percentOf } from '../shared/money';
import type { BinarySettings } from '../company';

/**
 * Binary pairing for one member in one period (issue 3 point 3). Volumes are counted in
 * hundredths of a point internally (the columns are numeric(14, 2)), so no float ever
 * decides a pair; one volume point is worth one base-currency unit, i.e. 100 minor units,
 * which makes a hundredth of a point exactly one minor unit.
 */

export type PairingInput = {
  /** Unpaired volume waiting on each leg, the new volume included. */
  leftCarry: number;
  rightCarry: number;
  /** Whether the member's first pair (the one a 2:1 / 1:2 ratio applies to) is behind them. */
  firstPairDone: boolean;
  /** bonus_to_pay already paid to the member in this period (what the cap counts). */
  paidInPeriodMinor: number;
};

export type PairingResult = {
  pairs: number;
  /** Volume taken off each leg by the pairs. */
  deductLeft: number;
  deductRight: number;
  carryLeft: number;
  carryRight: number;
  /** The weaker side's paired volume (the "1" of each pair), what 'percent' pays on. */
  pairedVolume: number;
  bonusGeneratedMinor: number;
  bonusToPayMinor: number;
  /** What the cap took away: generated − to pay. The volume is deducted all the same. */
  flushedMinor: number;
  firstPairDone: boolean;
};

const fromHundredths = (h: number) => h / 100;

/** Left:right volume the first pair needs, in units of pair_volume. */
function firstPairShape(ratio: BinarySettings['pair_ratio']): [number, number] {
  if (ratio === '2:1') return [2, 1];
  if (ratio === '1:2') return [1, 2];
  return [1, 1];
}

export function pairBinary(input: PairingInput, settings: BinarySettings): PairingResult {
  const unit = toHundredths(settings.pair_volume);
  let left = toHundredths(input.leftCarry);
  let right = toHundredths(input.rightCarry);
  let pairs = 0;
  let paired = 0;
  let firstPairDone = input.firstPairDone;

  if (!firstPairDone) {
    const [l, r] = firstPairShape(settings.pair_ratio);
    if (left >= l * unit && right >= r * unit) {
      left -= l * unit;
      right -= r * unit;
      pairs = 1;
      paired = unit;
      firstPairDone = true;
    }
  }
  if (firstPairDone) {
    const more = Math.floor(Math.min(left, right) / unit);
    left -= more * unit;
    right -= more * unit;
    pairs += more;
    paired += more * unit;
  }

  const generated =
    settings.pay_mode === 'per_pair'
      ? pairs * settings.pair_value_minor
      : percentOf(paired, settings.percent);
  const room =
    settings.capping_minor === null
      ? generated
      : Math.max(0, settings.capping_minor - input.paidInPeriodMinor);
  const toPay = Math.min(generated, room);

  return {
    pairs,
    deductLeft: fromHundredths(toHundredths(input.leftCarry) - left),
    deductRight: fromHundredths(toHundredths(input.rightCarry) - right),
    carryLeft: fromHundredths(left),
    carryRight: fromHundredths(right),
    pairedVolume: fromHundredths(paired),
    bonusGeneratedMinor: generated,
    bonusToPayMinor: toPay,
    flushedMinor: generated - toPay,
    firstPairDone,
  };
}
