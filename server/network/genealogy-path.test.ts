import { describe, expect, it } from 'vitest';
import {
  ancestorIds,
  childPath,
  encodeId,
  isInSubtree,
  legsUpThePath,
  pathIds,
  subtreeEnd,
} from './genealogy-path';

describe('genealogy path', () => {
  it('encodes ids as 7-character base36 segments', () => {
    expect(encodeId(1)).toBe('0000001');
    expect(encodeId(73)).toBe('0000021');
    expect(childPath('0000001.', 1_000_000)).toBe('0000001.000lfls.');
    expect(() => encodeId(0)).toThrow(RangeError);
  });

  it('reads every id back, root first, and separates the ancestors', () => {
    const path = childPath(childPath('0000001.', 2), 73);
    expect(pathIds(path)).toEqual([1, 2, 73]);
    expect(ancestorIds(path)).toEqual([1, 2]);
    expect(() => pathIds('0000001')).toThrow(RangeError);
  });

  it('orders a subtree inside its range and nothing else', () => {
    const root = childPath('0000001.', 2);
    const inside = childPath(root, 99);
    const sibling = childPath('0000001.', 3);
    expect(inside > root && inside < subtreeEnd(root)).toBe(true);
    expect(sibling > root && sibling < subtreeEnd(root)).toBe(false);
    expect(isInSubtree(root, inside)).toBe(true);
    expect(isInSubtree(root, root)).toBe(false);
  });

  it('gives each ancestor the leg its volume comes up through', () => {
    const path = childPath(childPath(childPath('0000001.', 2), 5), 9);
    const positions: Record<number, 'L' | 'R'> = { 2: 'R', 5: 'L', 9: 'L' };
    expect(legsUpThePath(path, (id) => positions[id] ?? null)).toEqual([
      { ancestorId: 1, leg: 'R' },
      { ancestorId: 2, leg: 'L' },
      { ancestorId: 5, leg: 'L' },
    ]);
  });
});
