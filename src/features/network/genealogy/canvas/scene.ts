import {
  KIND_MEMBER,
  type GenealogyLayout,
  openSpatialIndex,
  type SpatialIndex,
} from '@workers/genealogy/protocol';

/** What a close-up card shows; read from the worker's table (`cards`) for visible nodes only. */
export interface NodeCard {
  name: string;
  username: string;
  initials: string;
  rank: string | null;
  /** The rank's id, for its colour (analysis-palette.ts `rankColour`); null: no rank. */
  rankId: number | null;
  pv: number;
  active: boolean;
  avatar: CanvasImageSource | null;
}

export type SceneLayout = Pick<
  GenealogyLayout,
  | 'count'
  | 'ids'
  | 'x'
  | 'y'
  | 'depth'
  | 'parent'
  | 'firstChild'
  | 'kind'
  | 'hiddenChildren'
  | 'bounds'
>;

/** Everything drawTree reads besides the viewport and the theme. */
export interface TreeScene {
  layout: SceneLayout;
  /** Culling goes through the layout's own row index, reopened on the main thread. */
  index: SpatialIndex;
  /** Cards by member id (layout indices change when a subtree is merged; ids do not). */
  cards: ReadonlyMap<number, NodeCard>;
  /** Layout indices, -1 for none. */
  selected: number;
  focused: number;
  hovered: number;
  /** Draw the keyboard focus ring (only while the canvas has keyboard focus). */
  showFocus: boolean;
  /** Translated texts drawn on the canvas, and numbers in the interface language. */
  labels: { freeSlot: string; pv: string; number: (n: number) => string };
  /** A whole organisation: far out, its levels are stretched to the screen (camera.ts). */
  stretch: boolean;
  /** An analysis of the whole organisation, in layout order (issue 15), or null. */
  analysis: SceneAnalysis | null;
}

export interface SceneAnalysis {
  /** Colour key per node and the palette it indexes (empty: no colouring). */
  colour: Uint8Array;
  palette: readonly string[];
  /** 0 normal, 1 dimmed, 2 hidden. */
  style: Uint8Array;
  /** 1: a search hit, drawn with a ring. */
  highlight: Uint8Array;
}

/** A scene for a freshly transferred layout: nothing selected, no cards yet. */
export function createScene(
  layout: GenealogyLayout,
  labels: TreeScene['labels'],
  cards: ReadonlyMap<number, NodeCard> = new Map(),
  stretch = false,
): TreeScene {
  return {
    layout,
    index: openSpatialIndex(layout.index),
    cards,
    selected: -1,
    focused: -1,
    hovered: -1,
    showFocus: false,
    labels,
    stretch,
    analysis: null,
  };
}

/** Initials for the avatar placeholder: first letters of first and last name, else username. */
export function initialsOf(first: string, last: string | null, username: string): string {
  const letters = [first, last ?? '']
    .map((s) => s.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || username.charAt(0).toUpperCase();
}

/**
 * The last child of a node: in breadth-first order siblings are contiguous and `parent` never
 * decreases, so it is a binary search, not a walk along a possibly huge sibling list.
 */
export function lastChildOf(
  layout: Pick<SceneLayout, 'count' | 'parent' | 'firstChild'>,
  p: number,
) {
  const first = layout.firstChild[p]!;
  if (first === -1) return -1;
  let lo = first;
  let hi = layout.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (layout.parent[mid]! <= p) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

const belowCache = new WeakMap<object, Map<number, number>>();

/**
 * Members anywhere below a node in the layout. Breadth-first order keeps each level of a
 * subtree contiguous, so the walk goes level by level over index ranges; cached per layout,
 * as the first view asks for the same few nodes every frame.
 */
export function membersBelow(
  layout: Pick<SceneLayout, 'count' | 'parent' | 'firstChild' | 'kind'>,
  i: number,
): number {
  let cache = belowCache.get(layout);
  if (!cache) belowCache.set(layout, (cache = new Map()));
  const known = cache.get(i);
  if (known !== undefined) return known;
  let total = 0;
  let from = i;
  let to = i;
  for (;;) {
    let first = -1;
    for (let p = from; p <= to && first === -1; p++) first = layout.firstChild[p]!;
    if (first === -1) break;
    let last = -1;
    for (let p = to; p >= from && last === -1; p--) last = lastChildOf(layout, p);
    for (let c = first; c <= last; c++) if (layout.kind[c] === KIND_MEMBER) total++;
    from = first;
    to = last;
  }
  cache.set(i, total);
  return total;
}
