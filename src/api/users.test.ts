import { describe, expect, it } from 'vitest';
import { json, mockFetchPerTest } from './test-fetch';
import { searchDownlines } from './users';

const { fetchMock, url } = mockFetchPerTest();

describe('downline search', () => {
  it('sends keyword and levels to the placement search and maps the members', async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        data: [
          { first_name: 'Ann', last_name: null, username: 'ann', email: 'a@x.io', avatar: null },
        ],
      }),
    );
    const found = await searchDownlines('placement', { keyword: 'an', levels: 3 });
    expect(url().pathname).toBe('/api/users/placement_downlines');
    expect(url().searchParams.get('keyword')).toBe('an');
    expect(url().searchParams.get('levels')).toBe('3');
    expect(found).toEqual([
      { firstName: 'Ann', lastName: null, username: 'ann', email: 'a@x.io', avatar: null },
    ]);
  });

  it('leaves levels out of the sponsor search when none is given', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: [] }));
    expect(await searchDownlines('sponsor', { keyword: 'zed' })).toEqual([]);
    expect(url().pathname).toBe('/api/users/sponsor_downlines');
    expect(url().searchParams.has('levels')).toBe(false);
  });
});
