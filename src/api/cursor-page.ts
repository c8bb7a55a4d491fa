import type { $ZodType } from 'zod/v4/core';
import { get, type QueryParams } from './http';

/** A page of a cursor list: its rows and the server's next_page_url (null at the end). */
export type CursorPage<T> = { items: T[]; nextPageUrl: string | null };

/** The HTTP client's `signal` option, left out when there is none. */
export const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The wire shape every cursor list answers with (spec §4 "List paging status"). */
type CursorPageWire<W> = { items: W[]; next_page_url: string | null };

/**
 * GET one page of a cursor list, validated by `schema`, its rows mapped by `toItem`. The
 * caller's query carries the cursor under the name its list uses.
 */
export async function getCursorPage<W, T>(
  path: string,
  page: { query: QueryParams; schema: $ZodType<CursorPageWire<W>>; signal?: AbortSignal },
  toItem: (w: W) => T,
): Promise<CursorPage<T>> {
  const w = await get(path, { query: page.query, schema: page.schema, ...signalOf(page.signal) });
  return { items: w.items.map(toItem), nextPageUrl: w.next_page_url };
}
