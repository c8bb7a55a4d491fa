import type { CatalogItemType } from '@contract/sales';

/** The quantities the member chose, by catalogue item: what the server prices. */
export type Quantities = Readonly<Record<string, number>>;

export const itemKey = (item: { type: CatalogItemType; id: number }) => `${item.type}:${item.id}`;

/** The lines to send: items with a quantity above 0, in the catalogue's order. */
export function linesOf(
  catalog: readonly { type: CatalogItemType; id: number }[],
  quantities: Quantities,
): { type: CatalogItemType; id: number; quantity: number }[] {
  return catalog
    .filter((item) => (quantities[itemKey(item)] ?? 0) > 0)
    .map((item) => ({ type: item.type, id: item.id, quantity: quantities[itemKey(item)]! }));
}

/** A typed quantity as a whole number from 0 to max; anything else counts as 0. */
export function parseQuantity(text: string, max: number): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(Math.floor(n), max);
}
