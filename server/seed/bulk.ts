import type { Queryable } from '../db/connection';

/**
 * Column types the seed sends. 'ms' is an instant as epoch milliseconds (or null), stored in a
 * timestamptz column; jsonb travels as text and is cast.
 */
export type ColumnType =
  'int2' | 'int4' | 'int8' | 'text' | 'bool' | 'numeric' | 'jsonb' | 'ms' | 'date';

/** Rows per statement: big enough to amortise a round trip, small enough to stay lean. */
const CHUNK = 5000;

const noop = () => undefined;

const quoted = (v: unknown) => {
  const s = String(v);
  return s.includes('"') || s.includes('\\') ? `"${s.replace(/["\\]/g, '\\$&')}"` : `"${s}"`;
};

/** One element of a PostgreSQL array literal: numbers bare, text always quoted. */
const element = (type: ColumnType) =>
  type === 'text' || type === 'jsonb'
    ? (v: unknown) => (v === null || v === undefined ? 'NULL' : quoted(v))
    : (v: unknown) => (v === null || v === undefined ? 'NULL' : String(v));

const elementType = (type: ColumnType) =>
  type === 'ms' ? 'int8' : type === 'jsonb' ? 'text' : type;

/** The SELECT expression turning an unnested element into the column's value. */
const fromElement = (name: string, type: ColumnType) =>
  type === 'ms'
    ? `'epoch'::timestamptz + ${name} * interval '1 millisecond'`
    : type === 'jsonb'
      ? `${name}::jsonb`
      : name;

/**
 * Bulk insert as `INSERT … SELECT FROM unnest($1::text::int8[], …)`: one parameter per column
 * whatever the row count, which both PostgreSQL and PGlite parse far faster than a multi-row
 * VALUES list. Each column travels as the text of a PostgreSQL array literal, built here
 * rather than by the driver, whose per-element conversion cost more than the insert itself.
 * Rows are positional, in the order of `columns`, and may come from a generator, so a million
 * rows never sit in memory as objects. While one chunk runs in the database the next is
 * built: at most one statement is in flight.
 */
export async function bulkInsert(
  tx: Queryable,
  table: string,
  columns: Record<string, ColumnType>,
  rows: Iterable<readonly unknown[]>,
  /** Columns with one value for every row, bound once per statement. */
  constants: Record<string, [ColumnType, unknown]> = {},
): Promise<number> {
  const names = Object.keys(columns);
  const types = Object.values(columns);
  const toElement = types.map(element);
  const fixed = Object.entries(constants);
  const select = [
    ...names.map((n, i) => fromElement(n, types[i]!)),
    ...fixed.map(([, [type]], i) =>
      fromElement(`$${names.length + i + 1}::${elementType(type)}`, type),
    ),
  ];
  const arrays = types.map((t, i) => `$${i + 1}::text::${elementType(t)}[]`);
  const sql =
    `INSERT INTO ${table} (${[...names, ...fixed.map(([n]) => n)].join(', ')}) ` +
    `SELECT ${select.join(', ')} FROM unnest(${arrays.join(', ')}) AS u(${names.join(', ')})`;
  const fixedValues = fixed.map(([, [, value]]) => value);
  let inFlight: Promise<unknown> | null = null;
  let cols: string[][] = names.map(() => []);
  let pending = 0;
  let total = 0;
  const flush = async () => {
    if (inFlight) await inFlight;
    inFlight = null;
    if (pending === 0) return;
    const params = cols.map((c) => `{${c.join(',')}}`);
    cols = names.map(() => []);
    pending = 0;
    const sent = tx.query(sql, [...params, ...fixedValues]);
    // Awaited at the next flush; until then a failure must not count as unhandled.
    sent.catch(noop);
    inFlight = sent;
  };
  for (const row of rows) {
    if (row.length !== names.length) throw new Error(`${table}: a row has ${row.length} values`);
    for (let c = 0; c < row.length; c++) cols[c]!.push(toElement[c]!(row[c]));
    total++;
    if (++pending === CHUNK) await flush();
  }
  await flush();
  await flush();
  return total;
}

/** Explicit ids were written, so each sequence must continue after them. */
export async function resetSequences(tx: Queryable, tables: readonly string[]) {
  for (const table of tables) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE(max(id), 0) + 1, false) FROM ${table}`,
    );
  }
}

/**
 * For a big load: drops a table's secondary indexes (not those behind a constraint) and
 * returns their definitions, to be rebuilt in one sort each after the rows are in.
 */
export async function dropIndexes(tx: Queryable, table: string): Promise<string[]> {
  const rows = await tx.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = $1::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    [table],
  );
  for (const r of rows) await tx.query(`DROP INDEX ${r.name}`);
  return rows.map((r) => r.def);
}
