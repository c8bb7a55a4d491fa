/**
 * Viewport culling and hit-testing over the node boxes of a layered layout: one row per
 * depth (every node of a row shares its y), nodes sorted by x inside the row. A query
 * binary-searches the rows it crosses, then x in each row: O(rows·log n + k), and building
 * it is one counting sort. docs/decisions/006-genealogy-layout.md says why not an R-tree.
 *
 * The index is plain typed arrays, so it can be transferred to the main thread and wrapped
 * again there without rebuilding: its type and `openSpatialIndex` live in protocol.ts.
 */
import { openSpatialIndex, type SpatialIndex } from './protocol';

export interface LayeredPoints {
  count: number;
  x: Float64Array;
  y: Float64Array;
  depth: Int32Array;
}

export function buildSpatialIndex(
  points: LayeredPoints,
  boxWidth: number,
  boxHeight: number,
): SpatialIndex {
  const { count: n, x, y, depth } = points;
  let maxDepth = -1;
  for (let i = 0; i < n; i++) if (depth[i]! > maxDepth) maxDepth = depth[i]!;
  const rows = maxDepth + 1;
  const rowStart = new Uint32Array(rows + 1);
  for (let i = 0; i < n; i++) rowStart[depth[i]! + 1]!++;
  for (let r = 0; r < rows; r++) rowStart[r + 1]! += rowStart[r]!;
  const fill = rowStart.slice(0, rows);
  const items = new Uint32Array(n);
  for (let i = 0; i < n; i++) items[fill[depth[i]!]!++] = i;

  const rowY = new Float64Array(rows);
  for (let r = 0; r < rows; r++) {
    const from = rowStart[r]!;
    const to = rowStart[r + 1]!;
    if (from === to) throw new Error(`Depth ${r} has no node.`);
    rowY[r] = y[items[from]!]!;
    if (r > 0 && !(rowY[r]! > rowY[r - 1]!)) throw new Error('Rows must go down by depth.');
    let sorted = true;
    for (let k = from; k < to; k++) {
      if (y[items[k]!] !== rowY[r]) throw new Error(`The nodes of depth ${r} differ in y.`);
      if (k > from && x[items[k]!]! < x[items[k - 1]!]!) sorted = false;
    }
    // A tidy layout in breadth-first order is already sorted; other orders pay a sort.
    if (!sorted) {
      const row = Array.from(items.subarray(from, to)).sort((a, b) => x[a]! - x[b]!);
      items.set(row, from);
    }
  }
  return openSpatialIndex({ boxWidth, boxHeight, x, rowY, rowStart, items });
}
