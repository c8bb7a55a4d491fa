// The database a server test file runs against: in-memory PGlite by default, or a fresh,
// uniquely named database on a real PostgreSQL server when TEST_DB=postgres (the test
// script starts one and passes its address in TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Db } from '../../server/db/connection';

/** Which database the server tests run on; put it in test names so reports show it. */
export const dbLabel: 'postgres' | 'pglite' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** `describe` title suffix, e.g. describe(`wallet payouts ${onDb}`). */
export const onDb = `[${dbLabel}]`;

/** A fresh database of this file's own; on PostgreSQL a copy of `template` when given one. */
export async function openTestDb(template?: string): Promise<Db> {
  if (dbLabel !== 'postgres') return openDb({});
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://…)');

  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  let db: Db;
  try {
    db = await openDb({ databaseUrl: withDatabase(serverUrl, name) });
  } catch (error) {
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return {
    ...db,
    async close() {
      await db.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE ends connections a test left open, so a failed test cannot leak its database.
  await withAdmin(serverUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

/** The address of another database on the same PostgreSQL server. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A client of the server for CREATE and DROP DATABASE, ended after `fn`: any database on the
 * server will do, the one in the URL.
 */
export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
