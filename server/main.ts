import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/connection';
import { prepareDatabase } from './db/prepare';

const config = loadConfig();
const started = Date.now();

await mkdir(config.dataDir, { recursive: true });
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pgdata'),
});
await prepareDatabase(db, { members: config.seedMembers, seed: config.seed, log: console.log });

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
