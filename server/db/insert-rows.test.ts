import { describe, expect, it } from 'vitest';
import type { Queryable } from './connection';
import { insertRows } from './insert-rows';

/** A Queryable that records the statements it is given. */
function recorder() {
  const calls: { sql: string; params: readonly unknown[] | undefined }[] = [];
  const q: Queryable = {
    query: async (sql, params) => {
      calls.push({ sql, params });
      return [];
    },
  };
  return { q, calls };
}

describe('insertRows', () => {
  it('numbers every value of every row in one INSERT', async () => {
    const { q, calls } = recorder();
    await insertRows(
      q,
      't',
      ['a', 'b'],
      [
        [1, 'x'],
        [2, null],
      ],
    );
    expect(calls).toEqual([
      { sql: 'INSERT INTO t (a, b) VALUES ($1, $2), ($3, $4)', params: [1, 'x', 2, null] },
    ]);
  });

  it('sends nothing when there is no row', async () => {
    const { q, calls } = recorder();
    await insertRows(q, 't', ['a'], []);
    expect(calls).toEqual([]);
  });
});
