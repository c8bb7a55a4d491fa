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

/** Heat buckets of a volume: 0 for none, then this many by quantile of the non-zero ones. */
const HEAT_BUCKETS = 5;
const JOIN_BUCKETS = 6;

/** The leg (0 left, 1 right, 2 other) of every row: the side of the root it hangs from. */
function legsOf(t: OrgTable): Uint8Array {
  const legs = new Uint8Array(t.length).fill(2);
  for (let r = 1; r < t.length; r++) {
    const p = t.parentRow[r]!;
    legs[r] = p === 0 ? (t.leg[r]! < 2 ? t.leg[r]! : 2) : legs[p]!;
  }
  return legs;
}

/** The branch of every row: the row of the root's child it descends from (-1 for the root). */
function branchesOf(t: OrgTable): Int32Array {
  const branch = new Int32Array(t.length).fill(-1);
  for (let r = 1; r < t.length; r++) {
    const p = t.parentRow[r]!;
    branch[r] = p === 0 ? r : branch[p]!;
  }
  return branch;
}

/** Quantile thresholds of the non-zero values: `buckets - 1` ascending cut points. */
export function heatThresholds(values: Float64Array, n: number, buckets = HEAT_BUCKETS): number[] {
  const nonZero: number[] = [];
  // A sample is enough for cut points; a million-element sort is not needed.
  const step = Math.max(1, Math.floor(n / 50_000));
  for (let r = 0; r < n; r += step) if (values[r]! > 0) nonZero.push(values[r]!);
  if (nonZero.length === 0) return [];
  nonZero.sort((a, b) => a - b);
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
  for (const c of cuts) if (v >= c) b++;
  return b;
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
  const count = (k: number) => {
    const e = legend.find((l) => l.key === k);
    if (e) e.count++;
  };
  switch (by) {
    case 'none':
      return { keys, legend };
    case 'rank': {
      // Key 0: no rank; then ranks in the company's order.
      const keyOf = new Map<number, number>(rankOrder.map((id, i) => [id, i + 1]));
      legend.push({ key: 0, kind: 'rank', rankId: null, from: null, to: null, count: 0 });
      rankOrder.forEach((id, i) =>
        legend.push({ key: i + 1, kind: 'rank', rankId: id, from: null, to: null, count: 0 }),
      );
      for (let r = 0; r < n; r++) {
        const rank = t.rank[r]!;
        keys[r] = rank === 0 ? 0 : (keyOf.get(rank) ?? 0);
        count(keys[r]!);
      }
      break;
    }
    case 'activity':
      legend.push(
        { key: 0, kind: 'inactive', rankId: null, from: null, to: null, count: 0 },
        { key: 1, kind: 'active', rankId: null, from: null, to: null, count: 0 },
      );
      for (let r = 0; r < n; r++) {
        keys[r] = t.active[r]!;
        count(keys[r]!);
      }
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
      for (let r = 0; r < n; r++) {
        keys[r] = heatBucket(values[r]!, cuts);
        count(keys[r]!);
      }
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
      for (let r = 0; r < n; r++) {
        keys[r] = Math.min(JOIN_BUCKETS - 1, Math.floor((t.joined[r]! - min) / width));
        count(keys[r]!);
      }
      break;
    }
    case 'leg': {
      const legs = legsOf(t);
      legend.push(
        { key: 0, kind: 'leg', rankId: null, from: null, to: null, count: 0 },
        { key: 1, kind: 'leg', rankId: null, from: null, to: null, count: 0 },
        { key: 2, kind: 'leg', rankId: null, from: null, to: null, count: 0 },
      );
      for (let r = 0; r < n; r++) {
        keys[r] = r === 0 ? 2 : legs[r]!;
        count(keys[r]!);
      }
      break;
    }
  }
  return { keys, legend };
}

/** Does row r pass the filter? (The growth cut-off is not a filter: it hides.) */
function matchesFilter(
  t: OrgTable,
  r: number,
  f: OrgFilter,
  rankPlace: ReadonlyMap<number, number>,
): boolean {
  if (f.minRank !== null) {
    const place = t.rank[r] === 0 ? -1 : (rankPlace.get(t.rank[r]!) ?? -1);
    if (place < (rankPlace.get(f.minRank) ?? Infinity)) return false;
  }
  if (f.inactiveOnly && t.active[r] === 1) return false;
  if (f.joinedFrom !== null && t.joined[r]! < f.joinedFrom) return false;
  if (f.joinedTo !== null && t.joined[r]! > f.joinedTo) return false;
  if (f.volumeMin !== null || f.volumeMax !== null) {
    const v = (f.volume === 'tv' ? t.tv : t.pv)[r]!;
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

/** Rows whose username or name contains the query (case-insensitive). */
export function searchRows(t: OrgTable, query: string): Uint8Array {
  const hits = new Uint8Array(t.length);
  const q = query.trim().toLowerCase();
  if (q.length < 2) return hits;
  // Names are few: decide each distinct name once.
  const nameHit = t.names.map((name) => name.toLowerCase().includes(q));
  for (let r = 0; r < t.length; r++) {
    const last = t.lastName[r]!;
    if (nameHit[t.firstName[r]!] || (last !== -1 && nameHit[last])) hits[r] = 1;
    else if (t.username(r).toLowerCase().includes(q)) hits[r] = 1;
  }
  return hits;
}

/**
 * Everything the canvas needs to show an analysis, in layout order: a colour key and a
 * style (normal, dimmed, hidden) per node, the legend, and the counts.
 */
export function analyse(
  t: OrgTable,
  source: Int32Array,
  spec: AnalysisSpec,
  rankOrder: readonly number[],
): AnalysisResult {
  const rows = colourRows(t, spec.colourBy, rankOrder);
  const rankPlace = new Map(rankOrder.map((id, i) => [id, i]));
  const filtering = !isFilterEmpty(spec.filter);
  const hits = spec.search ? searchRows(t, spec.search) : null;
  const count = source.length;
  const colour = new Uint8Array(count);
  const style = new Uint8Array(count);
  const highlight = new Uint8Array(count);
  let matched = 0;
  let shown = 0;
  let found = 0;
  for (let i = 0; i < count; i++) {
    const r = source[i]!;
    if (r === -1) continue;
    colour[i] = rows.keys[r]!;
    if (spec.until !== null && t.joined[r]! > spec.until) {
      style[i] = STYLE_HIDDEN;
      continue;
    }
    shown++;
    if (hits && hits[r] === 1) {
      highlight[i] = 1;
      found++;
    }
    if (!filtering || matchesFilter(t, r, spec.filter, rankPlace)) matched++;
    else style[i] = STYLE_DIM;
  }
  return { colour, style, highlight, legend: rows.legend, matched, shown, found };
}

/** The statistics panel for the streamed root (rows up to `until`, when growth is replayed). */
export function statistics(
  t: OrgTable,
  today: number,
  rankOrder: readonly number[],
  until: number | null = null,
): OrgStatistics {
  const n = t.length;
  const perLevel: number[] = [];
  const perRank = new Map<number, number>();
  const legs = legsOf(t);
  const branch = branchesOf(t);
  const recentByBranch = new Map<number, number>();
  const sizeByBranch = new Map<number, number>();
  let members = 0;
  let active = 0;
  let left = 0;
  let right = 0;
  const since = today - 30;
  for (let r = 0; r < n; r++) {
    if (until !== null && t.joined[r]! > until) continue;
    members++;
    const d = t.depth[r]!;
    perLevel[d] = (perLevel[d] ?? 0) + 1;
    perRank.set(t.rank[r]!, (perRank.get(t.rank[r]!) ?? 0) + 1);
    if (t.active[r] === 1) active++;
    if (r > 0) {
      if (legs[r] === 0) left++;
      else if (legs[r] === 1) right++;
      const b = branch[r]!;
      sizeByBranch.set(b, (sizeByBranch.get(b) ?? 0) + 1);
      if (t.joined[r]! > since) recentByBranch.set(b, (recentByBranch.get(b) ?? 0) + 1);
    }
  }
  const levels = Array.from(perLevel, (v) => v ?? 0);
  let widest = 0;
  for (let d = 1; d < levels.length; d++) if (levels[d]! > levels[widest]!) widest = d;
  let fastest: OrgStatistics['fastestBranch'] = null;
  for (const [b, joined] of recentByBranch) {
    if (!fastest || joined > fastest.joined || (joined === fastest.joined && b < fastest.row)) {
      const size = sizeByBranch.get(b) ?? 0;
      fastest = {
        row: b,
        id: t.id[b]!,
        username: t.username(b),
        joined,
        size,
        growth: size - joined > 0 ? joined / (size - joined) : null,
      };
    }
  }
  return {
    members,
    active,
    perLevel: levels,
    perRank: [0, ...rankOrder].map((id) => ({
      rankId: id === 0 ? null : id,
      count: perRank.get(id) ?? 0,
    })),
    deepestLevel: levels.length - 1,
    widestLevel: widest,
    left,
    right,
    fastestBranch: fastest,
  };
}
