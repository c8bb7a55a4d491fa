import { describe, expect, it } from 'vitest';
import { binaryTree, rng, unilevelTree } from './generate';
import { ingest } from './ingest';
import { openSpatialIndex } from './protocol';
import { buildSpatialIndex } from './spatial-index';
import { tidyTree } from './tidy-tree';

const W = 100;
const H = 80;
const BOX_W = 80;
const BOX_H = 50;

function laidOut(nodes: Parameters<typeof ingest>[0], mode: 'binary' | 'unilevel') {
  const t = ingest(nodes, { mode });
  const { x, y } = tidyTree(t, W, H);
  return { count: t.count, x, y, depth: t.depth };
}

function bruteForce(
  p: ReturnType<typeof laidOut>,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
) {
  const out: number[] = [];
  for (let i = 0; i < p.count; i++) {
    const x = p.x[i]!;
    const y = p.y[i]!;
    if (
      x - BOX_W / 2 <= maxX &&
      x + BOX_W / 2 >= minX &&
      y - BOX_H / 2 <= maxY &&
      y + BOX_H / 2 >= minY
    ) {
      out.push(i);
    }
  }
  return out;
}

describe('spatial index', () => {
  it('culls exactly the nodes whose boxes meet the viewport (brute force on random trees)', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const p = laidOut(
        seed % 2 ? unilevelTree(3000, seed, 1) : binaryTree(3000, seed),
        seed % 2 ? 'unilevel' : 'binary',
      );
      const index = buildSpatialIndex(p, BOX_W, BOX_H);
      const random = rng(seed);
      let minX = Infinity;
      let maxX = -Infinity;
      for (let i = 0; i < p.count; i++) {
        minX = Math.min(minX, p.x[i]!);
        maxX = Math.max(maxX, p.x[i]!);
      }
      const maxY = Math.max(...p.y);
      for (let q = 0; q < 60; q++) {
        const x0 = minX - 200 + random() * (maxX - minX + 400);
        const y0 = -100 + random() * (maxY + 200);
        const w = random() * (q % 3 === 0 ? 5000 : 600);
        const h = random() * (q % 3 === 0 ? 2000 : 300);
        const got = Array.from(index.query(x0, y0, x0 + w, y0 + h)).sort((a, b) => a - b);
        expect(got).toEqual(bruteForce(p, x0, y0, x0 + w, y0 + h));
      }
    }
  });

  it('returns every node for a box around the whole tree and none for an empty or inverted box', () => {
    const p = laidOut(unilevelTree(500, 4), 'unilevel');
    const index = buildSpatialIndex(p, BOX_W, BOX_H);
    expect(index.query(-1e9, -1e9, 1e9, 1e9).length).toBe(500);
    expect(index.query(-1e9, -1e6, 1e9, -1e5).length).toBe(0);
    expect(index.query(10, 10, 0, 0).length).toBe(0);
  });

  it('hit-tests the node under the point and -1 in the gaps', () => {
    const p = laidOut(binaryTree(2000, 8), 'binary');
    const index = buildSpatialIndex(p, BOX_W, BOX_H);
    const random = rng(8);
    for (let k = 0; k < 500; k++) {
      const i = Math.floor(random() * p.count);
      const dx = (random() - 0.5) * (BOX_W - 1);
      const dy = (random() - 0.5) * (BOX_H - 1);
      expect(index.hitTest(p.x[i]! + dx, p.y[i]! + dy)).toBe(i);
      // Between two rows, between two siblings (W - BOX_W apart), left of everything.
      expect(index.hitTest(p.x[i]!, p.y[i]! + H / 2)).toBe(-1);
      expect(index.hitTest(p.x[i]! + W / 2, p.y[i]!)).toBe(-1);
    }
    expect(index.hitTest(-1e9, 0)).toBe(-1);
    expect(index.hitTest(p.x[0]!, p.y[0]!)).toBe(0);
  });

  it('works again from its transferred arrays without a rebuild', () => {
    const p = laidOut(unilevelTree(1000, 2), 'unilevel');
    const built = buildSpatialIndex(p, BOX_W, BOX_H);
    const reopened = openSpatialIndex(structuredClone(built.data));
    expect(Array.from(reopened.query(-500, 0, 500, 400))).toEqual(
      Array.from(built.query(-500, 0, 500, 400)),
    );
    expect(reopened.hitTest(p.x[7]!, p.y[7]!)).toBe(7);
  });

  it('sorts rows that are not given in x order', () => {
    const x = new Float64Array([0, 300, -300, 0]);
    const y = new Float64Array([0, 80, 80, 160]);
    const depth = new Int32Array([0, 1, 1, 2]);
    const index = buildSpatialIndex({ count: 4, x, y, depth }, BOX_W, BOX_H);
    expect(Array.from(index.query(-400, 60, 400, 100))).toEqual([2, 1]);
    expect(index.hitTest(-290, 85)).toBe(2);
  });
});
