import type { Keyset } from '../../contract/paging';

/**
 * Keyset (cursor) paging SQL, one way for every list: rows walk in (sort column, id) order,
 * ties broken by id, and a page starts strictly after the keyset of the last row sent.
 * The cursor itself is contract/paging.ts; server/http/paging.ts reads and writes it.
 */
export type KeysetWalk = {
  /** The sort column as the query names it (`t.created_at`, an expression, …). */
  at: string;
  /** The id column that breaks ties (`t.id`). */
  id: string;
  /** Newest first (`desc`, the default) or oldest first (`asc`). */
  dir?: 'asc' | 'desc';
  /** The id's SQL type for the parameter cast: `bigint` unless told. */
  idType?: string;
};

/**
 * `(at, id) < ($n::timestamptz, $m::bigint)` (`>` when ascending) with the keyset pushed
 * onto `params`; the empty string on the first page (no keyset).
 */
export function keysetAfter(params: unknown[], after: Keyset | null, walk: KeysetWalk): string {
  if (!after) return '';
  const op = (walk.dir ?? 'desc') === 'desc' ? '<' : '>';
  const t = `$${params.push(after.t)}::timestamptz`;
  const id = `$${params.push(after.id)}::${walk.idType ?? 'bigint'}`;
  return `(${walk.at}, ${walk.id}) ${op} (${t}, ${id})`;
}

/** `at DESC, id DESC` (or ascending): the ORDER BY of the walk, ties by id. */
export function keysetOrder(walk: KeysetWalk): string {
  const dir = (walk.dir ?? 'desc') === 'desc' ? 'DESC' : 'ASC';
  return `${walk.at} ${dir}, ${walk.id} ${dir}`;
}

/** How many rows a page fetches: one more than it shows (server/http/paging.ts pageOf splits it off). */
export const keysetFetch = (limit: number): number => limit + 1;
