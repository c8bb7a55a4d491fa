/**
 * Switches a feature of the company on or off, for example the demo company's store mode:
 *   npx tsx server/module-cli.ts store on
 * Run it while the server is stopped when the database is the embedded one (one process
 * at a time may open its folder); DATABASE_URL selects a PostgreSQL server.
 */
import path from 'node:path';
import { openDb } from './db/connection';
import { isModuleFlag, setModuleFlag } from './company';

async function main(): Promise<number> {
  const [key, state] = process.argv.slice(2);
  if (!key || !isModuleFlag(key) || (state !== 'on' && state !== 'off')) {
    console.error('Usage: tsx server/module-cli.ts <module flag, e.g. store> <on|off>');
    return 1;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR ?? './data';
  const db = await openDb({ databaseUrl, dataDir: path.join(dataDir, 'pgdata') });
  try {
    await setModuleFlag(db, key, state === 'on');
    console.log(`${key} is ${state}.`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
