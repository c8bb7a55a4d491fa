import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../server/app';
import { defaultAppKey } from '../../contract/constants';
import { loadConfig, type Config } from '../../server/shared/config';
import type { Db, Queryable } from '../../server/db/connection';
import { openSeededDb } from './seeded-db';

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
  const db = await openSeededDb(members);
  // Uploads and the outbox go to a folder of this test file's own, removed on close.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-data-'));
  const config = testConfig(dataDir, overrides);
  const app = await buildApp({ db, config });
  const call: TestApp['call'] = ({ token, headers, ...opts }) =>
    app.inject({
      ...opts,
      headers: {
        'api-key': defaultAppKey,
        // The client names the language it reads the portal in (decision 044); these tests
        // read English unless they say otherwise ('' sends none, for the account's language).
        'accept-language': 'en',
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

/**
 * A fixture of the describe block this is called in: made before its tests and closed after
 * them. The returned object forwards to what `make` built, so use it in hooks and tests, not in
 * the block's own body (it is not made yet there).
 */
export function useFixture<T extends { close: () => Promise<void> }>(make: () => Promise<T>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    await made?.close();
  });
  return new Proxy({} as T, {
    get: (_, key) => {
      if (!made) throw new Error('the fixture is made in beforeAll: use it in hooks and tests');
      return Reflect.get(made, key) as unknown;
    },
  });
}

/** createTestApp's app for the describe block this is called in (see useFixture). */
export const useTestApp = (members?: number, overrides?: Partial<Config>): TestApp =>
  useFixture(() => createTestApp(members, overrides));

/**
 * The tokens of the named members, signed in before the tests of the describe block this is
 * called in: `const tokens = useSessions(t, 'demo')`, then `tokens.demo` in a test.
 */
export function useSessions<N extends string>(
  t: Pick<TestApp, 'loginAs'>,
  ...usernames: N[]
): Record<N, string> {
  const tokens = {} as Record<N, string>;
  beforeAll(async () => {
    for (const username of usernames) tokens[username] = await t.loginAs(username);
  });
  return tokens;
}

/** The id of a seeded member. */
export async function idOf(db: Queryable, username: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
    username,
  ]);
  if (!row) throw new Error(`the seed has no member ${username}`);
  return row.id;
}

/** A GET under a token: the status and the JSON body. */
export async function getJson(t: Pick<TestApp, 'call'>, url: string, token?: string) {
  const res = await t.call({ method: 'GET', url, token });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** A GET under a token that must answer 200 (else the body is the failure): the JSON body. */
export async function getOk(t: Pick<TestApp, 'call'>, url: string, token?: string) {
  const res = await getJson(t, url, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A 422 validation_error whose errors name each field; `label` names the request on failure. */
export function expectInvalid(
  res: { status: number; body: Record<string, unknown> },
  label: string,
  ...fields: string[]
): void {
  expect(res.status, label).toBe(422);
  expect(res.body.error_code).toBe('validation_error');
  for (const field of fields) expect(res.body.errors, label).toHaveProperty([field]);
}

/** Date spans that are malformed or reversed, each with the field its validation error names. */
export const badDateSpans = [
  ['start_date=2026-01-01', 'end_date'],
  ['start_date=01/02/2026&end_date=2026-02-01', 'start_date'],
  ['start_date=2026-02-30&end_date=2026-03-01', 'start_date'],
  ['start_date=2026-03-02&end_date=2026-03-01', 'end_date'],
] as const;
