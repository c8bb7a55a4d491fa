import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetHttpConfig } from './http';
import { resetModuleState } from '@/session/module-state';
import { searchDownlines } from './users';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
const url = (i = 0) => new URL((fetchMock.mock.calls[i] as [string])[0], 'http://localhost');

beforeEach(() => {
  localStorage.clear();
  resetModuleState();
  resetHttpConfig();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

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
