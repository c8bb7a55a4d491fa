// The test app of the issue-4 server tests: createTestApp's real app and database, plus its own
// data folder so the outbox (DATA_DIR/outbox.jsonl) is this file's alone, and helpers to read
// codes from it and to call from a chosen IP address.
import { testConfig, useFixture } from './app-fixture';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { defaultAppKey } from '../../contract/constants';
import type { Db } from '../../server/db/connection';
import { readOutbox, type OutboxMessage } from '../e2e/outbox';
import { openSeededDb } from './seeded-db';

/** One line of DATA_DIR/outbox.jsonl, as the end-to-end suite reads it too. */
export type OutboxLine = OutboxMessage;

export type CallOptions = InjectOptions & { token?: string; ip?: string };

export type AuthTestApp = {
  app: FastifyInstance;
  db: Db;
  call: (opts: CallOptions) => Promise<LightMyRequestResponse>;
  post: (
    url: string,
    payload: object,
    opts?: Omit<CallOptions, 'url' | 'payload'>,
  ) => Promise<LightMyRequestResponse>;
  loginAs: (username: string, password?: string) => Promise<string>;
  outbox: () => Promise<OutboxLine[]>;
  /** The newest code sent to an address (an email, or +<code><number>). */
  lastCode: (to: string, purpose?: OutboxLine['purpose']) => Promise<string>;
  close: () => Promise<void>;
};

let ipCounter = 0;
/** A fresh client address per call site, so per-IP limits of one test do not touch another. */
export const freshIp = (): string => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

export async function createAuthTestApp(members = 60): Promise<AuthTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'auth-test-'));
  const db = await openSeededDb(members);
  const config = testConfig(dataDir);
  const app = await buildApp({ db, config });
  const call: AuthTestApp['call'] = ({ token, ip, headers, ...opts }) =>
    app.inject({
      ...opts,
      // The peer's own address: X-Forwarded-For counts only behind a trusted proxy.
      ...(ip ? { remoteAddress: ip } : {}),
      headers: {
        'api-key': defaultAppKey,
        // The client names the language it reads the portal in (decision 044); these tests
        // read English unless they say otherwise ('' sends none, for the account's language).
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
  const post: AuthTestApp['post'] = (url, payload, opts = {}) =>
    call({ method: 'POST', url, payload, ...opts });
  const outbox = (): Promise<OutboxLine[]> => readOutbox(dataDir);
  return {
    app,
    db,
    call,
    post,
    loginAs: async (username, password = 'demopass1') => {
      const res = await post(
        '/api/auth/login',
        { login_using: 'username', username, password },
        { ip: freshIp() },
      );
      const token = (res.json() as { token?: string }).token;
      if (res.statusCode !== 200 || !token)
        throw new Error(`login of ${username} failed: ${res.body}`);
      return token;
    },
    outbox,
    lastCode: async (to, purpose) => {
      const line = (await outbox())
        .filter((l) => l.to === to.toLowerCase() && (!purpose || l.purpose === purpose))
        .at(-1);
      if (!line?.code) throw new Error(`no code in the outbox for ${to}`);
      return line.code;
    },
    close: async () => {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A live member of the seeded company with an email and a mobile, not one of the named ones. */
export async function someMember(db: Db, offset = 0) {
  const rows = await db.query<{
    id: number;
    username: string;
    email: string;
    mobile_code: string;
    mobile: string;
  }>(
    `SELECT id, username, email, mobile_code, mobile FROM members
      WHERE status = 1 AND mobile IS NOT NULL AND mobile <> '' AND username NOT IN ('founder', 'demo', 'blocked')
      ORDER BY id OFFSET $1 LIMIT 1`,
    [offset],
  );
  if (!rows[0]) throw new Error('the seed has no such member');
  return rows[0];
}

/** createAuthTestApp's app for the describe block this is called in (see useFixture). */
export const useAuthTestApp = (members?: number): AuthTestApp =>
  useFixture(() => createAuthTestApp(members));
