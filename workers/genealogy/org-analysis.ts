import type { OrgTable } from './org-table';
import type {
  AnalysisResult,
  AnalysisSpec,
  ColourBy,
  LegendEntry,
  OrgFilter,
  OrgStatistics,
} from './protocol';

/**
 * The tree analytics of issue 15, computed in the worker over the streamed columns: pure
 * functions of the table (rows in stream order) and of the layout's `source` (layout index →
 * row), so one pass each, no object per member, and testable against brute force.
 */

export const STYLE_NORMAL = 0;
export const STYLE_DIM = 1;
export const STYLE_HIDDEN = 2;

/**
 * Heat buckets of a volume: 0 for none, then this many by quantile of the non-zero ones
 * (heatKeys reads the four cut points between five of them).
 */
const HEAT_BUCKETS = 5;
const JOIN_BUCKETS = 6;

/** Each row's leg (0 left, 1 right, 2 other: the side of the root it hangs from) and branch. */
type Shape = {
  /** The table's length when read: a streaming table grows, and its shape with it. */
  length: number;
  legs: Uint8Array;
  /** The branch of every row, as an index into `branchRows` (-1 for the root). */
  branch: Int32Array;
  /** The rows of the root's children, in row order. */
  branchRows: number[];
  maxDepth: number;
};

// Kept per table: a colouring by leg, the statistics and every step of a growth replay read
// the same shape, and at a million members each pass costs milliseconds.
const shapes = new WeakMap<OrgTable, Shape>();

function shapeOf(t: OrgTable): Shape {
  const kept = shapes.get(t);
  if (kept && kept.length === t.length) return kept;
  const n = t.length;
  const legs = new Uint8Array(n).fill(2);
  const branch = new Int32Array(n).fill(-1);
  const branchRows: number[] = [];
  let maxDepth = 0;
  for (let r = 1; r < n; r++) {
    const p = t.parentRow[r]!;
    if (t.depth[r]! > maxDepth) maxDepth = t.depth[r]!;
    if (p === 0) {
      legs[r] = t.leg[r]! < 2 ? t.leg[r]! : 2;
      branch[r] = branchRows.push(r) - 1;
    } else if (p > 0) {
      legs[r] = legs[p]!;
      branch[r] = branch[p]!;
    }
  }
  const shape = { length: n, legs, branch, branchRows, maxDepth };
  shapes.set(t, shape);
  return shape;
}

/** Rank ids are 16-bit (the table's `rank` column): a lookup table over all of them. */
const RANK_IDS = 1 << 16;

/** A lookup from rank id to its place in the company's order plus `offset`, else `none`. */
function rankLookup(rankOrder: readonly number[], offset: number, none: number): Int32Array {
  const lookup = new Int32Array(RANK_IDS).fill(none);
  rankOrder.forEach((id, i) => {
    if (id >= 0 && id < RANK_IDS) lookup[id] = i + offset;
  });
  return lookup;
}

/** Quantile thresholds of the non-zero values: `buckets - 1` ascending cut points. */
export function heatThresholds(values: Float64Array, n: number, buckets = HEAT_BUCKETS): number[] {
  // A sample is enough for cut points; a million-element sort is not needed. A typed array
  // sorts by number without a comparator call per step.
  const step = Math.max(1, Math.floor(n / 50_000));
  const sample = new Float64Array(Math.ceil(n / step));
  let taken = 0;
  for (let r = 0; r < n; r += step) if (values[r]! > 0) sample[taken++] = values[r]!;
  if (taken === 0) return [];
  const nonZero = sample.subarray(0, taken).sort();
  const cuts: number[] = [];
  for (let b = 1; b < buckets; b++) {
    const v = nonZero[Math.min(nonZero.length - 1, Math.floor((b * nonZero.length) / buckets))]!;
    if (cuts.length === 0 || v > cuts[cuts.length - 1]!) cuts.push(v);
  }
  return cuts;
}

/** Bucket of a volume: 0 for zero, else 1 + how many cut points it reaches. */
export function heatBucket(v: number, cuts: readonly number[]): number {
  if (!(v > 0)) return 0;
  let b = 1;
  // An index loop: called once per member, where an iterator costs more than the test.
  for (let i = 0; i < cuts.length; i++) if (v >= cuts[i]!) b++;
  return b;
}

/**
 * heatBucket for every row, with the (at most four) cut points in locals and no branch: the
 * cut points are above zero, so a volume of zero (or NaN) reaches none of them, and each
 * comparison adds one. Volumes fall either side of a cut at random, and the branches of
 * heatBucket's loop, mispredicted, cost three times the rest of the colouring. A missing cut
 * point is +Infinity, which no volume reaches.
 */
function heatKeys(values: Float64Array, n: number, cuts: readonly number[], keys: Uint8Array) {
  const c0 = cuts.length > 0 ? cuts[0]! : Infinity;
  const c1 = cuts.length > 1 ? cuts[1]! : Infinity;
  const c2 = cuts.length > 2 ? cuts[2]! : Infinity;
  const c3 = cuts.length > 3 ? cuts[3]! : Infinity;
  for (let r = 0; r < n; r++) {
    const v = values[r]!;
    keys[r] = +(v > 0) + +(v >= c0) + +(v >= c1) + +(v >= c2) + +(v >= c3);
  }
}

/** Colour key per row and the legend for a colouring. */
export function colourRows(
  t: OrgTable,
  by: ColourBy,
  rankOrder: readonly number[],
): { keys: Uint8Array; legend: LegendEntry[] } {
  const n = t.length;
  const keys = new Uint8Array(n);
  const legend: LegendEntry[] = [];
  switch (by) {
    case 'none':
      return { keys, legend };
    case 'rank': {
      // Key 0: no rank; then ranks in the company's order.
      const keyOf = rankLookup(rankOrder, 1, 0);
      legend.push({ key: 0, kind: 'rank', rankId: null, from: null, to: null, count: 0 });
      rankOrder.forEach((id, i) =>
        legend.push({ key: i + 1, kind: 'rank', rankId: id, from: null, to: null, count: 0 }),
      );
      for (let r = 0; r < n; r++) keys[r] = keyOf[t.rank[r]!]!;
      break;
    }
    case 'activity':
      legend.push(
        { key: 0, kind: 'inactive', rankId: null, from: null, to: null, count: 0 },
        { key: 1, kind: 'active', rankId: null, from: null, to: null, count: 0 },
      );
      keys.set(t.active.subarray(0, n));
      break;
    case 'pv':
    case 'tv': {
      const values = by === 'pv' ? t.pv : t.tv;
      const cuts = heatThresholds(values, n);
      legend.push({ key: 0, kind: 'range', rankId: null, from: 0, to: 0, count: 0 });
      for (let b = 0; b <= cuts.length; b++)
        legend.push({
          key: b + 1,
          kind: 'range',
          rankId: null,
          from: b === 0 ? 0 : cuts[b - 1]!,
          to: b < cuts.length ? cuts[b]! : null,
          count: 0,
        });
      heatKeys(values, n, cuts, keys);
      break;
    }
    case 'joined': {
      let min = Infinity;
      let max = -Infinity;
      for (let r = 0; r < n; r++) {
        min = Math.min(min, t.joined[r]!);
        max = Math.max(max, t.joined[r]!);
      }
      const span = Math.max(1, max - min + 1);
      const width = Math.ceil(span / JOIN_BUCKETS);
      for (let b = 0; b < JOIN_BUCKETS && min + b * width <= max; b++)
        legend.push({
          key: b,
          kind: 'range',
          rankId: null,
          from: min + b * width,
          to: Math.min(max, min + (b + 1) * width - 1),
          count: 0,
        });
      for (let r = 0; r < n; r++)
        keys[r] = Math.min(JOIN_BUCKETS - 1, Math.floor((t.joined[r]! - min) / width));
      break;
    }
    case 'leg': {
      legend.push(
        { key: 0, kind: 'leg', rankId: null, from: null, to: null, count: 0 },
        { key: 1, kind: 'leg', rankId: null, from: null, to: null, count: 0 },
        { key: 2, kind: 'leg', rankId: null, from: null, to: null, count: 0 },
      );
      // The root's own leg is 2 (no side) already.
      keys.set(shapeOf(t).legs.subarray(0, n));
      break;
    }
  }
  // Counted once at the end: a search of the legend per member cost more than the colouring.
  const counts = new Uint32Array(256);
  for (let r = 0; r < n; r++) counts[keys[r]!]!++;
  for (const entry of legend) entry.count = counts[entry.key]!;
  return { keys, legend };
}

/** The filter as lookups: each row is then a few array reads. */
type CompiledFilter = {
  f: OrgFilter;
  /** Rank id → passes the minimum rank (1) or not (0); null without a minimum. */
  rankPasses: Uint8Array | null;
  volume: Float64Array;
};

function compileFilter(t: OrgTable, f: OrgFilter, rankOrder: readonly number[]): CompiledFilter {
  let rankPasses: Uint8Array | null = null;
  if (f.minRank !== null) {
    const min = rankOrder.indexOf(f.minRank);
    rankPasses = new Uint8Array(RANK_IDS);
    // A minimum the company does not know lets nobody through; no rank never passes.
    if (min !== -1) rankOrder.forEach((id, i) => (rankPasses![id] = i >= min ? 1 : 0));
    rankPasses[0] = 0;
  }
  return { f, rankPasses, volume: f.volume === 'tv' ? t.tv : t.pv };
}

/** Does row r pass the filter? (The growth cut-off is not a filter: it hides.) */
function matchesFilter(t: OrgTable, r: number, c: CompiledFilter): boolean {
  const f = c.f;
  if (c.rankPasses !== null && c.rankPasses[t.rank[r]!] === 0) return false;
  if (f.inactiveOnly && t.active[r] === 1) return false;
  if (f.joinedFrom !== null && t.joined[r]! < f.joinedFrom) return false;
  if (f.joinedTo !== null && t.joined[r]! > f.joinedTo) return false;
  if (f.volumeMin !== null || f.volumeMax !== null) {
    const v = c.volume[r]!;
    if (f.volumeMin !== null && v < f.volumeMin) return false;
    if (f.volumeMax !== null && v > f.volumeMax) return false;
  }
  return true;
}

const isFilterEmpty = (f: OrgFilter) =>
  f.minRank === null &&
  !f.inactiveOnly &&
  f.joinedFrom === null &&
  f.joinedTo === null &&
  f.volumeMin === null &&
  f.volumeMax === null;

/** The query's bytes with ASCII letters folded to lower case, or null when not ASCII. */
function asciiFolded(q: string): Uint8Array | null {
  const out = new Uint8Array(q.length);
  for (let i = 0; i < q.length; i++) {
    const c = q.charCodeAt(i);
    if (c >= 0x80) return null;
    out[i] = c >= 65 && c <= 90 ? c + 32 : c;
  }
  return out;
}

/**
 * Rows whose username has a byte beyond ASCII, in row order: their text is searched as
 * decoded strings, where case folding is Unicode's. Read four bytes at a time: every
 * username's bytes are read once per search, and most of them are ASCII.
 */
function rowsBeyondAscii(t: OrgTable): number[] {
  const { heap, usernameStart: starts } = t;
  const end = starts[t.length]!;
  const rows: number[] = [];
  let row = 0;
  const mark = (i: number): number => {
    while (starts[row + 1]! <= i) row++;
    rows.push(row);
    // Carry on after this row's username: one entry per row.
    return starts[row + 1]!;
  };
  // Where the next row not yet marked starts: bytes before it are decided.
  let from = 0;
  const aligned = heap.byteOffset % 4 === 0;
  const words = aligned ? new Uint32Array(heap.buffer, heap.byteOffset, end >>> 2) : null;
  const wordCount = words ? words.length : 0;
  for (let w = 0; w < wordCount; w++) {
    if ((words![w]! & 0x80808080) === 0) continue;
    const stop = w * 4 + 4;
    for (let b = Math.max(w * 4, from); b < stop; b++)
      if (heap[b]! >= 0x80) {
        from = mark(b);
        b = from - 1;
      }
    if (from > stop) w = (from >>> 2) - 1;
  }
  for (let b = Math.max(wordCount * 4, from); b < end; b++)
    if (heap[b]! >= 0x80) {
      from = mark(b);
      b = from - 1;
    }
  return rows;
}

/**
 * Marks the rows whose username holds `q` (ASCII, lower case) ignoring ASCII case, in one
 * pass over the table's username bytes where they lie; a match that spans two usernames
 * does not count. Boyer–Moore–Horspool with case folded into its shift table: the pass looks
 * at the byte under the query's last letter and skips up to the query's length, so a
 * million usernames are a few million steps, not one per byte and letter.
 */
function searchUsernameBytes(t: OrgTable, q: Uint8Array, hits: Uint8Array): void {
  const { heap, usernameStart: starts } = t;
  const end = starts[t.length]!;
  const m = q.length;
  const shift = new Int32Array(256).fill(m);
  for (let j = 0; j < m - 1; j++) {
    const c = q[j]!;
    shift[c] = m - 1 - j;
    if (c >= 97 && c <= 122) shift[c - 32] = m - 1 - j;
  }
  const last = q[m - 1]!;
  const lastUpper = last >= 97 && last <= 122 ? last - 32 : last;
  let row = 0;
  for (let i = m - 1; i < end; i += shift[heap[i]!]!) {
    const c = heap[i]!;
    if (c !== last && c !== lastUpper) continue;
    let j = m - 2;
    for (let k = i - 1; j >= 0; j--, k--) {
      const d = heap[k]!;
      if ((d >= 65 && d <= 90 ? d + 32 : d) !== q[j]) break;
    }
    if (j >= 0) continue;
    const at = i - m + 1;
    while (starts[row + 1]! <= at) row++;
    if (i < starts[row + 1]!) hits[row] = 1;
  }
}

/** Rows whose username or name contains the query (case-insensitive). */
export function searchRows(t: OrgTable, query: string): Uint8Array {
  const n = t.length;
  const hits = new Uint8Array(n);
  const q = query.trim().toLowerCase();
  if (q.length < 2) return hits;
  // Names are dictionary codes, and few: decide each distinct name once, and read the rows'
  // codes only when some name matched.
  const nameHit = new Uint8Array(t.names.length + 1);
  let someName = false;
  t.names.forEach((name, code) => {
    if (!name.toLowerCase().includes(q)) return;
    nameHit[code] = 1;
    someName = true;
  });
  // Usernames are read as bytes where they lie: decoding a million strings cost 200 ms. An
  // ASCII username folds to ASCII, so a query beyond ASCII can only be in the others.
  const folded = asciiFolded(q);
  if (folded) searchUsernameBytes(t, folded, hits);
  for (const r of rowsBeyondAscii(t)) if (t.username(r).toLowerCase().includes(q)) hits[r] = 1;
  if (someName) {
    const { firstName, lastName } = t;
    // The last name's code is -1 without one: shifted by one into the lookup.
    const lastHit = new Uint8Array(nameHit.length);
    lastHit.set(nameHit.subarray(0, nameHit.length - 1), 1);
    for (let r = 0; r < n; r++)
      if (nameHit[firstName[r]!] || lastHit[lastName[r]! + 1]) hits[r] = 1;
  }
  return hits;
}

/**
 * Everything the canvas needs to show an analysis, in layout order: a colour key and a
 * style (normal, dimmed, hidden) per node, the legend, and the counts.
 *
 * One pass per part of the spec, each a function of its own that always sees the same
 * types: a single loop that tested "is there a search? a filter? a replay?" per node was
 * optimised for the first spec it met and thrown back to the interpreter by the next one,
 * which at a million members cost tens of milliseconds the first time each.
 */
export function analyse(
  t: OrgTable,
  source: Int32Array,
  spec: AnalysisSpec,
  rankOrder: readonly number[],
): AnalysisResult {
  const rows = colourRows(t, spec.colourBy, rankOrder);
  const count = source.length;
  const colour = new Uint8Array(count);
  const style = new Uint8Array(count);
  const highlight = new Uint8Array(count);
  const members = colourPass(source, rows.keys, colour);
  const shown =
    spec.until === null ? members : members - hidePass(source, t.joined, spec.until, style);
  const found = spec.search
    ? highlightPass(source, searchRows(t, spec.search), style, highlight)
    : 0;
  const matched = isFilterEmpty(spec.filter)
    ? shown
    : filterPass(t, source, compileFilter(t, spec.filter, rankOrder), style);
  return { colour, style, highlight, legend: rows.legend, matched, shown, found };
}

/** Each node's colour key (a free slot's stays 0); returns the members among the nodes. */
function colourPass(source: Int32Array, keys: Uint8Array, colour: Uint8Array): number {
  let members = 0;
  for (let i = 0; i < source.length; i++) {
    const r = source[i]!;
    if (r === -1) continue;
    colour[i] = keys[r]!;
    members++;
  }
  return members;
}

/** Hides the members who joined after `until`; returns how many. */
function hidePass(
  source: Int32Array,
  joined: Int32Array,
  until: number,
  style: Uint8Array,
): number {
  let hidden = 0;
  for (let i = 0; i < source.length; i++) {
    const r = source[i]!;
    if (r !== -1 && joined[r]! > until) {
      style[i] = STYLE_HIDDEN;
      hidden++;
    }
  }
  return hidden;
}

/** Rings the shown members the search found; returns how many. */
function highlightPass(
  source: Int32Array,
  hits: Uint8Array,
  style: Uint8Array,
  highlight: Uint8Array,
): number {
  let found = 0;
  for (let i = 0; i < source.length; i++) {
    const r = source[i]!;
    if (r !== -1 && hits[r] === 1 && style[i] !== STYLE_HIDDEN) {
      highlight[i] = 1;
      found++;
    }
  }
  return found;
}

/** Dims the shown members the filter does not let through; returns how many it does. */
function filterPass(t: OrgTable, source: Int32Array, c: CompiledFilter, style: Uint8Array): number {
  let matched = 0;
  for (let i = 0; i < source.length; i++) {
    const r = source[i]!;
    if (r === -1 || style[i] === STYLE_HIDDEN) continue;
    if (matchesFilter(t, r, c)) matched++;
    else style[i] = STYLE_DIM;
  }
  return matched;
}

/** The statistics panel for the streamed root (rows up to `until`, when growth is replayed). */
export function statistics(
  t: OrgTable,
  today: number,
  rankOrder: readonly number[],
  until: number | null = null,
): OrgStatistics {
  const n = t.length;
  const { legs, branch, branchRows, maxDepth } = shapeOf(t);
  const perLevel = new Uint32Array(maxDepth + 1);
  const perRank = new Uint32Array(RANK_IDS);
  const sizeOf = new Uint32Array(branchRows.length);
  const recentOf = new Uint32Array(branchRows.length);
  let deepest = 0;
  let members = 0;
  let active = 0;
  let left = 0;
  let right = 0;
  const since = today - 30;
  for (let r = 0; r < n; r++) {
    if (until !== null && t.joined[r]! > until) continue;
    members++;
    const d = t.depth[r]!;
    perLevel[d]!++;
    if (d > deepest) deepest = d;
    perRank[t.rank[r]!]!++;
    if (t.active[r] === 1) active++;
    if (r > 0) {
      if (legs[r] === 0) left++;
      else if (legs[r] === 1) right++;
      const b = branch[r]!;
      if (b !== -1) {
        sizeOf[b]!++;
        if (t.joined[r]! > since) recentOf[b]!++;
      }
    }
  }
  const levels = members === 0 ? [] : Array.from(perLevel.subarray(0, deepest + 1));
  let widest = 0;
  for (let d = 1; d < levels.length; d++) if (levels[d]! > levels[widest]!) widest = d;
  // The branch with the most members joined in the last 30 days; on a tie, the first.
  let best = -1;
  for (let b = 0; b < branchRows.length; b++)
    if (recentOf[b]! > 0 && (best === -1 || recentOf[b]! > recentOf[best]!)) best = b;
  let fastest: OrgStatistics['fastestBranch'] = null;
  if (best !== -1) {
    const row = branchRows[best]!;
    const joined = recentOf[best]!;
    const size = sizeOf[best]!;
    fastest = {
      row,
      id: t.id[row]!,
      username: t.username(row),
      joined,
      size,
      growth: size - joined > 0 ? joined / (size - joined) : null,
    };
  }
  return {
    members,
    active,
    perLevel: levels,
    perRank: [0, ...rankOrder].map((id) => ({
      rankId: id === 0 ? null : id,
      count: perRank[id] ?? 0,
    })),
    deepestLevel: levels.length - 1,
    widestLevel: widest,
    left,
    right,
    fastestBranch: fastest,
  };
}
