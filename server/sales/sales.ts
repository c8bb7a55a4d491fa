import type { CatalogEntry, SaleLineInput } from '../../contract/model';
import type { CatalogItemType } from '../../contract/sales';

/** A package or product on sale: price in minor units, BV in hundredths (exact). */
export type CatalogItem = CatalogEntry & { priceMinor: number; bvHundredths: number };

export type { SaleLineInput } from '../../contract/model';

type PricedLine = CatalogItem & {
  quantity: number;
  totalMinor: number;
  totalBvHundredths: number;
};

export type PricedSale = { lines: PricedLine[]; totalMinor: number; bvHundredths: number };

export const catalogKey = (type: CatalogItemType, id: number) => `${type}:${id}`;

/**
 * Prices a sale from the catalogue alone: every figure is the server's, whatever the client
 * thought. The same item twice becomes one line. Returns the field errors instead when a
 * line names nothing on sale.
 */
export function priceSale(
  lines: readonly SaleLineInput[],
  catalog: ReadonlyMap<string, CatalogItem>,
): { ok: true; sale: PricedSale } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const merged = new Map<string, PricedLine>();
  lines.forEach((line, i) => {
    const item = catalog.get(catalogKey(line.type, line.id));
    if (!item) {
      errors[`lines.${i}.id`] = 'This item is not on sale.';
      return;
    }
    const key = catalogKey(line.type, line.id);
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
    merged.set(key, {
      ...item,
      quantity,
      totalMinor: item.priceMinor * quantity,
      totalBvHundredths: item.bvHundredths * quantity,
    });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const priced = [...merged.values()];
  return {
    ok: true,
    sale: {
      lines: priced,
      totalMinor: priced.reduce((sum, l) => sum + l.totalMinor, 0),
      bvHundredths: priced.reduce((sum, l) => sum + l.totalBvHundredths, 0),
    },
  };
}
