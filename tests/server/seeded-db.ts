// The database a server test app runs on: migrated and seeded with the demo company, as a
// fresh one would be, but built once per run and size. Creating an embedded database (its
// initdb), migrating and seeding was most of each test file's set-up; now the first file that
// asks for a size builds it and the others start from a copy: a dump of PGlite's data folder
// loaded into memory, or a PostgreSQL template database (docs/decisions/034-seeded-test-templates.md).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../server/db/connection';
import { openDb, openPgliteWith } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { seedDemoCompany } from '../../server/seed/company';
import { dbLabel, dropDatabase, openTestDb, withAdmin, withDatabase } from './test-db';

/** Set by the server project's global setup: where this run keeps its templates. */
export const TEMPLATES_ENV = 'SERVER_TEST_TEMPLATES';

type SeedKey = { members: number; seed: number };

async function build(db: Db, key: SeedKey): Promise<void> {
  await migrate(db);
  await seedDemoCompany(db, key);
}

/**
 * A database with the demo company of `members` members (generator seed `seed`). The seed
 * places its dates by the day it runs, so a template serves only its own UTC day.
 */
export async function openSeededDb(members: number, seed = 7): Promise<Db> {
  const key = { members, seed };
  const dir = process.env[TEMPLATES_ENV];
  if (!dir) {
    const db = await openTestDb();
    await build(db, key);
    return db;
  }
  const name = `m${members}_s${seed}_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;
  return dbLabel === 'postgres' ? fromTemplateDatabase(name, key) : fromDump(dir, name, key);
}

async function fromDump(dir: string, name: string, key: SeedKey): Promise<Db> {
  const file = path.join(dir, `${name}.tar`);
  const dump = await readFile(file).catch(() => null);
  if (dump) return (await openPgliteWith({ loadDataDir: new Blob([dump]) })).db;
  const { db, lite } = await openPgliteWith({});
  await build(db, key);
  // Two workers may build the same size at once: each writes its own file, the rename is atomic.
  const blob = await lite.dumpDataDir('none');
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  await mkdir(dir, { recursive: true });
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await rename(partial, file);
  return db;
}

async function fromTemplateDatabase(name: string, key: SeedKey): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://…)');
  const template = `tpl_${name}_${process.env[`${TEMPLATES_ENV}_RUN`] ?? 'local'}`;
  // One builder per template: the others wait on the lock, then find it built.
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) return;
      await admin.query(`CREATE DATABASE ${template}`);
      const db = await openDb({ databaseUrl: withDatabase(serverUrl, template) });
      try {
        await build(db, key);
      } catch (error) {
        await db.close();
        await dropDatabase(serverUrl, template);
        throw error;
      }
      // No connection may stay open on a template while it is copied.
      await db.close();
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return openTestDb(template);
}
