import { describe, expect, it } from 'vitest';
import { breakpointPx, breakpoints, responsiveFlags, type ResponsiveFlags } from './breakpoints';

const flags = (on: (keyof ResponsiveFlags)[]): ResponsiveFlags => ({
  isMobile: on.includes('isMobile'),
  isTablet: on.includes('isTablet'),
  isTabletSmall: on.includes('isTabletSmall'),
  isTabletLarge: on.includes('isTabletLarge'),
  isDesktop: on.includes('isDesktop'),
  isLargeDesktop: on.includes('isLargeDesktop'),
});

describe('responsiveFlags', () => {
  it.each([
    [0, flags(['isMobile'])],
    [599, flags(['isMobile'])],
    [600, flags(['isTablet', 'isTabletSmall'])],
    [767, flags(['isTablet', 'isTabletSmall'])],
    [768, flags(['isTablet', 'isTabletLarge'])],
    [1023, flags(['isTablet', 'isTabletLarge'])],
    [1024, flags(['isDesktop'])],
    [1199, flags(['isDesktop'])],
    [1200, flags(['isDesktop', 'isLargeDesktop'])],
    [2560, flags(['isDesktop', 'isLargeDesktop'])],
  ])('at %i px', (width, expected) => {
    expect(responsiveFlags(width)).toEqual(expected);
  });
});

describe('breakpoints', () => {
  it('gives the em values of spec §9 and their pixel equivalents at 16px', () => {
    for (const key of Object.keys(breakpoints) as (keyof typeof breakpoints)[]) {
      expect(parseFloat(breakpoints[key]) * 16).toBe(breakpointPx[key]);
    }
  });
});
