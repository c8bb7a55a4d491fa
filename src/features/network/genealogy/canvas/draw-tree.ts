import { levelOfDetail, visibleWorld, type LevelOfDetail, type Viewport } from './camera';
import { colourOf } from './analysis-palette';
import { clamp, DIM_ALPHA, drawDotsAndLinks, STYLE_DIM, STYLE_HIDDEN } from './draw-dots';
import { drawBox, drawCard, drawMark, noLabels, type Frame, type LabelStats } from './draw-nodes';
import { thinnedVisible } from './dot-thinning';
import type { DotPainter } from './dot-layer';
import { lastChildOf, membersBelow, type TreeScene } from './scene';
import type { TreeTheme } from './tree-theme';

export interface DrawStats {
  lod: LevelOfDetail;
  /** Nodes drawn (after culling, and after thinning when far out). */
  nodes: number;
  /** Boxes and cards: what their members showed (dots show no text). */
  labels: LabelStats;
  /** The drawn boxes' extent on screen and the smallest box, CSS pixels; null: none drawn. */
  extent: { left: number; top: number; right: number; bottom: number } | null;
  box: { width: number; height: number };
}

/** A box's colour in an analysis: a thick band along its top. */
function drawAnalysisBand(f: Frame, i: number) {
  const a = f.scene.analysis!;
  const { ctx } = f;
  ctx.fillStyle = colourOf(a.palette, a.colour[i]!);
  const h = Math.max(3, f.h * 0.16);
  ctx.fillRect(f.sx(i) - f.w / 2, f.sy(i) - f.h / 2, f.w, h);
}

/**
 * Draws the visible part of the tree. Pure: everything comes from the arguments. Only the
 * nodes the row index finds in the viewport are drawn; far out (dots) each row is thinned
 * to one node per couple of pixels, so a frame costs the same at 10k and at a million.
 */
export function drawTree(
  ctx: CanvasRenderingContext2D,
  scene: TreeScene,
  viewport: Viewport,
  theme: TreeTheme,
  options: {
    lod?: LevelOfDetail;
    /** Draw the levels down to this many below the root only (the first view, opening.ts). */
    maxDepth?: number;
    /**
     * Far out, the dots and links come from this painter's pixel layer (dot-layer.ts)
     * instead of one canvas call each: the browser's frames pass one; tests and the export
     * draw calls. Not in the first view, which caps the levels.
     */
    dots?: DotPainter;
  } = {},
): DrawStats {
  const { width, height, dpr, transform: t } = viewport;
  // Boxes may be drawn at a scale of their own (the first view, opening.ts).
  const kb = t.kb ?? t.k;
  const lod = options.lod ?? levelOfDetail(kb);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, width, height);
  const { boxWidth, boxHeight } = scene.index.data;
  const ky = t.ky ?? t.k;
  const stats: DrawStats = {
    lod,
    nodes: 0,
    labels: noLabels(),
    extent: null,
    box: { width: boxWidth * kb, height: boxHeight * kb },
  };
  if (scene.layout.count === 0) return stats;

  const { depth } = scene.layout;
  const maxDepth = options.maxDepth ?? Infinity;
  const capped = Number.isFinite(maxDepth);
  const frame: Frame = {
    ctx,
    scene,
    theme,
    k: kb,
    ky,
    w: boxWidth * kb,
    h: boxHeight * kb,
    sx: (i) => clamp(scene.layout.x[i]! * t.k + t.x),
    sy: (i) => clamp(scene.layout.y[i]! * ky + t.y),
    labels: stats.labels,
    below: capped
      ? (i) => (depth[i]! - depth[0]! === maxDepth ? membersBelow(scene.layout, i) : 0)
      : undefined,
  };
  const painter = lod === 'dot' && !capped ? options.dots : undefined;
  if (painter) {
    const painted = painter.paint(frame, viewport);
    stats.nodes = painted.nodes;
    stats.extent = painted.extent;
  } else drawVisible(frame, viewport, lod, capped ? maxDepth : Infinity, stats);

  if (scene.hovered >= 0 && scene.hovered !== scene.selected)
    drawMark(frame, scene.hovered, 'hover');
  if (scene.selected >= 0) drawMark(frame, scene.selected, 'selected');
  if (scene.showFocus && scene.focused >= 0) drawMark(frame, scene.focused, 'focus');
  return stats;
}

/** The visible nodes found, culled or thinned, drawn by canvas calls; fills in the stats. */
function drawVisible(
  frame: Frame,
  viewport: Viewport,
  lod: LevelOfDetail,
  maxDepth: number,
  stats: DrawStats,
) {
  const { ctx, scene } = frame;
  const t = viewport.transform;
  const world = visibleWorld(viewport);
  const found =
    lod === 'dot'
      ? thinnedVisible(scene, world, t.k, frame.ky)
      : scene.index.query(world.minX, world.minY, world.maxX, world.maxY);
  const { depth } = scene.layout;
  const visible = Number.isFinite(maxDepth)
    ? found.filter((i) => depth[i]! - depth[0]! <= maxDepth)
    : found;
  const analysis = scene.analysis;
  // Members hidden by a growth replay are not drawn at all, nor their links.
  const drawn =
    analysis && analysis.style.length === scene.layout.count
      ? visible.filter((i: number) => analysis.style[i] !== STYLE_HIDDEN)
      : visible;
  if (lod === 'dot') drawDotsAndLinks(frame, drawn, t);
  else {
    drawLinks(frame, drawn, lod, maxDepth);
    for (const i of drawn) {
      const dim = analysis?.style[i] === STYLE_DIM;
      if (dim) ctx.globalAlpha = DIM_ALPHA;
      (lod === 'card' ? drawCard : drawBox)(frame, i);
      if (analysis && analysis.palette.length > 0) drawAnalysisBand(frame, i);
      if (dim) ctx.globalAlpha = 1;
      if (analysis?.highlight[i] === 1) drawMark(frame, i, 'found');
    }
  }
  stats.nodes = visible.length;
  stats.extent = extentOf(frame, drawn);
}

function extentOf(f: Frame, drawn: ArrayLike<number>): DrawStats['extent'] {
  if (drawn.length === 0) return null;
  // The projection only scales and shifts (and clamps, which keeps order): the nodes with
  // the extreme centres in the world are the ones with the extreme centres on screen.
  const { x, y } = f.scene.layout;
  let [left, right, top, bottom] = [drawn[0]!, drawn[0]!, drawn[0]!, drawn[0]!];
  for (let n = 1; n < drawn.length; n++) {
    const i = drawn[n]!;
    if (x[i]! < x[left]!) left = i;
    if (x[i]! > x[right]!) right = i;
    if (y[i]! < y[top]!) top = i;
    if (y[i]! > y[bottom]!) bottom = i;
  }
  return extentBetween(f, left, top, right, bottom);
}

/** The boxes of the nodes with the leftmost, topmost, rightmost, bottom centres, on screen. */
function extentBetween(
  f: Pick<Frame, 'w' | 'h' | 'sx' | 'sy'>,
  left: number,
  top: number,
  right: number,
  bottom: number,
): NonNullable<DrawStats['extent']> {
  return {
    left: f.sx(left) - f.w / 2,
    top: f.sy(top) - f.h / 2,
    right: f.sx(right) + f.w / 2,
    bottom: f.sy(bottom) + f.h / 2,
  };
}

/**
 * Elbow links: each node climbs to the middle between the rows and runs to its parent; each
 * parent drops to that middle and spans its first to last child, so links to children
 * outside the viewport still show.
 */
function drawLinks(
  f: Frame,
  visible: ArrayLike<number>,
  lod: Exclude<LevelOfDetail, 'dot'>,
  maxDepth: number,
) {
  const { ctx, scene, theme, h } = f;
  const { parent, firstChild, y, depth } = scene.layout;
  ctx.strokeStyle = theme.link;
  ctx.lineWidth = lod === 'card' ? 1.5 : 1;
  ctx.setLineDash([]);
  ctx.beginPath();
  for (let n = 0; n < visible.length; n++) {
    const i = visible[n]!;
    const p = parent[i]!;
    if (p !== -1) {
      const mid = (f.sy(i) + f.sy(p)) / 2;
      ctx.moveTo(f.sx(i), f.sy(i) - h / 2);
      ctx.lineTo(f.sx(i), mid);
      ctx.lineTo(f.sx(p), mid);
    }
    const first = firstChild[i]!;
    if (first !== -1 && depth[i]! - depth[0]! < maxDepth) {
      const last = lastChildOf(scene.layout, i);
      const mid = f.sy(i) + ((y[first]! - y[i]!) * f.ky) / 2;
      ctx.moveTo(f.sx(i), f.sy(i) + h / 2);
      ctx.lineTo(f.sx(i), mid);
      ctx.moveTo(f.sx(first), mid);
      ctx.lineTo(f.sx(last), mid);
    }
  }
  ctx.stroke();
}
