import type { Queryable } from '../db/connection';
import { getPlanSetting } from '../company';
import { splitBonus } from '../ledger';
import { bonusTypes } from '../wallet';
import { periodEnd, periodKey, periodStart, type Period } from '../shared/periods';
import type { TrailDraft } from './earning-trail';
import { earnedBetween, roiCandidateOf } from './engine-bonus-repo';
import { loadModules } from './engine-settings-service';
import { combineProjection, type ProjectionLine, type ProjectionTotals } from './projection';
import { roiTrailOf } from './roi-service';

export type PeriodProjection = {
  period: Period;
  periodKey: string;
  /** [start, end) in UTC. */
  start: Date;
  end: Date;
  asOf: Date;
  lines: ProjectionLine[];
  total: ProjectionTotals;
  /** The trails of what the close would pay, as the engine would record them. */
  atCloseTrails: TrailDraft[];
};

/**
 * What the real engine would pay one member for the open period if it closed at `now`, by
 * bonus type (issue 33 point 3; decision 054). The open period is the period run's (settings
 * roi.period): that run is what "closing a period" pays here; every other bonus is paid as
 * its order is processed (decision 003), so it is already in the period. The close's share
 * comes from the run's own candidate query and rule (roiCandidateOf, roiTrailOf) and the
 * ledger's own split, for this member only. Reads only: the caller decides the transaction
 * (the route runs it read-only).
 */
export async function projectOpenPeriod(
  q: Queryable,
  memberId: number,
  now = new Date(),
): Promise<PeriodProjection> {
  const [roi, tax, modules] = [
    await getPlanSetting(q, 'roi'),
    await getPlanSetting(q, 'tax'),
    await loadModules(q),
  ];
  const key = periodKey(now, roi.period);
  const start = periodStart(now, roi.period);
  const end = periodEnd(now, roi.period);
  const earned = await earnedBetween(q, { memberId, from: start, to: end });

  const atCloseTrails: TrailDraft[] = [];
  if (modules.roiBonus) {
    const candidate = await roiCandidateOf(q, { memberId, at: now, periodKey: key });
    const trail = candidate && roiTrailOf(candidate, roi, key);
    if (trail && trail.grossMinor > 0) atCloseTrails.push(trail);
  }
  const atClose = atCloseTrails.map((t) => ({
    bonusType: t.bonusType,
    grossMinor: t.grossMinor,
    netMinor: splitBonus(t.grossMinor, tax).netMinor,
  }));
  return {
    period: roi.period,
    periodKey: key,
    start,
    end,
    asOf: now,
    ...combineProjection(earned, atClose, bonusTypes),
    atCloseTrails,
  };
}
