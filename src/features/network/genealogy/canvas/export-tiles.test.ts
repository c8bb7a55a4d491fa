import { describe, expect, it } from 'vitest';
import { PT_PER_PX, papers, planTiles, tileSizes, type TilePlan } from './export-tiles';

/** The union of the tiles covers the drawn tree, and neighbours share the overlap. */
function expectCovered(p: TilePlan) {
  const first = p.tiles[0]!;
  const last = p.tiles.at(-1)!;
  expect(first.x).toBeLessThanOrEqual(1e-6);
  expect(first.y).toBeLessThanOrEqual(1e-6);
  expect(last.x + last.width).toBeGreaterThanOrEqual(p.treeWidth - 1e-6);
  expect(last.y + last.height).toBeGreaterThanOrEqual(p.treeHeight - 1e-6);
  const overlap = tileSizes.overlap / PT_PER_PX;
  for (const t of p.tiles) {
    const right = p.tiles.find((u) => u.row === t.row && u.col === t.col + 1);
    if (right) expect(t.x + t.width - right.x).toBeCloseTo(overlap, 6);
    const below = p.tiles.find((u) => u.row === t.row + 1 && u.col === t.col);
    if (below) expect(t.y + t.height - below.y).toBeCloseTo(overlap, 6);
    // Each page's part is the page's area, at the plan's scale.
    expect(t.width * PT_PER_PX).toBeCloseTo(p.area.width, 6);
    expect(t.height * PT_PER_PX).toBeCloseTo(p.area.height, 6);
  }
}

describe('the printed org chart’s pages', () => {
  it('puts a one-level chart (the member alone) on one page, no larger than cards', () => {
    const p = planTiles({ worldWidth: 190, worldHeight: 120, paper: 'a4' });
    expect(p.tiles).toHaveLength(1);
    expect([p.rows, p.cols]).toEqual([1, 1]);
    expect(p.k).toBe(tileSizes.maxK);
    expect(p.orientation).toBe('landscape');
    expectCovered(p);
  });

  it('shrinks a tree to one page while it stays readable', () => {
    // 2,000 world units fit a landscape A4 at ~0.52: one page, below cards, above readable…
    const fitsAtHalf = planTiles({ worldWidth: 2000, worldHeight: 600, paper: 'a4' });
    expect(fitsAtHalf.tiles).toHaveLength(1);
    expect(fitsAtHalf.k).toBeGreaterThanOrEqual(tileSizes.minK);
    expect(fitsAtHalf.k).toBeLessThan(tileSizes.maxK);
    // …but 0.26 is below readable: several pages of cards instead.
    const wide = planTiles({ worldWidth: 4000, worldHeight: 600, paper: 'a4' });
    expect(wide.k).toBe(tileSizes.tileK);
    expect(wide.k).toBeGreaterThanOrEqual(tileSizes.minK);
    expect(wide.tiles.length).toBeGreaterThan(1);
    expectCovered(wide);
  });

  it('lays a wide tree on its side and a tall one upright', () => {
    expect(planTiles({ worldWidth: 9000, worldHeight: 800, paper: 'letter' }).orientation).toBe(
      'landscape',
    );
    expect(planTiles({ worldWidth: 600, worldHeight: 5000, paper: 'letter' }).orientation).toBe(
      'portrait',
    );
    const letter = planTiles({ worldWidth: 9000, worldHeight: 800, paper: 'letter' });
    expect([letter.pageWidth, letter.pageHeight]).toEqual([
      papers.letter.height,
      papers.letter.width,
    ]);
  });

  it('counts the pages from the overlap: n pages hold n·span − (n−1)·overlap', () => {
    const p = planTiles({ worldWidth: 100_000, worldHeight: 3000, paper: 'a4' });
    const span = p.area.width / PT_PER_PX;
    const overlap = tileSizes.overlap / PT_PER_PX;
    expect(p.cols * span - (p.cols - 1) * overlap).toBeGreaterThanOrEqual(p.treeWidth);
    expect((p.cols - 1) * span - (p.cols - 2) * overlap).toBeLessThan(p.treeWidth);
    expect(p.tiles).toHaveLength(p.rows * p.cols);
    expect(p.tiles.map((t) => `${t.row},${t.col}`)).toContain(`${p.rows},${p.cols}`);
    expectCovered(p);
  });

  it('never draws below the readable scale, whatever the tree', () => {
    for (const [w, h] of [
      [1, 1],
      [500, 300],
      [20_000, 700],
      [2_000_000, 1600],
      [800, 50_000],
    ] as const)
      for (const paper of ['a4', 'letter'] as const) {
        const p = planTiles({ worldWidth: w, worldHeight: h, paper });
        expect(p.k, `${w}×${h} ${paper}`).toBeGreaterThanOrEqual(tileSizes.minK);
        expect(p.k).toBeLessThanOrEqual(tileSizes.maxK);
        expectCovered(p);
      }
  });
});
