import { interpolateZoom } from 'd3-interpolate';
import { select, type Selection } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type ZoomBehavior } from 'd3-zoom';
import type { Bounds } from '@workers/genealogy/protocol';
import {
  centreOn,
  constrainStretched,
  firstLevelBounds,
  fitTransform,
  stretched,
  identity,
  scaleExtent,
  screenToWorld,
  worldToScreen,
  type CameraTransform,
  type Viewport,
} from './camera';
import { DotLayers } from './dot-layer';
import { canvasLayerPixels } from './dot-layer-pixels';
import { drawTree, type DrawStats } from './draw-tree';
import { openingView, type OpeningView } from './opening';
import type { TreeScene } from './scene';
import type { TreeTheme } from './tree-theme';

export interface TreeViewEvents {
  /** Every camera change (pan, zoom, fly), after the frame is scheduled. */
  onView?(viewport: Viewport): void;
  /** Mouse hover: the layout index under the pointer (-1 for none), in canvas CSS pixels. */
  onHover?(index: number, x: number, y: number): void;
  /** Click or tap that was not a drag. */
  onTap?(index: number, x: number, y: number): void;
}

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How far (CSS pixels) a tap may land from a dot and still take it. */
const TAP_SLOP = 16;

const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * The imperative side of the explorer: owns the canvas, d3-zoom (drag, wheel, pinch) and the
 * requestAnimationFrame loop. Each frame is one call of the pure drawTree. React only
 * creates it, sizes it and hands it scenes.
 */
export class TreeView {
  private readonly zoomer: ZoomBehavior<HTMLCanvasElement, unknown>;
  private readonly selection: Selection<HTMLCanvasElement, unknown, null, undefined>;
  private viewport: Viewport = { width: 0, height: 0, dpr: 1, transform: identity };
  private frame = 0;
  /** Frames drawn so far (the bench pairs each with its drawing work). */
  private draws = 0;
  private flight = 0;
  private moves = 0;
  /** The root's and first level's boxes in the world, for the `data-first-level` hint. */
  private firstLevel: Bounds | null = null;
  /**
   * The layout `firstLevel` was read from: finding it reads every node, a few milliseconds at
   * a million, and a new scene for an analysis, a hover or a selection keeps its layout.
   */
  private firstLevelOf: TreeScene['layout'] | null = null;
  /**
   * The first view's level cap (opening.ts): deeper levels stay undrawn until the member
   * moves the camera or walks the tree, so the first view shows no box too small to read.
   */
  private opening: OpeningView | null = null;
  /** The far-out view's picture (dot-layer.ts), made on the first frame that needs it. */
  private dots: DotLayers | undefined;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private scene: TreeScene | null,
    private theme: TreeTheme,
    private readonly events: TreeViewEvents = {},
  ) {
    this.zoomer = zoom<HTMLCanvasElement, unknown>()
      .scaleExtent([0.001, 3])
      .constrain((t) => {
        const scene = this.scene;
        if (!scene?.stretch || this.viewport.height === 0) return t;
        const c = constrainStretched(t, scene.layout.bounds, this.viewport.height);
        return c.y === t.y ? t : zoomIdentity.translate(c.x, c.y).scale(c.k);
      })
      .on('start', (e: { sourceEvent: unknown }) => {
        // A gesture of the member's own cancels a fly-to in progress.
        if (!e.sourceEvent) return;
        this.moves++;
        cancelAnimationFrame(this.flight);
        delete canvas.dataset.flying;
      })
      .on('zoom', (e: { transform: CameraTransform; sourceEvent: unknown }) => {
        // The first view ends when the member's gesture moves the camera, not when it starts:
        // a tap starts a gesture too, and must land on the member drawn under the finger.
        if (e.sourceEvent) this.liftOpening();
        const { k, x, y } = e.transform;
        const scene = this.scene;
        const transform = this.opening
          ? this.opening.transform
          : scene?.stretch
            ? stretched({ k, x, y }, scene.layout.bounds, this.viewport.height)
            : { k, x, y };
        this.viewport = { ...this.viewport, transform };
        // The scale and the world point at the centre, for tests and tools that cannot see
        // inside the canvas.
        canvas.dataset.scale = k.toPrecision(6);
        const [cx, cy] = screenToWorld(
          transform,
          this.viewport.width / 2,
          this.viewport.height / 2,
        );
        canvas.dataset.centre = `${cx.toFixed(1)},${cy.toFixed(1)}`;
        this.redraw();
        this.events.onView?.(this.viewport);
      });
    this.selection = select(canvas);
    this.selection.call(this.zoomer).on('dblclick.zoom', null);
    canvas.addEventListener('pointermove', this.hover);
    canvas.addEventListener('pointerleave', this.leave);
    canvas.addEventListener('click', this.tap);
  }

  get current(): Viewport {
    return this.viewport;
  }

  /** Camera moves the member asked for (gestures, zoom buttons, fly-to), counted. */
  get userMoves(): number {
    return this.moves;
  }

  resize(width: number, height: number, dpr: number) {
    this.canvas.width = Math.max(1, Math.round(width * dpr));
    this.canvas.height = Math.max(1, Math.round(height * dpr));
    this.viewport = { ...this.viewport, width, height, dpr };
    this.updateExtent();
    // The first view fits the canvas: a new size fits it anew.
    if (this.opening) this.open();
    // A stretched tree fills the screen's height: a new height stretches it anew.
    else if (this.scene?.stretch) this.zoomer.transform(this.selection, zoomTransform(this.canvas));
    this.redraw();
  }

  setScene(scene: TreeScene | null) {
    this.scene = scene;
    // Walking the tree with the keyboard may focus a member below the cap.
    if (scene && (scene.focused >= 0 || scene.selected >= 0)) this.liftOpening();
    const layout = scene?.layout ?? null;
    if (layout !== this.firstLevelOf) {
      this.firstLevel = layout ? firstLevelBounds(layout) : null;
      this.firstLevelOf = layout;
    }
    this.updateExtent();
    this.redraw();
  }

  setTheme(theme: TreeTheme) {
    this.theme = theme;
    this.redraw();
  }

  /**
   * The first view of the scene (opening.ts): its levels only, their boxes drawn larger and
   * spread over the height. d3-zoom gets the same scale with the root where it is drawn, so
   * the first gesture starts from there.
   */
  open() {
    const { width, height } = this.viewport;
    if (!this.scene || width === 0) return;
    const view = openingView(this.scene.layout, width, height);
    const t = view.transform;
    const rootY = this.scene.layout.y[0] ?? 0;
    const y = t.y + rootY * ((t.ky ?? t.k) - t.k);
    cancelAnimationFrame(this.flight);
    delete this.canvas.dataset.flying;
    this.opening = view;
    this.canvas.dataset.openingDepth = String(view.depth);
    this.zoomer.transform(this.selection, zoomIdentity.translate(t.x, y).scale(t.k));
    this.redraw();
  }

  private liftOpening() {
    if (!this.opening) return;
    this.opening = null;
    delete this.canvas.dataset.openingDepth;
    const { k, x, y } = zoomTransform(this.canvas);
    const scene = this.scene;
    this.viewport = {
      ...this.viewport,
      transform: scene?.stretch
        ? stretched({ k, x, y }, scene.layout.bounds, this.viewport.height)
        : { k, x, y },
    };
    this.redraw();
  }

  /** Jumps (no animation) to a transform, e.g. to keep a node still after a re-layout. */
  jumpTo(t: CameraTransform) {
    this.liftOpening();
    cancelAnimationFrame(this.flight);
    delete this.canvas.dataset.flying;
    this.zoomer.transform(this.selection, zoomIdentity.translate(t.x, t.y).scale(t.k));
  }

  /** Animated pan and zoom to a transform (d3's smooth zoom path); instant if motion is reduced. */
  flyTo(target: CameraTransform, reduceMotion = prefersReducedMotion()) {
    this.moves++;
    this.liftOpening();
    cancelAnimationFrame(this.flight);
    const { width, height, transform: from } = this.viewport;
    if (reduceMotion || width === 0) return this.jumpTo(target);
    const view = (t: CameraTransform): [number, number, number] => {
      const [cx, cy] = screenToWorld(t, width / 2, height / 2);
      return [cx, cy, width / t.k];
    };
    const path = interpolateZoom(view(from), view(target));
    const duration = Math.min(Math.max(path.duration, 300), 1200);
    const start = performance.now();
    const step = (now: number) => {
      const p = Math.min((now - start) / duration, 1);
      const [cx, cy, w] = path(ease(p));
      const k = width / w;
      this.zoomer.transform(
        this.selection,
        zoomIdentity.translate(width / 2 - cx * k, height / 2 - cy * k).scale(k),
      );
      if (p < 1) this.flight = requestAnimationFrame(step);
      else delete this.canvas.dataset.flying;
    };
    // Marks the flight for tests and tools: they wait for it to end instead of sleeping.
    this.canvas.dataset.flying = 'true';
    this.flight = requestAnimationFrame(step);
  }

  /** The transform that centres layout index i at scale k. */
  centred(i: number, k: number): CameraTransform {
    const { layout } = this.scene!;
    return centreOn(k, layout.x[i]!, layout.y[i]!, this.viewport.width, this.viewport.height);
  }

  fitted(): CameraTransform {
    const { width, height } = this.viewport;
    const scene = this.scene;
    return scene
      ? fitTransform(scene.layout.bounds, width, height, 24, 1, scene.stretch)
      : identity;
  }

  zoomBy(factor: number) {
    this.moves++;
    this.liftOpening();
    this.zoomer.scaleBy(this.selection, factor);
  }

  redraw() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const ctx = this.canvas.getContext('2d');
      if (!ctx || this.viewport.width === 0) return;
      if (this.scene) {
        const started = performance.now();
        this.dots ??=
          typeof ImageData === 'function' ? new DotLayers(canvasLayerPixels()) : undefined;
        const stats = drawTree(ctx, this.scene, this.viewport, this.theme, {
          maxDepth: this.opening?.depth ?? Infinity,
          dots: this.dots,
        });
        // A new far-out picture is being drawn a slice a frame: keep the frames coming.
        if (this.dots?.pending) this.redraw();
        // The frame's own drawing work and a count of frames drawn, for the bench (issue 32
        // point 4): the interval between frames says only the display's refresh rate.
        this.draws++;
        this.canvas.dataset.drawWork = `${this.draws}:${(performance.now() - started).toFixed(2)}`;
        this.canvas.dataset.drawn = drawnSummary(stats);
        // Where the root is drawn, for tests and tools that cannot see inside the canvas.
        const [rx, ry] = worldToScreen(
          this.viewport.transform,
          this.scene.layout.x[0] ?? 0,
          this.scene.layout.y[0] ?? 0,
        );
        this.canvas.dataset.rootAt = `${rx.toFixed(1)},${ry.toFixed(1)}`;
        if (this.firstLevel) {
          // From the boxes' centres, at the scale the boxes are drawn (kb in the first view).
          const b = this.firstLevel;
          const t = this.viewport.transform;
          const { boxWidth: bw, boxHeight: bh } = this.scene.index.data;
          const kb = t.kb ?? t.k;
          const [l, tp] = worldToScreen(t, b.minX + bw / 2, b.minY + bh / 2);
          const [r, bt] = worldToScreen(t, b.maxX - bw / 2, b.maxY - bh / 2);
          const [left, top, right, bottom] = [
            l - (bw * kb) / 2,
            tp - (bh * kb) / 2,
            r + (bw * kb) / 2,
            bt + (bh * kb) / 2,
          ];
          // The root's and first level's boxes on screen: "left,top,right,bottom".
          this.canvas.dataset.firstLevel = [left, top, right, bottom]
            .map((n) => n.toFixed(1))
            .join(',');
        }
      } else clearToBackground(ctx, this.viewport, this.theme);
    });
  }

  destroy() {
    cancelAnimationFrame(this.frame);
    cancelAnimationFrame(this.flight);
    this.selection.on('.zoom', null);
    this.canvas.removeEventListener('pointermove', this.hover);
    this.canvas.removeEventListener('pointerleave', this.leave);
    this.canvas.removeEventListener('click', this.tap);
  }

  private updateExtent() {
    const { width, height } = this.viewport;
    if (!this.scene || width === 0) return;
    this.zoomer.scaleExtent(scaleExtent(this.scene.layout.bounds, width, height));
  }

  private hitAt(e: MouseEvent): [number, number, number] {
    const rect = this.canvas.getBoundingClientRect();
    const x = e.clientX - rect.left;
    const y = e.clientY - rect.top;
    if (!this.scene) return [-1, x, y];
    const t = this.viewport.transform;
    const [wx, wy] = screenToWorld(t, x, y);
    const hit = this.opening ? this.openingHit(x, y) : this.scene.index.hitTest(wx, wy);
    const index = hit >= 0 ? hit : this.nearest(x, y);
    return [this.undrawn(index) ? -1 : index, x, y];
  }

  /**
   * Far out a node is a dot a few pixels wide, smaller than a finger: a tap then takes the
   * node drawn nearest to it, within TAP_SLOP pixels.
   */
  private nearest(x: number, y: number): number {
    const scene = this.scene!;
    const t = this.viewport.transform;
    const [x0, y0] = screenToWorld(t, x - TAP_SLOP, y - TAP_SLOP);
    const [x1, y1] = screenToWorld(t, x + TAP_SLOP, y + TAP_SLOP);
    const { boxWidth, boxHeight } = scene.index.data;
    // The index matches boxes; shrink the rectangle by them so it matches centres.
    const found = scene.index.query(
      x0 + boxWidth / 2,
      y0 + boxHeight / 2,
      x1 - boxWidth / 2,
      y1 - boxHeight / 2,
    );
    let best = -1;
    let bestDistance = TAP_SLOP * TAP_SLOP;
    const style = scene.analysis?.style;
    for (const i of found) {
      if (style && style[i] === 2) continue;
      const [sx, sy] = worldToScreen(t, scene.layout.x[i]!, scene.layout.y[i]!);
      const d = (sx - x) ** 2 + (sy - y) ** 2;
      if (d <= bestDistance) {
        best = i;
        bestDistance = d;
      }
    }
    return best;
  }

  /** The first view draws its boxes larger than the index's: a hit is inside a drawn box. */
  private openingHit(x: number, y: number): number {
    const scene = this.scene!;
    const t = this.viewport.transform;
    const kb = t.kb ?? t.k;
    const { boxWidth, boxHeight } = scene.index.data;
    const w = this.viewport;
    const [x0, y0] = screenToWorld(t, 0, 0);
    const [x1, y1] = screenToWorld(t, w.width, w.height);
    for (const i of scene.index.query(x0, y0, x1, y1)) {
      if (this.undrawn(i)) continue;
      const [sx, sy] = worldToScreen(t, scene.layout.x[i]!, scene.layout.y[i]!);
      if (Math.abs(sx - x) <= (boxWidth * kb) / 2 && Math.abs(sy - y) <= (boxHeight * kb) / 2)
        return i;
    }
    return -1;
  }

  /** A node below the first view's level cap: not drawn, so not hovered or tapped. */
  private undrawn(i: number): boolean {
    if (i < 0 || !this.opening || !this.scene) return false;
    const { depth } = this.scene.layout;
    return depth[i]! - depth[0]! > this.opening.depth;
  }

  private hover = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || e.buttons !== 0) return;
    this.events.onHover?.(...this.hitAt(e));
  };

  private leave = () => this.events.onHover?.(-1, 0, 0);

  private tap = (e: MouseEvent) => this.events.onTap?.(...this.hitAt(e));
}

/**
 * What a frame drew, for tests and tools that cannot see inside the canvas (issue 31):
 * "lod nodes labelled unlabelled minFont boxWidth boxHeight left top right bottom", CSS
 * pixels, the extent being that of every drawn box ("-" for none).
 */
function drawnSummary(s: DrawStats): string {
  const n = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');
  const e = s.extent;
  return [
    s.lod,
    s.nodes,
    s.labels.labelled,
    s.labels.unlabelled,
    n(s.labels.minFont),
    n(s.box.width),
    n(s.box.height),
    ...(e ? [e.left, e.top, e.right, e.bottom].map(n) : ['-', '-', '-', '-']),
  ].join(' ');
}

/**
 * Without a scene (still loading) the canvas shows the theme background. Painting it also
 * gives the canvas its backing store while the worker loads, so the first tree frame does not
 * pay for it (about 5 ms of the first paint's main-thread task).
 */
function clearToBackground(ctx: CanvasRenderingContext2D, viewport: Viewport, theme: TreeTheme) {
  ctx.setTransform(viewport.dpr, 0, 0, viewport.dpr, 0, 0);
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, viewport.width, viewport.height);
}
