import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/connection';
import { migrate } from './db/migrate';
import { AlreadySeededError, isSeeded, seedDemoCompany } from './db/seed';

const config = loadConfig();
const started = Date.now();

await mkdir(config.dataDir, { recursive: true });
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pgdata'),
});
const applied = await migrate(db);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);

// The demo company is created once; a restart keeps whatever the database already holds.
if (!(await isSeeded(db))) {
  console.log(`Seeding the demo company with ${config.seedMembers} members (seed ${config.seed})…`);
  try {
    const summary = await seedDemoCompany(db, { members: config.seedMembers, seed: config.seed });
    console.log(`Seeded ${summary.members} members in ${summary.elapsedMs} ms.`);
  } catch (error) {
    // Another process started at the same moment and seeded first: use its company.
    if (!(error instanceof AlreadySeededError)) throw error;
  }
}

const app = await buildApp({ db, config, logger: { level: config.logLevel } });
await app.listen({ port: config.port, host: config.host });

const url = `http://${config.host}:${config.port}`;
console.log(`
  Member portal ready at ${url}  (${Date.now() - started} ms)
  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.dataDir, 'pgdata')}`}
  Demo login: demo / demopass1   (every seeded member uses the password demopass1)
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}
