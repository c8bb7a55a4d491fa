import { KIND_MEMBER } from '../../../../../workers/genealogy/ingest';
import { levelOfDetail, visibleWorld, type LevelOfDetail, type Viewport } from './camera';
import { drawBox, drawCard, drawMark, type Frame } from './draw-nodes';
import { lastChildOf, type TreeScene } from './scene';
import type { TreeTheme } from './tree-theme';

export interface DrawStats {
  lod: LevelOfDetail;
  /** Nodes drawn (after culling, and after thinning when far out). */
  nodes: number;
}

// Screen coordinates far off the canvas are clamped: the canvas stores them as float32.
const LIMIT = 1e6;
const clamp = (v: number) => (v < -LIMIT ? -LIMIT : v > LIMIT ? LIMIT : v);
/** Far out, a row or a dot closer than this many CSS pixels to the previous one is skipped. */
const DOT_GAP = 2;

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
  options: { lod?: LevelOfDetail } = {},
): DrawStats {
  const { width, height, dpr, transform: t } = viewport;
  const lod = options.lod ?? levelOfDetail(t.k);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, width, height);
  if (scene.layout.count === 0) return { lod, nodes: 0 };

  const world = visibleWorld(viewport);
  const visible =
    lod === 'dot'
      ? thinnedVisible(scene, world, t.k)
      : scene.index.query(world.minX, world.minY, world.maxX, world.maxY);
  const { boxWidth, boxHeight } = scene.index.data;
  const frame: Frame = {
    ctx,
    scene,
    theme,
    k: t.k,
    w: boxWidth * t.k,
    h: boxHeight * t.k,
    sx: (i) => clamp(scene.layout.x[i]! * t.k + t.x),
    sy: (i) => clamp(scene.layout.y[i]! * t.k + t.y),
  };

  drawLinks(frame, visible, lod);
  if (lod === 'dot') drawDots(frame, visible);
  else for (const i of visible) (lod === 'card' ? drawCard : drawBox)(frame, i);

  if (scene.hovered >= 0 && scene.hovered !== scene.selected)
    drawMark(frame, scene.hovered, 'hover');
  if (scene.selected >= 0) drawMark(frame, scene.selected, 'selected');
  if (scene.showFocus && scene.focused >= 0) drawMark(frame, scene.focused, 'focus');
  return { lod, nodes: visible.length };
}

/**
 * The visible nodes, at most one per DOT_GAP × DOT_GAP pixel cell. Rows closer together on
 * screen than a cell share one band of cells, so a wide shallow tree seen whole still shows
 * its full width, and a deep chain does not draw a dot per row. Inside a row the walk jumps
 * (binary search) to the next free cell, found through a "next free cell" union-find.
 */
function thinnedVisible(
  scene: TreeScene,
  world: { minX: number; minY: number; maxX: number; maxY: number },
  k: number,
): number[] {
  const { x, rowY, rowStart, items, boxWidth, boxHeight } = scene.index.data;
  const cell = DOT_GAP / k;
  const left = world.minX - boxWidth / 2;
  const right = world.maxX + boxWidth / 2;
  const cells = Math.max(1, Math.ceil((right - left) / cell));
  const next = new Int32Array(cells + 1);
  const find = (c: number) => {
    let root = c;
    while (next[root] !== root) root = next[root]!;
    while (next[c] !== root) {
      const n = next[c]!;
      next[c] = root;
      c = n;
    }
    return root;
  };
  const out: number[] = [];
  const rows = rowY.length;
  let bandY = -Infinity;
  for (
    let r = lowerBound(rows, (m) => rowY[m]! < world.minY - boxHeight / 2);
    r < rows && rowY[r]! <= world.maxY + boxHeight / 2;
    r++
  ) {
    if (rowY[r]! - bandY >= cell) {
      bandY = rowY[r]!;
      for (let c = 0; c <= cells; c++) next[c] = c;
    }
    const from = rowStart[r]!;
    const to = rowStart[r + 1]!;
    for (let c = find(0); c < cells;) {
      const target = left + c * cell;
      const a = from + lowerBound(to - from, (m) => x[items[from + m]!]! < target);
      if (a >= to) break;
      const item = items[a]!;
      // Never behind c: rounding can floor a node sitting on a cell edge into the cell before
      // it, and revisiting that cell would loop forever.
      const at = Math.max(c, Math.floor((x[item]! - left) / cell));
      if (at >= cells) break;
      if (find(at) === at) {
        out.push(item);
        next[at] = at + 1;
        c = find(at + 1);
      } else {
        c = find(at);
      }
    }
  }
  return out;
}

/** First m in [0, n) for which `before(m)` is false (before must be monotone). */
function lowerBound(n: number, before: (m: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Elbow links: each node climbs to the middle between the rows and runs to its parent; each
 * parent drops to that middle and spans its first to last child, so links to children
 * outside the viewport still show.
 */
function drawLinks(f: Frame, visible: ArrayLike<number>, lod: LevelOfDetail) {
  const { ctx, scene, theme, h } = f;
  const { parent, firstChild, y } = scene.layout;
  ctx.strokeStyle = theme.link;
  ctx.lineWidth = lod === 'card' ? 1.5 : 1;
  ctx.setLineDash([]);
  ctx.beginPath();
  for (let n = 0; n < visible.length; n++) {
    const i = visible[n]!;
    const p = parent[i]!;
    if (lod === 'dot') {
      if (p !== -1) {
        ctx.moveTo(f.sx(i), f.sy(i));
        ctx.lineTo(f.sx(p), f.sy(p));
      }
      continue;
    }
    if (p !== -1) {
      const mid = (f.sy(i) + f.sy(p)) / 2;
      ctx.moveTo(f.sx(i), f.sy(i) - h / 2);
      ctx.lineTo(f.sx(i), mid);
      ctx.lineTo(f.sx(p), mid);
    }
    const first = firstChild[i]!;
    if (first !== -1) {
      const last = lastChildOf(scene.layout, i);
      const mid = f.sy(i) + ((y[first]! - y[i]!) * f.k) / 2;
      ctx.moveTo(f.sx(i), f.sy(i) + h / 2);
      ctx.lineTo(f.sx(i), mid);
      ctx.moveTo(f.sx(first), mid);
      ctx.lineTo(f.sx(last), mid);
    }
  }
  ctx.stroke();
}

/** Far out: one small square per node, batched into one path per colour. */
function drawDots(f: Frame, visible: ArrayLike<number>) {
  const { ctx, scene, theme } = f;
  const size = Math.max(2, Math.min(f.w, 6));
  const groups: [string, (i: number) => boolean][] = [
    [theme.accent, (i) => scene.layout.kind[i] === KIND_MEMBER],
    [theme.freeSlot, (i) => scene.layout.kind[i] !== KIND_MEMBER],
  ];
  for (const [colour, member] of groups) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    for (let n = 0; n < visible.length; n++) {
      const i = visible[n]!;
      if (member(i)) ctx.rect(f.sx(i) - size / 2, f.sy(i) - size / 2, size, size);
    }
    ctx.fill();
  }
}
