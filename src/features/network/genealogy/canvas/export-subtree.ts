import { KIND_MEMBER, type GenealogyLayout } from '@workers/genealogy/protocol';

/**
 * The part of the tree a printed org chart draws (issue 33, item 5): a member's subtree to so
 * many levels, laid out again on its own.
 *
 * Why not the explorer's layout with a depth cap: in a tidy tree a neighbour's branch may
 * tuck under a narrow part of the chosen subtree, so the subtree's rectangle holds members
 * that are not in it; and the explorer's spacing was made for all its levels, where the
 * printed levels alone are narrower. Copied breadth-first, the subtree keeps the explorer's
 * order (legs, free slots). It is laid out the way org charts are drawn: the leaves side by
 * side, each parent centred over its children. (The worker's tidy tree packs tighter, but a
 * feature reaches a worker only through its protocol; over a few printed levels the leaves
 * sit side by side anyway.)
 */
export interface Subtree {
  layout: GenealogyLayout;
  /** The explorer's layout index of each node here (the cards are fetched by it). */
  source: Int32Array;
  /** Levels drawn, the subtree's root being the first. */
  levels: number;
  /** Levels the subtree has in the explorer's layout. */
  allLevels: number;
}

/** The explorer's spacing round a box (workers' view options: 220 × 160 for 190 × 120). */
const spacing = { x: 30, y: 40 } as const;

/** Levels below `root` in `layout` (1 for a leaf), from its breadth-first order. */
export function levelsBelow(layout: GenealogyLayout, root: number): number {
  let deepest = layout.depth[root]!;
  const queue = [root];
  for (let q = 0; q < queue.length; q++) {
    const v = queue[q]!;
    deepest = Math.max(deepest, layout.depth[v]!);
    for (let c = layout.firstChild[v]!; c !== -1; c = layout.nextSibling[c]!) queue.push(c);
  }
  return deepest - layout.depth[root]! + 1;
}

export function subtreeLayout(
  layout: GenealogyLayout,
  root: number,
  levels: number,
  box: { boxWidth: number; boxHeight: number },
  /** `levelsBelow(layout, root)`, when the caller has it: a whole organisation's walk. */
  allLevels = levelsBelow(layout, root),
): Subtree {
  const keep = Math.max(1, Math.min(Math.floor(levels), allLevels));
  const base = layout.depth[root]!;
  // Breadth-first from the root: a subtree of a breadth-first order stays one.
  const order: number[] = [root];
  for (let q = 0; q < order.length; q++) {
    const v = order[q]!;
    if (layout.depth[v]! - base >= keep - 1) continue;
    for (let c = layout.firstChild[v]!; c !== -1; c = layout.nextSibling[c]!) order.push(c);
  }
  const n = order.length;
  const at = new Map<number, number>();
  order.forEach((v, i) => at.set(v, i));
  const ids = new Float64Array(n);
  const parent = new Int32Array(n).fill(-1);
  const firstChild = new Int32Array(n).fill(-1);
  const nextSibling = new Int32Array(n).fill(-1);
  const depth = new Int32Array(n);
  const kind = new Uint8Array(n);
  const hiddenChildren = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const v = order[i]!;
    ids[i] = layout.ids[v]!;
    depth[i] = layout.depth[v]! - base;
    kind[i] = layout.kind[v]!;
    hiddenChildren[i] = layout.hiddenChildren[v]!;
    const p = at.get(layout.parent[v]!);
    if (i > 0 && p !== undefined) parent[i] = p;
    const c = layout.firstChild[v]!;
    if (c !== -1 && at.has(c)) firstChild[i] = at.get(c)!;
    const s = layout.nextSibling[v]!;
    if (i > 0 && s !== -1 && at.has(s)) nextSibling[i] = at.get(s)!;
    // The last level drawn says how many members lie below it: its "+N" marker.
    if (depth[i] === keep - 1)
      for (let c2 = c; c2 !== -1; c2 = layout.nextSibling[c2]!)
        if (layout.kind[c2] === KIND_MEMBER) hiddenChildren[i] = hiddenChildren[i]! + 1;
  }
  const { boxWidth, boxHeight } = box;
  const { x, y } = chartPositions(
    { count: n, firstChild, nextSibling, depth },
    boxWidth + spacing.x,
    boxHeight + spacing.y,
  );
  let minX = Infinity;
  let maxX = -Infinity;
  for (let i = 0; i < n; i++) {
    minX = Math.min(minX, x[i]!);
    maxX = Math.max(maxX, x[i]!);
  }
  const bounds = {
    minX: minX - boxWidth / 2,
    maxX: maxX + boxWidth / 2,
    minY: -boxHeight / 2,
    maxY: y[n - 1]! + boxHeight / 2,
  };
  // The row index the renderer culls with (protocol.ts `SpatialIndexData`): breadth-first
  // and laid out left to right, every level is a run of the nodes already in x order.
  const rowStart = new Uint32Array(keepDepth(depth, n) + 2);
  for (let i = 0; i < n; i++) rowStart[depth[i]! + 1]! += 1;
  for (let r = 1; r < rowStart.length; r++) rowStart[r]! += rowStart[r - 1]!;
  const rowY = Float64Array.from(
    { length: rowStart.length - 1 },
    (_, r) => r * (boxHeight + spacing.y),
  );
  const index = {
    boxWidth,
    boxHeight,
    x,
    rowY,
    rowStart,
    items: Uint32Array.from(order, (_, i) => i),
  };
  return {
    layout: {
      count: n,
      ids,
      x,
      y,
      depth,
      parent,
      firstChild,
      nextSibling,
      kind,
      hiddenChildren,
      bounds,
      index,
    },
    source: Int32Array.from(order),
    levels: keep,
    allLevels,
  };
}

const keepDepth = (depth: Int32Array, n: number) => (n > 0 ? depth[n - 1]! : 0);

/**
 * Org-chart positions: leaves `dx` apart left to right in depth-first order, every parent
 * centred over its first and last child, levels `dy` apart.
 */
function chartPositions(
  tree: { count: number; firstChild: Int32Array; nextSibling: Int32Array; depth: Int32Array },
  dx: number,
  dy: number,
): { x: Float64Array; y: Float64Array } {
  const { count: n, firstChild, nextSibling, depth } = tree;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  if (n === 0) return { x, y };
  // Leaves in depth-first order (a stack of the next siblings still to visit).
  let cursor = 0;
  const stack = [0];
  while (stack.length > 0) {
    const v = stack.pop()!;
    const s = nextSibling[v]!;
    if (v !== 0 && s !== -1) stack.push(s);
    const c = firstChild[v]!;
    if (c !== -1) stack.push(c);
    else x[v] = cursor++ * dx;
  }
  // Parents after their children: breadth-first backwards.
  for (let v = n - 1; v >= 0; v--) {
    y[v] = depth[v]! * dy;
    const c = firstChild[v]!;
    if (c === -1) continue;
    let last = c;
    while (nextSibling[last]! !== -1) last = nextSibling[last]!;
    x[v] = (x[c]! + x[last]!) / 2;
  }
  return { x, y };
}
