import type { Db } from '../db/connection';
import type { StreamMember } from './genealogy-stream';
import type { ViewRoot } from './network-repo';

/**
 * A whole placement subtree in tree order — level by level, left to right by path inside a
 * level — read a chunk at a time (decision 020). Both ways walk the (depth, path) index one
 * level at a time, so the order comes from the index and nothing is sorted:
 *
 * - PostgreSQL: one query through a server-side cursor (`Db.cursor`): a nested loop over the
 *   depths, each an index range scan of the subtree's paths, in one snapshot;
 * - PGlite: keyset reads per level (`depth = d AND path > last`), each its own short query,
 *   so other requests run between them on the one connection.
 *
 * Rows are arrays in `streamSelect`'s order: at a million members, objects with keys cost a
 * third of the read.
 */
export const streamSelect = `m.id, m.parent_id, m.position, m.status, m.rank_id, m.pv::float8 AS pv,
  m.tv::float8 AS tv, ((m.joined_at AT TIME ZONE 'UTC')::date - DATE '1970-01-01') AS joined,
  m.left_count, m.right_count, m.downline_count,
  (m.status = 1 AND m.active_until IS NOT NULL AND m.active_until > now()) AS active,
  m.username, m.first_name, m.last_name`;

export type StreamRow = {
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
};

/** Selected by the PGlite reads only, for their keyset. */
type Raw = StreamRow & { path: string };

export const toMember = (r: StreamRow): StreamMember => ({
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

/**
 * The first chunk is smaller, so the top of the tree reaches the canvas sooner: the whole
 * pipeline (read, write, parse, lay out, paint) runs on fewer rows before the first paint.
 */
const firstChunkRows = (chunkRows: number) => Math.min(chunkRows, 1024);

export async function* readSubtree(
  db: Db,
  root: ViewRoot,
  chunkRows: number,
): AsyncGenerator<StreamMember[], void, undefined> {
  const first = firstChunkRows(chunkRows);
  if (db.cursor) {
    // Depths run from the root's to the deepest member's; empty levels cost one index probe.
    // The subquery keeps its ORDER BY (a sorted subquery is never flattened), and a nested
    // loop over an ordered series emits its inner rows in that order.
    const sql = `SELECT s.* FROM generate_series($2::int4, (SELECT max(depth) FROM members)) AS d
       CROSS JOIN LATERAL (
         SELECT ${streamSelect} FROM members m
          WHERE m.depth = d AND m.path >= $1 AND m.path < $1 || '~'
          ORDER BY m.path
       ) s`;
    for await (const rows of db.cursor<Raw>(sql, [root.path, root.depth], chunkRows, first))
      yield rows.map(toMember);
    return;
  }
  // Chunks fill across level ends, so every batch but the last is full on both databases.
  let depth = root.depth;
  let after = '';
  let chunk: Raw[] = [];
  let size = first;
  for (;;) {
    const want = size - chunk.length;
    const rows = await db.query<Raw>(
      `SELECT ${streamSelect}, m.path FROM members m
        WHERE m.depth = $1::int4 AND m.path >= $2 AND m.path < $3 || '~' AND m.path > $4
        ORDER BY m.path
        LIMIT $5::int4`,
      [depth, root.path, root.path, after, want],
    );
    chunk.push(...rows);
    if (chunk.length === size) {
      yield chunk.map(toMember);
      chunk = [];
      size = chunkRows;
    }
    if (rows.length === want) {
      after = rows[rows.length - 1]!.path;
      continue;
    }
    // A level ends; levels of a tree are contiguous, so an empty one ends the subtree.
    if (rows.length === 0 && after === '') break;
    depth++;
    after = '';
  }
  if (chunk.length > 0) yield chunk.map(toMember);
}

/** The rank names, in rank order, for the stream's legend. */
export async function listRankNames(db: Db): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>(
    'SELECT id, name FROM ranks ORDER BY sort_order, id',
  );
}

/** The members below a member (the running count the engine keeps, migration 001). */
export async function downlineCountOf(db: Db, id: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT downline_count AS n FROM members WHERE id = $1',
    [id],
  );
  return rows[0]?.n ?? 0;
}
