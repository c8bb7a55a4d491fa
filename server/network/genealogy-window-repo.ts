import type { Db } from '../db/connection';
import type { StreamMember } from './genealogy-stream';
import { streamSelect, toMember, type StreamRow } from './genealogy-stream-repo';
import { buildVisibleTree } from './genealogy-tree';
import type { ViewRoot } from './network-repo';
import type { GenealogyLimits } from './network-settings';

/**
 * The stream's columns, each member's level below the window's root, its avatar, and the
 * children of a member on the last level (whose children are not read), as listGenealogy
 * counts them.
 */
const windowSelect = `${streamSelect}, m.depth - $3::int4 AS level, m.avatar,
  CASE WHEN m.depth - $3::int4 < $4::int4 THEN NULL
       ELSE (SELECT count(*)::int4 FROM members c WHERE c.parent_id = m.id) END AS child_count`;

type WindowRow = StreamRow & { level: number; avatar: string | null; child_count: number | null };

/**
 * The genealogy window as stream members (issue 32): the same members the JSON genealogy call
 * answers for the same root and limits — the depth-bounded subtree read by listGenealogy's
 * path range, cut for width by the same buildVisibleTree — in the stream's tree order (level by
 * level, left to right by path), so the worker reads it exactly as it reads the whole
 * organisation. A window is small (the limits bound it), so it is read in one query and cut
 * before the first byte is written. Each member also carries what the four-level view shows
 * beyond the whole stream: its child count in the whole tree (counted from the rows read, as
 * listGenealogy does, before the width cut) and its avatar.
 */
export async function readWindow(
  db: Db,
  root: ViewRoot,
  limits: GenealogyLimits,
): Promise<StreamMember[]> {
  const depths = Array.from({ length: limits.maxLevels + 1 }, (_, i) => root.depth + i);
  const rows = await db.query<WindowRow>(
    `SELECT ${windowSelect} FROM members m
      WHERE m.path >= $1 AND m.path < $1 || '~' AND m.depth = ANY($2::int4[])
      ORDER BY m.depth, m.path`,
    [root.path, depths, root.depth, limits.maxLevels],
  );
  const children = new Map<number, number>();
  for (const r of rows)
    if (r.parent_id !== null) children.set(r.parent_id, (children.get(r.parent_id) ?? 0) + 1);
  const kept = new Set(
    buildVisibleTree(
      rows.map((r) => ({ id: r.id, parentId: r.parent_id, position: r.position, level: r.level })),
      limits,
    ).rows.map((r) => r.id),
  );
  return rows
    .filter((r) => kept.has(r.id))
    .map((r) => ({
      ...toMember(r),
      childCount: r.child_count ?? children.get(r.id) ?? 0,
      avatar: r.avatar,
    }));
}
