import type { Queryable } from '../db/connection';
import type { RankCriteria, RankStats } from './ranks';

type RankRow = {
  id: number;
  name: string;
  type: string;
  bonus_minor: number;
  sort_order: number;
  licensed_leg_count: number;
  licensed_downline_count: number;
  sales_volume: string;
  downline_rank_id: number | null;
  downline_rank_count: number;
};

/** Every rank with its criteria, lowest first. */
export async function listRanks(q: Queryable): Promise<RankCriteria[]> {
  const rows = await q.query<RankRow>(
    `SELECT id, name, type, bonus_minor, sort_order, licensed_leg_count, licensed_downline_count,
            sales_volume, downline_rank_id, downline_rank_count
       FROM ranks ORDER BY sort_order, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    bonusMinor: r.bonus_minor,
    sortOrder: r.sort_order,
    licensedLegCount: r.licensed_leg_count,
    licensedDownlineCount: r.licensed_downline_count,
    salesVolume: Number(r.sales_volume),
    downlineRankId: r.downline_rank_id,
    downlineRankCount: r.downline_rank_count,
  }));
}

// A licensed member holds a package and is active (status 1, active_until ahead of `at`).
const LICENSED = `d.status = 1 AND d.deleted_at IS NULL AND d.package_id IS NOT NULL AND d.active_until > $2`;

/**
 * The rank statistics of one member, read with path ranges over the placement subtree (no
 * recursion). A leg is the first path segment below the member, so counting distinct
 * prefixes of licensed members counts the licensed legs in the same scan.
 */
export async function getRankStats(
  q: Queryable,
  memberId: number,
  at: Date = new Date(),
): Promise<RankStats> {
  const [row] = await q.query<{ tv: string; licensed: number; legs: number }>(
    `SELECT m.tv, s.licensed, s.legs
       FROM members m
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS licensed,
                count(DISTINCT left(d.path, length(m.path) + 8))::int AS legs
           FROM members d
          WHERE d.path > m.path AND d.path < m.path || '~' AND ${LICENSED}) s
      WHERE m.id = $1`,
    [memberId, at],
  );
  if (!row) throw new Error(`no member ${memberId}`);
  const ranks = await q.query<{ id: number; n: number }>(
    `WITH me AS (SELECT path FROM members WHERE id = $1),
          held AS (
            SELECT hr.sort_order, count(*) AS n
              FROM me, members d JOIN ranks hr ON hr.id = d.rank_id
             WHERE d.path > me.path AND d.path < me.path || '~' AND d.deleted_at IS NULL
             GROUP BY hr.sort_order)
     SELECT r.id, coalesce(sum(h.n), 0)::int AS n
       FROM ranks r LEFT JOIN held h ON h.sort_order >= r.sort_order
      GROUP BY r.id`,
    [memberId],
  );
  return {
    licensedLegs: row.legs,
    licensedDownlines: row.licensed,
    salesVolume: Number(row.tv),
    downlineRankCounts: Object.fromEntries(ranks.map((r) => [r.id, r.n])),
  };
}

/** Ranks already in the member's history: each rank's bonus is paid once, ever. */
export async function awardedRankIds(q: Queryable, memberId: number): Promise<Set<number>> {
  const rows = await q.query<{ rank_id: number }>(
    'SELECT DISTINCT rank_id FROM rank_history WHERE member_id = $1',
    [memberId],
  );
  return new Set(rows.map((r) => r.rank_id));
}

export async function insertRankHistory(
  q: Queryable,
  row: { memberId: number; rankId: number; bonusMinor: number; achievedAt: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO rank_history (member_id, rank_id, bonus_minor, achieved_at) VALUES ($1, $2, $3, $4)',
    [row.memberId, row.rankId, row.bonusMinor, row.achievedAt],
  );
}
