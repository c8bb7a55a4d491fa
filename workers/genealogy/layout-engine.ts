import { ingest, type IngestedTree, type TreeMode, type TreeNodeInput } from './ingest';
import { buildSpatialIndex, type SpatialIndex, type SpatialIndexData } from './spatial-index';
import { tidyTree } from './tidy-tree';
import type { TreeColumns } from './tree-columns';

export interface LayoutOptions {
  mode: TreeMode;
  /** Horizontal distance between neighbouring siblings (d3 `nodeSize` dx). */
  nodeWidth: number;
  /** Vertical distance between levels (d3 `nodeSize` dy). */
  nodeHeight: number;
  /** The drawn card, centred on the node; defaults to the node size. Hit-testing uses it. */
  boxWidth?: number;
  boxHeight?: number;
  rootId?: number;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Everything the main thread needs to draw and navigate, as transferable typed arrays.
 * Indices are breadth-first: 0 is the root, a parent precedes its children, siblings are
 * contiguous. Float64 on purpose: a million-wide tree outgrows float32's 24-bit mantissa.
 */
export interface GenealogyLayout {
  count: number;
  ids: Float64Array;
  x: Float64Array;
  y: Float64Array;
  depth: Int32Array;
  parent: Int32Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  kind: Uint8Array;
  hiddenChildren: Int32Array;
  /** Extent of the node boxes (empty tree: all zero). */
  bounds: Bounds;
  index: SpatialIndexData;
}

export interface ComputedLayout {
  layout: GenealogyLayout;
  spatial: SpatialIndex;
  tree: IngestedTree;
}

/** Flat nodes -> typed arrays -> tidy tree -> spatial index. Pure; runs anywhere. */
export function computeLayout(
  nodes: readonly TreeNodeInput[] | TreeColumns | (() => TreeColumns),
  options: LayoutOptions,
): ComputedLayout {
  // Columns made on the spot are garbage once ingested, before the walk's own arrays are
  // made: at a million members that is 22 MB off the peak.
  const tree = ingest(typeof nodes === 'function' ? nodes() : nodes, {
    mode: options.mode,
    rootId: options.rootId,
  });
  const { x, y } = tidyTree(tree, options.nodeWidth, options.nodeHeight);
  const boxWidth = options.boxWidth ?? options.nodeWidth;
  const boxHeight = options.boxHeight ?? options.nodeHeight;
  const spatial = buildSpatialIndex(
    { count: tree.count, x, y, depth: tree.depth },
    boxWidth,
    boxHeight,
  );
  const layout: GenealogyLayout = {
    count: tree.count,
    ids: tree.ids,
    x,
    y,
    depth: tree.depth,
    parent: tree.parent,
    firstChild: tree.firstChild,
    nextSibling: tree.nextSibling,
    kind: tree.kind,
    hiddenChildren: tree.hiddenChildren,
    bounds: boundsOf(x, y, tree.count, boxWidth, boxHeight),
    index: spatial.data,
  };
  return { layout, spatial, tree };
}

function boundsOf(x: Float64Array, y: Float64Array, n: number, w: number, h: number): Bounds {
  if (n === 0) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    if (x[i]! < minX) minX = x[i]!;
    if (x[i]! > maxX) maxX = x[i]!;
    if (y[i]! < minY) minY = y[i]!;
    if (y[i]! > maxY) maxY = y[i]!;
  }
  return { minX: minX - w / 2, minY: minY - h / 2, maxX: maxX + w / 2, maxY: maxY + h / 2 };
}

type Links = Pick<GenealogyLayout, 'count' | 'parent' | 'firstChild' | 'nextSibling'>;

/** The breadcrumb: indices from the root down to `index` (empty for an unknown index). */
export function pathToRoot(layout: Links, index: number): number[] {
  if (!(index >= 0 && index < layout.count)) return [];
  const path: number[] = [];
  for (let v = index; v !== -1; v = layout.parent[v]!) path.push(v);
  return path.reverse();
}

export type NavigationMove = 'parent' | 'firstChild' | 'previousSibling' | 'nextSibling';

/**
 * Arrow-key moves: up to the parent, down to the first child, left and right between
 * siblings. -1 when there is nowhere to go.
 */
export function navigate(layout: Links, index: number, move: NavigationMove): number {
  if (!(index >= 0 && index < layout.count)) return -1;
  const { parent, firstChild, nextSibling } = layout;
  switch (move) {
    case 'parent':
      return parent[index]!;
    case 'firstChild':
      return firstChild[index]!;
    case 'nextSibling':
      return nextSibling[index]!;
    case 'previousSibling': {
      const p = parent[index]!;
      if (p === -1) return -1;
      let prev = -1;
      for (let c = firstChild[p]!; c !== index && c !== -1; c = nextSibling[c]!) prev = c;
      return prev;
    }
  }
}

/** Children of a node, left to right. */
export function childrenOf(layout: Links, index: number): number[] {
  const out: number[] = [];
  if (!(index >= 0 && index < layout.count)) return out;
  for (let c = layout.firstChild[index]!; c !== -1; c = layout.nextSibling[c]!) out.push(c);
  return out;
}
