/** Where the far-out picture lives in the browser (dot-layer.ts `LayerPixels`). */
import { cssToPixel } from './dot-raster';
import type { LayerPixels } from './dot-layer';

/** The browser's layer pixels: one ImageData to draw into, two canvases to show and fill. */
export function canvasLayerPixels(): LayerPixels {
  let data: ImageData | null = null;
  let pixels = new Uint32Array(0);
  type Surface = OffscreenCanvas | HTMLCanvasElement;
  let shown: Surface | null = null;
  let behind: Surface | null = null;
  const colours = new Map<string, number>();
  // The buffer's bands as ImageData views of its memory: putImageData with a dirty rectangle
  // converts the whole image on every call in Chromium, a band of its own only the band.
  let bands = new Map<string, ImageData>();
  const surface = (width: number, height: number): Surface =>
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  return {
    buffer(width, height) {
      if (!data || data.width !== width || data.height !== height) {
        data = new ImageData(width, height);
        pixels = new Uint32Array(data.data.buffer);
        bands = new Map();
      }
      return { width, height, pixels };
    },
    colour(css, ctx) {
      let c = colours.get(css);
      if (c === undefined) {
        c = cssToPixel(css, ctx);
        colours.set(css, c);
      }
      return c;
    },
    copy(from, to) {
      if (!data) return;
      if (!behind || behind.width !== data.width || behind.height !== data.height)
        behind = surface(data.width, data.height);
      const c = behind.getContext('2d') as
        OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
      const { width } = data;
      let band = bands.get(`${from}:${to}`);
      if (!band) {
        const bytes = new Uint8ClampedArray(
          data.data.buffer,
          from * width * 4,
          (to - from) * width * 4,
        );
        band = new ImageData(bytes, width, to - from);
        bands.set(`${from}:${to}`, band);
      }
      c?.putImageData(band, 0, from);
    },
    show() {
      [shown, behind] = [behind, shown];
    },
    get image() {
      return shown;
    },
  };
}
