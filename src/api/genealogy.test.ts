import { afterEach, describe, expect, it } from 'vitest';
import { fetchGenealogyNode, genealogyStreamRequest } from './genealogy';
import { isApiError } from './http';
import { json, mockFetchPerTest } from './test-fetch';
import { setToken } from '@/session/storage';
import type { GenealogyAffiliateWire } from '@contract/network';

describe('genealogyStreamRequest', () => {
  afterEach(() => setToken(null));

  it('builds the URL and headers the HTTP client would send, for the worker to fetch', () => {
    setToken('tok');
    const viewed = genealogyStreamRequest({ id: 42 }, { window: true });
    expect(viewed.url).toBe(
      `${location.origin}/api/network/genealogy_stream/42?window=1&route=network%2Fgenealogy_stream%2F42`,
    );
    expect(viewed.headers).toMatchObject({
      Accept: 'application/json',
      'api-key': expect.any(String),
      'X-Web-Request': '1',
      Authorization: 'Bearer tok',
    });
    const byName = genealogyStreamRequest({ username: 'ann lee' });
    expect(byName.url).toContain('/api/network/genealogy_stream?username=ann%20lee&route=');
    expect(byName.url).not.toContain('window');
  });

  it('sends no Authorization header without a session', () => {
    expect(genealogyStreamRequest().headers.Authorization).toBeUndefined();
  });
});

/** One member's §3 flat node as the server sends it. */
const node = {
  id: 7,
  parent_id: 3,
  position: 'L',
  status: 1,
  username: 'user7',
  avatar: null,
  pv: 0,
  tv: 0,
  cv: 0,
  created_at: '2026-01-01T00:00:00Z',
  rank_id: null,
  rank_name: null,
  rank_icon: null,
  package_name: null,
  first_name: 'First7',
  last_name: null,
  level: 1,
  total_earnings: '0.00',
  downlines_count: 2,
  total_left: 0,
  total_right: 0,
  carry_left: 0,
  carry_right: 0,
  left_downline_count: 1,
  right_downline_count: 1,
  child_count: 2,
} satisfies GenealogyAffiliateWire;

describe('fetchGenealogyNode', () => {
  const { fetchMock, url } = mockFetchPerTest();

  it('reads one member’s flat node, checked against its schema', async () => {
    fetchMock.mockResolvedValueOnce(json({ affiliate: node }));
    const member = await fetchGenealogyNode(7);
    expect(url().pathname).toBe('/api/network/genealogy_node/7');
    expect(member).toMatchObject({ id: 7, username: 'user7', position: 'L' });
  });

  it('refuses an answer without the flat node’s shape', async () => {
    fetchMock.mockResolvedValueOnce(json({ affiliate: { id: 7, username: 'user7' } }));
    const error = await fetchGenealogyNode(7).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as Error).message).toMatch(/expected shape/);
  });
});
