import { describe, expect, it } from 'vitest';
import { json, mockFetchPerTest } from './test-fetch';
import { getMaxLevels, getTableView, getTableViewLevel } from './network';

const user = {
  id: 7,
  parent_id: 3,
  status: 1,
  username: 'ann',
  avatar: null,
  created_at: '2025-06-13T10:00:00Z',
  first_name: 'Ann',
  last_name: 'Lee',
  level: 1,
  total_earnings: '12.50',
  downlines_count: 4,
  children: 2,
};

const { fetchMock, url } = mockFetchPerTest();

describe('table view fetchers', () => {
  it('maps table_view to camelCase with its level count', async () => {
    fetchMock.mockResolvedValueOnce(json({ genealogy: [user], search_valid: true, max_levels: 9 }));
    const view = await getTableView();
    expect(url().pathname).toBe('/api/network/table_view');
    expect(view).toEqual({
      searchValid: true,
      maxLevels: 9,
      members: [
        {
          id: 7,
          parentId: 3,
          status: 1,
          username: 'ann',
          avatar: null,
          createdAt: '2025-06-13T10:00:00Z',
          firstName: 'Ann',
          lastName: 'Lee',
          level: 1,
          totalEarnings: '12.50',
          downlinesCount: 4,
          children: 2,
        },
      ],
    });
  });

  it('asks table_view_single for one member by id in the path and the level in the query', async () => {
    fetchMock.mockResolvedValueOnce(json({ genealogy: [user] }));
    const members = await getTableViewLevel({ id: 42, level: 1 });
    expect(url().pathname).toBe('/api/network/table_view_single/42');
    expect(url().searchParams.get('level')).toBe('1');
    expect(url().searchParams.has('username')).toBe(false);
    expect(members.map((m) => m.username)).toEqual(['ann']);
  });

  it('reads max_levels for the caller or for a member', async () => {
    fetchMock.mockResolvedValueOnce(json({ max_levels: 11 }));
    fetchMock.mockResolvedValueOnce(json({ max_levels: 3 }));
    expect(await getMaxLevels()).toBe(11);
    expect(await getMaxLevels(8)).toBe(3);
    expect(url(0).pathname).toBe('/api/network/max_levels');
    expect(url(1).pathname).toBe('/api/network/max_levels/8');
  });
});
