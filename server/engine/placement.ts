/**
 * Where a new member sits in the placement tree, by plan type (issue 3 point 2). These
 * functions see only the slice of the tree the service fetched for them (children lists);
 * a walk that leaves the slice is a bug in the caller and throws.
 */

export type Leg = 'L' | 'R';
export type Placement = { parentId: number; position: Leg | null };

/** id -> its children by leg, for the nodes along the walk. */
export type BinaryChildren = ReadonlyMap<number, { L: number | null; R: number | null }>;

/** id -> its children, oldest (leftmost) first. */
export type MatrixChildren = ReadonlyMap<number, readonly number[]>;

/**
 * Binary: the free slot on `leg` of `startId`, or, when it is taken, the extreme end of that
 * leg: keep walking down the same side until a node has that side free.
 */
export function placeBinary(children: BinaryChildren, startId: number, leg: Leg): Placement {
  let node = startId;
  for (let steps = 0; steps <= children.size; steps++) {
    const kids = children.get(node);
    if (!kids) throw new Error(`binary slice lacks member ${node}`);
    const next = kids[leg];
    if (next === null) return { parentId: node, position: leg };
    node = next;
  }
  throw new Error('binary slice has a cycle');
}

/**
 * Matrix (width × depth): breadth-first from `rootId`, left to right, the first member with
 * fewer than `width` children whose children would stay within `depth` levels of the root.
 * Null when those levels are full (a 3 × 3 matrix holds 3 + 9 + 27 = 39 members); the caller
 * then searches again with depth Infinity, which spills the member into the downline's own
 * matrices in the same breadth-first order.
 */
export function placeMatrix(
  children: MatrixChildren,
  rootId: number,
  width: number,
  depth: number,
): Placement | null {
  const queue: { id: number; level: number }[] = [{ id: rootId, level: 0 }];
  for (let head = 0; head < queue.length; head++) {
    const { id, level } = queue[head]!;
    if (level >= depth) break;
    const kids = children.get(id);
    if (!kids) throw new Error(`matrix slice lacks member ${id}`);
    if (kids.length < width) return { parentId: id, position: null };
    for (const kid of kids) queue.push({ id: kid, level: level + 1 });
  }
  return null;
}

/** Unilevel: always directly under the sponsor (the enroller). */
export const placeUnilevel = (sponsorId: number): Placement => ({
  parentId: sponsorId,
  position: null,
});

export const matrixCapacity = (width: number, depth: number): number => {
  let total = 0;
  for (let level = 1, row = width; level <= depth; level++, row *= width) total += row;
  return total;
};
