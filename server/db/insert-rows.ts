import type { Queryable } from './connection';

/**
 * Writes many rows with one parameterised INSERT: `rows` holds each row's values in the
 * order of `columns`. No rows, no statement.
 */
export async function insertRows(
  q: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const tuples = rows.map(
    (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
  );
  await q.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
    rows.flat(),
  );
}
