import type { Bounds, GenealogyLayout } from '@workers/genealogy/protocol';

/**
 * The camera, shaped like d3-zoom's ZoomTransform: screen = world · k + (x, y). Plain
 * JavaScript numbers, so float64 throughout: a million-wide tree spans ~2·10⁸ world units,
 * beyond float32's 24-bit mantissa, so the world transform never goes to the canvas
 * (whose matrix is float32); world points are projected here and only screen points are drawn.
 */
export interface CameraTransform {
  readonly k: number;
  readonly x: number;
  readonly y: number;
  /**
   * The vertical scale, when it differs from k: a whole organisation seen from far is
   * stretched to the screen's height (see `stretched`). d3-zoom's own transforms never have it.
   */
  readonly ky?: number;
  /**
   * The scale boxes are drawn at, when it differs from k: the first view draws the few
   * levels it shows larger than their spacing's scale (opening.ts). Never from d3-zoom.
   */
  readonly kb?: number;
  /** The first view draws only this many levels below the root (opening.ts). */
  readonly levels?: number;
}

const kyOf = (t: CameraTransform) => t.ky ?? t.k;

/** What the renderer needs about the screen: CSS pixel size, device pixel ratio, camera. */
export interface Viewport {
  width: number;
  height: number;
  dpr: number;
  transform: CameraTransform;
}

export type LevelOfDetail = 'dot' | 'box' | 'card';

/**
 * Scale at which boxes replace dots, and cards replace boxes: a card's name is 14 px at
 * scale 1, so below 0.8 a box (its username at 11 to 13 px) reads better than a card.
 */
export const lodScales = { box: 0.12, card: 0.8 } as const;

export const identity: CameraTransform = { k: 1, x: 0, y: 0 };

export function levelOfDetail(k: number): LevelOfDetail {
  if (k >= lodScales.card) return 'card';
  if (k >= lodScales.box) return 'box';
  return 'dot';
}

export function worldToScreen(t: CameraTransform, wx: number, wy: number): [number, number] {
  return [wx * t.k + t.x, wy * kyOf(t) + t.y];
}

export function screenToWorld(t: CameraTransform, sx: number, sy: number): [number, number] {
  return [(sx - t.x) / t.k, (sy - t.y) / kyOf(t)];
}

/** The part of the world the viewport shows. */
export function visibleWorld(v: Pick<Viewport, 'width' | 'height' | 'transform'>): Bounds {
  const [minX, minY] = screenToWorld(v.transform, 0, 0);
  const [maxX, maxY] = screenToWorld(v.transform, v.width, v.height);
  return { minX, minY, maxX, maxY };
}

/**
 * The whole tree in view, centred, never magnified beyond `maxK`. With `stretch`, only the
 * width decides the scale: the height is stretched to fit (`stretched`).
 */
export function fitTransform(
  bounds: Bounds,
  width: number,
  height: number,
  padding = 24,
  maxK = 1,
  stretch = false,
): CameraTransform {
  const w = Math.max(bounds.maxX - bounds.minX, 1);
  const h = Math.max(bounds.maxY - bounds.minY, 1);
  const availW = Math.max(width - 2 * padding, 1);
  const availH = Math.max(height - 2 * padding, 1);
  const k = Math.min(availW / w, stretch ? Infinity : availH / h, maxK);
  return centreOn(
    k,
    (bounds.minX + bounds.maxX) / 2,
    (bounds.minY + bounds.maxY) / 2,
    width,
    height,
  );
}

/** A transform at scale k that puts the world point in the middle of the screen. */
export function centreOn(
  k: number,
  wx: number,
  wy: number,
  width: number,
  height: number,
): CameraTransform {
  return { k, x: width / 2 - wx * k, y: height / 2 - wy * k };
}

/**
 * After a re-layout a node moves in the world; this keeps it where it was on the screen,
 * at the same scale, so expanding never jumps the view.
 */
export function keepOnScreen(
  t: CameraTransform,
  before: readonly [number, number],
  after: readonly [number, number],
): CameraTransform {
  const [sx, sy] = worldToScreen(t, before[0], before[1]);
  return { k: t.k, x: sx - after[0] * t.k, y: sy - after[1] * t.k };
}

/** Zoom limits: out to half the fit of the whole tree, in to three times life size. */
export function scaleExtent(bounds: Bounds, width: number, height: number): [number, number] {
  const fit = fitTransform(bounds, width, height, 24, Infinity).k;
  return [Math.min(fit / 2, 0.05), 3];
}

/** The scale a zoom-to-node uses: close enough to read the card, but never zooming out. */
export const readableScale = (k: number): number => Math.max(k, 1);

/**
 * Room kept above and below a stretched tree: the buttons over the canvas's top corners and
 * the overview in its bottom corner must not hide the root or the deepest level.
 */
export const STRETCH_PADDING = 64;

/** The scale at which the tree's full height fits the screen. */
export function heightFitScale(bounds: Bounds, height: number, padding = STRETCH_PADDING): number {
  return Math.max(height - 2 * padding, 1) / Math.max(bounds.maxY - bounds.minY, 1);
}

/**
 * A whole organisation is hundreds of times wider than deep: fitted whole at one scale it is
 * a one-pixel line. Below the scale where its height fits the screen, the drawn transform
 * keeps d3's horizontal scale and stretches the levels to the screen's height, its middle
 * in the middle, so far out every level is a row of its own: the shape of the organisation.
 * At and above that scale it is d3's transform unchanged.
 */
export function stretched(t: CameraTransform, bounds: Bounds, height: number): CameraTransform {
  const kf = heightFitScale(bounds, height);
  if (t.k >= kf) return { k: t.k, x: t.x, y: t.y };
  const mid = (bounds.minY + bounds.maxY) / 2;
  return { k: t.k, x: t.x, y: height / 2 - mid * kf, ky: kf };
}

/**
 * d3-zoom's constraint for a stretched tree: below the height fit there is no vertical pan
 * (the whole height is on screen), and d3's own y is the one that joins `stretched`
 * continuously when the scale crosses the fit.
 */
export function constrainStretched(
  t: CameraTransform,
  bounds: Bounds,
  height: number,
): CameraTransform {
  const kf = heightFitScale(bounds, height);
  if (t.k >= kf) return t;
  return { k: t.k, x: t.x, y: height / 2 - ((bounds.minY + bounds.maxY) / 2) * t.k };
}

type LevelLayout = Pick<GenealogyLayout, 'count' | 'x' | 'y' | 'parent' | 'bounds'>;

/**
 * The boxes of the root and its first level (free slots included), in world units. The box
 * size is not in the layout, but its bounds are the boxes' extent: half a box is how far the
 * leftmost (topmost) centre sits inside them.
 */
export function firstLevelBounds(layout: LevelLayout): Bounds | null {
  if (layout.count === 0) return null;
  let minCx = Infinity;
  let minCy = Infinity;
  for (let i = 0; i < layout.count; i++) {
    if (layout.x[i]! < minCx) minCx = layout.x[i]!;
    if (layout.y[i]! < minCy) minCy = layout.y[i]!;
  }
  const halfW = Math.max(0, minCx - layout.bounds.minX);
  const halfH = Math.max(0, minCy - layout.bounds.minY);
  let minX = layout.x[0]!;
  let maxX = minX;
  let maxY = layout.y[0]!;
  // Breadth-first indices: the root's children come right after it.
  for (let c = 1; c < layout.count && layout.parent[c] === 0; c++) {
    minX = Math.min(minX, layout.x[c]!);
    maxX = Math.max(maxX, layout.x[c]!);
    maxY = Math.max(maxY, layout.y[c]!);
  }
  return {
    minX: minX - halfW,
    maxX: maxX + halfW,
    minY: layout.y[0]! - halfH,
    maxY: maxY + halfH,
  };
}
