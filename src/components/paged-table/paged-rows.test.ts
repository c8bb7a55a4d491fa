import { describe, expect, it } from 'vitest';
import { pagedRows } from './paged-rows';

describe('pagedRows', () => {
  const rows = pagedRows([{ items: [1, 2, 3] }, { items: [] }, { items: [4] }, { items: [5, 6] }]);

  it('counts the rows of every page', () => {
    expect(rows.length).toBe(6);
  });

  it('finds a row by its index across pages, skipping empty pages', () => {
    expect([0, 2, 3, 4, 5].map((i) => rows.at(i))).toEqual([1, 3, 4, 5, 6]);
  });

  it('gives undefined outside the loaded rows', () => {
    expect(rows.at(-1)).toBeUndefined();
    expect(rows.at(6)).toBeUndefined();
  });

  it('iterates the rows in order', () => {
    expect([...rows]).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
