import { describe, expect, it } from 'vitest';
import { binaryTree, unilevelTree } from '@workers/genealogy/generate';
import { computeLayout } from '@workers/genealogy/layout-engine';
import { KIND_MEMBER, openSpatialIndex, type GenealogyLayout } from '@workers/genealogy/protocol';
import { planPrint } from './export-print';
import { levelsBelow, subtreeLayout } from './export-subtree';
import { tileSizes } from './export-tiles';

const sizes = { nodeWidth: 220, nodeHeight: 160, boxWidth: 190, boxHeight: 120 } as const;
const box = { boxWidth: 190, boxHeight: 120 };
const layoutOf = (nodes: Parameters<typeof computeLayout>[0], mode: 'binary' | 'unilevel') =>
  computeLayout(nodes, { ...sizes, mode }).layout;

/** Members of `root`'s branch in `l`, by level below it. */
function branchLevels(l: GenealogyLayout, root: number): number[] {
  const out: number[] = [];
  const queue = [root];
  for (let q = 0; q < queue.length; q++) {
    const v = queue[q]!;
    const d = l.depth[v]! - l.depth[root]!;
    if (l.kind[v] === KIND_MEMBER) out[d] = (out[d] ?? 0) + 1;
    for (let c = l.firstChild[v]!; c !== -1; c = l.nextSibling[c]!) queue.push(c);
  }
  return out;
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const membersIn = (l: GenealogyLayout) => {
  let n = 0;
  for (let i = 0; i < l.count; i++) if (l.kind[i] === KIND_MEMBER) n++;
  return n;
};

describe('the subtree a printed chart draws', () => {
  const tree = layoutOf(binaryTree(127, 7), 'binary');

  it('keeps the chosen member’s descendants to N levels, and counts the rest as "+N"', () => {
    const all = levelsBelow(tree, 0);
    const s = subtreeLayout(tree, 0, 3, box);
    expect(s.allLevels).toBe(all);
    expect(s.levels).toBe(3);
    const levels = branchLevels(tree, 0);
    expect(membersIn(s.layout)).toBe(sum(levels.slice(0, 3)));
    expect(Math.max(...s.layout.depth)).toBe(2);
    // Every member of the last level carries the members below it as a marker.
    let hidden = 0;
    for (let i = 0; i < s.layout.count; i++)
      if (s.layout.depth[i] === 2) hidden += s.layout.hiddenChildren[i]!;
    expect(hidden).toBe(levels[3]);
    expect(hidden).toBeGreaterThan(0);
    // Every node's source is that node in the explorer's layout.
    for (let i = 0; i < s.layout.count; i++) expect(tree.ids[s.source[i]!]).toBe(s.layout.ids[i]);
  });

  it('draws only the chosen member’s branch, none of its neighbours', () => {
    const child = tree.firstChild[0]!;
    const s = subtreeLayout(tree, child, 10, box);
    expect(s.layout.ids[0]).toBe(tree.ids[child]);
    expect(s.layout.parent[0]).toBe(-1);
    expect(membersIn(s.layout)).toBe(sum(branchLevels(tree, child)));
    expect(membersIn(s.layout)).toBeLessThan(membersIn(tree));
    const inBranch = new Set<number>();
    const queue = [child];
    for (let q = 0; q < queue.length; q++) {
      inBranch.add(tree.ids[queue[q]!]!);
      for (let c = tree.firstChild[queue[q]!]!; c !== -1; c = tree.nextSibling[c]!) queue.push(c);
    }
    for (let i = 0; i < s.layout.count; i++) expect(inBranch.has(s.layout.ids[i]!)).toBe(true);
  });

  it('lays the levels out as an org chart: no two boxes overlap, parents over their children', () => {
    const s = subtreeLayout(tree, 0, 5, box);
    const l = s.layout;
    for (let i = 1; i < l.count; i++) {
      if (l.depth[i] === l.depth[i - 1]) expect(l.x[i]! - l.x[i - 1]!).toBeGreaterThanOrEqual(220);
      else expect(l.y[i]! - l.y[i - 1]!).toBeGreaterThanOrEqual(160);
      const p = l.parent[i]!;
      const first = l.firstChild[p]!;
      let last = first;
      while (l.nextSibling[last] !== -1) last = l.nextSibling[last]!;
      expect(l.x[p]).toBeCloseTo((l.x[first]! + l.x[last]!) / 2, 9);
    }
    // The renderer's row index finds every box where it is drawn.
    const index = openSpatialIndex(l.index);
    for (let i = 0; i < l.count; i++) expect(index.hitTest(l.x[i]!, l.y[i]!)).toBe(i);
    expect(l.bounds.minX).toBeCloseTo(Math.min(...l.x) - 95, 9);
    expect(l.bounds.maxY).toBeCloseTo(Math.max(...l.y) + 60, 9);
  });

  it('lays one level out as the member alone', () => {
    const s = subtreeLayout(tree, 0, 1, box);
    expect(s.layout.count).toBe(1);
    expect(s.layout.bounds.maxX - s.layout.bounds.minX).toBe(190);
    expect(s.layout.hiddenChildren[0]).toBe(branchLevels(tree, 0)[1]);
    const { plan } = planPrint(tree, box, { root: 0, levels: 1, paper: 'a4' });
    expect(plan.tiles).toHaveLength(1);
  });
});

describe('the printed chart’s plan for a 10,000-member organisation', () => {
  const big = layoutOf(unilevelTree(10_000, 6), 'unilevel');

  it('tiles three levels over several pages at a readable scale', () => {
    const p = planPrint(big, box, { root: 0, levels: 3, paper: 'a4' });
    expect(p.cut).toBe(false);
    expect(p.subtree.levels).toBe(3);
    expect(p.plan.tiles.length).toBeGreaterThan(1);
    expect(p.plan.k).toBeGreaterThanOrEqual(tileSizes.minK);
  });

  it('drops levels from the bottom rather than print hundreds of pages or shrink', () => {
    const p = planPrint(big, box, { root: 0, levels: 99, paper: 'a4' });
    expect(p.subtree.allLevels).toBe(levelsBelow(big, 0));
    expect(p.cut).toBe(true);
    expect(p.plan.tiles.length).toBeLessThanOrEqual(tileSizes.maxPages);
    expect(p.plan.k).toBeGreaterThanOrEqual(tileSizes.minK);
    // One more level would not have fitted.
    const deeper = planPrint(big, box, { root: 0, levels: p.subtree.levels + 1, paper: 'a4' });
    expect(deeper.subtree.levels).toBe(p.subtree.levels);
  });
});
