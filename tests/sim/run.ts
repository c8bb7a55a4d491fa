// The ledger simulation from the command line, for a longer run or another seed:
//   npm run sim:ledger -- --seed 7 --steps 2000 [--members 200] [--quiet]
// It builds a fresh embedded database with the demo company, runs the simulation on the real
// services and prints every step; a failure prints the seed and the step to replay, exit 1.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../server/app';
import { openDb } from '../../server/db/connection';
import { prepareDatabase } from '../../server/prepare';
import { loadConfig } from '../../server/shared/config';
import { defaultAppKey } from '../../contract/constants';
import { runLedgerSimulation } from './ledger-sim';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    steps: { type: 'string', default: '1000' },
    members: { type: 'string', default: '60' },
    quiet: { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const steps = Number(values.steps);

const dataDir = await mkdtemp(path.join(tmpdir(), 'ledger-sim-'));
const db = await openDb({ dataDir: path.join(dataDir, 'pgdata') });
let exitCode = 0;
try {
  await prepareDatabase(db, { members: Number(values.members), seed: 7, log: () => {} });
  const defaults = loadConfig({});
  const app = await buildApp({
    db,
    config: {
      ...defaults,
      dataDir,
      distDir: '/nonexistent-build',
      pressure: { ...defaults.pressure, maxEventLoopDelayMs: 0 },
    },
  });
  const call: Parameters<typeof runLedgerSimulation>[0]['call'] = ({ token, headers, ...o }) =>
    app.inject({
      ...o,
      headers: {
        'api-key': defaultAppKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
  const loginAs = async (username: string) => {
    const res = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login_using: 'username', username, password: 'demopass1' },
    });
    const token = (res.json() as { token?: string }).token;
    if (!token) throw new Error(`login of ${username} failed: ${res.body}`);
    return token;
  };
  const started = Date.now();
  const result = await runLedgerSimulation(
    { db, call, loginAs },
    { seed, steps, log: values.quiet ? undefined : (line) => console.log(line) },
  );
  console.log(JSON.stringify(result, null, 2));
  console.log(`finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await app.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
