import type { Queryable } from '../db/connection';
import {
  MANUAL_RANK_TYPE,
  type RankCriteria,
  type RankStats,
  getRankStats,
  listRanks,
} from '../ranks';
import { listAchievedRanks, listLegStats } from './home-rank-repo';
import type { LegStats } from './home';
import { volumeBetween, type HomeMember } from './home-repo';
import { rankPeriod, requireHomeMember } from './home-service';

/** Legs listed on the rank page: the strongest ones; the counts cover every leg. */
const legsShown = 20;

type AchievedRank = { id: number; name: string; bonusMinor: number; achievedAt: Date };

export type RankData = {
  member: HomeMember;
  period: ReturnType<typeof rankPeriod>;
  ranks: RankCriteria[];
  current: RankCriteria | null;
  achieved: AchievedRank[];
  higher: RankCriteria[];
  next: RankCriteria | null;
  /** The downline rank the next rank asks for, when it asks for one. */
  requiredRank: RankCriteria | null;
  stats: RankStats;
  legs: LegStats[];
  strongestLeg: LegStats | null;
  licensedLegs: number;
  downlineRankLegs: number;
  salesInPeriod: number;
};

/**
 * The member's standing against the rank criteria (server/ranks/ranks.ts): the same
 * statistics the rank evaluation uses, plus the per-leg view the rank page draws.
 */
export async function getRankData(
  db: Queryable,
  memberId: number,
  now = new Date(),
): Promise<RankData> {
  const member = await requireHomeMember(db, memberId);
  const period = rankPeriod(now);
  const [ranks, stats, history, volume] = await Promise.all([
    listRanks(db),
    getRankStats(db, memberId, now),
    listAchievedRanks(db, memberId),
    volumeBetween(db, memberId, period.from, period.to),
  ]);
  const current = ranks.find((r) => r.id === member.rankId) ?? null;
  const higher = ranks.filter((r) => current === null || r.sortOrder > current.sortOrder);
  // A manual rank is only ever awarded by hand, so it is nobody's next goal.
  const next = higher.find((r) => r.type !== MANUAL_RANK_TYPE) ?? null;
  const requiredRank =
    next && next.downlineRankId !== null && next.downlineRankCount > 0
      ? (ranks.find((r) => r.id === next.downlineRankId) ?? null)
      : null;
  const legs = await listLegStats(db, memberId, requiredRank?.sortOrder ?? null, now);

  const achieved: AchievedRank[] = history.map((h) => ({
    id: h.rankId,
    name: h.name,
    bonusMinor: h.bonusMinor,
    achievedAt: h.achievedAt,
  }));
  // A rank set before rank history was kept (or by hand) still counts as achieved.
  if (current && member.rankAchievedAt && !achieved.some((a) => a.id === current.id)) {
    achieved.push({
      id: current.id,
      name: current.name,
      bonusMinor: current.bonusMinor,
      achievedAt: member.rankAchievedAt,
    });
  }

  return {
    member,
    period,
    ranks,
    current,
    achieved,
    higher,
    next,
    requiredRank,
    stats,
    legs: legs.slice(0, legsShown),
    strongestLeg: legs[0] ?? null,
    licensedLegs: stats.licensedLegs,
    downlineRankLegs: requiredRank ? legs.filter((l) => l.rankedDownlines > 0).length : 0,
    salesInPeriod: volume.tv,
  };
}
