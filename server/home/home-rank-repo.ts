import type { Queryable } from '../db/connection';
import type { LegStats } from './home';

export type AchievedRank = { rankId: number; name: string; bonusMinor: number; achievedAt: Date };

/** The member's rank history, first achievement first. */
export async function listAchievedRanks(q: Queryable, memberId: number): Promise<AchievedRank[]> {
  return q.query<AchievedRank>(
    `SELECT h.rank_id AS "rankId", r.name, h.bonus_minor AS "bonusMinor",
            h.achieved_at AS "achievedAt"
       FROM rank_history h JOIN ranks r ON r.id = h.rank_id
      WHERE h.member_id = $1 ORDER BY h.achieved_at, h.id`,
    [memberId],
  );
}

/**
 * Every placement leg below the member with its counts, in one range scan of the subtree:
 * a leg is the first path segment below the member. "Licensed" is the rank criteria's rule
 * (server/ranks/rank-repo.ts): active, not deleted, with a package, active_until ahead.
 */
export async function listLegStats(
  q: Queryable,
  memberId: number,
  rankSortOrder: number | null,
  at: Date,
): Promise<LegStats[]> {
  return q.query<LegStats>(
    `WITH me AS (SELECT path FROM members WHERE id = $1),
          legs AS (
            SELECT left(d.path, length(me.path) + 8) AS leg_path,
                   count(*) FILTER (WHERE d.status = 1 AND d.package_id IS NOT NULL
                                      AND d.active_until > $2)::int AS licensed,
                   count(*) FILTER (WHERE r.sort_order >= $3)::int AS ranked
              FROM me, members d LEFT JOIN ranks r ON r.id = d.rank_id
             WHERE d.path > me.path AND d.path < me.path || '~' AND d.deleted_at IS NULL
             GROUP BY 1)
     SELECT l.id, l.username, l.first_name AS "firstName", l.last_name AS "lastName",
            (l.pv + l.tv)::float8 AS sales, legs.licensed AS "licensedDownlines",
            legs.ranked AS "rankedDownlines"
       FROM legs JOIN members l ON l.path = legs.leg_path
      ORDER BY l.pv + l.tv DESC, l.id`,
    [memberId, at, rankSortOrder],
  );
}
