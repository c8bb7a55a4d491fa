import { describe, expect, it } from 'vitest';
import { patchSearchParams } from './use-url-params';

describe('patchSearchParams', () => {
  it('sets single values and repeats list values', () => {
    const next = patchSearchParams(new URLSearchParams('a=1'), { b: 'x', key: ['p', 'q'] });
    expect(next.toString()).toBe('a=1&b=x&key=p&key=q');
  });

  it('removes a name given null, an empty string or an empty list', () => {
    const next = patchSearchParams(new URLSearchParams('a=1&b=2&c=3'), { a: null, b: '', c: [] });
    expect(next.toString()).toBe('');
  });
});
