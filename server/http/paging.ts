import type { FastifyRequest } from 'fastify';
import { decodeCursor as decodeKeyset, encodeCursor, type Keyset } from '../../contract/paging';
import { invalidInput } from '../shared/app-error';
import { originOf } from './context';

import { defaultPageSize } from '../../contract/constants';

/** A cursor the server did not write is a validation error on its field, never a 500. */
export function decodeCursor(cursor: string | undefined, field = 'cursor'): Keyset | null {
  if (cursor === undefined || cursor === '') return null;
  const key = decodeKeyset(cursor);
  if (key === null) throw invalidInput(field, 'The page cursor is not valid.');
  return key;
}

/**
 * The URL of the next page: the request's own path and query with the cursor replaced,
 * without the one-off parameters (load_modules) that the next call decides for itself.
 */
function nextPageUrl(
  request: FastifyRequest,
  cursor: string | null,
  param = 'cursor',
): string | null {
  if (cursor === null) return null;
  // The configured origin, not the Host header: a client must not choose where links point.
  const url = new URL(request.url, originOf(request));
  url.searchParams.delete('load_modules');
  url.searchParams.set(param, cursor);
  return url.toString();
}

/**
 * Slices one extra row to know whether another page exists; the cursor is the last row kept.
 * Repositories fetch `limit + 1` rows in the keyset order.
 */
export function pageOf<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => Keyset,
): { items: T[]; next: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/** What a list fetch needs: the keyset to start after (null on the first page) and the size. */
export type PageRequest = { after: Keyset | null; limit: number };

/** Most lists page by creation time (PostgreSQL's text of created_at) and id. */
export const createdKeyOf = (row: { createdKey: string; id: number }): Keyset => ({
  t: row.createdKey,
  id: row.id,
});

/**
 * One cursor page of any list call: reads the cursor (a forged one is a validation error on
 * its field), fetches `limit + 1` rows after it, keeps one page and writes `next_page_url`.
 */
export async function keysetPage<T>(
  request: FastifyRequest,
  options: { cursor: string | undefined; keyOf: (row: T) => Keyset; param?: string },
  fetchRows: (page: PageRequest) => Promise<T[]>,
): Promise<{ items: T[]; nextPageUrl: string | null }> {
  const param = options.param ?? 'cursor';
  const rows = await fetchRows({
    after: decodeCursor(options.cursor, param),
    limit: defaultPageSize,
  });
  const page = pageOf(rows, defaultPageSize, options.keyOf);
  return { items: page.items, nextPageUrl: nextPageUrl(request, page.next, param) };
}
