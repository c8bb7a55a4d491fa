import { meetsRank, type RankCriteria, type RankStats } from '../ranks';
import { ranks, type RankDef } from './catalog';
import { createRng } from './rng';
import { DAY, DEMO, HOUR, type GenMember, type RankHistoryRow } from './types';

export const rankCriteria = (r: RankDef): RankCriteria => ({
  id: r.id,
  name: r.name,
  type: 'criteria',
  bonusMinor: r.bonusMinor,
  sortOrder: r.id,
  licensedLegCount: r.legs,
  licensedDownlineCount: r.licensedDownline,
  salesVolume: r.salesVolume,
  downlineRankId: r.downlineRankId,
  downlineRankCount: r.downlineRankCount,
});

/**
 * Ranks from their criteria (domain/ranks.ts), evaluated bottom-up so a member's downline
 * ranks are known when its own is decided. Licensed means a package and status 1; the seed
 * does not replay activity at the moment of each rank, so it is not asked. A member climbs
 * the ladder rank by rank; each step is a rank_history row.
 */
export function assignRanks(members: GenMember[], seed: number, anchor: number): RankHistoryRow[] {
  const n = members.length;
  const criteria = ranks.map(rankCriteria);
  const licensedBelow = new Int32Array(n);
  // atLeast[r - 1][id]: members below `id` holding rank r or higher.
  const atLeast = ranks.map(() => new Int32Array(n));
  const licensed = (id: number) => {
    const m = members[id];
    return m !== undefined && id !== 0 && m.packageId !== null && m.status === 1 ? 1 : 0;
  };
  const statsOf = new Map<number, RankStats>();
  const licensedLeg = (child: number) =>
    child !== 0 && licensedBelow[child]! + licensed(child) > 0 ? 1 : 0;
  for (let id = n - 1; id >= 1; id--) {
    const m = members[id] as GenMember;
    if (licensed(id) === 1) {
      const stats: RankStats = {
        licensedLegs: licensedLeg(m.left) + licensedLeg(m.right),
        licensedDownlines: licensedBelow[id]!,
        salesVolume: m.tv,
        downlineRankCounts: Object.fromEntries(ranks.map((r, i) => [r.id, atLeast[i]![id]!])),
      };
      for (const r of criteria) {
        if (!meetsRank(stats, r)) break;
        m.rankId = r.id;
      }
      if (m.rankId !== null) statsOf.set(id, stats);
    }
    if (m.parentId === null) continue;
    const parent = m.parentId;
    licensedBelow[parent] = licensedBelow[parent]! + licensedBelow[id]! + licensed(id);
    for (let r = 0; r < ranks.length; r++) {
      const counts = atLeast[r] as Int32Array;
      counts[parent] = counts[parent]! + counts[id]! + (m.rankId !== null && m.rankId > r ? 1 : 0);
    }
  }
  return rankDates(members, statsOf, seed, anchor);
}

function rankDates(
  members: GenMember[],
  statsOf: Map<number, RankStats>,
  seed: number,
  anchor: number,
): RankHistoryRow[] {
  const rng = createRng(seed, 'ranks');
  const rows: RankHistoryRow[] = [];
  for (const m of members) {
    if (m.rankId === null || m.licensedAt === null) continue;
    const since = Math.max(m.joinedAt, m.licensedAt);
    m.rankAt = Math.floor(since + (anchor - DAY - since) * (0.3 + 0.65 * rng.next()));
    // Demo's latest rank came six weeks ago, so its rank bonus shows in the recent earnings.
    if (m.id === DEMO) m.rankAt = anchor - 40 * DAY + 18 * HOUR;
    const steps = m.rankId;
    for (let k = 1; k <= steps; k++) {
      // Earlier ranks come sooner, spread between the first purchase and the current rank.
      const at =
        k === steps
          ? m.rankAt
          : Math.floor(since + HOUR + (m.rankAt - since - HOUR) * (k / steps) ** 1.5);
      const rank = ranks[k - 1] as RankDef;
      const stats = statsOf.get(m.id)!;
      rows.push({ memberId: m.id, rankId: rank.id, bonusMinor: rank.bonusMinor, at, stats });
    }
  }
  return rows;
}
