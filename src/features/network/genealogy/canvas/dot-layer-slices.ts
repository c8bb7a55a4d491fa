/**
 * The far-out picture's parts drawn a slice at a time (dot-layer.ts): one small loop per phase,
 * over a range of the picked dots, so the JIT keeps each one fast.
 */
import { KIND_MEMBER } from '@workers/genealogy/protocol';
import type { CameraTransform } from './camera';
import { DIM_ALPHA, STYLE_DIM, STYLE_HIDDEN } from './draw-dots';
import { blendSquare, fillSquare, line, strokeSquare, type PixelBuffer } from './dot-raster';
import type { SceneAnalysis, SceneLayout } from './scene';
import type { TreeTheme } from './tree-theme';

/** Everything a layer's picture depends on besides the camera. */
export interface LayerKey {
  layout: SceneLayout;
  analysis: SceneAnalysis | null;
  theme: TreeTheme;
  width: number;
  height: number;
  dpr: number;
}

/** A layer, complete or being drawn: its camera, and its place around the screen. */
export interface Layer {
  key: LayerKey;
  t: CameraTransform;
  /** The layer's top left, device pixels from the screen's, under `t` (the margin). */
  ox: number;
  oy: number;
  width: number;
  height: number;
  nodes: number;
  /** Layout indices of the dots with the extreme centres, or -1 with no dot. */
  ends: [left: number, top: number, right: number, bottom: number];
}

/** What the slices of one layer read. */
export interface Painting {
  b: PixelBuffer;
  layer: Layer;
  layout: SceneLayout;
  picked: Int32Array;
  /** The analysis's styles (dimmed, hidden), colour keys and search hits; null without. */
  style: Uint8Array | null;
  colourKey: Uint8Array | null;
  highlight: Uint8Array | null;
  /** The analysis's colours as pixels, or the accent alone. */
  palette: number[];
  /** World to layer pixels. */
  k: number;
  ky: number;
  tx: number;
  ty: number;
  side: number;
  half: number;
  link: number;
  thick: number;
  free: number;
  ring: number;
  gap: number;
  ringWidth: number;
}

// The slices: each draws picked[from, to) for one phase. One small loop each, so the JIT
// keeps each one fast (they run for some 15,000 dots a layer).

export function links(p: Painting, from: number, to: number) {
  const { x, y, parent } = p.layout;
  const { b, picked, style, k, ky, tx, ty, link, thick } = p;
  for (let n = from; n < to; n++) {
    const i = picked[n]!;
    const q = parent[i]!;
    if (q === -1 || (style !== null && style[i] === STYLE_HIDDEN)) continue;
    line(b, x[i]! * k + tx, y[i]! * ky + ty, x[q]! * k + tx, y[q]! * ky + ty, link, thick);
  }
}

export function faint(p: Painting, from: number, to: number) {
  const { style } = p;
  if (style === null) return;
  const { x, y, kind } = p.layout;
  const { b, picked, k, ky, tx, ty, half, side, link } = p;
  for (let n = from; n < to; n++) {
    const i = picked[n]!;
    if (style[i] !== STYLE_DIM || kind[i] !== KIND_MEMBER) continue;
    const left = Math.round(x[i]! * k + tx - half);
    blendSquare(b, left, Math.round(y[i]! * ky + ty - half), side, link, DIM_ALPHA);
  }
}

export function dots(p: Painting, from: number, to: number) {
  const { x, y, kind } = p.layout;
  const { b, picked, style, colourKey, palette, k, ky, tx, ty, half, side, layer } = p;
  const { ends } = layer;
  const last = palette.length - 1;
  for (let n = from; n < to; n++) {
    const i = picked[n]!;
    if (style !== null && style[i] === STYLE_HIDDEN) continue;
    layer.nodes++;
    if (ends[0] === -1 || x[i]! < x[ends[0]]!) ends[0] = i;
    if (ends[1] === -1 || y[i]! < y[ends[1]]!) ends[1] = i;
    if (ends[2] === -1 || x[i]! > x[ends[2]]!) ends[2] = i;
    if (ends[3] === -1 || y[i]! > y[ends[3]]!) ends[3] = i;
    // Free slots come next, over the members, as the canvas calls draw them.
    if (kind[i] !== KIND_MEMBER || (style !== null && style[i] === STYLE_DIM)) continue;
    const c = colourKey === null ? palette[0]! : palette[Math.min(colourKey[i]!, last)]!;
    const left = Math.round(x[i]! * k + tx - half);
    fillSquare(b, left, Math.round(y[i]! * ky + ty - half), side, c);
  }
}

/** Free slots (without an analysis: with one they are not drawn), then search hits' rings. */
export function rings(p: Painting, from: number, to: number) {
  const { x, y, kind } = p.layout;
  const { b, picked, style, highlight, k, ky, tx, ty, half, side, free } = p;
  const { ring, gap, ringWidth } = p;
  for (let n = from; n < to; n++) {
    const i = picked[n]!;
    const left = Math.round(x[i]! * k + tx - half);
    const top = Math.round(y[i]! * ky + ty - half);
    if (style === null) {
      if (kind[i] !== KIND_MEMBER) fillSquare(b, left, top, side, free);
    } else if (highlight![i] === 1 && style[i] !== STYLE_HIDDEN)
      strokeSquare(b, left - gap, top - gap, side + 2 * gap, ringWidth, ring);
  }
}
