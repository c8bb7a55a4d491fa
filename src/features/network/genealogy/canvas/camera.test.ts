import { describe, expect, it } from 'vitest';
import {
  centreOn,
  constrainStretched,
  heightFitScale,
  stretched,
  STRETCH_PADDING,
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

describe('a stretched whole organisation', () => {
  // 100,000 wide and 3,000 deep: a line when fitted at one scale.
  const bounds = { minX: 0, minY: 0, maxX: 100_000, maxY: 3_000 };

  it('fills the screen height below the height fit, and is d3 unchanged above it', () => {
    const fit = fitTransform(bounds, 1000, 600, 24, 1, true);
    expect(fit.k).toBeCloseTo(952 / 100_000);
    const view = stretched(fit, bounds, 600);
    expect(view.ky).toBeCloseTo((600 - 2 * STRETCH_PADDING) / 3000);
    // The top and bottom levels sit inside the screen, at the padding.
    expect(worldToScreen(view, 0, 0)[1]).toBeCloseTo(STRETCH_PADDING);
    expect(worldToScreen(view, 0, 3000)[1]).toBeCloseTo(600 - STRETCH_PADDING);
    // And the round trip holds.
    const [wx, wy] = screenToWorld(view, 321, 123);
    expect(worldToScreen(view, wx, wy)).toEqual([expect.closeTo(321), expect.closeTo(123)]);
    const near = { k: 1, x: -500, y: -40 };
    expect(stretched(near, bounds, 600)).toEqual(near);
  });

  it('joins the stretched view continuously at the height fit', () => {
    const kf = heightFitScale(bounds, 600);
    const below = constrainStretched({ k: kf * 0.999999, x: 0, y: 12345 }, bounds, 600);
    const at = constrainStretched({ k: kf, x: 0, y: below.y }, bounds, 600);
    const a = worldToScreen(stretched(below, bounds, 600), 0, 2000);
    const b = worldToScreen(stretched(at, bounds, 600), 0, 2000);
    expect(a[1]).toBeCloseTo(b[1], 2);
  });
});
