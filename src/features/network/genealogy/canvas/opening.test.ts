import { describe, expect, it } from 'vitest';
import { binaryTree, unilevelTree } from '@workers/genealogy/generate';
import { computeLayout } from '@workers/genealogy/layout-engine';
import { KIND_MEMBER, childrenOf } from '@workers/genealogy/protocol';
import { firstLevelBounds, lodScales, worldToScreen } from './camera';
import { drawTree } from './draw-tree';
import { MIN_FONT } from './draw-nodes';
import { levelBounds, openingInsets, openingView, READABLE_K } from './opening';
import { recordingContext } from './recording-context';
import { createScene, type NodeCard } from './scene';
import { lightTreeTheme } from './tree-theme';

const sizes = { nodeWidth: 220, nodeHeight: 160, boxWidth: 190, boxHeight: 120 } as const;
const layoutOf = (nodes: Parameters<typeof computeLayout>[0], mode: 'binary' | 'unilevel') =>
  computeLayout(nodes, { ...sizes, mode }).layout;

/** The canvas sizes the explorer has at 390, 800 and 1280 px (beside the details panel), and full screen. */
const canvases = [
  [364, 521],
  [766, 618],
  [603, 598],
  [1280, 820],
] as const;

// Four full binary levels, each member with a free slot or two below: the demo's shape.
const binary = layoutOf(binaryTree(15, 3), 'binary');
const wide = layoutOf(unilevelTree(400, 6, 11), 'unilevel');
// Whole organisations (issue 31): thousands of members, far too many to read at once.
const wholeBinary = layoutOf(binaryTree(6000, 7), 'binary');
const wholeUnilevel = layoutOf(unilevelTree(5000, 8, 2), 'unilevel');
const layouts = [binary, wide, wholeBinary, wholeUnilevel];

describe('the opening view', () => {
  it('finds the boxes of the root and its first level', () => {
    const level = [0, ...childrenOf(binary, 0)];
    const b = firstLevelBounds(binary)!;
    const xs = level.map((i) => binary.x[i]!);
    expect(b.minX).toBeCloseTo(Math.min(...xs) - 95);
    expect(b.maxX).toBeCloseTo(Math.max(...xs) + 95);
    expect(b.minY).toBeCloseTo(binary.y[0]! - 60);
  });

  it('gives, for every level, the extent of all boxes down to it', () => {
    const levels = levelBounds(binary);
    expect(levels.length).toBe(binary.depth[binary.count - 1]! + 1);
    expect(levels[0]).toEqual({
      minX: binary.x[0]! - 95,
      maxX: binary.x[0]! + 95,
      minY: binary.y[0]! - 60,
      maxY: binary.y[0]! + 60,
    });
    for (let i = 0; i < binary.count; i++) {
      const b = levels[binary.depth[i]!]!;
      expect(binary.x[i]! - 95).toBeGreaterThanOrEqual(b.minX - 1e-9);
      expect(binary.x[i]! + 95).toBeLessThanOrEqual(b.maxX + 1e-9);
      expect(binary.y[i]! + 60).toBeLessThanOrEqual(b.maxY + 1e-9);
    }
    expect(levels.at(-1)).toEqual(binary.bounds);
  });

  it('draws every box of the levels it shows inside the canvas, clear of the controls, readable', () => {
    for (const layout of layouts) {
      for (const [width, height] of canvases) {
        const { transform: t, depth } = openingView(layout, width, height);
        const kb = t.kb ?? t.k;
        expect(kb, `${width}`).toBeGreaterThanOrEqual(READABLE_K);
        expect(kb, `${width}`).toBeLessThanOrEqual(0.8);
        const boxes: [number, number][] = [];
        for (let i = 0; i < layout.count && layout.depth[i]! <= depth; i++) {
          const [x, y] = worldToScreen(t, layout.x[i]!, layout.y[i]!);
          boxes.push([x, y]);
          expect(x - 95 * kb, `${width} node ${i}`).toBeGreaterThanOrEqual(
            openingInsets.left - 1e-6,
          );
          expect(x + 95 * kb, `${width} node ${i}`).toBeLessThanOrEqual(
            width - openingInsets.right + 1e-6,
          );
          expect(y - 60 * kb).toBeGreaterThanOrEqual(openingInsets.top - 1e-6);
          expect(y + 60 * kb).toBeLessThanOrEqual(height - openingInsets.bottom + 1e-6);
        }
        // Drawn larger than the layout's scale, boxes still never touch one another.
        for (let a = 0; a < boxes.length; a++)
          for (let b = a + 1; b < boxes.length; b++) {
            const apart =
              Math.abs(boxes[a]![0] - boxes[b]![0]) >= 190 * kb ||
              Math.abs(boxes[a]![1] - boxes[b]![1]) >= 120 * kb;
            expect(apart, `${width}: boxes ${a} and ${b}`).toBe(true);
          }
      }
    }
  });

  it('shows as many levels as can be read: one more would draw boxes below the readable scale', () => {
    for (const layout of layouts) {
      const levels = levelBounds(layout).length;
      for (const [width, height] of canvases) {
        const { depth } = openingView(layout, width, height);
        // A binary member's two legs at every width.
        if (layout === binary) expect(depth, `${width}`).toBeGreaterThanOrEqual(1);
        if (depth === levels - 1) continue;
        const more = openingView(layout, width, height, { minK: 0 });
        expect(more.depth).toBe(levels - 1);
        const next = openingView(layout, width, height, { minK: 0, maxDepth: depth + 1 });
        expect(next.depth).toBe(depth + 1);
        expect(next.transform.kb ?? next.transform.k, `${width}`).toBeLessThan(READABLE_K);
      }
    }
    // Three levels on a phone, more in full screen on a desktop.
    expect(openingView(binary, 364, 521).depth).toBe(2);
    expect(openingView(binary, 1280, 820).depth).toBeGreaterThan(2);
  });

  it('draws a name or initials of at least 11 px on every member it shows, nothing cut off', () => {
    for (const layout of layouts) {
      const cards = new Map<number, NodeCard>();
      for (let i = 0; i < layout.count; i++) {
        if (layout.kind[i] !== KIND_MEMBER) continue;
        cards.set(layout.ids[i]!, {
          name: `Member ${i}`,
          username: i % 3 ? `m${i}` : `a_rather_long_username_${i}`,
          initials: 'MR',
          rank: null,
          rankId: i % 4,
          pv: 0,
          active: true,
          avatar: null,
        });
      }
      const labels = { freeSlot: 'Free slot', pv: 'PV', number: String };
      const scene = createScene(layout, labels, cards);
      for (const [width, height] of canvases) {
        const { transform, depth } = openingView(layout, width, height);
        const { ctx } = recordingContext();
        const viewport = { width, height, dpr: 1, transform };
        const stats = drawTree(ctx, scene, viewport, lightTreeTheme, { maxDepth: depth });
        expect(stats.lod).not.toBe('dot');
        expect(stats.labels.unlabelled, `${width}`).toBe(0);
        expect(stats.labels.labelled, `${width}`).toBeGreaterThan(0);
        expect(stats.labels.minFont, `${width}`).toBeGreaterThanOrEqual(MIN_FONT);
        expect(stats.box.width).toBeGreaterThanOrEqual(190 * READABLE_K - 1e-9);
        const e = stats.extent!;
        expect(e.left, `${width}`).toBeGreaterThanOrEqual(0);
        expect(e.top).toBeGreaterThanOrEqual(0);
        expect(e.right, `${width}`).toBeLessThanOrEqual(width);
        expect(e.bottom).toBeLessThanOrEqual(height);
      }
    }
  });

  it('opens a whole organisation on its top levels, readable, the rest a zoom away', () => {
    for (const layout of [wholeBinary, wholeUnilevel]) {
      const levels = levelBounds(layout).length;
      for (const [width, height] of canvases) {
        const { transform, depth } = openingView(layout, width, height);
        // Not the whole tree fitted as dots: its top levels, the deeper ones undrawn...
        expect(depth, `${width}`).toBeLessThan(levels - 1);
        expect(transform.levels).toBe(depth);
        expect(transform.kb ?? transform.k, `${width}`).toBeGreaterThanOrEqual(READABLE_K);
        // ...where the whole tree fitted into the canvas at one scale is specks.
        const b = layout.bounds;
        const fit = Math.min(width / (b.maxX - b.minX), height / (b.maxY - b.minY));
        expect(190 * fit, `${width}`).toBeLessThan(8);
        // Stretched over the height as it is in the whole view, a binary member's legs show.
        if (layout === wholeBinary) expect(depth, `${width}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('never opens on cards too small to read', () => {
    // Cards start where their 14 px name is at least 11 px on screen.
    expect(14 * lodScales.card).toBeGreaterThanOrEqual(MIN_FONT);
  });
});
