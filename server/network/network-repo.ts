import type { Queryable } from '../db/connection';
import type { GenealogyMember } from './network';

/**
 * The placement genealogy read through the materialised path (DESIGN §3): a subtree is the
 * range `path > p AND path < p || '~'`, a level of it the same range at one depth, which the
 * (depth, path) index answers directly. No recursive SQL anywhere.
 */

/** The member whose downline is being looked at, with where it sits. */
export type ViewRoot = {
  id: number;
  path: string;
  depth: number;
  parentId: number | null;
  parentUsername: string | null;
};

export type RootSelector = { kind: 'id'; id: number } | { kind: 'username'; username: string };

/**
 * The caller or a member of the caller's placement downline; null for anyone else (the
 * upline, a sibling, another branch, an unknown member), which callers answer with a 404.
 */
export async function findRootInDownline(
  db: Queryable,
  callerId: number,
  selector: RootSelector,
): Promise<ViewRoot | null> {
  const match = selector.kind === 'id' ? 't.id = $2' : 'lower(t.username) = lower($2)';
  const rows = await db.query<ViewRoot>(
    `SELECT t.id, t.path, t.depth, t.parent_id AS "parentId", p.username AS "parentUsername"
       FROM members me
       JOIN members t ON t.path >= me.path AND t.path < me.path || '~'
       LEFT JOIN members p ON p.id = t.parent_id
      WHERE me.id = $1 AND ${match}`,
    [callerId, selector.kind === 'id' ? selector.id : selector.username],
  );
  return rows[0] ?? null;
}

type GenealogyRow = {
  id: number;
  parent_id: number | null;
  position: 'L' | 'R' | null;
  status: number;
  username: string;
  first_name: string;
  last_name: string | null;
  avatar: string | null;
  pv: string;
  tv: string;
  cv: string;
  joined_at: Date;
  rank_id: number | null;
  rank_name: string | null;
  rank_icon: string | null;
  package_id: number | null;
  package_name: string | null;
  level: number;
  earnings_minor: number;
  downline_count: number;
  left_points: string;
  right_points: string;
  left_carry: string;
  right_carry: string;
  left_count: number;
  right_count: number;
  /** Null when the caller derives it from the rows read. */
  child_count: number | null;
};

const toGenealogyMember = (r: GenealogyRow): GenealogyMember => ({
  id: r.id,
  parentId: r.parent_id,
  position: r.position,
  status: r.status,
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
  avatar: r.avatar,
  pv: r.pv,
  tv: r.tv,
  cv: r.cv,
  joinedAt: r.joined_at,
  rankId: r.rank_id,
  rankName: r.rank_name,
  rankIcon: r.rank_icon,
  packageId: r.package_id,
  packageName: r.package_name,
  level: r.level,
  earningsMinor: r.earnings_minor,
  downlineCount: r.downline_count,
  leftPoints: r.left_points,
  rightPoints: r.right_points,
  leftCarry: r.left_carry,
  rightCarry: r.right_carry,
  leftCount: r.left_count,
  rightCount: r.right_count,
  childCount: r.child_count ?? 0,
});

const memberColumns = `m.id, m.parent_id, m.position, m.status, m.username, m.first_name,
  m.last_name, m.avatar, m.pv, m.tv, m.cv, m.joined_at, m.rank_id, m.package_id,
  m.downline_count, m.left_points, m.right_points, m.left_carry, m.right_carry, m.left_count,
  m.right_count`;

/**
 * Completes a query whose CTE `v` holds the chosen members (memberColumns and level): names
 * of rank and package, and lifetime earnings from the running totals (migration 010).
 */
const nodesOf = (childCount: string, joins = '') => `
  SELECT v.*, r.name AS rank_name, r.icon AS rank_icon, pk.name AS package_name,
         coalesce(er.total_minor, 0)::int8 AS earnings_minor, ${childCount} AS child_count
    FROM v
    LEFT JOIN earning_totals er ON er.member_id = v.id
    LEFT JOIN ranks r ON r.id = v.rank_id
    LEFT JOIN packages pk ON pk.id = v.package_id
    ${joins}`;

const countChildren = '(SELECT count(*)::int4 FROM members c WHERE c.parent_id = v.id)';

/**
 * The root and its subtree down to `maxLevels` levels, in one path-range query bounded by
 * depth. Every child comes back: the `maxWidth` cut, which takes a cut child's subtree with
 * it, is buildVisibleTree's. Child counts are counted from the rows read, except on the last
 * level, whose children were not read. The query has no window and no join on a per-parent
 * count: PostgreSQL cannot estimate a path range (it guesses one row), and the join it used
 * to have turned into a nested loop of 43 million comparisons on a 1M company (decision 008).
 */
export async function listGenealogy(
  db: Queryable,
  root: ViewRoot,
  limits: { maxLevels: number; maxWidth: number },
): Promise<GenealogyMember[]> {
  const depths = Array.from({ length: limits.maxLevels + 1 }, (_, i) => root.depth + i);
  const rows = await db.query<GenealogyRow>(
    `WITH v AS (
       SELECT ${memberColumns}, m.depth - $3::int4 AS level
         FROM members m
        WHERE m.path >= $1 AND m.path < $1 || '~' AND m.depth = ANY($2::int4[])
     )
     ${nodesOf(`CASE WHEN v.level < $4::int4 THEN NULL ELSE ${countChildren} END`)}`,
    [root.path, depths, root.depth, limits.maxLevels],
  );
  const children = new Map<number, number>();
  for (const r of rows)
    if (r.parent_id !== null) children.set(r.parent_id, (children.get(r.parent_id) ?? 0) + 1);
  return rows.map((r) =>
    toGenealogyMember(r.child_count === null ? { ...r, child_count: children.get(r.id) ?? 0 } : r),
  );
}

/** One member's flat node, its level counted from `fromDepth` (the caller's depth). */
export async function findGenealogyNode(
  db: Queryable,
  id: number,
  fromDepth: number,
): Promise<GenealogyMember | null> {
  const rows = await db.query<GenealogyRow>(
    `WITH v AS (
       SELECT ${memberColumns}, m.depth - $2::int4 AS level FROM members m WHERE m.id = $1
     )
     ${nodesOf(countChildren)}`,
    [id, fromDepth],
  );
  return rows[0] ? toGenealogyMember(rows[0]) : null;
}

/** The members exactly `level` levels below the root, left to right, at most `limit`. */
export async function listLevel(
  db: Queryable,
  root: ViewRoot,
  level: number,
  limit: number,
): Promise<GenealogyMember[]> {
  const rows = await db.query<GenealogyRow>(
    `WITH v AS (
       SELECT ${memberColumns}, m.depth - $3::int4 AS level, m.path
         FROM members m
        WHERE m.depth = $2::int4 AND m.path > $1 AND m.path < $1 || '~'
        ORDER BY m.path
        LIMIT $4
     )
     ${nodesOf(countChildren)}
     ORDER BY v.path`,
    [root.path, root.depth + level, root.depth, limit],
  );
  return rows.map(toGenealogyMember);
}

/**
 * How many levels lie below the root. Levels of a tree are contiguous, so this probes each
 * depth with one index lookup on (depth, path) instead of reading the whole subtree.
 */
export async function countLevelsBelow(db: Queryable, root: ViewRoot): Promise<number> {
  const rows = await db.query<{ levels: number }>(
    `SELECT coalesce(max(d), $2::int4) - $2::int4 AS levels
       FROM generate_series($2::int4 + 1, (SELECT max(depth) FROM members)) AS d
      WHERE EXISTS (
        SELECT 1 FROM members m WHERE m.depth = d AND m.path > $1 AND m.path < $1 || '~'
      )`,
    [root.path, root.depth],
  );
  return rows[0]?.levels ?? 0;
}
