import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalidInput } from '../services/app-error';

/**
 * Keyset (cursor) paging, never OFFSET: a cursor is the sort key of the last row sent,
 * opaque to the client (base64url JSON). Following `next_page_url` gives the next page with
 * no gaps and no duplicates, however many rows arrive meanwhile.
 */
export type Keyset = { t: string; id: number };

/**
 * `t` is the row's timestamp as PostgreSQL prints it (`created_at::text`): a JavaScript Date
 * would drop the microseconds and make rows of the same millisecond fall between pages.
 */
const pgTimestamp = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export const cursorParam = z.string().max(200).optional();

export function encodeCursor(key: Keyset): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const keysetSchema = z.object({
  t: z.string().regex(pgTimestamp),
  id: z.number().int().nonnegative(),
});

/** A cursor the server did not write is a validation error on its field, never a 500. */
export function decodeCursor(cursor: string | undefined, field = 'cursor'): Keyset | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const parsed = keysetSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    if (parsed.success) return parsed.data;
  } catch {
    // fall through to the validation error
  }
  throw invalidInput(field, 'The page cursor is not valid.');
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

export const defaultPageSize = 20;
