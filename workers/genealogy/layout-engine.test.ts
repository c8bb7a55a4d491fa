import { describe, expect, it } from 'vitest';
import { binaryTree, chainTree, unilevelTree } from './generate';
import { computeLayout } from './layout-engine';
import { childrenOf, KIND_MEMBER, navigate, pathToRoot } from './protocol';

const options = {
  mode: 'unilevel' as const,
  nodeWidth: 200,
  nodeHeight: 150,
  boxWidth: 180,
  boxHeight: 100,
};

describe('computeLayout', () => {
  it('returns typed arrays of one length, the root at the origin, and the box extent', () => {
    const { layout } = computeLayout(unilevelTree(2000, 3, 1), options);
    const n = layout.count;
    expect(n).toBe(2000);
    for (const a of [layout.ids, layout.x, layout.y, layout.depth, layout.parent, layout.kind]) {
      expect(a.length).toBe(n);
    }
    expect([layout.x[0], layout.y[0], layout.parent[0]]).toEqual([0, 0, -1]);
    expect(layout.x).toBeInstanceOf(Float64Array);
    const xs = Array.from(layout.x);
    const ys = Array.from(layout.y);
    expect(layout.bounds).toEqual({
      minX: Math.min(...xs) - 90,
      minY: -50,
      maxX: Math.max(...xs) + 90,
      maxY: Math.max(...ys) + 50,
    });
  });

  it('keeps integer positions exact far beyond float32 range', () => {
    const { layout } = computeLayout(unilevelTree(50, 1), { ...options, nodeWidth: 1e9 + 1 });
    // Siblings 1e9 + 1 apart stay exactly that far apart; float32 would round the gap.
    const first = layout.firstChild[0]!;
    const second = layout.nextSibling[first]!;
    expect(layout.x[second]! - layout.x[first]!).toBe(1e9 + 1);
    expect(Math.fround(1e9 + 1)).not.toBe(1e9 + 1);
  });

  it('lays out binary trees with their empty slots', () => {
    const { layout } = computeLayout(binaryTree(500, 2), { ...options, mode: 'binary' });
    expect(layout.count).toBeGreaterThan(500);
    expect(Array.from(layout.kind).filter((k) => k === KIND_MEMBER).length).toBe(500);
  });

  it('handles a 100,000-deep chain end to end', () => {
    const { layout, spatial } = computeLayout(chainTree(100_000), options);
    expect(pathToRoot(layout, 99_999).length).toBe(100_000);
    expect(spatial.hitTest(0, 99_999 * 150)).toBe(99_999);
    expect(layout.bounds.maxY).toBe(99_999 * 150 + 50);
  });
});

describe('navigation helpers', () => {
  // 1 ─┬─ 2 ─── 5
  //    ├─ 3
  //    └─ 4
  const nodes = [
    { id: 1, parent_id: null, position: null, username: 'Root' },
    { id: 2, parent_id: 1, position: null, username: 'ann' },
    { id: 3, parent_id: 1, position: null, username: 'bob' },
    { id: 4, parent_id: 1, position: null, username: 'cy' },
    { id: 5, parent_id: 2, position: null, username: 'dee' },
  ];
  const { layout, tree } = computeLayout(nodes, options);
  const at = (id: number) => tree.indexOf(id);
  const idsOf = (indices: number[]) => indices.map((i) => layout.ids[i]);

  it('gives the breadcrumb from the root down to a node', () => {
    expect(idsOf(pathToRoot(layout, at(5)))).toEqual([1, 2, 5]);
    expect(idsOf(pathToRoot(layout, 0))).toEqual([1]);
    expect(pathToRoot(layout, 99)).toEqual([]);
  });

  it('moves like the arrow keys: parent, first child, siblings', () => {
    expect(navigate(layout, at(5), 'parent')).toBe(at(2));
    expect(navigate(layout, 0, 'parent')).toBe(-1);
    expect(navigate(layout, 0, 'firstChild')).toBe(at(2));
    expect(navigate(layout, at(3), 'firstChild')).toBe(-1);
    expect(navigate(layout, at(3), 'nextSibling')).toBe(at(4));
    expect(navigate(layout, at(4), 'nextSibling')).toBe(-1);
    expect(navigate(layout, at(3), 'previousSibling')).toBe(at(2));
    expect(navigate(layout, at(2), 'previousSibling')).toBe(-1);
    expect(navigate(layout, 0, 'previousSibling')).toBe(-1);
    expect(idsOf(childrenOf(layout, 0))).toEqual([2, 3, 4]);
  });
});
