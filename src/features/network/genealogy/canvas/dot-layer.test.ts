import { describe, expect, it } from 'vitest';
import { binaryTree } from '@workers/genealogy/generate';
import { KIND_MEMBER } from '@workers/genealogy/protocol';
import { computeLayout } from '@workers/genealogy/layout-engine';
import { fitTransform, type CameraTransform, type Viewport } from './camera';
import { DotLayers, type LayerPixels } from './dot-layer';
import { parseCssColour, type PixelBuffer } from './dot-raster';
import { thinnedVisible } from './dot-thinning';
import { drawTree } from './draw-tree';
import { recordingContext, type Recorded } from './recording-context';
import { createScene, type TreeScene } from './scene';
import { lightTreeTheme } from './tree-theme';

const sizes = { nodeWidth: 220, nodeHeight: 160, boxWidth: 190, boxHeight: 120 };
const labels = { freeSlot: 'Free', pv: 'PV', number: String };
const { layout } = computeLayout(binaryTree(3000, 5), { ...sizes, mode: 'binary' });
const plain = createScene(layout, labels, new Map(), true);
const n = layout.count;
const palette = ['#010101', '#020202', '#030303'];
const analysed: TreeScene = {
  ...plain,
  analysis: {
    colour: Uint8Array.from({ length: n }, (_, i) => i % 4),
    style: Uint8Array.from({ length: n }, (_, i) => (i % 7 === 0 ? 1 : i % 11 === 0 ? 2 : 0)),
    highlight: new Uint8Array(n),
    palette,
  },
};
const W = 640;
const H = 400;
const fit = fitTransform(layout.bounds, W, H);
const viewport = (transform: CameraTransform, dpr = 1): Viewport => ({
  width: W,
  height: H,
  dpr,
  transform,
});

/** Layer pixels in memory: each layer shown is kept, copied band by band from the buffer. */
function memoryPixels() {
  let buffer: PixelBuffer = { width: 0, height: 0, pixels: new Uint32Array(0) };
  let behind: PixelBuffer | null = null;
  const images: PixelBuffer[] = [];
  const pixels: LayerPixels & { images: PixelBuffer[] } = {
    images,
    buffer(width, height) {
      if (buffer.width !== width || buffer.height !== height)
        buffer = { width, height, pixels: new Uint32Array(width * height) };
      return buffer;
    },
    colour: (css) => parseCssColour(css)!,
    copy(from, to) {
      const { width, height } = buffer;
      if (!behind || behind.width !== width || behind.height !== height)
        behind = { width, height, pixels: new Uint32Array(width * height) };
      behind.pixels.set(buffer.pixels.subarray(from * width, to * width), from * width);
    },
    show() {
      images.push({ ...behind!, pixels: behind!.pixels.slice() });
    },
    get image() {
      return (images.at(-1) ?? null) as unknown as CanvasImageSource | null;
    },
  };
  return pixels;
}

function frameOf(
  layers: DotLayers,
  scene: TreeScene,
  transform: CameraTransform,
  dpr = 1,
): { calls: Recorded[]; stats: ReturnType<typeof drawTree> } {
  const { ctx, calls } = recordingContext();
  const stats = drawTree(ctx, scene, viewport(transform, dpr), lightTreeTheme, { dots: layers });
  return { calls, stats };
}

/** Pixels that differ (a deep equality of a million-element array is slow to report). */
function differing(a: PixelBuffer, b: PixelBuffer): number {
  if (a.pixels.length !== b.pixels.length) return Math.max(a.pixels.length, b.pixels.length);
  let n = 0;
  for (let i = 0; i < a.pixels.length; i++) if (a.pixels[i] !== b.pixels[i]) n++;
  return n;
}

const drawImages = (calls: Recorded[]) => calls.filter((c) => c.op === 'drawImage');
const pixelAt = (b: PixelBuffer, x: number, y: number) => b.pixels[y * b.width + x];

describe('DotLayers', () => {
  it('draws the far-out view into a layer with a margin, each dot in its colour', () => {
    // Far enough out for dots of 2 pixels, the smallest, which overlap least.
    const far = {
      k: 0.01,
      x: W / 2 - ((layout.bounds.minX + layout.bounds.maxX) / 2) * 0.01,
      y: 10,
    };
    const pixels = memoryPixels();
    const layers = new DotLayers(pixels, { margin: 0.125 });
    const { calls, stats } = frameOf(layers, analysed, far);
    expect(stats.lod).toBe('dot');
    expect(pixels.images).toHaveLength(1);
    expect(layers.pending).toBe(false);
    const image = pixels.images[0]!;
    const [mx, my] = [W * 0.125, H * 0.125];
    expect([image.width, image.height]).toEqual([W + 2 * mx, H + 2 * my]);
    // The layer's own world: the screen and its margin, thinned as the canvas calls do.
    const world = {
      minX: (-mx - far.x) / far.k,
      maxX: (W + mx - far.x) / far.k,
      minY: (-my - far.y) / far.k,
      maxY: (H + my - far.y) / far.k,
    };
    const style = analysed.analysis!.style;
    const picked = thinnedVisible(plain, world, far.k).filter((i) => style[i] !== 2);
    expect(stats.nodes).toBe(picked.length);
    const bg = parseCssColour(lightTreeTheme.background);
    const at = (i: number): [number, number] => [
      Math.round(layout.x[i]! * far.k + far.x + mx),
      Math.round(layout.y[i]! * far.k + far.y + my),
    ];
    // Dots may overlap far out as the canvas calls' do; a later one covers an earlier one.
    const side = Math.max(2, Math.min(sizes.boxWidth * far.k, 6));
    const covered = (i: number) =>
      picked.some((j) => {
        const [[xi, yi], [xj, yj]] = [at(i), at(j)];
        return j !== i && Math.abs(xi - xj) <= side && Math.abs(yi - yj) <= side;
      });
    let members = 0;
    for (const i of picked) {
      const [px, py] = at(i);
      // Thinning takes in boxes that reach into the layer; their centres may lie outside it.
      const inside = px >= 0 && py >= 0 && px < image.width && py < image.height;
      if (layout.kind[i] !== KIND_MEMBER || !inside || covered(i)) continue;
      const pixel = pixelAt(image, px, py);
      members++;
      if (style[i] === 1) {
        // Dimmed: faint, neither the background nor a colour of the palette.
        expect(pixel).not.toBe(bg);
        expect(palette.map(parseCssColour)).not.toContain(pixel);
      } else
        expect(pixel).toBe(parseCssColour(palette[Math.min(analysed.analysis!.colour[i]!, 2)]!));
    }
    expect(members).toBeGreaterThan(100);
    // The layer goes on the canvas at its margin, unscaled.
    expect(drawImages(calls).map((c) => c.args.slice(1))).toEqual([
      [-mx, -my, image.width, image.height],
    ]);
  });

  it('draws hidden members not at all, and free slots only without an analysis', () => {
    const pixels = memoryPixels();
    frameOf(new DotLayers(pixels, { margin: 0 }), plain, fit);
    const free = parseCssColour(lightTreeTheme.freeSlot);
    const withFree = pixels.images[0]!.pixels.filter((p) => p === free).length;
    expect(withFree).toBeGreaterThan(0);
    const analysedPixels = memoryPixels();
    frameOf(new DotLayers(analysedPixels, { margin: 0 }), analysed, fit);
    expect(analysedPixels.images[0]!.pixels.filter((p) => p === free)).toHaveLength(0);
  });

  it('moves and scales the layer with the camera until a new one is drawn', () => {
    const pixels = memoryPixels();
    let clock = 0;
    // Every look at the clock takes a millisecond: a 1 ms budget allows one slice a frame.
    const layers = new DotLayers(pixels, { margin: 0, budgetMs: 1, now: () => clock++ });
    frameOf(layers, analysed, fit);
    expect(pixels.images).toHaveLength(1);
    const zoomed = { k: fit.k * 2, x: fit.x * 2 - 10, y: fit.y * 2 + 4 };
    const { calls } = frameOf(layers, analysed, zoomed);
    expect(layers.pending).toBe(true);
    expect(pixels.images).toHaveLength(1);
    // The old layer, twice the size, where its world now is.
    const [, dx, dy, dw, dh] = drawImages(calls)[0]!.args as number[];
    expect(dw).toBeCloseTo(W * 2);
    expect(dh).toBeCloseTo(H * 2);
    expect(dx).toBeCloseTo(-fit.x * 2 + zoomed.x);
    expect(dy).toBeCloseTo(-fit.y * 2 + zoomed.y);
    // A frame at a time, the new layer completes, and then it is the camera's.
    let frames = 0;
    while (layers.pending && frames < 500) {
      frameOf(layers, analysed, zoomed);
      frames++;
    }
    expect(frames).toBeGreaterThan(1);
    expect(layers.pending).toBe(false);
    expect(pixels.images).toHaveLength(2);
    const last = frameOf(layers, analysed, zoomed);
    expect(drawImages(last.calls)[0]!.args.slice(1)).toEqual([0, 0, W, H]);
    // Drawn in slices, it is the same picture as one drawn whole.
    const whole = memoryPixels();
    frameOf(new DotLayers(whole, { margin: 0 }), analysed, zoomed);
    expect(differing(pixels.images[1]!, whole.images[0]!)).toBe(0);
  });

  it('ends with the resting camera’s picture when the camera moved while it drew', () => {
    // On a screen of two pixels per point the layer is copied in several bands.
    const pixels = memoryPixels();
    let clock = 0;
    const layers = new DotLayers(pixels, { margin: 0, budgetMs: 2, now: () => clock++ });
    frameOf(layers, analysed, fit, 2);
    let t: CameraTransform = fit;
    for (let step = 0; step < 20; step++) {
      t = { ...t, x: t.x - 7, y: t.y - 3 };
      frameOf(layers, analysed, t, 2);
    }
    let frames = 0;
    while (layers.pending && frames < 500) {
      frameOf(layers, analysed, t, 2);
      frames++;
    }
    const whole = memoryPixels();
    frameOf(new DotLayers(whole, { margin: 0 }), analysed, t, 2);
    expect(differing(pixels.images.at(-1)!, whole.images[0]!)).toBe(0);
  });

  it('draws a new analysis, theme or size whole, in the frame that shows it', () => {
    const pixels = memoryPixels();
    let clock = 0;
    const layers = new DotLayers(pixels, { margin: 0, budgetMs: 1, now: () => clock++ });
    frameOf(layers, plain, fit);
    frameOf(layers, analysed, fit);
    expect(pixels.images).toHaveLength(2);
    expect(layers.pending).toBe(false);
    frameOf(layers, analysed, fit, 2);
    expect(pixels.images).toHaveLength(3);
    expect([pixels.images[2]!.width, pixels.images[2]!.height]).toEqual([W * 2, H * 2]);
    // A hover or a selection is a new scene with the same picture: nothing is drawn again.
    frameOf(layers, { ...analysed, hovered: 3, selected: 4 }, fit, 2);
    expect(pixels.images).toHaveLength(3);
  });

  it('leaves the first view, whose levels are capped, to canvas calls', () => {
    const pixels = memoryPixels();
    const { ctx, calls } = recordingContext();
    drawTree(ctx, plain, viewport(fit), lightTreeTheme, {
      dots: new DotLayers(pixels),
      maxDepth: 3,
    });
    expect(pixels.images).toHaveLength(0);
    expect(calls.some((c) => c.op === 'rect')).toBe(true);
  });
});
