/**
 * Rank criteria (spec §3 rank data). A rank is met when every criterion it sets is reached;
 * a criterion left at 0 (or with no downline rank) asks nothing. Other engineers import these
 * exact names, so the signatures below are a contract.
 */

export type RankCriteria = {
  id: number;
  name: string;
  /** 'criteria' ranks are evaluated automatically; 'manual' ones are only ever awarded by hand. */
  type: string;
  bonusMinor: number;
  sortOrder: number;
  licensedLegCount: number;
  licensedDownlineCount: number;
  salesVolume: number;
  downlineRankId: number | null;
  downlineRankCount: number;
};

export type RankStats = {
  /** Direct placement legs whose subtree holds at least one licensed member. */
  licensedLegs: number;
  /** Licensed members (a package and active) anywhere in the downline. */
  licensedDownlines: number;
  /** The member's team volume (TV). */
  salesVolume: number;
  /** rank id -> downline members holding that rank or a higher one (by sort order). */
  downlineRankCounts: Record<number, number>;
};

export const MANUAL_RANK_TYPE = 'manual';

export function meetsRank(stats: RankStats, rank: RankCriteria): boolean {
  if (rank.type === MANUAL_RANK_TYPE) return false;
  if (stats.licensedLegs < rank.licensedLegCount) return false;
  if (stats.licensedDownlines < rank.licensedDownlineCount) return false;
  if (stats.salesVolume < rank.salesVolume) return false;
  if (rank.downlineRankId !== null && rank.downlineRankCount > 0) {
    if ((stats.downlineRankCounts[rank.downlineRankId] ?? 0) < rank.downlineRankCount) return false;
  }
  return true;
}

/** The rank with the highest sort order whose criteria are all met, or null. */
export function highestRankMet(stats: RankStats, ranks: RankCriteria[]): RankCriteria | null {
  let best: RankCriteria | null = null;
  for (const rank of ranks) {
    if (best !== null && rank.sortOrder <= best.sortOrder) continue;
    if (meetsRank(stats, rank)) best = rank;
  }
  return best;
}

/**
 * Ranks a member newly earns: every rank met above the one they hold, lowest first, so a
 * member who jumps two ranks at once gets both bonuses; a rank already in their history is
 * never paid again, and nothing is ever taken back.
 */
export function ranksToAward(
  stats: RankStats,
  ranks: RankCriteria[],
  currentSortOrder: number | null,
  alreadyAwarded: ReadonlySet<number>,
): RankCriteria[] {
  return ranks
    .filter(
      (r) =>
        (currentSortOrder === null || r.sortOrder > currentSortOrder) &&
        !alreadyAwarded.has(r.id) &&
        meetsRank(stats, r),
    )
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

/**
 * A cheap pre-check from counters on the member row: when even the best case (every
 * downline member licensed, each in its own leg, holding every rank) misses every rank above
 * the current one, the full statistics need not be read.
 */
export function mightReachNewRank(
  bounds: { downlineCount: number; salesVolume: number },
  ranks: RankCriteria[],
  currentSortOrder: number | null,
): boolean {
  const best: RankStats = {
    licensedLegs: bounds.downlineCount,
    licensedDownlines: bounds.downlineCount,
    salesVolume: bounds.salesVolume,
    downlineRankCounts: Object.fromEntries(ranks.map((r) => [r.id, bounds.downlineCount])),
  };
  return ranks.some(
    (r) => (currentSortOrder === null || r.sortOrder > currentSortOrder) && meetsRank(best, r),
  );
}
