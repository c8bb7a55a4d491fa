import type { Db } from '../db/connection';
import type { StreamMember } from './genealogy-stream';
import { buildVisibleTree } from './genealogy-tree';
import type { ViewRoot } from './network-repo';
import type { GenealogyLimits } from './network-settings';

/**
 * The genealogy window as stream members (issue 32): the same members the JSON genealogy call
 * answers for the same root and limits — the depth-bounded subtree read by listGenealogy's
 * path range, cut for width by the same buildVisibleTree — in the stream's tree order (level by
 * level, left to right by path), so the worker reads it exactly as it reads the whole
 * organisation. A window is small (the limits bound it), so it is read in one query and cut
 * before the first byte is written.
 */
const windowSelect = `m.id, m.parent_id, m.position, m.status, m.rank_id, m.pv::float8 AS pv,
  m.tv::float8 AS tv, ((m.joined_at AT TIME ZONE 'UTC')::date - DATE '1970-01-01') AS joined,
  m.left_count, m.right_count, m.downline_count,
  (m.status = 1 AND m.active_until IS NOT NULL AND m.active_until > now()) AS active,
  m.username, m.first_name, m.last_name, m.depth - $3::int4 AS level`;

type Raw = {
  id: number;
  parent_id: number | null;
  position: 'L' | 'R' | null;
  status: number;
  rank_id: number | null;
  pv: number;
  tv: number;
  joined: number;
  left_count: number;
  right_count: number;
  downline_count: number;
  active: boolean;
  username: string;
  first_name: string;
  last_name: string | null;
  level: number;
};

const toMember = (r: Raw): StreamMember => ({
  id: r.id,
  parentId: r.parent_id,
  position: r.position,
  status: r.status,
  rankId: r.rank_id,
  pv: r.pv,
  tv: r.tv,
  joinedDay: r.joined,
  leftCount: r.left_count,
  rightCount: r.right_count,
  downlineCount: r.downline_count,
  active: r.active,
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
});

export async function readWindow(
  db: Db,
  root: ViewRoot,
  limits: GenealogyLimits,
): Promise<StreamMember[]> {
  const depths = Array.from({ length: limits.maxLevels + 1 }, (_, i) => root.depth + i);
  const rows = await db.query<Raw>(
    `SELECT ${windowSelect} FROM members m
      WHERE m.path >= $1 AND m.path < $1 || '~' AND m.depth = ANY($2::int4[])
      ORDER BY m.depth, m.path`,
    [root.path, depths, root.depth],
  );
  const kept = new Set(
    buildVisibleTree(
      rows.map((r) => ({ id: r.id, parentId: r.parent_id, position: r.position, level: r.level })),
      limits,
    ).rows.map((r) => r.id),
  );
  return rows.filter((r) => kept.has(r.id)).map(toMember);
}
