import type { Queryable } from '../db/connection';
import type { Leg } from './placement';

/** Genealogy reads and writes of the compensation engine (placement and its counters). */

export type PlacementNode = {
  id: number;
  path: string;
  depth: number;
  status: number;
  defaultLeg: Leg;
  deleted: boolean;
};

export async function getPlacementNode(q: Queryable, id: number): Promise<PlacementNode | null> {
  const [r] = await q.query<{
    id: number;
    path: string;
    depth: number;
    status: number;
    default_leg: Leg;
    deleted: boolean;
  }>(
    `SELECT id, path, depth, status, default_leg, deleted_at IS NOT NULL AS deleted
       FROM members WHERE id = $1`,
    [id],
  );
  return r
    ? {
        id: r.id,
        path: r.path,
        depth: r.depth,
        status: r.status,
        defaultLeg: r.default_leg,
        deleted: r.deleted,
      }
    : null;
}

/** The binary children of one member by leg (the members_parent_idx lookup). */
export async function binaryChildren(
  q: Queryable,
  parentId: number,
): Promise<{ L: number | null; R: number | null }> {
  const rows = await q.query<{ id: number; position: Leg }>(
    'SELECT id, position FROM members WHERE parent_id = $1 AND position IS NOT NULL',
    [parentId],
  );
  return {
    L: rows.find((r) => r.position === 'L')?.id ?? null,
    R: rows.find((r) => r.position === 'R')?.id ?? null,
  };
}

/** The children of several members, oldest first within each parent. */
export async function childrenOf(
  q: Queryable,
  parentIds: readonly number[],
): Promise<{ id: number; parentId: number }[]> {
  const rows = await q.query<{ id: number; parent_id: number }>(
    'SELECT id, parent_id FROM members WHERE parent_id = ANY($1::int8[]) ORDER BY parent_id, id',
    [parentIds],
  );
  return rows.map((r) => ({ id: r.id, parentId: r.parent_id }));
}

/**
 * Row locks on the given members in id order. Every writer of the genealogy and its volumes
 * takes its locks this way (ancestors always have smaller ids than their descendants), so
 * two writers never wait on each other crosswise. NO KEY UPDATE, like the UPDATEs that
 * follow, does not conflict with the KEY SHARE locks that foreign keys to members take
 * (orders, earnings, volume records), which would otherwise close a deadlock cycle.
 */
export async function lockMembers(q: Queryable, ids: readonly number[]): Promise<void> {
  await q.query('SELECT id FROM members WHERE id = ANY($1::int8[]) ORDER BY id FOR NO KEY UPDATE', [
    ids,
  ]);
}

export async function nextMemberId(q: Queryable): Promise<number> {
  const [r] = await q.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('members', 'id')) AS id`,
  );
  return r!.id;
}

/** Placement positions of the given members (to tell which leg each ancestor sees). */
export async function positionsOf(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, Leg | null>> {
  const rows = await q.query<{ id: number; position: Leg | null }>(
    'SELECT id, position FROM members WHERE id = ANY($1::int8[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.position]));
}
