// The e2e project's global setup: the server bundled once (server-bundle.ts), which every
// journey's server then runs, and one real start of it that makes the data folder every
// journey's server starts on a copy of (harness.ts, TEMPLATE_ENV). Creating the embedded
// database, migrating and seeding is most of a start-up; done once, not once per file.
import { rm } from 'node:fs/promises';
import { repoRoot, SERVER_BUNDLE_ENV, startServer, TEMPLATE_ENV } from './harness';
import { bundleServer } from './server-bundle';

export default async function setup(): Promise<() => Promise<void>> {
  delete process.env[TEMPLATE_ENV];
  const bundle = await bundleServer(repoRoot);
  process.env[SERVER_BUNDLE_ENV] = bundle;
  const server = await startServer({ keepDataDir: true });
  // SIGTERM: the server closes the database, so PGlite leaves a clean folder to copy.
  await server.stop();
  // The test workers start after this and inherit the variable.
  process.env[TEMPLATE_ENV] = server.dataDir;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    delete process.env[SERVER_BUNDLE_ENV];
    await rm(server.dataDir, { recursive: true, force: true });
    await rm(bundle, { force: true });
  };
}
