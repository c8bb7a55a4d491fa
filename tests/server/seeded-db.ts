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
  if (dbLabel === 'postgres') return openTestDb(await templateDatabase(key));
  const dump = await seededDump(dir, key);
  if (dump) return (await openPgliteWith({ loadDataDir: dump })).db;
  return buildDump(dir, key);
}

/**
 * The seeded company as a real server process would find it on first start: a PGlite data
 * folder loaded from this run's dump, or a PostgreSQL database copied from the template.
 * Starting a process on it skips the seeding, which on a loaded machine took longer than
 * the process tests' whole budget.
 */
export async function fillStore(
  target: { dataDir: string } | { databaseUrl: string },
  members: number,
  seed: number,
): Promise<void> {
  const key = { members, seed };
  if ('databaseUrl' in target) {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://…)');
    const name = new URL(target.databaseUrl).pathname.slice(1);
    const template = await templateDatabase(key);
    await withAdmin(serverUrl, (admin) =>
      admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
    );
    return;
  }
  const dir = process.env[TEMPLATES_ENV];
  if (!dir) {
    const { db } = await openPgliteWith({ dataDir: target.dataDir });
    await build(db, key);
    await db.close();
    return;
  }
  let dump = await seededDump(dir, key);
  if (!dump) {
    await (await buildDump(dir, key)).close();
    dump = await seededDump(dir, key);
  }
  const { db } = await openPgliteWith({
    dataDir: target.dataDir,
    ...(dump ? { loadDataDir: dump } : {}),
  });
  await db.close();
}

const templateName = (key: SeedKey) =>
  `m${key.members}_s${key.seed}_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;

const dumpFile = (dir: string, key: SeedKey) => path.join(dir, `${templateName(key)}.tar`);

async function seededDump(dir: string, key: SeedKey): Promise<Blob | null> {
  const dump = await readFile(dumpFile(dir, key)).catch(() => null);
  return dump ? new Blob([dump]) : null;
}

async function buildDump(dir: string, key: SeedKey): Promise<Db> {
  const file = dumpFile(dir, key);
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

/** The name of this run's template database for `key`, built by the first caller. */
async function templateDatabase(key: SeedKey): Promise<string> {
  const name = templateName(key);
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
  return template;
}
