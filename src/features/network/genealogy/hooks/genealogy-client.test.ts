import { afterEach, describe, expect, it, vi } from 'vitest';
import { startGenealogyClient } from './genealogy-client';

const member = (id: number, parent_id: number | null) => ({
  id,
  parent_id,
  position: null,
  status: 1,
  username: `user${id}`,
  avatar: null,
  pv: 1,
  tv: 1,
  cv: 1,
  created_at: '2026-01-01T00:00:00Z',
  rank_id: null,
  rank_name: null,
  rank_icon: null,
  package_name: null,
  first_name: 'A',
  last_name: null,
  level: 0,
  total_earnings: '0.00',
  downlines_count: 0,
  total_left: 0,
  total_right: 0,
  carry_left: 0,
  carry_right: 0,
  left_downline_count: 0,
  right_downline_count: 0,
  child_count: parent_id === null ? 1 : 0,
});

describe('startGenealogyClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the same API on the main thread when there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            affiliates: [member(1, null), member(2, 1)],
            genealogy: null,
            search_valid: true,
            parent_username: null,
            max_levels: 3,
            max_width: 10,
            root_affiliate_id: 1,
          }),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const client = startGenealogyClient();
    expect(client.where()).toBe('main-thread');
    const view = await client.api.load('/api/network/genealogy', { 'api-key': 'k' });
    expect(view.layout.count).toBe(2);
    expect(await client.api.findByUsername('USER2')).toBe(1);
    expect(fetch).toHaveBeenCalledWith('/api/network/genealogy', {
      headers: { Accept: 'application/json', 'api-key': 'k' },
    });
    client.close();
  });
});
