import { describe, expect, it } from 'vitest';
import { binaryTree, starTree, unilevelTree } from '../../../../../workers/genealogy/generate';
import { KIND_MEMBER } from '../../../../../workers/genealogy/ingest';
import { childrenOf, computeLayout } from '../../../../../workers/genealogy/layout-engine';
import { centreOn, fitTransform, type Viewport } from './camera';
import { drawTree } from './draw-tree';
import { recordingContext, type Recorded } from './recording-context';
import { createScene, lastChildOf, type NodeCard, type TreeScene } from './scene';
import { lightTreeTheme } from './tree-theme';

const sizes = { nodeWidth: 220, nodeHeight: 160, boxWidth: 190, boxHeight: 120 };
const labels = { freeSlot: 'Free slot', pv: 'PV' };

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
      pv: id * 10,
      active: true,
      avatar: null,
    });
  }
  return createScene(layout, labels, cards);
}

const texts = (calls: Recorded[]) => calls.filter((c) => c.op === 'fillText').map((c) => c.args[0]);
const count = (calls: Recorded[], op: string) => calls.filter((c) => c.op === op).length;

function draw(scene: TreeScene, viewport: Viewport) {
  const { ctx, calls } = recordingContext();
  const stats = drawTree(ctx, scene, viewport, lightTreeTheme);
  return { stats, calls };
}

describe('drawTree', () => {
  const binary = sceneOf(binaryTree(40, 7), 'binary');
  const root = { x: binary.layout.x[0]!, y: binary.layout.y[0]! };

  it('scales to the device pixel ratio and clears with the theme background', () => {
    const { calls } = draw(binary, {
      width: 800,
      height: 600,
      dpr: 2,
      transform: centreOn(1, root.x, root.y, 800, 600),
    });
    expect(calls[0]).toEqual({ op: 'setTransform', args: [2, 0, 0, 2, 0, 0] });
    expect(calls[1]).toEqual({ op: 'set:fillStyle', args: [lightTreeTheme.background] });
    expect(calls[2]).toEqual({ op: 'fillRect', args: [0, 0, 800, 600] });
  });

  it('draws cards close up: initials, name, username, rank, PV, and dashed free slots', () => {
    const { stats, calls } = draw(binary, {
      width: 1280,
      height: 800,
      dpr: 1,
      transform: centreOn(1, root.x, root.y, 1280, 800),
    });
    expect(stats.lod).toBe('card');
    const rootId = binary.layout.ids[0]!;
    const drawn = texts(calls);
    expect(drawn).toContain('NM');
    expect(drawn).toContain(`Name ${rootId}`);
    expect(drawn).toContain(`@user${rootId}`);
    expect(drawn).toContain(`PV ${(rootId * 10).toLocaleString()}`);
    expect(drawn.some((t) => t === 'Gold')).toBe(true);
  });

  it('draws the free binary slots as dashed boxes with their label', () => {
    const slot = Array.from(binary.layout.kind).findIndex((k) => k !== KIND_MEMBER);
    expect(slot).toBeGreaterThan(0);
    const { calls } = draw(binary, {
      width: 800,
      height: 600,
      dpr: 1,
      transform: centreOn(1, binary.layout.x[slot]!, binary.layout.y[slot]!, 800, 600),
    });
    expect(calls.some((c) => c.op === 'setLineDash' && (c.args[0] as number[]).length === 2)).toBe(
      true,
    );
    expect(texts(calls)).toContain('Free slot');
  });

  it('draws plain boxes with usernames at middle distance, and no avatars', () => {
    const { stats, calls } = draw(binary, {
      width: 1280,
      height: 800,
      dpr: 1,
      transform: centreOn(0.4, root.x, root.y, 1280, 800),
    });
    expect(stats.lod).toBe('box');
    const drawn = texts(calls);
    expect(drawn).toContain(`user${binary.layout.ids[0]}`);
    expect(drawn.some((t) => String(t).startsWith('Name '))).toBe(false);
    expect(count(calls, 'arc')).toBe(0);
  });

  it('culls: only the nodes in the viewport are drawn', () => {
    const wide = sceneOf(starTree(5000, 3), 'unilevel');
    const child = wide.layout.firstChild[0]! + 2500;
    const viewport = {
      width: 800,
      height: 600,
      dpr: 1,
      transform: centreOn(1, wide.layout.x[child]!, wide.layout.y[child]!, 800, 600),
    };
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
    const viewport = {
      width: 1000,
      height: 700,
      dpr: 1,
      transform: fitTransform(big.layout.bounds, 1000, 700),
    };
    const { stats, calls } = draw(big, viewport);
    expect(stats.lod).toBe('dot');
    expect(texts(calls)).toEqual([]);
    const rows = big.index.data.rowY.length;
    expect(stats.nodes).toBeLessThanOrEqual(rows * (1000 / 2 + 2));
    expect(stats.nodes).toBeLessThan(big.layout.count);
    expect(count(calls, 'rect')).toBe(stats.nodes);
  });

  it('seen whole, a wide shallow tree still spans the screen with dots', () => {
    const wide = sceneOf(starTree(200_000, 9), 'unilevel');
    const viewport = {
      width: 1000,
      height: 700,
      dpr: 1,
      transform: fitTransform(wide.layout.bounds, 1000, 700),
    };
    const { stats, calls } = draw(wide, viewport);
    expect(stats.lod).toBe('dot');
    // About one dot per two pixels across the 952 px the tree fills, not one per node.
    expect(stats.nodes).toBeGreaterThan(400);
    expect(stats.nodes).toBeLessThan(600);
    const xs = calls.filter((c) => c.op === 'rect').map((c) => c.args[0] as number);
    expect(Math.min(...xs)).toBeLessThan(50);
    expect(Math.max(...xs)).toBeGreaterThan(950);
  });

  it('outlines the selection and draws the focus ring only while the canvas has focus', () => {
    const viewport = {
      width: 800,
      height: 600,
      dpr: 1,
      transform: centreOn(1, root.x, root.y, 800, 600),
    };
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
    const { stats, calls } = draw(empty, {
      width: 100,
      height: 100,
      dpr: 1,
      transform: centreOn(1, 0, 0, 100, 100),
    });
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
