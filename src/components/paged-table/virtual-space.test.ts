import { describe, expect, it } from 'vitest';
import { rowInView, rowTop, rowsPerBlock, virtualSpace } from './virtual-space';

describe('virtualSpace', () => {
  it('keeps one row per row height while the list fits under the cap', () => {
    const space = virtualSpace(1000, 44, 600);
    expect(space).toMatchObject({ compressed: false, itemSize: 44, spacerHeight: 44_000 });
    expect(rowTop(10, 5000, space)).toBe(440);
  });

  it('caps the spacer of a million rows below the browser limit', () => {
    const space = virtualSpace(1_000_000, 44, 600);
    expect(space.compressed).toBe(true);
    expect(space.spacerHeight).toBeLessThan(33_500_000);
    expect(space.itemSize * 1_000_000).toBeCloseTo(space.spacerHeight);
  });

  it('shows the last row at the bottom of the viewport at the largest scroll offset', () => {
    const viewport = 600;
    const space = virtualSpace(1_000_000, 44, viewport);
    const maxScroll = space.spacerHeight - viewport;
    const lastTop = rowTop(999_999, maxScroll, space);
    expect(lastTop + 44).toBeCloseTo(maxScroll + viewport, 3);
    expect(rowInView(lastTop, maxScroll, viewport, 44, 0)).toBe(true);
  });

  it('still shows the last row when the browser stops a pixel short of the end', () => {
    const viewport = 600;
    const space = virtualSpace(1_000_000, 44, viewport);
    const scrollTop = space.spacerHeight - viewport - 1;
    const lastTop = rowTop(999_999, scrollTop, space);
    expect(rowInView(lastTop, scrollTop, viewport, 44, 0)).toBe(true);
  });

  it('shows the first row at the top when not scrolled', () => {
    const space = virtualSpace(1_000_000, 44, 600);
    expect(rowTop(0, 0, space)).toBe(0);
  });
});

describe('rowsPerBlock', () => {
  it('keeps one row per virtual item for ordinary lists', () => {
    expect(rowsPerBlock(0)).toBe(1);
    expect(rowsPerBlock(10_000)).toBe(1);
  });

  it('groups rows so a million rows make at most 10,000 virtual items', () => {
    expect(rowsPerBlock(1_000_000)).toBe(100);
    expect(Math.ceil(1_000_000 / rowsPerBlock(1_000_000))).toBeLessThanOrEqual(10_000);
  });
});
