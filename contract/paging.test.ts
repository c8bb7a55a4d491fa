import { describe, expect, it } from 'vitest';
import { cursorFromNextPageUrl } from './paging';

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
