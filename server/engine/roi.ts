import { percentOf } from '../shared/money';

/**
 * ROI on a package purchase (issue 3 point 3): each period pays the package's roi_bonus % of
 * its price, until the total paid for that purchase reaches cap_percent of the price; the
 * last payment is cut to what the cap leaves.
 */

export type RoiInput = {
  priceMinor: number;
  roiPercent: number;
  capPercent: number;
  /** Gross ROI already paid for this purchase. */
  paidMinor: number;
};

export function roiDue(input: RoiInput): number {
  const perPeriod = percentOf(input.priceMinor, input.roiPercent);
  const room = percentOf(input.priceMinor, input.capPercent) - input.paidMinor;
  return Math.max(0, Math.min(perPeriod, room));
}
