import { KIND_MEMBER } from '@workers/genealogy/protocol';
import type { CameraTransform } from './camera';
import type { Frame } from './draw-nodes';

// Screen coordinates far off the canvas are clamped: the canvas stores them as float32.
const LIMIT = 1e6;
export const clamp = (v: number) => (v < -LIMIT ? -LIMIT : v > LIMIT ? LIMIT : v);
export const STYLE_DIM = 1;
export const STYLE_HIDDEN = 2;
/** Members that do not match a filter stay, faint, so the shape of the tree stays too. */
export const DIM_ALPHA = 0.18;

/** A dot's side in CSS pixels: a box's width on screen, between 2 and 6. */
export const dotSize = (f: Pick<Frame, 'w'>) => Math.max(2, Math.min(f.w, 6));

/**
 * Far out: a straight link from each dot to its parent, then one small square per node,
 * batched into one path per colour. The first paint runs this cold, so the projection is
 * inline rather than through the frame's per-node closures (same calls, same numbers).
 */
export function drawDotsAndLinks(f: Frame, visible: ArrayLike<number>, t: CameraTransform) {
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

  const size = dotSize(f);
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
