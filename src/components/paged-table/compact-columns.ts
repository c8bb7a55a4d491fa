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

/** Height of one line of a row's details, and the details' padding (top and bottom together). */
export const detailLinePx = 26;
export const detailPaddingPx = 12;

/** How much taller a row grows when its details are open. */
export const detailsHeight = (hiddenCount: number): number =>
  hiddenCount === 0 ? 0 : hiddenCount * detailLinePx + detailPaddingPx;
