import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useResponsiveFlags } from './use-responsive-flags';

const originalWidth = window.innerWidth;

function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    writable: true,
    value: originalWidth,
  });
});

describe('useResponsiveFlags', () => {
  it('updates the flags on every window resize', () => {
    resizeTo(500);
    const { result } = renderHook(() => useResponsiveFlags());
    expect(result.current.isMobile).toBe(true);
    act(() => resizeTo(800));
    expect(result.current).toMatchObject({ isMobile: false, isTablet: true, isTabletLarge: true });
    act(() => resizeTo(1300));
    expect(result.current).toMatchObject({ isDesktop: true, isLargeDesktop: true });
  });
});
