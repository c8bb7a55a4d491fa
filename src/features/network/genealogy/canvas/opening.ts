import type { Bounds, GenealogyLayout } from '@workers/genealogy/protocol';
import { identity, type CameraTransform } from './camera';

type OpeningLayout = Pick<GenealogyLayout, 'count' | 'x' | 'y' | 'depth' | 'bounds'>;

/** Where the explorer's own controls sit over the canvas: the buttons top left, zoom right. */
export const openingInsets = { top: 60, left: 16, right: 64, bottom: 16 } as const;

/**
 * The smallest box scale the first view uses (issue 31): a 190 × 120 box is then 42 × 26
 * CSS pixels, room for a member's initials at 11 px beside the rank stripe.
 * Below it a box shows nothing a member can read, so the first view shows fewer levels
 * rather than more, smaller boxes.
 */
export const READABLE_K = 0.22;

export interface OpeningView {
  transform: CameraTransform;
  /**
   * The deepest level the first view draws. Deeper members would be too small, or off the
   * sides; the nodes of this level carry a "+N" marker for the members below them until the
   * member moves the camera.
   */
  depth: number;
}

/**
 * The boxes of the levels 0..d, for every d: index d holds the extent of all boxes at depth
 * d or less, in world units. Breadth-first order, so one pass. The box size is not in the
 * layout, but its bounds are the boxes' extent: half a box is how far the outermost centre
 * sits inside them.
 */
export function levelBounds(layout: OpeningLayout): Bounds[] {
  const { count, x, y, depth, bounds } = layout;
  if (count === 0) return [];
  let minCx = Infinity;
  let minCy = Infinity;
  for (let i = 0; i < count; i++) {
    if (x[i]! < minCx) minCx = x[i]!;
    if (y[i]! < minCy) minCy = y[i]!;
  }
  const halfW = Math.max(0, minCx - bounds.minX);
  const halfH = Math.max(0, minCy - bounds.minY);
  const out: Bounds[] = [];
  let minX = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    const d = depth[i]! - depth[0]!;
    while (out.length < d) {
      out.push({ minX: minX - halfW, maxX: maxX + halfW, minY: minCy - halfH, maxY: maxY + halfH });
    }
    if (x[i]! < minX) minX = x[i]!;
    if (x[i]! > maxX) maxX = x[i]!;
    if (y[i]! > maxY) maxY = y[i]!;
  }
  out.push({ minX: minX - halfW, maxX: maxX + halfW, minY: minCy - halfH, maxY: maxY + halfH });
  return out;
}

/** Centres of the levels 0..d (cumulative) and the closest two neighbours on them, world units. */
interface LevelSpan {
  minCx: number;
  maxCx: number;
  minCy: number;
  maxCy: number;
  /** Closest centres side by side on one level; Infinity with one node per level. */
  minGap: number;
  /** Distance between consecutive levels; Infinity for the root alone. */
  levelGap: number;
}

function levelSpans(layout: OpeningLayout): LevelSpan[] {
  const { count, x, y, depth } = layout;
  const out: LevelSpan[] = [];
  let span: LevelSpan = {
    minCx: Infinity,
    maxCx: -Infinity,
    minCy: Infinity,
    maxCy: -Infinity,
    minGap: Infinity,
    levelGap: Infinity,
  };
  for (let i = 0; i < count; i++) {
    const d = depth[i]! - depth[0]!;
    if (d > out.length) {
      out.push(span);
      span = { ...span };
    }
    // Breadth-first and tidy: a level's nodes run left to right.
    if (i > 0 && depth[i - 1] === depth[i]) span.minGap = Math.min(span.minGap, x[i]! - x[i - 1]!);
    else if (i > 0) span.levelGap = Math.min(span.levelGap, y[i]! - y[i - 1]!);
    span.minCx = Math.min(span.minCx, x[i]!);
    span.maxCx = Math.max(span.maxCx, x[i]!);
    span.minCy = Math.min(span.minCy, y[i]!);
    span.maxCy = Math.max(span.maxCy, y[i]!);
  }
  out.push(span);
  return out;
}

/** Screen pixels kept between two boxes side by side, and between two levels. */
const GAP = { x: 8, y: 16 } as const;

/**
 * The first view of a genealogy (issues 18 and 31): as many levels as can be read inside the
 * canvas, clear of the explorer's controls, at the top, centred on them.
 *
 * The levels near the root lie far apart (each over its whole subtree), so the first view
 * draws their boxes larger than the layout's scale would (`kb`, up to the room between
 * neighbours), and spreads the levels over the canvas's height (`ky`): a member's two legs
 * then read on a phone, where at one scale they would be specks or off the sides. The first
 * gesture returns to one scale. Always the root; a tree too wide for even its first level
 * shows the root alone, marked "+N".
 */
export function openingView(
  layout: OpeningLayout,
  width: number,
  height: number,
  opts: {
    /** Room kept clear at each side: the explorer's controls, or an export's margins. */
    insets?: { top: number; left: number; right: number; bottom: number };
    maxK?: number;
    minK?: number;
    maxDepth?: number;
  } = {},
): OpeningView {
  const levels = levelBounds(layout);
  if (levels.length === 0 || width <= 0 || height <= 0) return { transform: identity, depth: 0 };
  const spans = levelSpans(layout);
  const { top, left, right, bottom } = opts.insets ?? openingInsets;
  const maxK = opts.maxK ?? 0.8;
  const minK = opts.minK ?? READABLE_K;
  const bw = levels[0]!.maxX - levels[0]!.minX;
  const bh = levels[0]!.maxY - levels[0]!.minY;
  const availW = Math.max(width - left - right, 1);
  const availH = Math.max(height - top - bottom, 1);
  /** The centres' scales for a box scale, or null when the boxes do not fit. */
  const scales = (s: LevelSpan, kb: number) => {
    const cw = s.maxCx - s.minCx;
    const ch = s.maxCy - s.minCy;
    // Boxes and levels spread apart up to a comfortable gap between them, no further: the
    // fixed gaps in pixels are why this is no plain fit, and monotone in kb all the same.
    const k =
      cw > 0
        ? Math.min((availW - bw * kb) / cw, Math.max(kb, (bw * kb + 3 * GAP.x) / s.minGap))
        : kb;
    const ky =
      ch > 0
        ? Math.min((availH - bh * kb) / ch, Math.max(kb, (bh * kb + 3 * GAP.y) / s.levelGap))
        : kb;
    if (k <= 0 || ky <= 0 || bw * kb > availW || bh * kb > availH) return null;
    if (bw * kb + GAP.x > s.minGap * k || bh * kb + GAP.y > s.levelGap * ky) return null;
    return { k, ky };
  };
  /** The largest box scale up to maxK at which the levels fit (bisection: fitting is monotone). */
  const boxScale = (s: LevelSpan) => {
    if (scales(s, maxK)) return maxK;
    let lo = 0;
    let hi = maxK;
    for (let n = 0; n < 40; n++) {
      const mid = (lo + hi) / 2;
      if (scales(s, mid)) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  let depth = Math.min(spans.length - 1, opts.maxDepth ?? Infinity);
  while (depth > 0 && boxScale(spans[depth]!) < minK) depth--;
  const s = spans[depth]!;
  // Zero only on a canvas too small for even the root's box: a tiny scale, not a broken one.
  const kb = boxScale(s) || 1e-3;
  const { k, ky } = scales(s, kb) ?? { k: kb, ky: kb };
  const centreX = left + availW / 2;
  const transform: CameraTransform =
    k === ky && ky === kb
      ? { k, x: centreX - ((s.minCx + s.maxCx) / 2) * k, y: top + (bh * kb) / 2 - s.minCy * ky }
      : {
          k,
          ky,
          kb,
          x: centreX - ((s.minCx + s.maxCx) / 2) * k,
          y: top + (bh * kb) / 2 - s.minCy * ky,
        };
  return { transform: { ...transform, levels: depth }, depth };
}
