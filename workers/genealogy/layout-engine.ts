import { ingest, type IngestedTree, type TreeMode, type TreeNodeInput } from './ingest';
import { buildSpatialIndex, type SpatialIndex, type SpatialIndexData } from './spatial-index';
import { tidyTree } from './tidy-tree';

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
  nodes: readonly TreeNodeInput[],
  options: LayoutOptions,
): ComputedLayout {
  const tree = ingest(nodes, { mode: options.mode, rootId: options.rootId });
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

export interface UsernameSource {
  count: number;
  source: Int32Array;
}

/**
 * Case-insensitive exact username -> index of the laid-out members. A Map whose entries are
 * made on first read: a million lower-cased keys cost about a second, as much as the whole
 * layout, and a search is rarer than a load (and runs in the worker, off the main thread).
 */
export function usernameIndex(
  tree: UsernameSource,
  nodes: readonly Pick<TreeNodeInput & { username: string }, 'username'>[],
): Map<string, number> {
  return new LazyUsernameMap(tree, nodes);
}

/** Every read fills the Map first; nothing writes to it (it is rebuilt with each layout). */
class LazyUsernameMap extends Map<string, number> {
  private pending: {
    tree: UsernameSource;
    nodes: readonly Pick<TreeNodeInput & { username: string }, 'username'>[];
  } | null;

  constructor(
    tree: UsernameSource,
    nodes: readonly Pick<TreeNodeInput & { username: string }, 'username'>[],
  ) {
    super();
    this.pending = { tree, nodes };
  }

  private ready(): void {
    if (this.pending === null) return;
    const { tree, nodes } = this.pending;
    this.pending = null;
    for (let i = 0; i < tree.count; i++) {
      const s = tree.source[i]!;
      if (s !== -1) super.set(nodes[s]!.username.toLowerCase(), i);
    }
  }

  override get(key: string) {
    this.ready();
    return super.get(key);
  }
  override has(key: string) {
    this.ready();
    return super.has(key);
  }
  override get size() {
    this.ready();
    return super.size;
  }
  override forEach(fn: (value: number, key: string, map: Map<string, number>) => void) {
    this.ready();
    super.forEach(fn);
  }
  override entries() {
    this.ready();
    return super.entries();
  }
  override keys() {
    this.ready();
    return super.keys();
  }
  override values() {
    this.ready();
    return super.values();
  }
  override [Symbol.iterator]() {
    return this.entries();
  }
}

/** The index of the member with this username (any case), or -1. */
export function findByUsername(map: Map<string, number>, username: string): number {
  return map.get(username.trim().toLowerCase()) ?? -1;
}
