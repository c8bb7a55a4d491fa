// A data folder whose company is in demo mode, prepared before a server opens it: the
// embedded database belongs to one process at a time, so the flags are set first and the
// server then reuses the folder (start-up never seeds over an existing company).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../../server/db/connection';
import { prepareDatabase } from '../../server/prepare';
import { setModuleFlag } from '../../server/company/module-settings-service';

export async function prepareDemoDataDir(opts: {
  members: number;
  /** Members whose demo access is withdrawn (members.user_allowed = false). */
  notAllowed: readonly string[];
}): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'member-portal-e2e-demo-'));
  const db = await openDb({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    await prepareDatabase(db, { members: opts.members, seed: 42 });
    await db.query('UPDATE company SET is_demo = true WHERE id = 1');
    await db.query('UPDATE members SET user_allowed = false WHERE username = ANY($1::text[])', [
      [...opts.notAllowed],
    ]);
  } finally {
    await db.close();
  }
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** A data folder whose company runs in store mode, switched the way an operator does it. */
export async function prepareStoreDataDir(opts: {
  members: number;
}): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'member-portal-e2e-store-'));
  const db = await openDb({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    await prepareDatabase(db, { members: opts.members, seed: 42 });
    await setModuleFlag(db, 'store', true);
  } finally {
    await db.close();
  }
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}
