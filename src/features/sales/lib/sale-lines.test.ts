import { describe, expect, it } from 'vitest';
import { linesOf, parseQuantity } from './sale-lines';

describe('sale lines', () => {
  const catalog = [
    { type: 'package' as const, id: 1 },
    { type: 'product' as const, id: 1 },
    { type: 'product' as const, id: 2 },
  ];

  it('sends only the items with a quantity, in catalogue order', () => {
    expect(linesOf(catalog, { 'product:2': 3, 'package:1': 1, 'product:1': 0 })).toEqual([
      { type: 'package', id: 1, quantity: 1 },
      { type: 'product', id: 2, quantity: 3 },
    ]);
  });

  it('reads a typed quantity as a whole number within bounds', () => {
    expect(parseQuantity('3', 99)).toBe(3);
    expect(parseQuantity('2.7', 99)).toBe(2);
    expect(parseQuantity('-1', 99)).toBe(0);
    expect(parseQuantity('abc', 99)).toBe(0);
    expect(parseQuantity('500', 99)).toBe(99);
  });
});
