import { describe, expect, it } from 'vitest';
import { periodProgress } from './period';

describe('periodProgress', () => {
  it('counts both the first and the last day', () => {
    expect(periodProgress('2026-11-01', '2026-11-30', new Date(2026, 10, 22, 15))).toEqual({
      days: 30,
      elapsed: 22,
      left: 8,
    });
    expect(periodProgress('2026-11-01', '2026-11-30', new Date(2026, 10, 1, 0, 5)).elapsed).toBe(1);
  });

  it('stays within the period before it starts and after it ends', () => {
    expect(periodProgress('2026-11-01', '2026-11-30', new Date(2026, 9, 20)).elapsed).toBe(0);
    expect(periodProgress('2026-11-01', '2026-11-30', new Date(2026, 11, 5))).toEqual({
      days: 30,
      elapsed: 30,
      left: 0,
    });
  });
});
