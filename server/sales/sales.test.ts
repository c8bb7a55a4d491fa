import { describe, expect, it } from 'vitest';
import { catalogKey, priceSale, type CatalogItem } from './sales';

const item = (type: CatalogItem['type'], id: number, priceMinor: number, bv: number) => ({
  type,
  id,
  sku: `${type}-${id}`,
  name: `${type} ${id}`,
  description: null,
  image: null,
  priceMinor,
  bvHundredths: bv * 100,
});
const catalog = new Map(
  [item('package', 2, 29900, 300), item('product', 1, 5900, 60.5)].map((i) => [
    catalogKey(i.type, i.id),
    i,
  ]),
);

describe('priceSale', () => {
  it('totals price and BV from the catalogue, line by line', () => {
    const r = priceSale(
      [
        { type: 'package', id: 2, quantity: 1 },
        { type: 'product', id: 1, quantity: 3 },
      ],
      catalog,
    );
    expect(r.ok && r.sale.totalMinor).toBe(29900 + 3 * 5900);
    expect(r.ok && r.sale.bvHundredths).toBe(30000 + 3 * 6050);
    expect(r.ok && r.sale.lines.map((l) => [l.sku, l.quantity, l.totalMinor])).toEqual([
      ['package-2', 1, 29900],
      ['product-1', 3, 17700],
    ]);
  });

  it('merges the same item named twice', () => {
    const r = priceSale(
      [
        { type: 'product', id: 1, quantity: 2 },
        { type: 'product', id: 1, quantity: 5 },
      ],
      catalog,
    );
    expect(r.ok && r.sale.lines).toHaveLength(1);
    expect(r.ok && r.sale.lines[0]!.quantity).toBe(7);
  });

  it('names each line that is not on sale', () => {
    const r = priceSale(
      [
        { type: 'product', id: 1, quantity: 1 },
        { type: 'product', id: 2, quantity: 1 },
        { type: 'package', id: 1, quantity: 1 },
      ],
      catalog,
    );
    expect(r).toEqual({
      ok: false,
      errors: {
        'lines.1.id': 'This item is not on sale.',
        'lines.2.id': 'This item is not on sale.',
      },
    });
  });
});
