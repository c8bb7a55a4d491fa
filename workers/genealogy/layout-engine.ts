import { ingest, type IngestedTree } from './ingest';
import type { Bounds, GenealogyLayout, LayoutSizes, SpatialIndex, TreeMode } from './protocol';
import { buildSpatialIndex } from './spatial-index';
import { tidyTree } from './tidy-tree';
import type { TreeColumns, TreeNodeInput } from './tree-columns';

export interface LayoutOptions extends LayoutSizes {
  mode: TreeMode;
  rootId?: number;
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

/** The boxes' extent around the node centres. */
export function boundsOf(
  x: Float64Array,
  y: Float64Array,
  n: number,
  w: number,
  h: number,
): Bounds {
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
