import { MANUAL_RANK_TYPE, type RankCriteria, type RankStats } from './ranks';

/**
 * What stands between a member and their next rank, criterion by criterion (issue 16): the
 * figures only, no wording. The service adds the legs and members that would close each gap.
 */

type GapKey = 'licensed_legs' | 'licensed_downlines' | 'sales_volume' | 'downline_ranks';

export type Gap = {
  key: GapKey;
  required: number;
  actual: number;
  /** required - actual, never below 0. */
  missing: number;
  met: boolean;
};

export type RankGap = Gap & {
  key: 'downline_ranks';
  /** The rank downline members must hold (or one above it). */
  rank: RankCriteria;
  /** The rank just below it: its holders are the nearest candidates; null means "no rank yet". */
  closerRank: RankCriteria | null;
};

export type CriterionGap = (Gap & { key: Exclude<GapKey, 'downline_ranks'> }) | RankGap;

/** Volumes carry two decimals; subtracting them in hundredths keeps 0.1 + 0.2 out of the answer. */
const hundredths = (n: number) => Math.round(n * 100);

function gap<K extends GapKey>(key: K, required: number, actual: number) {
  const missing = Math.max(hundredths(required) - hundredths(actual), 0) / 100;
  return { key, required, actual, missing, met: missing === 0 };
}

/**
 * The member's next goal: the lowest rank above the current one that is evaluated by its
 * criteria (a manual rank is only ever awarded by hand), or null at the top.
 */
export function nextGoalRank(
  ranks: RankCriteria[],
  currentRankId: number | null,
): RankCriteria | null {
  const current = ranks.find((r) => r.id === currentRankId) ?? null;
  return (
    ranks
      .filter((r) => r.type !== MANUAL_RANK_TYPE)
      .filter((r) => current === null || r.sortOrder > current.sortOrder)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)[0] ?? null
  );
}

/** The rank immediately below `rank` in the ladder (any type), or null for the lowest one. */
export function rankJustBelow(ranks: RankCriteria[], rank: RankCriteria): RankCriteria | null {
  let below: RankCriteria | null = null;
  for (const r of ranks) {
    if (r.sortOrder >= rank.sortOrder) continue;
    if (below === null || r.sortOrder > below.sortOrder) below = r;
  }
  return below;
}

/**
 * Every criterion `next` sets, in the order the rank page lists them; a criterion left at 0
 * asks nothing and is left out, exactly as meetsRank (./ranks.ts) ignores it.
 */
export function criterionGaps(
  next: RankCriteria,
  ranks: RankCriteria[],
  stats: RankStats,
): CriterionGap[] {
  const gaps: CriterionGap[] = [];
  if (next.licensedLegCount > 0)
    gaps.push(gap('licensed_legs', next.licensedLegCount, stats.licensedLegs));
  if (next.licensedDownlineCount > 0)
    gaps.push(gap('licensed_downlines', next.licensedDownlineCount, stats.licensedDownlines));
  if (next.salesVolume > 0) gaps.push(gap('sales_volume', next.salesVolume, stats.salesVolume));
  const rank = ranks.find((r) => r.id === next.downlineRankId);
  if (rank && next.downlineRankCount > 0) {
    const actual = stats.downlineRankCounts[rank.id] ?? 0;
    gaps.push({
      ...gap('downline_ranks', next.downlineRankCount, actual),
      rank,
      closerRank: rankJustBelow(ranks, rank),
    });
  }
  return gaps;
}

/**
 * Which leg is the weaker: the one with the least volume, the first of equals (legs come in
 * position order). A single leg, or none, has nothing weaker to point at.
 */
export function weakerLegIndex(volumes: readonly number[]): number {
  if (volumes.length < 2) return -1;
  let weakest = 0;
  for (let i = 1; i < volumes.length; i++) if (volumes[i]! < volumes[weakest]!) weakest = i;
  return weakest;
}

/** Why a member is not licensed: never bought a package, or its activity has lapsed. */
export const unlicensedReason = (packageId: number | null): 'no_package' | 'inactive' =>
  packageId === null ? 'no_package' : 'inactive';
