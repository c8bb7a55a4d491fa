import { describe, expect, it } from 'vitest';
import { binaryTree, starTree, unilevelTree } from '@workers/genealogy/generate';
import { KIND_MEMBER, childrenOf } from '@workers/genealogy/protocol';
import { computeLayout } from '@workers/genealogy/layout-engine';
import { centreOn, fitTransform, visibleWorld, type Viewport } from './camera';
import { drawTree } from './draw-tree';
import { thinnedVisible } from './dot-thinning';
import { recordingContext, type Recorded } from './recording-context';
import { createScene, lastChildOf, type NodeCard, type TreeScene } from './scene';
import { lightTreeTheme } from './tree-theme';
import { volumeFormat } from '@/lib/volume';

const sizes = { nodeWidth: 220, nodeHeight: 160, boxWidth: 190, boxHeight: 120 };
const labels = { freeSlot: 'Free slot', pv: 'PV', number: volumeFormat('es') };

function sceneOf(nodes: Parameters<typeof computeLayout>[0], mode: 'binary' | 'unilevel') {
  const { layout } = computeLayout(nodes, { ...sizes, mode });
  const cards = new Map<number, NodeCard>();
  for (let i = 0; i < layout.count; i++) {
    if (layout.kind[i] !== KIND_MEMBER) continue;
    const id = layout.ids[i]!;
    cards.set(id, {
      name: `Name ${id}`,
      username: `user${id}`,
      initials: 'NM',
      rank: id % 2 ? 'Gold' : null,
      rankId: id % 2 ? 2 : null,
      pv: id * 100_000 + 0.5,
      active: true,
      avatar: null,
    });
  }
  return createScene(layout, labels, cards);
}

const texts = (calls: Recorded[]) => calls.filter((c) => c.op === 'fillText').map((c) => c.args[0]);
const count = (calls: Recorded[], op: string) => calls.filter((c) => c.op === op).length;

/** A viewport of `width` × `height` at `scale`, centred on the world point (x, y). */
const centred = (scale: number, x: number, y: number, width: number, height: number, dpr = 1) => ({
  width,
  height,
  dpr,
  transform: centreOn(scale, x, y, width, height),
});

/** A viewport of `width` × `height` with the whole scene fitted into it. */
const fitted = (scene: TreeScene, width: number, height: number) => ({
  width,
  height,
  dpr: 1,
  transform: fitTransform(scene.layout.bounds, width, height),
});

function draw(scene: TreeScene, viewport: Viewport) {
  const { ctx, calls } = recordingContext();
  const stats = drawTree(ctx, scene, viewport, lightTreeTheme);
  return { stats, calls };
}

describe('drawTree', () => {
  const binary = sceneOf(binaryTree(40, 7), 'binary');
  const root = { x: binary.layout.x[0]!, y: binary.layout.y[0]! };

  it('scales to the device pixel ratio and clears with the theme background', () => {
    const { calls } = draw(binary, centred(1, root.x, root.y, 800, 600, 2));
    expect(calls[0]).toEqual({ op: 'setTransform', args: [2, 0, 0, 2, 0, 0] });
    expect(calls[1]).toEqual({ op: 'set:fillStyle', args: [lightTreeTheme.background] });
    expect(calls[2]).toEqual({ op: 'fillRect', args: [0, 0, 800, 600] });
  });

  it('draws cards close up: initials, name, username, rank, PV, and dashed free slots', () => {
    const { stats, calls } = draw(binary, centred(1, root.x, root.y, 1280, 800));
    expect(stats.lod).toBe('card');
    const rootId = binary.layout.ids[0]!;
    const drawn = texts(calls);
    expect(drawn).toContain('NM');
    expect(drawn).toContain(`Name ${rootId}`);
    expect(drawn).toContain(`@user${rootId}`);
    // Numbers follow the interface language given in the labels (Spanish here), not the
    // browser's: "300.000,5" for 300,000.5.
    const pv = new Intl.NumberFormat('es', { maximumFractionDigits: 2 }).format(
      rootId * 100_000 + 0.5,
    );
    expect(pv).toMatch(/^\d{1,3}(\.\d{3})+,5$/);
    expect(drawn).toContain(`PV ${pv}`);
    expect(drawn.some((t) => t === 'Gold')).toBe(true);
  });

  it('draws the free binary slots as dashed boxes with their label', () => {
    const slot = Array.from(binary.layout.kind).findIndex((k) => k !== KIND_MEMBER);
    expect(slot).toBeGreaterThan(0);
    const { calls } = draw(
      binary,
      centred(1, binary.layout.x[slot]!, binary.layout.y[slot]!, 800, 600),
    );
    expect(calls.some((c) => c.op === 'setLineDash' && (c.args[0] as number[]).length === 2)).toBe(
      true,
    );
    expect(texts(calls)).toContain('Free slot');
  });

  it('draws plain boxes with usernames at middle distance, and no avatars', () => {
    const { stats, calls } = draw(binary, centred(0.4, root.x, root.y, 1280, 800));
    expect(stats.lod).toBe('box');
    const drawn = texts(calls);
    expect(drawn).toContain(`user${binary.layout.ids[0]}`);
    expect(drawn.some((t) => String(t).startsWith('Name '))).toBe(false);
    expect(count(calls, 'arc')).toBe(0);
  });

  it('culls: only the nodes in the viewport are drawn', () => {
    const wide = sceneOf(starTree(5000, 3), 'unilevel');
    const child = wide.layout.firstChild[0]! + 2500;
    const viewport = centred(1, wide.layout.x[child]!, wide.layout.y[child]!, 800, 600);
    const { stats, calls } = draw(wide, viewport);
    // 800 px at 220 px per sibling: four or five boxes of the row, nothing of the other 4995.
    expect(stats.nodes).toBeGreaterThanOrEqual(3);
    expect(stats.nodes).toBeLessThanOrEqual(6);
    const boxes = calls.filter((c) => c.op === 'roundRect');
    for (const b of boxes) {
      const [x, , w] = b.args as number[];
      expect(x! + w!).toBeGreaterThanOrEqual(0);
      expect(x!).toBeLessThanOrEqual(800);
    }
  });

  it('far out draws dots, thinned to about one per two pixels of each row, and no text', () => {
    const big = sceneOf(unilevelTree(60_000, 5, 0.2), 'unilevel');
    const { stats, calls } = draw(big, fitted(big, 1000, 700));
    expect(stats.lod).toBe('dot');
    expect(texts(calls)).toEqual([]);
    const rows = big.index.data.rowY.length;
    expect(stats.nodes).toBeLessThanOrEqual(rows * (1000 / 2 + 2));
    expect(stats.nodes).toBeLessThan(big.layout.count);
    expect(count(calls, 'rect')).toBe(stats.nodes);
  });

  it('seen whole, a wide shallow tree still spans the screen with dots', () => {
    const wide = sceneOf(starTree(200_000, 9), 'unilevel');
    const { stats, calls } = draw(wide, fitted(wide, 1000, 700));
    expect(stats.lod).toBe('dot');
    // About one dot per two pixels across the 952 px the tree fills, not one per node.
    expect(stats.nodes).toBeGreaterThan(400);
    expect(stats.nodes).toBeLessThan(600);
    const xs = calls.filter((c) => c.op === 'rect').map((c) => c.args[0] as number);
    expect(Math.min(...xs)).toBeLessThan(50);
    expect(Math.max(...xs)).toBeGreaterThan(950);
  });

  it('outlines the selection and draws the focus ring only while the canvas has focus', () => {
    const viewport = centred(1, root.x, root.y, 800, 600);
    const selected = { ...binary, selected: 0, focused: 1 };
    const hidden = draw(selected, viewport).calls;
    expect(hidden.some((c) => c.op === 'set:lineWidth' && c.args[0] === 3)).toBe(true);
    expect(
      hidden.some((c) => c.op === 'set:strokeStyle' && c.args[0] === lightTreeTheme.focusRing),
    ).toBe(false);
    const shown = draw({ ...selected, showFocus: true }, viewport).calls;
    expect(
      shown.some((c) => c.op === 'set:strokeStyle' && c.args[0] === lightTreeTheme.focusRing),
    ).toBe(true);
  });

  it('draws an empty tree as just the background', () => {
    const empty = sceneOf([], 'unilevel');
    const { stats, calls } = draw(empty, centred(1, 0, 0, 100, 100));
    expect(stats.nodes).toBe(0);
    expect(calls.map((c) => c.op)).toEqual(['setTransform', 'set:fillStyle', 'fillRect']);
  });
});

describe('lastChildOf', () => {
  it('agrees with walking the sibling list', () => {
    const { layout } = computeLayout(unilevelTree(3000, 11), { ...sizes, mode: 'unilevel' });
    for (let i = 0; i < layout.count; i += 7) {
      const kids = childrenOf(layout, i);
      expect(lastChildOf(layout, i)).toBe(kids.length ? kids[kids.length - 1] : -1);
    }
  });
});

describe('drawTree far out, on a cell edge', () => {
  it('finishes when rounding puts a node on the edge of the previous dot cell', () => {
    // A viewport found by search: one node lies exactly on a dot-cell edge, and rounding
    // floored it into the cell before, which sent the thinning walk round for ever.
    const scene = sceneOf(binaryTree(300, 1), 'binary');
    const { stats } = draw(scene, {
      width: 1280,
      height: 800,
      dpr: 1,
      transform: { k: 0.07471347856617785, x: -1371.9007350833356, y: 300 },
    });
    expect(stats.lod).toBe('dot');
    expect(stats.nodes).toBeGreaterThan(0);
  }, 5000);
});

/**
 * The thinning as a plain walk: every node of each row in x order, a Set of taken cells per
 * band of rows. thinnedVisible must pick exactly the same nodes, only faster.
 */
function walkThinned(scene: TreeScene, world: ReturnType<typeof visibleWorld>, k: number) {
  const { x, rowY, rowStart, items, boxWidth, boxHeight } = scene.index.data;
  const cell = 2 / k;
  const left = world.minX - boxWidth / 2;
  const cells = Math.max(1, Math.ceil((world.maxX + boxWidth / 2 - left) / cell));
  const out: number[] = [];
  let taken = new Set<number>();
  let bandY = -Infinity;
  const free = (c: number) => {
    while (taken.has(c)) c++;
    return c;
  };
  for (let r = 0; r < rowY.length; r++) {
    if (rowY[r]! < world.minY - boxHeight / 2 || rowY[r]! > world.maxY + boxHeight / 2) continue;
    if (rowY[r]! - bandY >= cell) {
      bandY = rowY[r]!;
      taken = new Set();
    }
    let a = rowStart[r]!;
    const to = rowStart[r + 1]!;
    for (let c = free(0); c < cells;) {
      while (a < to && x[items[a]!]! < left + c * cell) a++;
      if (a >= to) break;
      const at = Math.max(c, Math.floor((x[items[a]!]! - left) / cell));
      if (at >= cells) break;
      if (taken.has(at)) {
        c = free(at);
        continue;
      }
      out.push(items[a]!);
      taken.add(at);
      c = free(at + 1);
    }
  }
  return out;
}

describe('thinnedVisible', () => {
  const scenes = {
    binary: sceneOf(binaryTree(4000, 3), 'binary'),
    unilevel: sceneOf(unilevelTree(30_000, 5, 0.2), 'unilevel'),
    star: sceneOf(starTree(40_000, 9), 'unilevel'),
  };

  it('picks the same dots as a plain walk of every row, seen whole, panned and zoomed', () => {
    for (const [name, scene] of Object.entries(scenes)) {
      const fit = fitTransform(scene.layout.bounds, 1280, 800);
      // Deterministic pans and zooms around the fit view, all far enough out for dots.
      let seed = 17;
      const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
      const transforms = [fit];
      for (let n = 0; n < 40; n++) {
        const k = Math.min(0.11, fit.k * Math.pow(2, 4 * Math.abs(random())));
        transforms.push({ k, x: fit.x * (k / fit.k) + random() * 900, y: fit.y + random() * 500 });
      }
      for (const transform of transforms) {
        const viewport = { width: 1280, height: 800, dpr: 1, transform };
        const world = visibleWorld(viewport);
        const picked = thinnedVisible(scene, world, transform.k);
        expect(picked, `${name} at ${JSON.stringify(transform)}`).toEqual(
          walkThinned(scene, world, transform.k),
        );
      }
    }
  });

  it('draws one square and at most one link per picked dot', () => {
    const scene = scenes.unilevel;
    const transform = fitTransform(scene.layout.bounds, 1280, 800);
    const viewport = { width: 1280, height: 800, dpr: 1, transform };
    const picked = thinnedVisible(scene, visibleWorld(viewport), transform.k);
    const { stats, calls } = draw(scene, viewport);
    expect(stats.nodes).toBe(picked.length);
    expect(count(calls, 'rect')).toBe(picked.length);
    const roots = picked.filter((i) => scene.layout.parent[i] === -1).length;
    expect(count(calls, 'lineTo')).toBe(picked.length - roots);
    // Squares are centred on the projected node, clamped like every other coordinate.
    const first = calls.find((c) => c.op === 'rect')!.args as number[];
    const i = picked.find((n) => scene.layout.kind[n] === KIND_MEMBER)!;
    expect(first[0]! + first[2]! / 2).toBeCloseTo(scene.layout.x[i]! * transform.k + transform.x);
    expect(first[1]! + first[3]! / 2).toBeCloseTo(scene.layout.y[i]! * transform.k + transform.y);
  });

  it('far out fills each colour of an analysis once, the dimmed faint, and rings the hits', () => {
    const scene = scenes.binary;
    const n = scene.layout.count;
    const palette = ['#000001', '#000002', '#000003'];
    // Keys past the palette's end take its last colour, as colourOf does.
    const colour = Uint8Array.from({ length: n }, (_, i) => i % 5);
    const style = Uint8Array.from({ length: n }, (_, i) =>
      i % 7 === 0 ? 1 : i % 11 === 0 ? 2 : 0,
    );
    const highlight = Uint8Array.from({ length: n }, (_, i) => (i % 13 === 0 ? 1 : 0));
    const analysed = { ...scene, analysis: { colour, style, highlight, palette } };
    const transform = fitTransform(scene.layout.bounds, 1280, 800);
    const viewport = { width: 1280, height: 800, dpr: 1, transform };
    const picked = thinnedVisible(scene, visibleWorld(viewport), transform.k).filter(
      (i) => style[i] !== 2,
    );
    const members = picked.filter((i) => scene.layout.kind[i] === KIND_MEMBER);
    const { stats, calls } = draw(analysed, viewport);
    expect(stats.lod).toBe('dot');
    // Each fill: the colour it was given and the squares since its path began.
    const fills: [string, number][] = [];
    let squares = 0;
    let fillStyle = '';
    for (const c of calls) {
      if (c.op === 'set:fillStyle') fillStyle = c.args[0] as string;
      if (c.op === 'beginPath') squares = 0;
      if (c.op === 'rect') squares++;
      if (c.op === 'fill') fills.push([fillStyle, squares]);
    }
    const wanted = (f: (i: number) => boolean) => members.filter(f).length;
    const dim = (i: number) => style[i] === 1;
    expect(fills).toEqual([
      [lightTreeTheme.link, wanted(dim)],
      ...palette.map((p, key): [string, number] => [
        p,
        wanted((i) => !dim(i) && Math.min(colour[i]!, palette.length - 1) === key),
      ]),
    ]);
    expect(fills.every(([, k]) => k > 0)).toBe(true);
    // The hits' rings: one square each, in the last path, stroked.
    const ringed = calls.slice(calls.map((c) => c.op).lastIndexOf('beginPath'));
    expect(count(ringed, 'rect')).toBe(picked.filter((i) => highlight[i] === 1).length);
    expect(ringed.at(-1)!.op).toBe('stroke');
  });
});
