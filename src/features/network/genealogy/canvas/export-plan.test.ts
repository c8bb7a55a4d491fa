import { describe, expect, it } from 'vitest';
import { binaryTree, unilevelTree } from '@workers/genealogy/generate';
import { computeLayout } from '@workers/genealogy/layout-engine';
import { KIND_MEMBER } from '@workers/genealogy/protocol';
import { worldToScreen } from './camera';
import { exportLegend, fitExport, type ExportTexts } from './export-png';
import { cropToDrawn, exportSizes, planExport, type Rect } from './export-plan';
import { READABLE_K } from './opening';
import { createScene, type NodeCard } from './scene';

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-9;

describe('the exported genealogy page', () => {
  it('puts the title, member and date above the legend, and the legend above the tree', () => {
    const p = planExport({ treeWidth: 1000, treeHeight: 700, legendCount: 5 });
    expect(p.title.y).toBeLessThan(p.member.y);
    expect(p.member.y).toBeLessThan(p.meta.y);
    expect(p.meta.y).toBeLessThan(p.legend.y);
    expect(p.legend.y + p.legend.height).toBeLessThan(p.tree.y);
    const page = { x: 0, y: 0, width: p.width, height: p.height };
    expect(inside(p.tree, page)).toBe(true);
    expect(inside(p.legend, page)).toBe(true);
    // The title's glyphs (ascent below the size) start inside the page's margin.
    expect(p.title.y - p.title.size).toBeGreaterThanOrEqual(exportSizes.pad - 1e-9);
  });

  it('draws a small tree on a page of sensible width, at twice the pixels', () => {
    const p = planExport({ treeWidth: 400, treeHeight: 200, legendCount: 3 });
    expect(p.width).toBe(exportSizes.minWidth);
    expect(p.tree.height).toBe(exportSizes.minTreeHeight);
    expect(p.scale).toBe(2);
  });

  it('draws a mid-sized tree at its readable scale, not the screen’s', () => {
    const p = planExport({ treeWidth: 3000, treeHeight: 1200, legendCount: 4 });
    expect(p.tree.width).toBe(3000 * exportSizes.treeScale);
    expect(p.tree.height).toBe(1200 * exportSizes.treeScale + 2 * exportSizes.pad);
  });

  it('caps a huge organisation: no side beyond the cap, no giant image', () => {
    const p = planExport({ treeWidth: 4_000_000, treeHeight: 90_000, legendCount: 12 });
    expect(p.width).toBe(exportSizes.maxSide);
    expect(p.height).toBeLessThanOrEqual(exportSizes.maxSide);
    expect(Math.max(p.width, p.height) * p.scale).toBeLessThanOrEqual(exportSizes.maxPixels);
    expect(p.tree.height).toBeGreaterThanOrEqual(exportSizes.minTreeHeight);
  });

  it('cuts the page to the tree as drawn, and no further than its area', () => {
    const p = planExport({ treeWidth: 4_000_000, treeHeight: 90_000, legendCount: 8 });
    const cut = cropToDrawn(p, 300);
    expect(cut.tree.height).toBe(300 + exportSizes.pad / 2);
    expect(cut.height).toBe(cut.tree.y + cut.tree.height + exportSizes.pad);
    expect(cut.scale).toBe(Math.min(2, exportSizes.maxPixels / cut.width));
    expect(cropToDrawn(p, 1e6).tree.height).toBe(p.tree.height);
    expect(cropToDrawn(p, 0).tree.height).toBeGreaterThan(0);
  });

  it('wraps the legend in rows whose entries neither overlap nor leave it', () => {
    for (const legendCount of [0, 1, 4, 9, 17]) {
      const p = planExport({ treeWidth: 800, treeHeight: 600, legendCount });
      expect(p.legend.entries).toHaveLength(legendCount);
      for (const [n, e] of p.legend.entries.entries()) {
        const box = { x: e.x, y: e.y, width: exportSizes.legendItem, height: exportSizes.swatch };
        expect(inside(box, p.legend), `${legendCount}: ${n}`).toBe(true);
        for (const f of p.legend.entries.slice(n + 1))
          expect(f.x !== e.x || f.y !== e.y, `${legendCount}: ${n}`).toBe(true);
      }
      if (legendCount === 0) expect(p.legend.height).toBe(0);
    }
  });
});

describe('the exported tree', () => {
  const sizes = { nodeWidth: 220, nodeHeight: 160, boxWidth: 190, boxHeight: 120 } as const;
  const texts: ExportTexts = {
    title: 'Genealogy',
    member: 'Rooted at',
    meta: () => '',
    active: 'Active',
    inactive: 'Inactive',
    freeSlot: 'Free slot',
    below: 'Below',
    noRank: 'No rank',
  };
  const sceneOf = (nodes: Parameters<typeof computeLayout>[0], mode: 'binary' | 'unilevel') => {
    const layout = computeLayout(nodes, { ...sizes, mode }).layout;
    const cards = new Map<number, NodeCard>();
    for (let i = 0; i < layout.count; i++) {
      if (layout.kind[i] !== KIND_MEMBER) continue;
      const rankId = i % 5 === 0 ? null : (i % 3) + 1;
      cards.set(layout.ids[i]!, {
        name: `Member ${i}`,
        username: `m${i}`,
        initials: 'MM',
        rank: rankId === null ? null : `Rank ${rankId}`,
        rankId,
        pv: 0,
        active: i % 4 !== 1,
        avatar: null,
      });
    }
    return createScene(layout, { freeSlot: 'Free', pv: 'PV', number: String }, cards);
  };

  it('fits the readable part of the tree inside its area: all of a small one, the top of a big one', () => {
    const small = sceneOf(binaryTree(15, 3), 'binary');
    const big = sceneOf(unilevelTree(6000, 5, 2), 'unilevel');
    for (const scene of [small, big]) {
      const { plan, view } = fitExport(scene, 6);
      const t = view.transform;
      const kb = t.kb ?? t.k;
      expect(kb).toBeGreaterThanOrEqual(READABLE_K);
      const { layout } = scene;
      for (let i = 0; i < layout.count && layout.depth[i]! <= view.depth; i++) {
        const [x, y] = worldToScreen(t, layout.x[i]!, layout.y[i]!);
        expect(x - 95 * kb).toBeGreaterThanOrEqual(0);
        expect(x + 95 * kb).toBeLessThanOrEqual(plan.tree.width + 1e-6);
        expect(y - 60 * kb).toBeGreaterThanOrEqual(0);
        expect(y + 60 * kb).toBeLessThanOrEqual(plan.tree.height + 1e-6);
      }
    }
    const levelsOf = (s: typeof small) => s.layout.depth[s.layout.count - 1]!;
    expect(fitExport(small, 6).view.depth).toBe(levelsOf(small));
    expect(fitExport(big, 6).view.depth).toBeLessThan(levelsOf(big));
  });

  it('lists in its legend the ranks and states of the members it draws', () => {
    const scene = sceneOf(binaryTree(15, 3), 'binary');
    const { view } = fitExport(scene, 6);
    const legend = exportLegend(scene, view.depth, texts);
    const labels = legend.map((e) => e.label);
    expect(labels).toEqual(
      expect.arrayContaining(['No rank', 'Rank 1', 'Rank 2', 'Rank 3', 'Active', 'Inactive']),
    );
    // Distinct rank colours, one entry per rank.
    const ranks = legend.filter((e) => e.kind === 'rank');
    expect(new Set(ranks.map((e) => e.colour)).size).toBe(ranks.length);
    // The root alone: only what it shows.
    expect(exportLegend(scene, 0, texts).map((e) => e.kind)).toEqual(['rank', 'active', 'below']);
  });
});
