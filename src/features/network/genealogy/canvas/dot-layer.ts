import type { CameraTransform, Viewport } from './camera';
import { dotSize } from './draw-dots';
import type { Frame } from './draw-nodes';
import { fillAll, type PixelBuffer } from './dot-raster';
import {
  dots,
  faint,
  links,
  rings,
  type Layer,
  type LayerKey,
  type Painting,
} from './dot-layer-slices';
import { DotThinning } from './dot-thinning';

/**
 * The far-out view as a picture (issue 32 point 4, decision 051).
 *
 * Far out, a whole organisation of a million members is some 15,000 dots and as many links
 * a frame, each picked by thinning the rows in view. Drawn afresh every frame that is 10 ms
 * of main-thread work idle on a 2-core machine, against a budget of 4. So the dots are drawn
 * once into a pixel layer a little larger than the screen (dot-raster.ts), and each frame
 * puts that layer on the canvas, moved and scaled to the camera: one call.
 *
 * When the camera has moved off the layer's own view, a new layer is drawn for the camera as
 * it is, a slice of at most `budgetMs` per frame (thinning stops between rows, the drawing
 * between dots), while the old one stands in, moved and scaled. It replaces the old one
 * when complete, and the next is started if the camera has moved on since, so a camera at
 * rest always ends with the exact picture. What the layer shows changing (the layout, the
 * analysis, the theme, the canvas's size) is drawn whole in the frame that shows it: the
 * member never sees old colours.
 */
export interface DotPainter {
  /** Puts the far-out view on the frame's canvas; what it shows, for DrawStats. */
  paint(frame: Frame, viewport: Viewport): DotPaint;
  /** A layer is being drawn in slices, or the last one is not the camera's: draw again. */
  readonly pending: boolean;
}

export interface DotPaint {
  /** Dots in the layer shown (its margin included). */
  nodes: number;
  extent: { left: number; top: number; right: number; bottom: number } | null;
}

/** Where the layer's pixels live: a buffer to draw into and an image to draw from. */
export interface LayerPixels {
  /** The buffer a new layer is drawn into, this many device pixels; reused. */
  buffer(width: number, height: number): PixelBuffer;
  /** A CSS colour as a pixel (the context reads what the parser does not). */
  colour(css: string, ctx: CanvasRenderingContext2D): number;
  /**
   * Copies rows [from, to) of the buffer into the image behind the one shown: copying a
   * whole layer at once is a few ms of its own, so a frame copies a band.
   */
  copy(from: number, to: number): void;
  /** The image behind becomes the one shown (the new layer is complete). */
  show(): void;
  /** The layer shown. */
  readonly image: CanvasImageSource | null;
}

const sameKey = (a: LayerKey, b: LayerKey) =>
  a.layout === b.layout &&
  a.analysis === b.analysis &&
  a.theme === b.theme &&
  a.width === b.width &&
  a.height === b.height &&
  a.dpr === b.dpr;

const sameView = (a: CameraTransform, b: CameraTransform) =>
  a.k === b.k && a.x === b.x && a.y === b.y && (a.ky ?? a.k) === (b.ky ?? b.k);

const PHASES = ['thin', 'links', 'faint', 'dots', 'rings', 'copy'] as const;
/** Items drawn between two looks at the clock. */
const CHUNK = 512;
/** Pixels copied between two looks at the clock (about 1 MB). */
const BAND_PIXELS = 1 << 18;

/** One layer being drawn: a resumable walk through the phases above. */
class LayerJob {
  phase = 0;
  cursor = 0;
  readonly thinning: DotThinning;

  constructor(
    readonly layer: Layer,
    private readonly frame: Frame,
    private readonly pixels: LayerPixels,
  ) {
    const { t, ox, oy, width, height, key } = layer;
    const ky = t.ky ?? t.k;
    const d = key.dpr;
    const world = {
      minX: (ox / d - t.x) / t.k,
      maxX: ((ox + width) / d - t.x) / t.k,
      minY: (oy / d - t.y) / ky,
      maxY: ((oy + height) / d - t.y) / ky,
    };
    this.thinning = new DotThinning(frame.scene, world, t.k, ky);
  }

  /** Draws until done or `more()` says stop; true when the layer is complete. */
  run(more: () => boolean): boolean {
    while (this.phase < PHASES.length) {
      const phase = PHASES[this.phase]!;
      if (phase === 'thin') {
        if (!this.thinning.run(more)) return false;
      } else if (phase === 'copy') {
        if (!this.copy(more)) return false;
      } else if (!this.draw(phase, more)) return false;
      this.phase++;
      this.cursor = 0;
      if (this.phase < PHASES.length && !more()) return false;
    }
    return true;
  }

  private copy(more: () => boolean): boolean {
    const { height, width } = this.layer;
    const band = Math.max(1, Math.floor(BAND_PIXELS / width));
    while (this.cursor < height) {
      const to = Math.min(height, this.cursor + band);
      this.pixels.copy(this.cursor, to);
      this.cursor = to;
      if (to < height && !more()) return false;
    }
    this.pixels.show();
    return true;
  }

  private draw(phase: (typeof PHASES)[number], more: () => boolean): boolean {
    const p = this.paintingOf();
    const slice =
      phase === 'links' ? links : phase === 'faint' ? faint : phase === 'dots' ? dots : rings;
    const { count } = this.thinning;
    while (this.cursor < count) {
      const end = Math.min(count, this.cursor + CHUNK);
      slice(p, this.cursor, end);
      this.cursor = end;
      if (end < count && !more()) return false;
    }
    return true;
  }

  private painting: Painting | null = null;

  /** Everything the slices read, worked out once per layer. */
  private paintingOf(): Painting {
    if (this.painting) return this.painting;
    const { scene, theme, ctx } = this.frame;
    const { layer } = this;
    const { t, key, ox, oy } = layer;
    const d = key.dpr;
    const a = scene.analysis?.style.length === scene.layout.count ? scene.analysis : null;
    const colour = (css: string) => this.pixels.colour(css, ctx);
    const buffer = this.pixels.buffer(layer.width, layer.height);
    fillAll(buffer, colour(theme.background));
    const side = Math.max(1, Math.round(dotSize(this.frame) * d));
    this.painting = {
      b: buffer,
      layer,
      layout: scene.layout,
      picked: this.thinning.picked,
      style: a?.style ?? null,
      colourKey: a && a.palette.length > 0 ? a.colour : null,
      highlight: a?.highlight ?? null,
      palette: a && a.palette.length > 0 ? a.palette.map(colour) : [colour(theme.accent)],
      k: t.k * d,
      ky: (t.ky ?? t.k) * d,
      tx: t.x * d - ox,
      ty: t.y * d - oy,
      side,
      half: side / 2,
      link: colour(theme.link),
      thick: Math.max(1, Math.round(d)),
      free: colour(theme.freeSlot),
      ring: colour(theme.focusRing),
      gap: Math.round(3 * d),
      ringWidth: Math.max(1, Math.round(2 * d)),
    };
    return this.painting;
  }
}

/**
 * The browser's painter for one canvas (TreeView keeps one). `pixels` holds the layer;
 * `now` and `budgetMs` bound the slices.
 */
export class DotLayers implements DotPainter {
  private layer: Layer | null = null;
  private job: LayerJob | null = null;

  constructor(
    private readonly pixels: LayerPixels,
    private readonly options: {
      /** Most drawing a frame spends on a new layer, ms. */
      budgetMs?: number;
      /** The layer's margin around the screen, as a share of its width and height. */
      margin?: number;
      now?: () => number;
    } = {},
  ) {}

  get pending(): boolean {
    return this.job !== null;
  }

  paint(frame: Frame, viewport: Viewport): DotPaint {
    const now = this.options.now ?? (() => performance.now());
    const started = now();
    const budget = this.options.budgetMs ?? 2;
    const { width, height, dpr, transform: t } = viewport;
    const key: LayerKey = {
      layout: frame.scene.layout,
      analysis: frame.scene.analysis,
      theme: frame.theme,
      width,
      height,
      dpr,
    };
    if (!this.layer || !sameKey(this.layer.key, key)) {
      // What the layer shows has changed: the frame shows the new picture, whole.
      this.job = null;
      const job = new LayerJob(this.newLayer(key, t), frame, this.pixels);
      job.run(() => true);
      this.layer = job.layer;
    } else if (sameView(this.layer.t, t)) {
      // The layer is the camera's: a layer still being drawn for an older camera is not.
      this.job = null;
    } else {
      if (!this.job || !sameKey(this.job.layer.key, key)) {
        this.job = new LayerJob(this.newLayer(key, t), frame, this.pixels);
      }
      if (this.job.run(() => now() - started < budget)) {
        this.layer = this.job.layer;
        // The camera may have moved on while it was drawn: the next frame starts again.
        this.job = sameView(this.layer.t, t)
          ? null
          : new LayerJob(this.newLayer(key, t), frame, this.pixels);
      }
    }
    this.composite(frame, viewport, this.layer);
    const l = this.layer;
    return {
      nodes: l.nodes,
      extent:
        l.ends[0] === -1
          ? null
          : {
              left: frame.sx(l.ends[0]) - frame.w / 2,
              top: frame.sy(l.ends[1]) - frame.h / 2,
              right: frame.sx(l.ends[2]) + frame.w / 2,
              bottom: frame.sy(l.ends[3]) + frame.h / 2,
            },
    };
  }

  private newLayer(key: LayerKey, t: CameraTransform): Layer {
    const margin = this.options.margin ?? 0.125;
    const w = Math.max(1, Math.round(key.width * key.dpr));
    const h = Math.max(1, Math.round(key.height * key.dpr));
    const mx = Math.round(w * margin);
    const my = Math.round(h * margin);
    return {
      key,
      t,
      ox: -mx,
      oy: -my,
      width: w + 2 * mx,
      height: h + 2 * my,
      nodes: 0,
      ends: [-1, -1, -1, -1],
    };
  }

  /** The layer on the canvas, moved and scaled from its camera to the frame's. */
  private composite(frame: Frame, viewport: Viewport, layer: Layer) {
    const image = this.pixels.image;
    if (!image) return;
    const { ctx } = frame;
    const { dpr, transform: t } = viewport;
    const l = layer.t;
    const sx = t.k / l.k;
    const sy = (t.ky ?? t.k) / (l.ky ?? l.k);
    // A layer pixel px lies at device x = (px + ox − l.x·dpr)·sx + t.x·dpr on this frame.
    const dx = (layer.ox - l.x * dpr) * sx + t.x * dpr;
    const dy = (layer.oy - l.y * dpr) * sy + t.y * dpr;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(image, dx, dy, layer.width * sx, layer.height * sy);
    ctx.imageSmoothingEnabled = true;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  }
}
