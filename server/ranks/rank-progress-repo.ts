import type { Queryable } from '../db/connection';
import { subtreeEnd } from '../network';

/**
 * The legs and members that would close a rank criterion (issue 16), read from the caller's
 * placement subtree with path ranges and small limits: never the whole subtree in memory.
 */

export type ProgressMemberRow = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  depth: number;
  position: 'L' | 'R' | null;
  packageId: number | null;
};

export type LegRow = ProgressMemberRow & { path: string; volume: number };

type MemberSqlRow = {
  id: number;
  username: string;
  first_name: string;
  last_name: string | null;
  depth: number;
  position: 'L' | 'R' | null;
  package_id: number | null;
};

const toMember = (r: MemberSqlRow): ProgressMemberRow => ({
  id: r.id,
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
  depth: r.depth,
  position: r.position,
  packageId: r.package_id,
});

const memberColumns =
  'd.id, d.username, d.first_name, d.last_name, d.depth, d.position, d.package_id';

/** A placement subtree from `path` (the member at `path` included), read from `fromDepth` down. */
export type Region = { path: string; fromDepth: number };

/**
 * Whom a list wants: active members who are not licensed at `at` (the rank criteria's rule,
 * ./rank-repo.ts: licensed = active, not deleted, a package, active_until ahead), or active
 * members holding exactly one rank (null: no rank yet). A blocked member can close nothing.
 */
export type Wanted = { kind: 'unlicensed'; at: Date } | { kind: 'rank'; rankId: number | null };

function wantedSql(w: Wanted): { sql: string; param: unknown } {
  const active = 'd.status = 1 AND d.deleted_at IS NULL';
  return w.kind === 'unlicensed'
    ? {
        sql: `${active} AND (d.package_id IS NULL OR d.active_until IS NULL OR d.active_until <= $5::timestamptz)`,
        param: w.at,
      }
    : { sql: `${active} AND d.rank_id IS NOT DISTINCT FROM $5::int`, param: w.rankId };
}

/** Levels read one by one before the rest of the region is read in one bounded pass. */
const levelsProbed = 12;

/**
 * Up to `limit` wanted members of a region nearest its top: by depth, then id. Level by
 * level over the (depth, path) index, so the usual answer — a few members a level or two
 * down — reads only those levels; a tree ending above `limit` finds stops at its last level.
 * After `probe` levels (a long chain of licensed members, say) the deeper rest is one scan
 * that keeps only the `limit` nearest, never the whole region.
 */
export async function nearestWanted(
  q: Queryable,
  region: Region,
  wanted: Wanted,
  limit: number,
  probe = levelsProbed,
): Promise<ProgressMemberRow[]> {
  const { sql, param } = wantedSql(wanted);
  const range = [region.path, subtreeEnd(region.path)];
  const found: ProgressMemberRow[] = [];
  let depth = region.fromDepth;
  for (; depth < region.fromDepth + probe && found.length < limit; depth++) {
    const rows = await q.query<{ present: boolean } & Partial<MemberSqlRow>>(
      `SELECT p.present, c.*
         FROM (SELECT EXISTS (SELECT 1 FROM members
                               WHERE depth = $3 AND path >= $1 AND path < $2) AS present) p
         LEFT JOIN LATERAL (
           SELECT ${memberColumns} FROM members d
            WHERE d.depth = $3 AND d.path >= $1 AND d.path < $2 AND ${sql}
            ORDER BY d.id LIMIT $4) c ON p.present`,
      [...range, depth, limit - found.length, param],
    );
    if (!rows[0]?.present) return found;
    for (const r of rows) if (typeof r.id === 'number') found.push(toMember(r as MemberSqlRow));
  }
  if (found.length >= limit) return found;
  const rest = await q.query<MemberSqlRow>(
    `SELECT ${memberColumns} FROM members d
      WHERE d.path >= $1 AND d.path < $2 AND d.depth >= $3 AND ${sql}
      ORDER BY d.depth, d.id LIMIT $4`,
    [...range, depth, limit - found.length, param],
  );
  return [...found, ...rest.map(toMember)];
}

type LegSqlRow = MemberSqlRow & { path: string; volume: string };

const legColumns = `${memberColumns}, d.path, d.pv + d.tv AS volume`;

const toLeg = (r: LegSqlRow): LegRow => ({
  ...toMember(r),
  path: r.path,
  volume: Number(r.volume),
});

/**
 * The member's legs that hold no licensed member at `at`, in position order, at most `limit`:
 * the search for a licensed member in a leg stops at the first one found.
 */
export async function listUnlicensedLegs(
  q: Queryable,
  memberId: number,
  at: Date,
  limit: number,
): Promise<LegRow[]> {
  const rows = await q.query<LegSqlRow>(
    `SELECT ${legColumns} FROM members d
      WHERE d.parent_id = $1
        AND NOT EXISTS (
          SELECT 1 FROM members l
           WHERE l.path >= d.path AND l.path < d.path || '~'
             AND l.status = 1 AND l.deleted_at IS NULL AND l.package_id IS NOT NULL
             AND l.active_until > $2)
      ORDER BY d.position NULLS LAST, d.id LIMIT $3`,
    [memberId, at, limit],
  );
  return rows.map(toLeg);
}

/** The member's legs with their volume (the first member's PV plus TV), weakest first. */
export async function listLegVolumes(
  q: Queryable,
  memberId: number,
  limit: number,
): Promise<LegRow[]> {
  const rows = await q.query<LegSqlRow>(
    `SELECT ${legColumns} FROM members d
      WHERE d.parent_id = $1
      ORDER BY d.pv + d.tv, d.position NULLS LAST, d.id LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(toLeg);
}

/** The binary positions already taken below the member. */
export async function takenPositions(q: Queryable, memberId: number): Promise<Set<'L' | 'R'>> {
  const rows = await q.query<{ position: 'L' | 'R' }>(
    'SELECT DISTINCT position FROM members WHERE parent_id = $1 AND position IS NOT NULL',
    [memberId],
  );
  return new Set(rows.map((r) => r.position));
}

/** Where the member sits in the placement tree, and the rank they hold. */
export async function findProgressMember(
  q: Queryable,
  memberId: number,
): Promise<{ path: string; depth: number; rankId: number | null } | null> {
  const [row] = await q.query<{ path: string; depth: number; rank_id: number | null }>(
    'SELECT path, depth, rank_id FROM members WHERE id = $1 AND deleted_at IS NULL',
    [memberId],
  );
  return row ? { path: row.path, depth: row.depth, rankId: row.rank_id } : null;
}
