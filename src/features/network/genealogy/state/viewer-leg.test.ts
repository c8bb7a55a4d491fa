import { describe, expect, it } from 'vitest';
import { binaryTree } from '@workers/genealogy/generate';
import { computeLayout } from '@workers/genealogy/layout-engine';
import { KIND_MEMBER } from '@workers/genealogy/protocol';
import { legHeadOf, viewerLegOf } from './viewer-leg';

describe("the viewing member's leg", () => {
  const nodes = binaryTree(400, 7);
  const { layout } = computeLayout(nodes, {
    nodeWidth: 220,
    nodeHeight: 160,
    boxWidth: 190,
    boxHeight: 120,
    mode: 'binary',
  });
  // The generated members' own positions, by layout index.
  const positions = new Map(nodes.map((n) => [n.id, n.position ?? null]));
  const positionOf = (i: number) => positions.get(layout.ids[i]!) ?? null;
  /** The slow truth: walk up to the root and take the position of the last member before it. */
  const truth = (i: number) => {
    let n = i;
    while (layout.parent[n] !== 0) n = layout.parent[n]!;
    return positionOf(n);
  };

  it('is none for the viewing member herself', () => {
    expect(legHeadOf(layout, 0)).toBe(-1);
    expect(viewerLegOf(layout, 0, positionOf)).toBeNull();
  });

  it('is the leg of the root child above, however deep, even where a member is the other side of its parent', () => {
    let deepLeft = 0;
    let deepRight = 0;
    let crossed = 0;
    for (let i = 1; i < layout.count; i++) {
      if (layout.kind[i] !== KIND_MEMBER) continue;
      const leg = viewerLegOf(layout, i, positionOf);
      expect(leg, `node ${i}`).toBe(truth(i));
      if (layout.depth[i]! >= 4) {
        if (leg === 'L') deepLeft++;
        else deepRight++;
      }
      // A right child deep in the left leg (or the reverse): its own side is not its leg.
      if (positionOf(i) !== leg) crossed++;
    }
    expect(deepLeft).toBeGreaterThan(10);
    expect(deepRight).toBeGreaterThan(10);
    expect(crossed).toBeGreaterThan(10);
  });

  it("falls back on where the layout drew the leg when the leg head's position is not loaded", () => {
    for (let i = 1; i < layout.count; i++) {
      if (layout.kind[i] !== KIND_MEMBER) continue;
      expect(
        viewerLegOf(layout, i, () => undefined),
        `node ${i}`,
      ).toBe(truth(i));
    }
  });
});
