/**
 * Seeds the demo company into an empty database:
 *   npx tsx server/seed/cli.ts --members N --seed S [--data-dir DIR]
 * DATABASE_URL selects a PostgreSQL server; otherwise the embedded database lives in
 * DIR/pgdata (DIR defaults to DATA_DIR or ./data).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../db/connection';
import { migrate } from '../db/migrate';
import { AlreadySeededError, isSeeded, seedDemoCompany } from './company';

function intArg(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number >= 0, got "${value}"`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      members: { type: 'string' },
      seed: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log('Usage: tsx server/seed/cli.ts --members N --seed S [--data-dir DIR]');
    return 0;
  }
  const members = intArg(
    values.members,
    intArg(process.env.SEED_MEMBERS, 2000, 'SEED_MEMBERS'),
    '--members',
  );
  const seed = intArg(values.seed, intArg(process.env.SEED, 42, 'SEED'), '--seed');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
  if (!databaseUrl) await mkdir(dataDir, { recursive: true });
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(dataDir, 'pgdata');

  const db = await openDb({ databaseUrl, dataDir: path.join(dataDir, 'pgdata') });
  try {
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    if (await isSeeded(db)) {
      console.error(
        `${where} already holds the demo company; use an empty database to seed again.`,
      );
      return 1;
    }
    console.log(`Seeding ${where} with ${members} members (seed ${seed})…`);
    const summary = await seedDemoCompany(db, { members, seed });
    console.log(
      `Seeded ${summary.members} members, ${summary.orders} orders, ${summary.earnings} earnings ` +
        `and ${summary.ledgerTransactions} ledger transactions in ${summary.elapsedMs} ms ` +
        `(${summary.buildMs} ms computing, the rest writing).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AlreadySeededError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
