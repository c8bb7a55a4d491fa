/**
 * Pixels for the far-out view (issue 32 point 4, decision 051). Far out, a whole organisation
 * of a million members is some 15,000 dots and as many links a frame. As canvas calls that is
 * about 45,000 calls into the browser and two paths of 15,000 pieces for Skia to fill and
 * stroke: 10 ms a frame idle on a 2-core machine, 26 ms at a load of 3. Written straight into
 * a 32-bit pixel buffer and put on the canvas in one call, the same frame is a few ms.
 *
 * Everything here is pure and works on a plain Uint32Array, so it is tested in Node; only
 * dot-layer.ts's `canvasLayerPixels` touches the browser's ImageData and canvases.
 */

/** Device pixels, one 32-bit RGBA word each, in ImageData's byte order. */
export interface PixelBuffer {
  width: number;
  height: number;
  pixels: Uint32Array;
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** A pixel word whose bytes in memory are r, g, b, a (ImageData's order). */
export function packRgba(r: number, g: number, b: number, a = 255): number {
  return littleEndian
    ? ((a << 24) | (b << 16) | (g << 8) | r) >>> 0
    : ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;
}

/** The r, g, b, a bytes of a pixel word. */
export function unpackRgba(p: number): [number, number, number, number] {
  return littleEndian
    ? [p & 255, (p >>> 8) & 255, (p >>> 16) & 255, p >>> 24]
    : [p >>> 24, (p >>> 16) & 255, (p >>> 8) & 255, p & 255];
}

/**
 * `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` and `rgba(…)` (comma or space separated,
 * as a canvas context normalises colours to), else null.
 */
export function parseCssColour(css: string): number | null {
  const s = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(s)?.[1];
  if (hex && hex.length !== 5 && hex.length !== 7) {
    const long = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number) => parseInt(long.slice(i * 2, i * 2 + 2), 16);
    return packRgba(byte(0), byte(1), byte(2), long.length === 8 ? byte(3) : 255);
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(s)?.[1];
  if (!fn) return null;
  const parts = fn.split(/[\s,/]+/).filter(Boolean);
  if (parts.length !== 3 && parts.length !== 4) return null;
  const channel = (v: string, scale: number) =>
    v.endsWith('%') ? (Number(v.slice(0, -1)) / 100) * scale : Number(v);
  const [r, g, b] = parts.slice(0, 3).map((v) => channel(v, 255));
  const a = parts.length === 4 ? channel(parts[3]!, 1) * 255 : 255;
  if (![r, g, b, a].every(Number.isFinite)) return null;
  const byte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return packRgba(byte(r!), byte(g!), byte(b!), byte(a));
}

export function fillAll(b: PixelBuffer, colour: number) {
  b.pixels.fill(colour);
}

/** An opaque square, top left at (x, y), clipped to the buffer. */
export function fillSquare(b: PixelBuffer, x: number, y: number, size: number, colour: number) {
  const x0 = x < 0 ? 0 : x;
  const y0 = y < 0 ? 0 : y;
  const x1 = Math.min(b.width, x + size);
  const y1 = Math.min(b.height, y + size);
  const { pixels, width } = b;
  // Dots are a few pixels wide: plain stores beat a fill call per row.
  for (let row = y0 * width; row < y1 * width; row += width)
    for (let at = row + x0; at < row + x1; at++) pixels[at] = colour;
}

// Where each channel sits in a pixel word (ImageData's bytes are r, g, b, a in memory).
const [R, G, B] = littleEndian ? [0, 8, 16] : [24, 16, 8];

/** A square laid over what is there with `alpha` of `colour` (the dimmed members). */
export function blendSquare(
  b: PixelBuffer,
  x: number,
  y: number,
  size: number,
  colour: number,
  alpha: number,
) {
  const keep = 1 - alpha;
  const cr = ((colour >>> R) & 255) * alpha;
  const cg = ((colour >>> G) & 255) * alpha;
  const cb = ((colour >>> B) & 255) * alpha;
  // The alpha byte stays: every pixel under a dot is opaque already.
  const rest = ~((255 << R) | (255 << G) | (255 << B));
  const x0 = x < 0 ? 0 : x;
  const y0 = y < 0 ? 0 : y;
  const x1 = Math.min(b.width, x + size);
  const y1 = Math.min(b.height, y + size);
  const { pixels, width } = b;
  for (let row = y0; row < y1; row++)
    for (let at = row * width + x0, end = row * width + x1; at < end; at++) {
      const p = pixels[at]!;
      const r = Math.round(((p >>> R) & 255) * keep + cr);
      const g = Math.round(((p >>> G) & 255) * keep + cg);
      const bl = Math.round(((p >>> B) & 255) * keep + cb);
      pixels[at] = ((p & rest) | (r << R) | (g << G) | (bl << B)) >>> 0;
    }
}

/** The outline of a square, `thick` pixels wide, inside its size (a search hit's ring). */
export function strokeSquare(
  b: PixelBuffer,
  x: number,
  y: number,
  size: number,
  thick: number,
  colour: number,
) {
  fillRect(b, x, y, size, thick, colour);
  fillRect(b, x, y + size - thick, size, thick, colour);
  fillRect(b, x, y + thick, thick, size - 2 * thick, colour);
  fillRect(b, x + size - thick, y + thick, thick, size - 2 * thick, colour);
}

function fillRect(b: PixelBuffer, x: number, y: number, w: number, h: number, colour: number) {
  const x0 = Math.max(0, x);
  const y0 = Math.max(0, y);
  const x1 = Math.min(b.width, x + w);
  const y1 = Math.min(b.height, y + h);
  for (let row = y0; row < y1; row++) b.pixels.fill(colour, row * b.width + x0, row * b.width + x1);
}

/**
 * A straight line `thick` pixels wide, clipped to the buffer first (Liang–Barsky), so a link
 * to a parent a million pixels away costs only its visible pixels. One pixel per step along
 * the major axis, widened across it: links far out are a carpet, not a drawing.
 */
export function line(
  b: PixelBuffer,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  colour: number,
  thick = 1,
) {
  const maxX = b.width - 1;
  const maxY = b.height - 1;
  const dx = x1 - x0;
  const dy = y1 - y0;
  // Liang–Barsky: each edge's p·t ≤ q keeps the part of the line inside. Written out, with
  // no array per call: this runs for every link of every frame.
  let t0 = 0;
  let t1 = 1;
  for (let e = 0; e < 4; e++) {
    const p = e === 0 ? -dx : e === 1 ? dx : e === 2 ? -dy : dy;
    const q = e === 0 ? x0 : e === 1 ? maxX - x0 : e === 2 ? y0 : maxY - y0;
    if (p === 0) {
      if (q < 0) return;
      continue;
    }
    const r = q / p;
    if (p < 0) {
      if (r > t1) return;
      if (r > t0) t0 = r;
    } else {
      if (r < t0) return;
      if (r < t1) t1 = r;
    }
  }
  let ax = x0 + t0 * dx;
  let ay = y0 + t0 * dy;
  let bx = x0 + t1 * dx;
  let by = y0 + t1 * dy;
  const { pixels, width } = b;
  if (Math.abs(bx - ax) >= Math.abs(by - ay)) {
    if (ax > bx) [ax, ay, bx, by] = [bx, by, ax, ay];
    const from = Math.round(ax);
    const to = Math.round(bx);
    const slope = to === from ? 0 : (by - ay) / (bx - ax);
    const last = Math.max(0, maxY - thick + 1);
    let yf = ay + (from - ax) * slope + 0.5;
    for (let x = from; x <= to; x++, yf += slope) {
      let y = Math.floor(yf);
      if (y > last) y = last;
      else if (y < 0) y = 0;
      let at = y * width + x;
      pixels[at] = colour;
      for (let k = 1; k < thick && y + k <= maxY; k++) pixels[(at += width)] = colour;
    }
  } else {
    if (ay > by) [ax, ay, bx, by] = [bx, by, ax, ay];
    const from = Math.round(ay);
    const to = Math.round(by);
    const slope = to === from ? 0 : (bx - ax) / (by - ay);
    const last = Math.max(0, maxX - thick + 1);
    let xf = ax + (from - ay) * slope + 0.5;
    for (let y = from, row = from * width; y <= to; y++, row += width, xf += slope) {
      let x = Math.floor(xf);
      if (x > last) x = last;
      else if (x < 0) x = 0;
      const at = row + x;
      pixels[at] = colour;
      for (let k = 1; k < thick && x + k <= maxX; k++) pixels[at + k] = colour;
    }
  }
}

/** A CSS colour as a pixel: parsed, else as the context reads it (it says #rrggbb back). */
export function cssToPixel(css: string, ctx: CanvasRenderingContext2D): number {
  const parsed = parseCssColour(css);
  if (parsed !== null) return parsed;
  const before = ctx.fillStyle;
  ctx.fillStyle = css;
  const read = parseCssColour(String(ctx.fillStyle));
  ctx.fillStyle = before;
  return read ?? packRgba(0, 0, 0);
}
