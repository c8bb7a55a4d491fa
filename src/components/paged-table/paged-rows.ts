/**
 * The loaded rows of an infinite query, read in place: pages are never copied into one
 * flat array, so appending a page to a million loaded rows costs O(pages), not O(rows).
 */
export type PagedRows<T> = {
  readonly length: number;
  at(index: number): T | undefined;
  [Symbol.iterator](): Iterator<T>;
};

export function pagedRows<T>(pages: readonly { items: readonly T[] }[]): PagedRows<T> {
  const filled = pages.filter((p) => p.items.length > 0).map((p) => p.items);
  const starts: number[] = [];
  let length = 0;
  for (const items of filled) {
    starts.push(length);
    length += items.length;
  }
  return {
    length,
    at(index) {
      if (!Number.isInteger(index) || index < 0 || index >= length) return undefined;
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] ?? 0) <= index) lo = mid;
        else hi = mid - 1;
      }
      return filled[lo]?.[index - (starts[lo] ?? 0)];
    },
    *[Symbol.iterator]() {
      for (const items of filled) yield* items;
    },
  };
}
