import type { RankCriteria, RankData } from '@/api/home-standing';

type CriterionKey = 'licensedLegs' | 'licensedDownlines' | 'sales' | 'downlineRank';

/** One criterion of a rank: what the member has against what the rank asks for. */
export type CriterionProgress = {
  key: CriterionKey;
  /** For downline-rank criteria: which rank the downline members must hold. */
  rankName?: string;
  achieved: number;
  required: number;
  /** achieved / required, capped at 1; a criterion asking for nothing is complete. */
  ratio: number;
  met: boolean;
};

const progress = (
  key: CriterionKey,
  achieved: number,
  required: number,
  rankName?: string,
): CriterionProgress => ({
  key,
  ...(rankName === undefined ? {} : { rankName }),
  achieved,
  required,
  ratio: required <= 0 ? 1 : Math.min(achieved / required, 1),
  met: achieved >= required,
});

/** The rank whose criteria the member is working towards: the next one, else the current. */
export const targetRank = (d: RankData): RankCriteria | null => d.nextRank ?? d.currentRank;

/**
 * Every criterion of the target rank, achieved versus required (spec §3 rank data). The
 * server's criteria_achieved gives one downline-rank count; a rank asking for several
 * downline ranks is measured per rank from downline_ranks instead.
 */
export function rankCriteriaProgress(d: RankData): CriterionProgress[] {
  const target = targetRank(d);
  if (!target) return [];
  const a = d.criteriaAchieved;
  const rows = [
    progress('licensedLegs', a.licensedLegCount, target.licensedLegCount),
    progress('licensedDownlines', a.licensedDownlineCount, target.licensedDownlineCount),
    progress('sales', a.sales, target.salesVolume),
  ];
  const requirements = target.downlineRankRequirements;
  for (const r of requirements) {
    const achieved =
      requirements.length === 1
        ? a.downlineRankCount
        : (d.downlineRanks.find((x) => x.rankId === r.rankId)?.count ?? 0);
    rows.push(progress('downlineRank', achieved, r.count, r.rankName));
  }
  return rows;
}
