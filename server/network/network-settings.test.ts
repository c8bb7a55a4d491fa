import { describe, expect, it } from 'vitest';
import { genealogyLimits, genealogySettings, planTypeOf } from './network-settings';

describe('genealogyLimits', () => {
  it('shows four levels, as wide as the plan: both legs, the matrix width, ten for unilevel', () => {
    expect(genealogyLimits(null, 'binary', 3)).toEqual({ maxLevels: 4, maxWidth: 2 });
    expect(genealogyLimits(null, 'matrix', 5)).toEqual({ maxLevels: 4, maxWidth: 5 });
    expect(genealogyLimits(null, 'unilevel', 0)).toEqual({ maxLevels: 4, maxWidth: 10 });
  });

  it('lets a stored row override either figure', () => {
    expect(genealogyLimits({ max_levels: 7 }, 'binary', 3)).toEqual({ maxLevels: 7, maxWidth: 2 });
    expect(genealogyLimits({ max_levels: 2, max_width: 1 }, 'unilevel', 0)).toEqual({
      maxLevels: 2,
      maxWidth: 1,
    });
    expect(genealogySettings.safeParse({ max_levels: 0 }).success).toBe(false);
  });

  it('treats an unknown plan as binary', () => {
    expect(planTypeOf('matrix')).toBe('matrix');
    expect(planTypeOf(undefined)).toBe('binary');
  });
});
