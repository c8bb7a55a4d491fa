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
