import type { FastifyRequest } from 'fastify';
import { decodeCursor as decodeKeyset, encodeCursor, type Keyset } from '../../contract/paging';
import { invalidInput } from '../services/app-error';

export { defaultPageSize } from '../../contract/constants';

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
export function nextPageUrl(
  request: FastifyRequest,
  cursor: string | null,
  param = 'cursor',
): string | null {
  if (cursor === null) return null;
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
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
