import { afterEach, describe, expect, it } from 'vitest';
import { genealogyRequest } from './genealogy';
import { setToken } from '@/session/storage';

describe('genealogyRequest', () => {
  afterEach(() => setToken(null));

  it('builds the URL and headers the HTTP client would send, for the worker to fetch', () => {
    setToken('tok');
    const viewed = genealogyRequest({ id: 42 });
    expect(viewed.url).toBe(
      `${location.origin}/api/network/genealogy/42?route=network%2Fgenealogy%2F42`,
    );
    expect(viewed.headers).toMatchObject({
      Accept: 'application/json',
      'api-key': expect.any(String),
      'X-Web-Request': '1',
      Authorization: 'Bearer tok',
    });
    const byName = genealogyRequest({ username: 'ann lee' });
    expect(byName.url).toContain('/api/network/genealogy?username=ann%20lee&route=');
  });

  it('sends no Authorization header without a session', () => {
    expect(genealogyRequest().headers.Authorization).toBeUndefined();
  });
});
