import { describe, expect, it } from 'vitest';
import { parseExplorerParams, writeExplorerParams } from './url-state';

describe('explorer URL state', () => {
  it('reads positive integer ids and ignores anything else', () => {
    expect(parseExplorerParams(new URLSearchParams('root=12&node=345'))).toEqual({
      root: 12,
      node: 345,
    });
    for (const bad of ['root=abc', 'root=-3', 'root=0', 'root=1.5', 'root=', 'root=1e3']) {
      expect(parseExplorerParams(new URLSearchParams(bad)).root).toBeNull();
    }
    expect(parseExplorerParams(new URLSearchParams(''))).toEqual({ root: null, node: null });
  });

  it('writes only the keys given, keeps other parameters, and removes cleared ones', () => {
    const start = new URLSearchParams('tab=x&root=5&node=6');
    const moved = writeExplorerParams(start, { node: 9 });
    expect(moved.toString()).toBe('tab=x&root=5&node=9');
    const cleared = writeExplorerParams(moved, { root: null, node: null });
    expect(cleared.toString()).toBe('tab=x');
    expect(start.toString()).toBe('tab=x&root=5&node=6');
  });

  it('round-trips', () => {
    const state = { root: 77, node: 1234567 };
    expect(parseExplorerParams(writeExplorerParams(new URLSearchParams(), state))).toEqual(state);
  });
});
