import { describe, expect, it } from 'vitest';
import { lttb, pointsForWidth } from './downsample';

const series = (n: number) => Array.from({ length: n }, (_, i) => ({ x: i, y: Math.sin(i / 50) }));

describe('lttb', () => {
  it('reduces 10,000 points to the threshold, keeping the first and the last', () => {
    const data = series(10_000);
    const out = lttb(data, 1600);
    expect(out).toHaveLength(1600);
    expect(out[0]).toBe(data[0]);
    expect(out[out.length - 1]).toBe(data[9_999]);
  });

  it('keeps a single spike that every-nth sampling would lose', () => {
    const data = Array.from({ length: 1000 }, (_, i) => ({ x: i, y: i === 503 ? 100 : 0 }));
    expect(lttb(data, 50).some((p) => p.y === 100)).toBe(true);
  });

  it('keeps the points in x order', () => {
    const out = lttb(series(5000), 300);
    expect(out.every((p, i) => i === 0 || p.x > (out[i - 1]?.x ?? -Infinity))).toBe(true);
  });

  it('returns short series unchanged', () => {
    const data = series(10);
    expect(lttb(data, 100)).toEqual(data);
  });
});

describe('pointsForWidth', () => {
  it('asks for about two points per pixel', () => {
    expect(pointsForWidth(800)).toBe(1600);
  });
});
