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

/**
 * The fetcher of one cursor list: `toQuery` turns the caller's filter into query params (empty
 * values are left out, see toQueryString) and the cursor rides along under `cursor`; each page
 * is validated by `schema`, its rows mapped by `toItem`.
 */
export const cursorList =
  <F, W, T>(
    path: string,
    schema: $ZodType<CursorPageWire<W>>,
    toItem: (w: W) => T,
    toQuery: (filter: F) => QueryParams,
  ) =>
  (filter: F, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<T>> =>
    getCursorPage(path, { query: { ...toQuery(filter), cursor }, schema, signal }, toItem);

/** GET one record by its id, the last segment of `path`, validated by `schema`. */
export const getById = <W>(path: string, id: string, schema: $ZodType<W>, signal?: AbortSignal) =>
  get(`${path}/${encodeURIComponent(id)}`, { schema, ...signalOf(signal) });
