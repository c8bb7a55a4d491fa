import type { Db } from '../db/connection';
import { periodKey } from '../shared/periods';
import { roiBonusTrail } from './earning-trail';
import {
  claimRoiPeriod,
  linkRoiEarning,
  listRoiCandidates,
  type RoiCandidate,
} from './engine-bonus-repo';
import { getPlanSetting, type RoiSettings } from '../company';
import { loadModules } from './engine-settings-service';
import { payBonus } from './pay-bonus-service';

export type RoiRunResult = { periodKey: string; membersPaid: number; totalGrossMinor: number };

const BATCH = 500;

/** What the run pays one candidate in a period: the one place the ROI rule meets the row. */
export function roiTrailOf(c: RoiCandidate, settings: RoiSettings, key: string) {
  return roiBonusTrail({
    packageId: c.packageId,
    packageName: c.packageName,
    priceMinor: c.priceMinor,
    ratePercent: c.roiPercent,
    capPercent: settings.cap_percent,
    paidBeforeMinor: c.paidMinor,
    purchasedAt: c.purchasedAt,
    periodKey: key,
  });
}

/**
 * Pays the ROI of the period `now` falls in (settings.roi.period) to every active member
 * holding an unexpired package with an ROI rate, up to the cap of that purchase. Each batch
 * is its own transaction; a roi_payouts row per member and period makes a second run (or
 * a concurrent one) in the same period pay nothing again.
 */
export async function runRoi(db: Db, now = new Date()): Promise<RoiRunResult> {
  const settings = await getPlanSetting(db, 'roi');
  const key = periodKey(now, settings.period);
  const result: RoiRunResult = { periodKey: key, membersPaid: 0, totalGrossMinor: 0 };
  if (!(await loadModules(db)).roiBonus) return result;
  const tax = await getPlanSetting(db, 'tax');

  for (let afterId = 0; ;) {
    const batch = await listRoiCandidates(db, { afterId, limit: BATCH, at: now, periodKey: key });
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]!.memberId;
    await db.transaction(async (tx) => {
      for (const c of batch) {
        const trail = roiTrailOf(c, settings, key);
        const due = trail.grossMinor;
        if (due <= 0) continue;
        const claim = {
          memberId: c.memberId,
          periodKey: key,
          packageId: c.packageId,
          purchasedAt: c.purchasedAt,
        };
        if (!(await claimRoiPeriod(tx, { ...claim, amountMinor: due, at: now }))) continue;
        const earningId = await payBonus(tx, tax, {
          memberId: c.memberId,
          fromMemberId: null,
          trail,
          at: now,
        });
        if (earningId !== null) await linkRoiEarning(tx, c.memberId, key, earningId);
        result.membersPaid += 1;
        result.totalGrossMinor += due;
      }
    });
  }
  return result;
}
