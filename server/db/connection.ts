import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface Db extends Queryable {
  readonly dialect: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * PostgreSQL only (null on PGlite): the rows of one query, `rows` at a time, through a
   * server-side cursor in a read-only REPEATABLE READ transaction, so a huge answer is never
   * held whole and is one consistent snapshot. Stopping the iteration (return or throw) closes
   * the cursor, ends the transaction and gives the connection back. PGlite has one
   * connection: a transaction held open for a long stream would stall every other request.
   */
  readonly cursor:
    | (<R extends Row>(
        sql: string,
        params: readonly unknown[],
        rows: number,
        /** Rows of the first fetch, when it should differ (a quick first answer). */
        firstRows?: number,
      ) => AsyncGenerator<R[], void, undefined>)
    | null;
  close(): Promise<void>;
}

// Both drivers must hand the same JavaScript values to the repositories: int8 as a number
// (ids and minor units stay far below 2^53), numeric as an exact decimal string, date as text.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const asNumber = (v: string) => Number(v);
const asText = (v: string) => v;

export type DbOptions = { databaseUrl?: string | undefined; dataDir?: string | undefined };

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  return (await openPgliteWith({ dataDir })).db;
}

/**
 * PGlite in `dataDir` (in memory without one), or started from a dump of another's data
 * folder (`loadDataDir`: the server tests copy one migrated and seeded database this way);
 * with the PGlite itself, which can dump its own.
 */
export async function openPgliteWith(opts: {
  dataDir?: string | undefined;
  loadDataDir?: Blob;
}): Promise<{ db: Db; lite: PGlite }> {
  const lite = await PGlite.create(opts.dataDir ?? 'memory://', {
    parsers: { [INT8]: asNumber, [NUMERIC]: asText, [DATE]: asText },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  // Days are cut in UTC on every database, so daily figures do not depend on the server's zone.
  await lite.exec("SET TIME ZONE 'UTC'");
  const run = async <R extends Row>(
    q: Pick<PGlite, 'query'>,
    sql: string,
    params?: readonly unknown[],
  ): Promise<R[]> => (await q.query<R>(sql, params ? [...params] : undefined)).rows;
  const db: Db = {
    dialect: 'pglite',
    query: (sql, params) => run(lite, sql, params),
    transaction: (fn) =>
      lite.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    close: () => lite.close(),
    cursor: null,
  };
  return { db, lite };
}

async function openPostgres(url: string): Promise<Db> {
  const types = {
    getTypeParser: ((oid: number, format?: string) => {
      if (oid === INT8) return asNumber;
      if (oid === NUMERIC || oid === DATE) return asText;
      return pg.types.getTypeParser(oid, format as 'text');
    }) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: 10, types, options: '-c TimeZone=UTC' });
  // A server restart or an administrator ending a connection must not take the API down: an
  // idle client's error is logged, the pool drops that client and opens a new one when needed.
  pool.on('error', (error) => {
    console.error(`database connection lost: ${error.message}`);
  });
  // Fail at start-up, not on the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const run = async <R extends Row>(
    q: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
  ): Promise<R[]> => (await q.query(sql, params ? [...params] : undefined)).rows as R[];
  return {
    dialect: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
    async *cursor<R extends Row>(
      sql: string,
      params: readonly unknown[],
      rows: number,
      firstRows = rows,
    ) {
      const client = await pool.connect();
      let failed = false;
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        // A long plain read: compiling it costs more than it saves.
        await client.query('SET LOCAL jit = off');
        await client.query(`DECLARE stream_cursor NO SCROLL CURSOR FOR ${sql}`, [...params]);
        for (let want = firstRows; ; want = rows) {
          const batch = (await client.query(`FETCH FORWARD ${Math.trunc(want)} FROM stream_cursor`))
            .rows as R[];
          if (batch.length > 0) yield batch;
          if (batch.length < want) break;
        }
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // Reached on the last row, on an error, and when the reader stops early (return).
        await client.query('ROLLBACK').catch(() => {
          failed = true;
        });
        // A connection whose state is unknown is closed, not given back to the pool.
        client.release(failed);
      }
    },
  };
}
