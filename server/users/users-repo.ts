import { likePattern } from '../shared/like-pattern';
import type { Queryable } from '../db/connection';
import type { DownlineMember } from '../network';

export type DownlineSearch = {
  line: 'sponsor' | 'placement';
  /** Already trimmed and non-empty. */
  keyword: string;
  /** Generations (sponsor line) or levels (placement) below the caller; null = all. */
  levels: number | null;
  limit: number;
};

/**
 * Members below the caller whose name, username or email contains the keyword, closed
 * accounts left out: at most `limit`, the first in tree order, sorted by username. The sponsor
 * line is a range over the materialised `sponsor_path` (8 characters a generation, so N
 * generations add 8·N); the placement line one over `path`. Both ranges exclude the caller.
 */
export async function searchDownline(
  db: Queryable,
  callerId: number,
  q: DownlineSearch,
): Promise<DownlineMember[]> {
  const col = q.line === 'sponsor' ? 'sponsor_path' : 'path';
  // The caller's own path is read first and bound as a value: joined in, the planner cannot
  // see the range and walks the whole path index in order.
  const [me] = await db.query<{ path: string | null; depth: number }>(
    `SELECT ${col} AS path, depth FROM members WHERE id = $1`,
    [callerId],
  );
  if (!me?.path) return [];
  const params: unknown[] = [me.path, likePattern(q.keyword)];
  const add = (value: unknown) => `$${params.push(value)}`;
  const levelBound =
    q.levels === null
      ? ''
      : q.line === 'sponsor'
        ? `AND length(m.sponsor_path) <= ${add(me.path.length + 8 * q.levels)}::int4`
        : `AND m.depth <= ${add(me.depth + q.levels)}::int4`;
  const rows = await db.query<{
    first_name: string;
    last_name: string | null;
    username: string;
    email: string;
    avatar: string | null;
  }>(
    // The range is read in path order and stops at the limit, so a common keyword in a
    // million-member line answers from the first matches instead of sorting every match.
    `SELECT * FROM (
       SELECT m.first_name, m.last_name, m.username, m.email, m.avatar
         FROM members m
        WHERE m.${col} > $1 AND m.${col} < $1 || '~' AND m.deleted_at IS NULL ${levelBound}
          AND (m.username ILIKE $2 OR m.first_name ILIKE $2 OR m.last_name ILIKE $2
               OR m.email ILIKE $2 OR (m.first_name || ' ' || coalesce(m.last_name, '')) ILIKE $2)
        ORDER BY m.${col}
        LIMIT ${add(q.limit)}
     ) found
     ORDER BY lower(username)`,
    params,
  );
  return rows.map((r) => ({
    firstName: r.first_name,
    lastName: r.last_name,
    username: r.username,
    email: r.email,
    avatar: r.avatar,
  }));
}

/** The password hash of an open account; null when it is closed or unknown. */
export async function findOpenAccountSecret(
  db: Queryable,
  memberId: number,
): Promise<string | null> {
  const rows = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM members WHERE id = $1 AND deleted_at IS NULL',
    [memberId],
  );
  return rows[0]?.password_hash ?? null;
}

/**
 * The company's own account: the root of the genealogy (the one member without a parent).
 * Operators (role 1) have no parent either, but they stand outside the genealogy.
 */
export async function findAdminUsername(db: Queryable): Promise<string | null> {
  const rows = await db.query<{ username: string }>(
    `SELECT username FROM members WHERE parent_id IS NULL AND deleted_at IS NULL AND role_id <> 1
      ORDER BY id LIMIT 1`,
  );
  return rows[0]?.username ?? null;
}
