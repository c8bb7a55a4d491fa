import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { defaultAppKey } from '../../contract/constants';
import { loadConfig, type Config } from '../../server/shared/config';
import type { Db } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { seedDemoCompany } from '../../server/seed/company';
import { openTestDb } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** inject() with the application key every client sends. */
  call: (opts: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  loginAs: (username: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * The settings of a test app. The event-loop lag check sheds load by the machine's state, not
 * the request's: a shared or busy test machine lags over a second and would answer a test's
 * calls 503 at random. The tests of load shedding turn it on with their own thresholds.
 */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  const defaults = loadConfig({});
  return {
    ...defaults,
    pressure: { ...defaults.pressure, maxEventLoopDelayMs: 0 },
    distDir: '/nonexistent-build',
    dataDir,
    ...overrides,
  };
}

/** A real app on a real, freshly migrated and seeded database (PGlite or PostgreSQL). */
export async function createTestApp(
  members = 60,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const db = await openTestDb();
  await migrate(db);
  await seedDemoCompany(db, { members, seed: 7 });
  // Uploads and the outbox go to a folder of this test file's own, removed on close.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-data-'));
  const config = testConfig(dataDir, overrides);
  const app = await buildApp({ db, config });
  const call: TestApp['call'] = ({ token, headers, ...opts }) =>
    app.inject({
      ...opts,
      headers: {
        'api-key': defaultAppKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
  const loginAs = async (username: string, password = 'demopass1') => {
    const res = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login_using: 'username', username, password },
    });
    const token = (res.json() as { token?: string }).token;
    if (res.statusCode !== 200 || !token)
      throw new Error(`login of ${username} failed: ${res.body}`);
    return token;
  };
  return {
    app,
    db,
    config,
    call,
    loginAs,
    close: async () => {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
