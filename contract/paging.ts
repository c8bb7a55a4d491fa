import { z } from 'zod';
import { isSupportedTimestamp } from './calendar';

/**
 * Keyset (cursor) paging, never OFFSET: a cursor is the sort key of the last row sent,
 * opaque to the client (base64url JSON). Following `next_page_url` gives the next page with
 * no gaps and no duplicates, however many rows arrive meanwhile. The server writes cursors;
 * the client only reads them back out of `next_page_url`.
 */
export type Keyset = { t: string; id: number };

/**
 * `t` is the row's timestamp as PostgreSQL prints it (`created_at::text`): a JavaScript Date
 * would drop the microseconds and make rows of the same millisecond fall between pages. A
 * cursor comes back from the client, so it is checked as hostile input: a real instant in the
 * supported years (contract/calendar.ts), never merely something shaped like one, and an id
 * a row can have. Every keyset-paged table has a bigint id; the bound is the largest integer
 * JSON carries exactly, which bigint holds.
 */
const keysetSchema = z.object({
  t: z.string().max(40).refine(isSupportedTimestamp),
  id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});

// btoa/atob and TextEncoder exist in browsers, workers and Node alike, unlike Buffer.
const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

export function encodeCursor(key: Keyset): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(key)));
}

/**
 * The keyset a cursor names, or null when it is not one this server could have written: not
 * base64url, not UTF-8 JSON, or not a real position. The one decoder every list call uses
 * (through server/http/paging.ts), so a forged cursor is a validation error, never a 500.
 */
export function decodeCursor(cursor: string): Keyset | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(cursor));
    const parsed = keysetSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Spec §9: the next page's cursor is the `cursor` (or, for the downline report, `page`)
 * parameter of `next_page_url`. The server writes an absolute URL; a relative one is read
 * against a dummy origin so either works.
 */
export function cursorFromNextPageUrl(
  nextPageUrl: string | null | undefined,
  param = 'cursor',
): string | null {
  if (!nextPageUrl) return null;
  try {
    const value = new URL(nextPageUrl, 'http://relative.invalid').searchParams.get(param);
    return value === null || value === '' ? null : value;
  } catch {
    return null;
  }
}
