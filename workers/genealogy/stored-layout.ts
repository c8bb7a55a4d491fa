import type { IngestedTree } from './ingest';
import { boundsOf, type ComputedLayout, type LayoutOptions } from './layout-engine';
import type { OrgTable } from './org-table';
import { KIND_MEMBER, type GenealogyLayout } from './protocol';
import { buildSpatialIndex } from './spatial-index';

/**
 * The geometry of a whole organisation's layout, kept in the browser copy beside its table
 * (decision 050, amendment): the order the layout put the rows in and their x. Everything
 * else the view needs follows from the table in a few linear passes — parents, depth, y,
 * the child links, the spatial index — so a next visit paints without the tidy-tree walk,
 * which is seconds at a million members.
 */
export interface StoredLayout {
  /** The copy's version and the layout's options it was made with (`layoutKey`). */
  key: string;
  /** Table row of each layout index (breadth-first, children by leg then id). */
  source: Int32Array;
  x: Float64Array;
}

/** What a stored layout must match to be used: the same table (version) and options. */
export function layoutKey(version: string, o: LayoutOptions): string {
  const sizes = [o.nodeWidth, o.nodeHeight, o.boxWidth ?? '', o.boxHeight ?? ''].join(',');
  return `${version}|${o.mode}|${o.rootId ?? ''}|${sizes}`;
}

/**
 * The layout of `table` from its stored geometry, equal to `computeLayout` of the same table
 * and options for a whole organisation (no free slots, nothing hidden), or null when the
 * geometry does not fit the table — then it is laid out afresh.
 */
export function reopenLayout(
  table: OrgTable,
  stored: StoredLayout,
  options: LayoutOptions,
): ComputedLayout | null {
  const { source, x } = stored;
  const count = source.length;
  const n = table.length;
  if (count === 0 || count !== x.length || count > n) return null;
  const root = source[0]!;
  if (root < 0 || root >= n) return null;
  if (options.rootId !== undefined && table.id[root] !== options.rootId) return null;
  const denseOf = new Int32Array(n).fill(-1);
  const ids = new Float64Array(count);
  const parent = new Int32Array(count);
  const depth = new Int32Array(count);
  const firstChild = new Int32Array(count).fill(-1);
  const nextSibling = new Int32Array(count).fill(-1);
  denseOf[root] = 0;
  ids[0] = table.id[root]!;
  parent[0] = -1;
  for (let j = 1; j < count; j++) {
    const r = source[j]!;
    if (r < 0 || r >= n || denseOf[r] !== -1) return null;
    const pr = table.parentRow[r]!;
    const p = pr === -1 ? -1 : denseOf[pr]!;
    // Breadth-first: the parent is laid out before, and siblings are contiguous.
    if (p === -1 || p < parent[j - 1]!) return null;
    denseOf[r] = j;
    ids[j] = table.id[r]!;
    parent[j] = p;
    depth[j] = depth[p]! + 1;
    if (j > 1 && parent[j - 1] === p) nextSibling[j - 1] = j;
    else firstChild[p] = j;
  }
  // A tidy layout in breadth-first order runs left to right along each depth.
  if (!Number.isFinite(x[0])) return null;
  for (let j = 1; j < count; j++)
    if (depth[j] === depth[j - 1] && !(x[j]! > x[j - 1]!)) return null;
  const y = new Float64Array(count);
  for (let j = 0; j < count; j++) y[j] = depth[j]! * options.nodeHeight;
  const boxWidth = options.boxWidth ?? options.nodeWidth;
  const boxHeight = options.boxHeight ?? options.nodeHeight;
  let spatial;
  try {
    spatial = buildSpatialIndex({ count, x, y, depth }, boxWidth, boxHeight);
  } catch {
    // Rows out of order or uneven: not a layered layout of this table.
    return null;
  }
  const tree: IngestedTree = {
    count,
    ids,
    parent,
    firstChild,
    nextSibling,
    depth,
    kind: new Uint8Array(count).fill(KIND_MEMBER),
    hiddenChildren: new Int32Array(count),
    source,
    ...lookups(table, denseOf),
  };
  const layout: GenealogyLayout = {
    count,
    ids,
    x,
    y,
    depth,
    parent,
    firstChild,
    nextSibling,
    kind: tree.kind,
    hiddenChildren: tree.hiddenChildren,
    bounds: boundsOf(x, y, count, boxWidth, boxHeight),
    index: spatial.data,
  };
  return { layout, spatial, tree };
}

/** id -> layout index and row -> layout index, outside `reopenLayout` so as not to keep its scope. */
function lookups(table: OrgTable, denseOf: Int32Array) {
  return {
    indexOf: (id: number) => {
      const r = table.rowOf(id);
      return r === -1 || r >= denseOf.length ? -1 : denseOf[r]!;
    },
    indexOfInput: (r: number) => (r >= 0 && r < denseOf.length ? denseOf[r]! : -1),
  };
}
