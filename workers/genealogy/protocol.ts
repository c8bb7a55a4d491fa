/**
 * The genealogy worker's protocol: everything the app may know about the worker, and the
 * only file of `workers/` that `src/` imports (lint enforces it; decision 014).
 *
 * - what crosses the Comlink boundary: the API (`GenealogyApi`), the transferred layout
 *   (`GenealogyView`, `GenealogyLayout`) and the error record a failed request rejects with;
 * - the constants its arrays hold (`KIND_*`);
 * - the small pure readers the main thread runs over the transferred arrays (links of the
 *   tree, the row index of `openSpatialIndex`).
 *
 * The worker's own modules import these from here, never the reverse: this file imports
 * nothing, so importing it never pulls the stream reader or the layout engine into the app's
 * chunks.
 */
// ---------------------------------------------------------------------------------------
// The layout as it is transferred

export type TreeMode = 'binary' | 'unilevel';

/** `GenealogyLayout.kind`: a member. */
export const KIND_MEMBER = 0;
/** A free left slot of an active binary member: where a new member can still be placed. */
export const KIND_EMPTY_LEFT = 1;
export const KIND_EMPTY_RIGHT = 2;

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * The row index of a layered layout: one row per depth (every node of a row shares its y),
 * nodes sorted by x inside the row. Plain typed arrays, so it is transferred with the
 * layout and reopened on the main thread (`openSpatialIndex`) without rebuilding.
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

export interface GenealogyMeta {
  rootId: number;
  parentUsername: string | null;
  maxLevels: number;
  maxWidth: number;
}

export interface GenealogyView {
  layout: GenealogyLayout;
  meta: GenealogyMeta;
  /** How the tree was laid out: binary shows legs and free slots. */
  mode: TreeMode;
}

// ---------------------------------------------------------------------------------------
// The browser copy (issue 32, decision 050)

/**
 * The IndexedDB database the worker keeps the last whole organisation in, per signed-in
 * member; the app deletes it at sign-out.
 */
export const GENEALOGY_COPY_DATABASE = 'genealogy-copy';

/** Where the figures on screen come from. */
export type OrgSource =
  /** The stream just read. */
  | 'stream'
  /** The browser copy, shown while the server is asked what changed since. */
  | 'copy'
  /** The browser copy, kept because the server could not be reached. */
  | 'offline';

/** Asks `load` to keep a whole organisation in the browser and to start from that copy. */
export interface KeepCopy {
  /** The signed-in member (from the session): the copy is theirs alone. */
  memberId: number;
}

// ---------------------------------------------------------------------------------------
// The API

/** Node spacing and card size of a layout. */
export interface LayoutSizes {
  /** Horizontal distance between neighbouring siblings (d3 `nodeSize` dx). */
  nodeWidth: number;
  /** Vertical distance between levels (d3 `nodeSize` dy). */
  nodeHeight: number;
  /** The drawn card, centred on the node; defaults to the node size. Hit-testing uses it. */
  boxWidth?: number;
  boxHeight?: number;
}

export type ViewOptions = Partial<LayoutSizes> & {
  /** 'auto': binary when any member carries a leg (position L or R). */
  mode?: TreeMode | 'auto';
};

/** A member of the streamed tree as the canvas card shows it. */
export interface OrgCard {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  rankId: number | null;
  rankName: string | null;
  status: number;
  pv: number;
  tv: number;
  active: boolean;
  /** Days since 1970-01-01. */
  joined: number;
  leftCount: number;
  rightCount: number;
  downlineCount: number;
  /** A window's members only (issue 32); null without one, and in the whole organisation. */
  avatar: string | null;
}

// ---------------------------------------------------------------------------------------
// Tree analytics of the streamed organisation (issue 15; org-analysis.ts)

export type ColourBy = 'none' | 'rank' | 'activity' | 'pv' | 'tv' | 'joined' | 'leg';

/** What dims the members that do not match (null: no condition). */
export interface OrgFilter {
  /** Rank id: this rank or a higher one, in the company's rank order. */
  minRank: number | null;
  inactiveOnly: boolean;
  /** Days since 1970-01-01, inclusive. */
  joinedFrom: number | null;
  joinedTo: number | null;
  volume: 'pv' | 'tv';
  volumeMin: number | null;
  volumeMax: number | null;
}

/** A filter that lets every member through: what the panel starts with. */
export const noFilter: Readonly<OrgFilter> = {
  minRank: null,
  inactiveOnly: false,
  joinedFrom: null,
  joinedTo: null,
  volume: 'pv',
  volumeMin: null,
  volumeMax: null,
};

export interface AnalysisSpec {
  colourBy: ColourBy;
  filter: OrgFilter;
  /** Growth replay: members who joined after this day are hidden; null shows everyone. */
  until: number | null;
  /** Usernames and names containing this (two characters or more) are highlighted. */
  search: string;
}

/**
 * A legend entry: `key` is the colour key. rank: `rankId` (null: no rank); range: `from` and
 * `to` (volumes, or days for the join date; `to` null: and above); leg: key 0 left, 1 right,
 * 2 the root and other legs.
 */
export interface LegendEntry {
  key: number;
  kind: 'rank' | 'active' | 'inactive' | 'range' | 'leg';
  rankId: number | null;
  from: number | null;
  to: number | null;
  count: number;
}

/** An analysis in layout order, transferred. */
export interface AnalysisResult {
  /** Colour key per node (see the legend). */
  colour: Uint8Array;
  /** 0 normal, 1 dimmed (does not match the filter), 2 hidden (joined after `until`). */
  style: Uint8Array;
  /** 1 where the search found the member. */
  highlight: Uint8Array;
  legend: LegendEntry[];
  /** Members shown that match the filter (all shown members without one). */
  matched: number;
  /** Members shown (not hidden by the growth replay). */
  shown: number;
  /** Search hits among the shown members. */
  found: number;
}

export interface OrgStatistics {
  members: number;
  active: number;
  /** Members per level below the root (index 0: the root). */
  perLevel: number[];
  /** Members per rank in the company's order, null first (no rank). */
  perRank: { rankId: number | null; count: number }[];
  deepestLevel: number;
  widestLevel: number;
  /** Members in the root's left and right legs (binary plans; both 0 otherwise). */
  left: number;
  right: number;
  /** The front-line branch with the most members joined in the last 30 days. */
  fastestBranch: {
    row: number;
    id: number;
    username: string;
    joined: number;
    size: number;
    /** Joined in 30 days over the branch's size before them; null for a new branch. */
    growth: number | null;
  } | null;
}

/** The statistics with what the panel needs to name and scale them. */
export interface OrgSummary extends OrgStatistics {
  ranks: { id: number; name: string }[];
  /** The server's day, and the earliest join day (the growth slider's range). */
  today: number;
  firstJoined: number;
}

/** Progress of a whole-organisation load: a new view each time the layout is refined. */
export interface OrgProgress {
  loaded: number;
  total: number;
  /** When the server read the figures (ms since 1970); null when read for this stream. */
  asOf: number | null;
  /** Present when the tree was laid out again with what has arrived so far. */
  view: GenealogyView | null;
  /** The stream, or the browser copy (kept, or offline); 'stream' when not said. */
  source?: OrgSource;
}

/**
 * What the worker exposes through Comlink and the main-thread fallback offers alike. A call
 * whose genealogy request fails rejects with a `GenealogyErrorRecord`.
 */
export interface GenealogyApi {
  /**
   * Streams a tree (genealogy_stream, an Arrow IPC stream; decision 020): the four levels' window
   * or the whole subtree, as the URL asks (issue 32). It is laid out again as it grows:
   * `onProgress` gets the count after every batch and a new view each time the tree was laid
   * out again, the last of them the complete tree. Resolves once the stream has ended.
   *
   * With `keep` (the whole organisation only), the complete tree is kept in the browser for
   * that member, and a load that finds their copy of the same request shows it at once
   * (`source: 'copy'`), then asks only what changed since and applies it; when the server
   * cannot be reached the copy stays (`source: 'offline'`) and the load resolves.
   */
  load(
    url: string,
    headers: Record<string, string>,
    onProgress: (progress: OrgProgress) => void | Promise<void>,
    options?: ViewOptions,
    keep?: KeepCopy,
  ): Promise<{ loaded: number; total: number }>;
  /** Streams the window rooted at `atId` (genealogy_stream/{id}), merges it and lays out again. */
  expand(url: string, headers: Record<string, string>, atId: number): Promise<GenealogyView>;
  /** Drops the loaded descendants of `atId` (it becomes expandable again) and lays out again. */
  collapse(atId: number): Promise<GenealogyView>;
  findByUsername(username: string): Promise<number>;
  /** Cards of the members behind layout indices (null for empty slots and unknown indices). */
  cards(indices: readonly number[]): Promise<(OrgCard | null)[]>;
  /** Stops a load under way (its call rejects); nothing else changes. */
  cancel(): Promise<void>;
  /** Colours, filter, growth and search of the streamed organisation's current layout. */
  analyse(spec: AnalysisSpec): Promise<AnalysisResult | null>;
  /** The statistics panel of the streamed organisation (up to `until` when replaying). */
  statistics(until: number | null): Promise<OrgSummary | null>;
}

// ---------------------------------------------------------------------------------------
// Errors

/**
 * A failed genealogy request, as the worker rejects with it: a plain, structured-cloneable
 * object (an Error loses its fields on the way through Comlink). The main thread turns it
 * into the HTTP client's `ApiError`. `status` 0: no answer (the fetch failed); otherwise the
 * HTTP status, with the §8 error body's fields as they came.
 */
export interface GenealogyErrorRecord {
  type: 'genealogy-error';
  status: number;
  /** The body's error_code, when it had one. */
  error_code: string | null;
  /** The body's message; null when it had none. */
  message: string | null;
  /** The body's `errors` (field -> messages), unchecked; null when none came. */
  errors: unknown;
  /** The error body as text; '' when there was none. */
  text: string;
}

export function isGenealogyErrorRecord(value: unknown): value is GenealogyErrorRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'genealogy-error' &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}

// ---------------------------------------------------------------------------------------
// Readers over the transferred arrays (pure; the worker uses them too)

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

/**
 * Queries over a row index (built by the worker's `buildSpatialIndex`): a query
 * binary-searches the rows it crosses, then x in each row: O(rows·log n + k).
 */
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
