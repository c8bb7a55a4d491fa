import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { rowInView, rowsPerBlock, rowTop, virtualSpace } from './virtual-space';

export type PlacedRow = { index: number; top: number };

// Rows drawn beyond the viewport's edges, so a fast scroll shows no blank band.
const marginPx = 240;

/**
 * Which rows to draw and where, for `count` rows of `rowHeight` px in the scroll element.
 * @tanstack/react-virtual tracks the scroll position and the visible range (of rows, or of
 * blocks of rows for very long lists); virtual-space.ts keeps a million rows reachable.
 */
export function useVirtualRows(
  count: number,
  rowHeight: number,
  scrollRef: RefObject<HTMLDivElement | null>,
): { placed: PlacedRow[]; spacerHeight: number } {
  const [viewport, setViewport] = useState(480);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setViewport(el.clientHeight || 480));
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollRef]);

  const space = virtualSpace(count, rowHeight, viewport);
  const block = rowsPerBlock(count);
  // The virtualizer is read fresh on every render (scroll offset, items); nothing memoises it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: Math.ceil(count / block),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => space.itemSize * block,
    overscan: block === 1 && !space.compressed ? 6 : 1,
  });
  const scrollTop = virtualizer.scrollOffset ?? 0;
  const placed: PlacedRow[] = [];
  for (const item of virtualizer.getVirtualItems()) {
    const end = Math.min((item.index + 1) * block, count);
    for (let index = item.index * block; index < end; index += 1) {
      const top = rowTop(index, scrollTop, space);
      if (rowInView(top, scrollTop, viewport, rowHeight, marginPx)) placed.push({ index, top });
    }
  }
  return { placed, spacerHeight: space.spacerHeight };
}
