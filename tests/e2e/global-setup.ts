// The e2e project's global setup: one real start of the server makes the data folder every
// journey's server then starts on a copy of (harness.ts, TEMPLATE_ENV). Creating the embedded
// database, migrating and seeding is most of a start-up; done once, not once per file.
import { rm } from 'node:fs/promises';
import { startServer, TEMPLATE_ENV } from './harness';

export default async function setup(): Promise<() => Promise<void>> {
  delete process.env[TEMPLATE_ENV];
  const server = await startServer({ keepDataDir: true });
  // SIGTERM: the server closes the database, so PGlite leaves a clean folder to copy.
  await server.stop();
  // The test workers start after this and inherit the variable.
  process.env[TEMPLATE_ENV] = server.dataDir;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
