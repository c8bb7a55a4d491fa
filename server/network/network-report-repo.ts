import type { Queryable } from '../db/connection';
import type { ViewRoot } from './network-repo';
import type { Keyset } from '../../contract/paging';
import type { DownlineReportRow } from './network';
import { keysetAfter, keysetOrder } from '../db/keyset';

export type DownlineCategory = 'all' | 'direct' | 'left' | 'right';

type Row = {
  id: number;
  parent_id: number | null;
  sponsor_username: string | null;
  placement_username: string | null;
  status: number;
  email: string;
  username: string;
  avatar: string | null;
  pv: string;
  tv: string;
  cv: string;
  joined_at: Date;
  joined_key: string;
  rank_id: number | null;
  rank_name: string | null;
  rank_icon: string | null;
  first_name: string;
  last_name: string | null;
  level: number;
  earnings_minor: number;
  left_points: string;
  right_points: string;
  left_carry: string;
  right_carry: string;
};

export type DownlineReportQuery = {
  category: DownlineCategory;
  level: number | null;
  sort: 'asc' | 'desc';
  /** The keyset of the last row of the previous page. */
  after: Keyset | null;
  /** Rows to fetch: the page size plus one, to know whether another page exists. */
  fetch: number;
};

/**
 * One keyset page of the root's downline ordered by (joined_at, id). Every category stays
 * inside the root's placement subtree in SQL, `direct` included.
 */
export async function listDownlinePage(
  db: Queryable,
  root: ViewRoot,
  q: DownlineReportQuery,
): Promise<DownlineReportRow[]> {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  // Parameters are added only where used: PostgreSQL cannot type an unreferenced one.
  const depth = add(root.depth);
  const where: string[] = [];
  if (q.category === 'left' || q.category === 'right') {
    // A leg is the subtree of the root's child in that position, the child itself included.
    const leg = `(SELECT c.path FROM members c WHERE c.parent_id = ${add(root.id)}::int8
                    AND c.position = ${add(q.category === 'left' ? 'L' : 'R')})`;
    where.push(`m.path >= ${leg}`, `m.path < ${leg} || '~'`);
  } else {
    const path = add(root.path);
    where.push(`m.path > ${path}`, `m.path < ${path} || '~'`);
    if (q.category === 'direct') where.push(`m.sponsor_id = ${add(root.id)}::int8`);
  }
  if (q.level !== null) where.push(`m.depth = ${depth}::int4 + ${add(q.level)}::int4`);
  const walk = { at: 'm.joined_at', id: 'm.id', dir: q.sort, idType: 'int8' };
  if (q.after) where.push(keysetAfter(params, q.after, walk));
  const rows = await db.query<Row>(
    `SELECT m.id, m.parent_id, s.username AS sponsor_username, p.username AS placement_username,
            m.status, m.email, m.username, m.avatar, m.pv, m.tv, m.cv, m.joined_at,
            m.joined_at::text AS joined_key, m.rank_id, r.name AS rank_name, r.icon AS rank_icon,
            m.first_name, m.last_name, m.depth - ${depth}::int4 AS level,
            coalesce((SELECT e.total_minor FROM earning_totals e WHERE e.member_id = m.id), 0)::int8
              AS earnings_minor,
            m.left_points, m.right_points, m.left_carry, m.right_carry
       FROM members m
       LEFT JOIN members s ON s.id = m.sponsor_id
       LEFT JOIN members p ON p.id = m.parent_id
       LEFT JOIN ranks r ON r.id = m.rank_id
      WHERE ${where.join(' AND ')}
      ORDER BY ${keysetOrder(walk)}
      LIMIT ${add(q.fetch)}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    sponsorUsername: r.sponsor_username,
    placementUsername: r.placement_username,
    status: r.status,
    email: r.email,
    username: r.username,
    avatar: r.avatar,
    pv: r.pv,
    tv: r.tv,
    cv: r.cv,
    joinedAt: r.joined_at,
    joinedKey: r.joined_key,
    rankId: r.rank_id,
    rankName: r.rank_name,
    rankIcon: r.rank_icon,
    firstName: r.first_name,
    lastName: r.last_name,
    level: r.level,
    earningsMinor: r.earnings_minor,
    leftPoints: r.left_points,
    rightPoints: r.right_points,
    leftCarry: r.left_carry,
    rightCarry: r.right_carry,
  }));
}
