// The server project's global setup: a folder (PGlite dumps) and a run id (PostgreSQL template
// databases) for the seeded templates of this run (seeded-db.ts), removed at the end.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPLATES_ENV } from './seeded-db';
import { dbLabel, dropDatabase, withAdmin } from './test-db';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-test-templates-'));
  const run = randomBytes(4).toString('hex');
  // The test workers start after this and inherit both.
  process.env[TEMPLATES_ENV] = dir;
  process.env[`${TEMPLATES_ENV}_RUN`] = run;
  return async () => {
    await rm(dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (dbLabel !== 'postgres' || !serverUrl) return;
    const templates = await withAdmin(serverUrl, (admin) =>
      admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `tpl\\_%\\_${run}`,
      ]),
    );
    for (const { datname } of templates.rows) await dropDatabase(serverUrl, datname);
  };
}
