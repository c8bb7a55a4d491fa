/**
 * Viewport culling and hit-testing over the node boxes of a layered layout: one row per
 * depth (every node of a row shares its y), nodes sorted by x inside the row. A query
 * binary-searches the rows it crosses, then x in each row: O(rows·log n + k), and building
 * it is one counting sort. docs/decisions/006-genealogy-layout.md says why not an R-tree.
 *
 * The index is plain typed arrays, so it can be transferred to the main thread and wrapped
 * again there (`openSpatialIndex`) without rebuilding.
 */

export interface SpatialIndexData {
  /** Box size of every node, centred on (x, y). */
  boxWidth: number;
  boxHeight: number;
  x: Float64Array;
  /** y of each row, ascending. */
  rowY: Float64Array;
  /** Row r holds items[rowStart[r] .. rowStart[r + 1]). */
  rowStart: Uint32Array;
  /** Node indices, row by row, ascending x inside a row. */
  items: Uint32Array;
}

export interface SpatialIndex {
  readonly data: SpatialIndexData;
  /** Indices of the nodes whose box intersects the rectangle (edges included). */
  query(minX: number, minY: number, maxX: number, maxY: number): Uint32Array;
  /** The node whose box contains the point, or -1. */
  hitTest(px: number, py: number): number;
}

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

export function openSpatialIndex(data: SpatialIndexData): SpatialIndex {
  const { boxWidth, boxHeight, x, rowY, rowStart, items } = data;
  const halfW = boxWidth / 2;
  const halfH = boxHeight / 2;
  const rows = rowY.length;

  /** First index in [lo, hi) whose key is >= value (or > value when strict). */
  const lowerBound = (lo: number, hi: number, value: number, strict: boolean, byRow: boolean) => {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const key = byRow ? rowY[mid]! : x[items[mid]!]!;
      if (key < value || (strict && key === value)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  /** Rows crossed by [minY, maxY] and, per row, the item range crossed by [minX, maxX]. */
  const ranges = (minX: number, minY: number, maxX: number, maxY: number) => {
    const out: number[] = [];
    if (!(minX <= maxX && minY <= maxY)) return out;
    const r0 = lowerBound(0, rows, minY - halfH, false, true);
    const r1 = lowerBound(r0, rows, maxY + halfH, true, true);
    for (let r = r0; r < r1; r++) {
      const from = rowStart[r]!;
      const to = rowStart[r + 1]!;
      const a = lowerBound(from, to, minX - halfW, false, false);
      const b = lowerBound(a, to, maxX + halfW, true, false);
      if (a < b) out.push(a, b);
    }
    return out;
  };

  return {
    data,
    query(minX, minY, maxX, maxY) {
      const found = ranges(minX, minY, maxX, maxY);
      let total = 0;
      for (let k = 0; k < found.length; k += 2) total += found[k + 1]! - found[k]!;
      const result = new Uint32Array(total);
      let at = 0;
      for (let k = 0; k < found.length; k += 2) {
        result.set(items.subarray(found[k]!, found[k + 1]!), at);
        at += found[k + 1]! - found[k]!;
      }
      return result;
    },
    hitTest(px, py) {
      const found = ranges(px, py, px, py);
      return found.length > 0 ? items[found[0]!]! : -1;
    },
  };
}
