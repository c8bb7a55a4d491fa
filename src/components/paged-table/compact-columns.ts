import type { PagedColumn } from './types';

/**
 * The columns a narrow table keeps in view: those marked essential, or else the first column,
 * a 'status' column and the first end-aligned (money) column, in their own order.
 */
export function essentialColumns<T>(columns: readonly PagedColumn<T>[]): PagedColumn<T>[] {
  if (columns.some((c) => c.essential)) return columns.filter((c) => c.essential);
  const firstEnd = columns.find((c) => c.align === 'end');
  return columns.filter((c, i) => i === 0 || c.id === 'status' || c === firstEnd);
}

/**
 * The columns a table narrower than all its columns shows: the essential ones, then the
 * others in their order while they fit in `available` px (less `reserve`, the details
 * button's column). The rest go behind each row's details button.
 */
export function fittingColumns<T>(
  columns: readonly PagedColumn<T>[],
  available: number,
  reserve: number,
): PagedColumn<T>[] {
  const keep = new Set(essentialColumns(columns));
  let used = reserve + [...keep].reduce((sum, c) => sum + (c.width ?? 140), 0);
  for (const c of columns) {
    if (keep.has(c)) continue;
    const width = c.width ?? 140;
    if (used + width > available) break;
    keep.add(c);
    used += width;
  }
  return columns.filter((c) => keep.has(c));
}

/** Height of one line of a row's details, and the details' padding (top and bottom together). */
export const detailLinePx = 26;
export const detailPaddingPx = 12;

/** How much taller a row grows when its details are open. */
export const detailsHeight = (hiddenCount: number): number =>
  hiddenCount === 0 ? 0 : hiddenCount * detailLinePx + detailPaddingPx;
