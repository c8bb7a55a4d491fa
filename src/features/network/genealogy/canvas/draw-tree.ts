import { KIND_MEMBER } from '@workers/genealogy/protocol';
import {
  levelOfDetail,
  visibleWorld,
  type CameraTransform,
  type LevelOfDetail,
  type Viewport,
} from './camera';
import { colourOf } from './analysis-palette';
import { drawBox, drawCard, drawMark, noLabels, type Frame, type LabelStats } from './draw-nodes';
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

// Screen coordinates far off the canvas are clamped: the canvas stores them as float32.
const LIMIT = 1e6;
const clamp = (v: number) => (v < -LIMIT ? -LIMIT : v > LIMIT ? LIMIT : v);
/** Far out, a row or a dot closer than this many CSS pixels to the previous one is skipped. */
const DOT_GAP = 2;
const STYLE_DIM = 1;
const STYLE_HIDDEN = 2;
/** Members that do not match a filter stay, faint, so the shape of the tree stays too. */
const DIM_ALPHA = 0.18;

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

  const world = visibleWorld(viewport);
  const found =
    lod === 'dot'
      ? thinnedVisible(scene, world, t.k, ky)
      : scene.index.query(world.minX, world.minY, world.maxX, world.maxY);
  const { depth } = scene.layout;
  const maxDepth = options.maxDepth ?? Infinity;
  const capped = Number.isFinite(maxDepth);
  const visible = capped ? found.filter((i) => depth[i]! - depth[0]! <= maxDepth) : found;
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

  const analysis = scene.analysis;
  // Members hidden by a growth replay are not drawn at all, nor their links.
  const drawn =
    analysis && analysis.style.length === scene.layout.count
      ? visible.filter((i: number) => analysis.style[i] !== STYLE_HIDDEN)
      : visible;
  if (lod === 'dot') drawDotsAndLinks(frame, drawn, t);
  else {
    drawLinks(frame, drawn, lod, capped ? maxDepth : Infinity);
    for (const i of drawn) {
      const dim = analysis?.style[i] === STYLE_DIM;
      if (dim) ctx.globalAlpha = DIM_ALPHA;
      (lod === 'card' ? drawCard : drawBox)(frame, i);
      if (analysis && analysis.palette.length > 0) drawAnalysisBand(frame, i);
      if (dim) ctx.globalAlpha = 1;
      if (analysis?.highlight[i] === 1) drawMark(frame, i, 'found');
    }
  }

  if (scene.hovered >= 0 && scene.hovered !== scene.selected)
    drawMark(frame, scene.hovered, 'hover');
  if (scene.selected >= 0) drawMark(frame, scene.selected, 'selected');
  if (scene.showFocus && scene.focused >= 0) drawMark(frame, scene.focused, 'focus');
  stats.nodes = visible.length;
  stats.extent = extentOf(frame, drawn);
  return stats;
}

function extentOf(f: Frame, drawn: ArrayLike<number>): DrawStats['extent'] {
  if (drawn.length === 0) return null;
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let n = 0; n < drawn.length; n++) {
    const i = drawn[n]!;
    left = Math.min(left, f.sx(i) - f.w / 2);
    right = Math.max(right, f.sx(i) + f.w / 2);
    top = Math.min(top, f.sy(i) - f.h / 2);
    bottom = Math.max(bottom, f.sy(i) + f.h / 2);
  }
  return { left, top, right, bottom };
}

/**
 * The visible nodes, at most one per DOT_GAP × DOT_GAP pixel cell. Rows closer together on
 * screen than a cell share one band of cells, so a wide shallow tree seen whole still shows
 * its full width, and a deep chain does not draw a dot per row. Inside a row the walk jumps
 * to the next free cell, found through a "next free cell" union-find, then to the first node
 * at or right of that cell's left edge.
 *
 * This runs for the first paint, before the JIT has seen it, so it is written for the
 * interpreter too: searches are inline (no predicate closures), and the search for the next
 * node gallops forward from where the previous one stopped (targets only grow along a row):
 * a few steps per dot instead of a binary search of the whole row.
 */
export function thinnedVisible(
  scene: Pick<TreeScene, 'index'>,
  world: { minX: number; minY: number; maxX: number; maxY: number },
  k: number,
  /** The vertical scale, when the tree is stretched (camera.ts `stretched`). */
  ky = k,
): number[] {
  const { x, rowY, rowStart, items, boxWidth, boxHeight } = scene.index.data;
  const cell = DOT_GAP / k;
  const rowCell = DOT_GAP / ky;
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
  const top = world.minY - boxHeight / 2;
  const bottom = world.maxY + boxHeight / 2;
  let r = 0;
  for (let hi = rows; r < hi;) {
    const mid = (r + hi) >>> 1;
    if (rowY[mid]! < top) r = mid + 1;
    else hi = mid;
  }
  let bandY = -Infinity;
  for (; r < rows && rowY[r]! <= bottom; r++) {
    if (rowY[r]! - bandY >= rowCell) {
      bandY = rowY[r]!;
      for (let c = 0; c <= cells; c++) next[c] = c;
    }
    // Every item of the row before `a` lies left of the current target.
    let a = rowStart[r]!;
    const to = rowStart[r + 1]!;
    for (let c = find(0); c < cells;) {
      const target = left + c * cell;
      // First item in [a, to) at or right of target: gallop, then bisect the last stride.
      if (a < to && x[items[a]!]! < target) {
        let lo = a + 1;
        let hi = lo;
        for (let stride = 1; hi < to && x[items[hi]!]! < target; stride *= 2) {
          lo = hi + 1;
          hi = Math.min(to, a + 2 * stride);
        }
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (x[items[mid]!]! < target) lo = mid + 1;
          else hi = mid;
        }
        a = lo;
      }
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

/**
 * Far out: a straight link from each dot to its parent, then one small square per node,
 * batched into one path per colour. The first paint runs this cold, so the projection is
 * inline rather than through the frame's per-node closures (same calls, same numbers).
 */
function drawDotsAndLinks(f: Frame, visible: ArrayLike<number>, t: CameraTransform) {
  const { ctx, scene, theme } = f;
  const { x, y, parent, kind } = scene.layout;
  const { k, x: tx, y: ty } = t;
  const ky = t.ky ?? k;
  ctx.strokeStyle = theme.link;
  ctx.lineWidth = 1;
  ctx.setLineDash([]);
  ctx.beginPath();
  for (let n = 0; n < visible.length; n++) {
    const i = visible[n]!;
    const p = parent[i]!;
    if (p === -1) continue;
    ctx.moveTo(clamp(x[i]! * k + tx), clamp(y[i]! * ky + ty));
    ctx.lineTo(clamp(x[p]! * k + tx), clamp(y[p]! * ky + ty));
  }
  ctx.stroke();

  const size = Math.max(2, Math.min(f.w, 6));
  const half = size / 2;
  const a = scene.analysis;
  const square = (i: number) =>
    ctx.rect(clamp(x[i]! * k + tx) - half, clamp(y[i]! * ky + ty) - half, size, size);
  if (a && a.style.length === scene.layout.count) {
    // One path per colour, the dimmed ones faint underneath, then the search hits ringed.
    // The dots are put in colour order by a counting sort over the colour indices: no map
    // of colour strings, no array per colour, no closure per dot — far out at a million
    // members this runs for some 15,000 dots every frame of a gesture.
    const colours = a.palette.length > 0 ? a.palette : [theme.accent];
    const top = colours.length - 1;
    const faint = colours.length;
    const starts = new Int32Array(colours.length + 2);
    const group = new Int8Array(visible.length);
    for (let n = 0; n < visible.length; n++) {
      const i = visible[n]!;
      const g =
        kind[i] !== KIND_MEMBER
          ? -1
          : a.style[i] === STYLE_DIM
            ? faint
            : a.palette.length > 0
              ? Math.min(a.colour[i]!, top)
              : 0;
      group[n] = g;
      if (g !== -1) starts[g + 1]!++;
    }
    for (let g = 1; g < starts.length; g++) starts[g]! += starts[g - 1]!;
    const sorted = new Int32Array(starts[starts.length - 1]!);
    const at = starts.slice(0, -1);
    for (let n = 0; n < visible.length; n++) {
      const g = group[n]!;
      if (g !== -1) sorted[at[g]!++] = visible[n]!;
    }
    const fillGroup = (g: number) => {
      ctx.beginPath();
      for (let s = starts[g]!; s < starts[g + 1]!; s++) {
        const i = sorted[s]!;
        ctx.rect(clamp(x[i]! * k + tx) - half, clamp(y[i]! * ky + ty) - half, size, size);
      }
      ctx.fill();
    };
    if (starts[faint + 1]! > starts[faint]!) {
      ctx.globalAlpha = DIM_ALPHA;
      ctx.fillStyle = theme.link;
      fillGroup(faint);
      ctx.globalAlpha = 1;
    }
    for (let g = 0; g <= top; g++) {
      if (starts[g + 1] === starts[g]) continue;
      ctx.fillStyle = colours[g]!;
      fillGroup(g);
    }
    ctx.strokeStyle = theme.focusRing;
    ctx.lineWidth = 2;
    ctx.beginPath();
    for (let n = 0; n < visible.length; n++) {
      const i = visible[n]!;
      if (a.highlight[i] !== 1) continue;
      ctx.rect(
        clamp(x[i]! * k + tx) - half - 3,
        clamp(y[i]! * ky + ty) - half - 3,
        size + 6,
        size + 6,
      );
    }
    ctx.stroke();
    return;
  }
  for (const members of [true, false]) {
    ctx.fillStyle = members ? theme.accent : theme.freeSlot;
    ctx.beginPath();
    for (let n = 0; n < visible.length; n++) {
      const i = visible[n]!;
      if ((kind[i] === KIND_MEMBER) !== members) continue;
      square(i);
    }
    ctx.fill();
  }
}
