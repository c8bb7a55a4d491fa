import { z } from 'zod';

/**
 * Keyset (cursor) paging, never OFFSET: a cursor is the sort key of the last row sent,
 * opaque to the client (base64url JSON). Following `next_page_url` gives the next page with
 * no gaps and no duplicates, however many rows arrive meanwhile. The server writes cursors;
 * the client only reads them back out of `next_page_url`.
 */
export type Keyset = { t: string; id: number };

/**
 * `t` is the row's timestamp as PostgreSQL prints it (`created_at::text`): a JavaScript Date
 * would drop the microseconds and make rows of the same millisecond fall between pages.
 */
const pgTimestamp = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

const keysetSchema = z.object({
  t: z.string().regex(pgTimestamp),
  id: z.number().int().nonnegative(),
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

/** The keyset a cursor names, or null when it is not one this server wrote. */
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
