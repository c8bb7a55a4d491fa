import { writeCrmData } from './crm';
import type { Algorithm } from '@node-rs/argon2';
import { hash } from '@node-rs/argon2';
import type { Db, Queryable } from '../db/connection';
import { dropIndexes, resetSequences } from './bulk';
import { buildCompany } from './plan';
import { writeMembers, writeReference } from './write';
import { writeOperators } from './operators';
import { writePayoutDesk } from './payout-desk';
import { writeKycDeskQueue } from './kyc-desk';
import { writeDeskQueues } from './desk-queues';
import { writeAccountData } from './account';
import { writeSupportData } from './support';
import { writeCommunication } from './write-messages';
import { writeMoney } from './write-money';
import { writeOrders } from './write-orders';

/**
 * The deterministic demo company (DESIGN §3, §7). Every generated value — names, the tree,
 * orders, amounts, day offsets — depends only on the seed number; timestamps are offsets
 * from today (UTC midnight), so the demo always looks recent. The company is computed in
 * memory (plan.ts), then written in one transaction with bulk INSERTs; paths, counters
 * and volumes are computed in code, never with recursive SQL. The seed writes no files:
 * seeded KYC documents name files that do not exist on disk.
 */

export type SeedOptions = {
  /** Generated members besides the three fixed ones (founder, demo, blocked). */
  members: number;
  seed: number;
  /** The anchor is this instant truncated to its UTC day; defaults to now. */
  now?: Date;
};

export type SeedSummary = {
  /** All member rows written, the three fixed members included. */
  members: number;
  orders: number;
  earnings: number;
  ledgerTransactions: number;
  /** Time spent computing the company in memory, within elapsedMs. */
  buildMs: number;
  elapsedMs: number;
};

export const DEMO_PASSWORD = 'demopass1';

/** Thrown when another process seeded the database first. */
export class AlreadySeededError extends Error {
  constructor() {
    super('The database already holds the demo company.');
    this.name = 'AlreadySeededError';
  }
}

export async function isSeeded(db: Queryable): Promise<boolean> {
  // Before the first migration there is no company table: not seeded, rather than an error.
  const rows = await db.query<{ ready: boolean }>(
    `SELECT to_regclass('company') IS NOT NULL AS ready`,
  );
  if (rows[0]?.ready !== true) return false;
  return (await db.query('SELECT 1 FROM company WHERE id = 1')).length > 0;
}

// Argon2id is the default; it is named so that a library default change cannot weaken it.
const ARGON2ID = 2 as Algorithm;

/** Above this many members on PostgreSQL, the big tables' indexes are built after the load. */
const REBUILD_INDEXES_FROM = 100_000;

const bigTables = [
  'members',
  'addresses',
  'orders',
  'order_lines',
  'volume_records',
  'ledger_transactions',
  'ledger_entries',
  'earnings',
  'binary_history',
  'rank_history',
];

const seededTables = [
  ...bigTables,
  'currencies',
  'languages',
  'countries',
  'zones',
  'stores',
  'packages',
  'products',
  'ranks',
  'industries',
  'kyc_categories',
  'payout_requests',
  'kyc_documents',
  'kyc_files',
  'mail_threads',
  'mail_messages',
  'notifications',
  'content_items',
  'events',
  'faqs',
];

export async function seedDemoCompany(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  if (!Number.isInteger(opts.members) || opts.members < 0)
    throw new Error('members must be an integer >= 0');
  if (!Number.isInteger(opts.seed)) throw new Error('seed must be an integer');
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: ARGON2ID });
  const plan = buildCompany(opts.members, opts.seed, dayStart(opts.now ?? new Date()));
  const buildMs = Date.now() - started;
  const rebuild = db.dialect === 'postgres' && opts.members >= REBUILD_INDEXES_FROM;
  const desk = await db.transaction(async (tx) => {
    // Two API processes starting together: the second waits here, then finds the company.
    await tx.query('SELECT pg_advisory_xact_lock(727002)');
    if ((await tx.query('SELECT 1 FROM company WHERE id = 1')).length > 0)
      throw new AlreadySeededError();
    // Like pg_restore --disable-triggers: the generator's references are right by construction
    // (seed.test.ts checks them), and per-row foreign-key checks would double the load time.
    // Only a superuser may do this; anyone else loads with the checks on.
    const [role] = await tx.query<{ su: boolean }>(
      'SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user',
    );
    if (role?.su === true) await tx.query(`SET LOCAL session_replication_role = replica`);
    const indexes: string[] = [];
    if (rebuild) {
      await tx.query(`SET LOCAL maintenance_work_mem = '512MB'`);
      for (const table of bigTables) indexes.push(...(await dropIndexes(tx, table)));
    }
    await writeReference(tx);
    await writeMembers(tx, plan, passwordHash);
    await writeOrders(tx, plan);
    await writeMoney(tx, plan);
    await writeCommunication(tx, plan);
    for (const def of indexes) await tx.query(def);
    await resetSequences(tx, seededTables);
    // After the sequences: it inserts rows without ids of its own.
    await writeAccountData(tx);
    await writeSupportData(tx);
    await writeCrmData(tx, plan.anchor);
    await writeOperators(tx, passwordHash);
    await writePayoutDesk(tx);
    await writeKycDeskQueue(tx);
    // Last: it names the operators, and its sales run through the engine on the whole company.
    return writeDeskQueues(tx, plan.anchor);
  });
  // Fresh statistics, so the first queries on a big company get sensible plans.
  await db.query(`ANALYZE ${seededTables.join(', ')}`);
  return {
    members: plan.members.length - 1,
    orders: plan.orders.length + desk.orders,
    earnings: plan.earnings.length + desk.earnings,
    ledgerTransactions: plan.txns.length + desk.ledgerTransactions,
    buildMs,
    elapsedMs: Date.now() - started,
  };
}

function dayStart(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}
