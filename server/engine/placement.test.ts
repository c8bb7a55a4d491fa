import { describe, expect, it } from 'vitest';
import {
  matrixCapacity,
  placeBinary,
  placeMatrix,
  placeUnilevel,
  type BinaryChildren,
  type Leg,
} from './placement';

type Slot = { L: number | null; R: number | null };

function binaryTree(edges: [parent: number, leg: Leg, child: number][]): BinaryChildren {
  const map = new Map<number, Slot>();
  const node = (id: number) => {
    if (!map.has(id)) map.set(id, { L: null, R: null });
    return map.get(id)!;
  };
  for (const [parent, leg, child] of edges) {
    node(parent)[leg] = child;
    node(child);
  }
  return map;
}

describe('binary placement', () => {
  const tree = binaryTree([
    [1, 'L', 2],
    [1, 'R', 3],
    [2, 'L', 4],
    [2, 'R', 5],
    [4, 'L', 8],
    [3, 'R', 7],
  ]);

  it('takes the free slot on the chosen leg', () => {
    expect(placeBinary(tree, 3, 'L')).toEqual({ parentId: 3, position: 'L' });
  });

  it('spills over to the extreme left of a taken left leg', () => {
    expect(placeBinary(tree, 1, 'L')).toEqual({ parentId: 8, position: 'L' });
  });

  it('spills over to the extreme right of a taken right leg, ignoring free inner slots', () => {
    expect(placeBinary(tree, 1, 'R')).toEqual({ parentId: 7, position: 'R' });
  });

  it('throws when the slice does not reach the end of the leg', () => {
    const partial: BinaryChildren = new Map([[1, { L: 2, R: null }]]);
    expect(() => placeBinary(partial, 1, 'L')).toThrow(/lacks member 2/);
  });
});

describe('matrix placement', () => {
  function fill(width: number, depth: number, count: number) {
    const children = new Map<number, number[]>([[1, []]]);
    const placed: { id: number; parentId: number }[] = [];
    for (let id = 2; id < 2 + count; id++) {
      const slot = placeMatrix(children, 1, width, depth);
      if (!slot) return { children, placed, full: true };
      children.get(slot.parentId)!.push(id);
      children.set(id, []);
      placed.push({ id, parentId: slot.parentId });
    }
    return { children, placed, full: false };
  }

  it('holds exactly 39 members in a 3 × 3 matrix and refuses the 40th', () => {
    const { placed, children, full } = fill(3, 3, 40);
    expect(matrixCapacity(3, 3)).toBe(39);
    expect(placed).toHaveLength(39);
    expect(full).toBe(true);
    expect(placeMatrix(children, 1, 3, 3)).toBeNull();
  });

  it('fills breadth-first, left to right, spilling into the next level', () => {
    const { placed } = fill(3, 3, 39);
    const parentOf = new Map(placed.map((p) => [p.id, p.parentId]));
    // Level 1: 2, 3, 4 under the root; level 2: 5-7 under 2, 8-10 under 3, 11-13 under 4.
    expect([2, 3, 4].map((id) => parentOf.get(id))).toEqual([1, 1, 1]);
    expect([5, 6, 7, 8, 11, 13].map((id) => parentOf.get(id))).toEqual([2, 2, 2, 3, 4, 4]);
    // Level 3 starts under the first level-2 member and ends under the last.
    expect(parentOf.get(14)).toBe(5);
    expect(parentOf.get(40)).toBe(13);
  });

  it('sends the 40th into the downline breadth-first when the search is not depth-bound', () => {
    const { children } = fill(3, 3, 39);
    expect(placeMatrix(children, 1, 3, Infinity)).toEqual({ parentId: 14, position: null });
  });

  it('fills a gap left by an earlier slot before going deeper', () => {
    const children = new Map<number, number[]>([
      [1, [2, 3, 4]],
      [2, [5, 6, 7]],
      [3, [8]],
      [4, []],
    ]);
    for (const id of [5, 6, 7, 8]) children.set(id, []);
    expect(placeMatrix(children, 1, 3, 3)).toEqual({ parentId: 3, position: null });
  });
});

describe('unilevel placement', () => {
  it('places the member directly under the sponsor', () => {
    expect(placeUnilevel(42)).toEqual({ parentId: 42, position: null });
  });
});
