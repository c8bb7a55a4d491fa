/**
 * Which leg of the viewing member a node is in (issue 18): the viewed root is layout index 0,
 * and a node's leg is the root's child whose subtree holds it. A member's own position says
 * only its side under its placement parent; deep in the left leg it may be a right child.
 */

type LegLayout = { parent: ArrayLike<number>; x: ArrayLike<number> };

/** The root's child whose subtree holds node i (i itself for a child); -1 for the root. */
export function legHeadOf(layout: Pick<LegLayout, 'parent'>, i: number): number {
  if (i <= 0) return -1;
  let n = i;
  // Breadth-first indices: parents come first, so the walk ends at the root.
  for (let p = layout.parent[n]!; p > 0; p = layout.parent[n]!) n = p;
  return layout.parent[n] === 0 ? n : -1;
}

/**
 * The viewing member's leg that holds node i, 'L' or 'R'; null for the root itself. The leg
 * head's own position decides when it is known; else where the binary layout drew it, left
 * or right of the root (a lone right child still sits right of the root, by its free slot).
 */
export function viewerLegOf(
  layout: LegLayout,
  i: number,
  positionOf: (index: number) => 'L' | 'R' | null | undefined,
): 'L' | 'R' | null {
  const head = legHeadOf(layout, i);
  if (head < 0) return null;
  return positionOf(head) ?? (layout.x[head]! < layout.x[0]! ? 'L' : 'R');
}
