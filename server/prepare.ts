import type { Db } from './db/connection';
import { migrate } from './db/migrate';
import { AlreadySeededError, isSeeded, seedDemoCompany } from './seed/company';

export type Prepared = { applied: string[]; seededMembers: number | null; seedMs: number | null };

/**
 * Start-up: migrate, then create the demo company only if there is none. A restart reuses
 * what the database holds and never seeds over it.
 */
export async function prepareDatabase(
  db: Db,
  opts: { members: number; seed: number; log?: (line: string) => void },
): Promise<Prepared> {
  const log = opts.log ?? (() => undefined);
  const applied = await migrate(db);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  if (await isSeeded(db)) return { applied, seededMembers: null, seedMs: null };
  log(`Seeding the demo company with ${opts.members} members (seed ${opts.seed})…`);
  try {
    const summary = await seedDemoCompany(db, { members: opts.members, seed: opts.seed });
    log(`Seeded ${summary.members} members in ${summary.elapsedMs} ms.`);
    return { applied, seededMembers: summary.members, seedMs: summary.elapsedMs };
  } catch (error) {
    // Another process started at the same moment and seeded first: use its company.
    if (error instanceof AlreadySeededError) return { applied, seededMembers: null, seedMs: null };
    throw error;
  }
}
