/**
 * Chrome stops growing an element near 33.5 million px, so a million 44 px rows (44 M px)
 * cannot sit in one tall spacer. Past `maxSpacerPx` the list is compressed: the spacer is
 * capped, the virtualizer sees rows of `itemSize` (< rowHeight) so its range still spans
 * the whole list, and each row is drawn at its real height around the current scroll
 * position. At the largest scroll offset the last row's bottom meets the viewport's bottom.
 */
const maxSpacerPx = 15_000_000;

export type VirtualSpace = {
  /** The row size the virtualizer works with. */
  itemSize: number;
  /** Height of the scrolled spacer element. */
  spacerHeight: number;
  compressed: boolean;
  /** Full (uncompressed) scroll distance per px of real scroll. */
  ratio: number;
  rowHeight: number;
  /** The largest real scroll offset and the largest full offset. */
  maxScroll: number;
  maxOffset: number;
};

export function virtualSpace(
  count: number,
  rowHeight: number,
  viewportHeight: number,
  cap: number = maxSpacerPx,
): VirtualSpace {
  const total = count * rowHeight;
  const maxOffset = Math.max(total - viewportHeight, 0);
  if (total <= cap || viewportHeight >= cap) {
    const flat = { itemSize: rowHeight, spacerHeight: total, compressed: false, ratio: 1 };
    return { ...flat, rowHeight, maxScroll: maxOffset, maxOffset };
  }
  const maxScroll = cap - viewportHeight;
  const ratio = maxOffset / maxScroll;
  return {
    itemSize: cap / count,
    spacerHeight: cap,
    compressed: true,
    ratio,
    rowHeight,
    maxScroll,
    maxOffset,
  };
}

/** Top of row `index` inside the spacer when the container is scrolled to `scrollTop`. */
export function rowTop(index: number, scrollTop: number, space: VirtualSpace): number {
  if (!space.compressed) return index * space.rowHeight;
  // Browsers may stop a px short of the end (rounding); the end must still show the last row.
  const offset = scrollTop >= space.maxScroll - 1 ? space.maxOffset : scrollTop * space.ratio;
  return scrollTop + index * space.rowHeight - offset;
}

/**
 * The virtualizer rebuilds its size table for every item whenever the count changes; with a
 * million rows that alone costs tens of ms per appended page. Past `maxVirtualItems` rows it
 * is given blocks of rows instead, so its work stays bounded however long the list grows.
 */
const maxVirtualItems = 10_000;

export const rowsPerBlock = (count: number): number =>
  Math.max(1, Math.ceil(count / maxVirtualItems));

/** Whether a row drawn at `top` shows within the viewport (plus a margin). */
export function rowInView(
  top: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  margin: number,
): boolean {
  return top + rowHeight >= scrollTop - margin && top <= scrollTop + viewportHeight + margin;
}
