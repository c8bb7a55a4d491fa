import { describe, expect, it } from 'vitest';
import {
  centreOn,
  fitTransform,
  keepOnScreen,
  levelOfDetail,
  scaleExtent,
  screenToWorld,
  visibleWorld,
  worldToScreen,
} from './camera';

describe('camera', () => {
  it('fits the bounds inside the padded screen, centred, never magnifying past maxK', () => {
    const t = fitTransform({ minX: -1000, minY: 0, maxX: 1000, maxY: 500 }, 1000, 600, 0);
    expect(t.k).toBe(0.5);
    expect(worldToScreen(t, 0, 250)).toEqual([500, 300]);
    const small = fitTransform({ minX: 0, minY: 0, maxX: 10, maxY: 10 }, 1000, 600);
    expect(small.k).toBe(1);
  });

  it('round-trips screen and world points in float64, even a billion units out', () => {
    const t = centreOn(0.000_004_5, 2e8, 1e5, 1280, 800);
    const [sx, sy] = worldToScreen(t, 2e8 + 7.25, 1e5);
    const [wx, wy] = screenToWorld(t, sx, sy);
    expect(Math.abs(wx - (2e8 + 7.25))).toBeLessThan(1e-6);
    expect(wy).toBeCloseTo(1e5, 6);
    // In float32 the same point would be off by several world units.
    expect(Math.abs(Math.fround(2e8 + 7.25) - (2e8 + 7.25))).toBeGreaterThan(1);
  });

  it('keeps a re-laid-out node at the same screen position and scale', () => {
    const t = { k: 0.8, x: 120, y: -40 };
    const before: [number, number] = [500, 320];
    const after: [number, number] = [9_000, 320];
    const next = keepOnScreen(t, before, after);
    expect(next.k).toBe(0.8);
    expect(worldToScreen(next, ...after)).toEqual(worldToScreen(t, ...before));
  });

  it('reports the visible world rectangle', () => {
    expect(visibleWorld({ width: 200, height: 100, transform: { k: 2, x: 10, y: 20 } })).toEqual({
      minX: -5,
      minY: -10,
      maxX: 95,
      maxY: 40,
    });
  });

  it('switches dots -> boxes -> cards as the scale grows', () => {
    expect(levelOfDetail(0.01)).toBe('dot');
    expect(levelOfDetail(0.3)).toBe('box');
    expect(levelOfDetail(1)).toBe('card');
  });

  it('lets the user zoom out past the whole of a huge tree', () => {
    const bounds = { minX: -1.1e8, minY: 0, maxX: 1.1e8, maxY: 3000 };
    const [min, max] = scaleExtent(bounds, 1280, 800);
    expect(min).toBeLessThan(fitTransform(bounds, 1280, 800).k);
    expect(max).toBe(3);
  });
});
