import { afterEach, beforeEach, vi } from 'vitest';
import { resetModuleState } from '@/session/module-state';
import { resetHttpConfig } from './http';

/** A 200 answer with `body` as JSON, as the server sends it. */
export const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * For fetcher tests: before each test, an empty storage, no company settings, a fresh HTTP
 * client and a fresh fetch mock in place of fetch; after it, the real fetch again. `url(i)`
 * is the address of the i-th request the test made.
 */
export function mockFetchPerTest() {
  const fetchMock = vi.fn();
  const url = (i = 0) => new URL((fetchMock.mock.calls[i] as [string])[0], 'http://localhost');
  beforeEach(() => {
    localStorage.clear();
    resetModuleState();
    resetHttpConfig();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return { fetchMock, url };
}
