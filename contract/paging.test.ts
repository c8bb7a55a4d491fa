import { describe, expect, it } from 'vitest';
import { cursorFromNextPageUrl, decodeCursor, encodeCursor } from './paging';

const forge = (key: unknown) =>
  btoa(JSON.stringify(key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('cursorFromNextPageUrl', () => {
  it('reads the cursor parameter of an absolute next_page_url', () => {
    expect(
      cursorFromNextPageUrl('http://h/api/wallet/transactions?sort=desc&cursor=eyJ0Ijo&route=x'),
    ).toBe('eyJ0Ijo');
  });

  it('reads the page parameter when the list pages by page (downline report)', () => {
    expect(cursorFromNextPageUrl('/api/network/downline_report?page=abc', 'page')).toBe('abc');
  });

  it('gives null when there is no next page or no cursor in it', () => {
    expect(cursorFromNextPageUrl(null)).toBeNull();
    expect(cursorFromNextPageUrl('')).toBeNull();
    expect(cursorFromNextPageUrl('/api/x?sort=asc')).toBeNull();
    expect(cursorFromNextPageUrl('/api/x?cursor=')).toBeNull();
  });
});

describe('decodeCursor', () => {
  it('round-trips the keysets the server writes', () => {
    for (const key of [
      { t: '2026-11-21 23:55:00.123456+00', id: 42 },
      { t: '2024-02-29 00:00:00+05:30', id: 1 },
      { t: '2026-01-01 00:00:00+00', id: Number.MAX_SAFE_INTEGER },
    ])
      expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it('refuses a cursor naming no real position', () => {
    const at = (t: unknown, id: unknown = 1) => forge({ t, id });
    for (const cursor of [
      at('2026-13-01 00:00:00+00'),
      at('2026-02-30 00:00:00+00'),
      at('2026-01-01 24:00:00+00'),
      at('2026-01-01 00:00:00+99:99'),
      at('9999-12-31 23:59:59+00'),
      at('0000-01-01 00:00:00+00'),
      at("1'; DROP TABLE members; --"),
      at(12),
      at('2026-01-01 00:00:00+00', 2 ** 53),
      at('2026-01-01 00:00:00+00', -1),
      at('2026-01-01 00:00:00+00', 1.5),
      at('2026-01-01 00:00:00+00', '1'),
      forge(null),
      forge([1, 2]),
      'bm90LWpzb24',
      '%%%',
      '',
    ])
      expect(decodeCursor(cursor), cursor).toBeNull();
  });
});
