import type { SpatialIndexData } from '@workers/genealogy/protocol';
import { screenToWorld, type CameraTransform } from './camera';

/** The overview's size on the canvas, with its hide button beside it and the gap around. */
export const minimapSize = { width: 168, height: 112, button: 44, gap: 4, margin: 8 } as const;

export type MinimapCorner = 'left' | 'right';

/** Screen rectangle, CSS pixels. */
export interface ScreenRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** What the overview covers in a bottom corner: the map and its hide button beside it. */
export function minimapRect(corner: MinimapCorner, width: number, height: number): ScreenRect {
  const { width: w, height: h, button, gap, margin } = minimapSize;
  const span = w + gap + button;
  const x0 = corner === 'left' ? margin : width - margin - span;
  return { x0, y0: height - margin - h, x1: x0 + span, y1: height - margin };
}

const lowerBound = (
  a: ArrayLike<number>,
  from: number,
  to: number,
  v: number,
  at = (i: number) => a[i]!,
) => {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(mid) < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Whether any node's box, drawn with transform t, reaches into the screen rectangle. Binary
 * searches over the layout's row index, a few per row on screen: cheap enough for every
 * frame of a pan, at a million members.
 */
export function boxesUnder(index: SpatialIndexData, t: CameraTransform, rect: ScreenRect): boolean {
  const [wx0, wy0] = screenToWorld(t, rect.x0, rect.y0);
  const [wx1, wy1] = screenToWorld(t, rect.x1, rect.y1);
  const { x, rowY, rowStart, items, boxWidth, boxHeight } = index;
  // The first view draws boxes at a scale of their own (opening.ts): as large in the world.
  const kb = t.kb ?? t.k;
  const halfW = ((boxWidth / 2) * kb) / t.k;
  const halfH = ((boxHeight / 2) * kb) / (t.ky ?? t.k);
  const rows = rowY.length;
  // Boxes touching the rectangle: centres within half a box of it (edges excluded).
  let r = lowerBound(rowY, 0, rows, wy0 - halfH);
  // Rows are depths; the first view leaves the ones below its levels undrawn.
  const lastRow = Math.min(rows, (t.levels ?? Infinity) + 1);
  for (; r < lastRow && rowY[r]! < wy1 + halfH; r++) {
    if (rowY[r]! <= wy0 - halfH) continue;
    const from = rowStart[r]!;
    const to = rowStart[r + 1]!;
    const a = lowerBound(items, from, to, wx0 - halfW, (i) => x[items[i]!]!);
    // The first centre right of the rectangle's left reach: inside when also left of its right reach.
    let first = a;
    while (first < to && x[items[first]!]! <= wx0 - halfW) first++;
    if (first < to && x[items[first]!]! < wx1 + halfW) return true;
  }
  return false;
}

/**
 * Where the overview goes so that it covers no node (issue 18): its usual corner, else the
 * other bottom corner, else nowhere (it steps aside to its show button until there is room).
 */
export function minimapPlace(
  index: SpatialIndexData,
  t: CameraTransform,
  width: number,
  height: number,
  prefer: MinimapCorner = 'left',
): MinimapCorner | null {
  const other: MinimapCorner = prefer === 'left' ? 'right' : 'left';
  for (const corner of [prefer, other]) {
    if (!boxesUnder(index, t, minimapRect(corner, width, height))) return corner;
  }
  return null;
}
