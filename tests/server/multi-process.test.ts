// More than one API process (issue 17, decision 024). On PostgreSQL, WEB_CONCURRENCY=2 runs two
// workers on one port: a token issued by one works on the other, a login rate limit holds in
// total across them, a dead worker is replaced and SIGTERM stops them all cleanly. On the
// embedded PGlite the server refuses to fork and says why. Each request here opens its own
// connection, so the primary's round robin spreads them over the workers; the test-only
// `x-worker` header (MEMBER_PORTAL_TEST_WORKER_HEADER=1) names the process that answered.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAppKey } from '../../contract/constants';
import { pickMembers } from './payout-fixture';
import { createStore, startServerProcess, type ServerProcess, type Store } from './server-process';
import { dbLabel } from './test-db';

type Reply = { status: number; worker: string; body: Record<string, unknown> };

/** One request on a fresh connection (no keep-alive), so each may land on another worker. */
function send(
  baseUrl: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Reply> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          'api-key': defaultAppKey,
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            worker: String(res.headers['x-worker'] ?? ''),
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    // A connection handed to a worker that was just killed is never answered.
    req.setTimeout(5_000, () => req.destroy(new Error('no answer within 5 s')));
    req.end(payload);
  });
}

const login = (baseUrl: string, username: string, password: string) =>
  send(baseUrl, 'POST', '/api/auth/login', {
    body: { login_using: 'username', username, password },
  });

const testEnv = { WEB_CONCURRENCY: '2', MEMBER_PORTAL_TEST_WORKER_HEADER: '1' };

if (dbLabel === 'postgres') {
  describe(`two API processes on one port on ${dbLabel}`, () => {
    let store: Store;
    let server: ServerProcess;
    let usernames: string[];

    beforeAll(async () => {
      store = await createStore();
      server = await startServerProcess(store, testEnv);
      const db = await store.open();
      try {
        usernames = (await pickMembers(db, 2)).map((m) => m.username);
      } finally {
        await db.close();
      }
    }, 120_000);
    afterAll(async () => {
      server?.kill('SIGKILL');
      await store?.remove();
    });

    it('runs two workers that share the port, both apart from the primary', async () => {
      expect(server.output()).toMatch(/2 API processes \(WEB_CONCURRENCY\)/);
      const workers = new Set<string>();
      for (let i = 0; i < 6; i++)
        workers.add((await send(server.baseUrl, 'GET', '/api/auth/dummy')).worker);
      expect(workers.size).toBe(2);
      expect(workers.has(String(server.pid))).toBe(false);
    });

    it('accepts a token issued by one worker on the other', async () => {
      const issued = await login(server.baseUrl, usernames[0]!, 'demopass1');
      expect(issued.status).toBe(200);
      const token = issued.body.token as string;
      const seen = new Map<string, number>();
      for (let i = 0; i < 6; i++) {
        const res = await send(server.baseUrl, 'GET', '/api/payout/settings', { token });
        seen.set(res.worker, res.status);
      }
      expect([...seen.keys()].filter((w) => w !== issued.worker)).toHaveLength(1);
      expect([...seen.values()]).toEqual([200, 200]);

      // Signing out through one worker ends the session on the other as well.
      const out = await send(server.baseUrl, 'POST', '/api/auth/logout', { token, body: {} });
      expect(out.status).toBe(200);
      const after = new Map<string, number>();
      for (let i = 0; i < 6; i++) {
        const res = await send(server.baseUrl, 'GET', '/api/payout/settings', { token });
        after.set(res.worker, res.status);
      }
      expect([...after.values()]).toEqual([401, 401]);
    });

    it('holds the login rate limit in total across the workers, not per worker', async () => {
      const answers: Reply[] = [];
      for (let i = 0; i < 12; i++)
        answers.push(await login(server.baseUrl, usernames[1]!, 'wrong-password'));
      // Ten wrong passwords per account in 15 minutes (domain/rate-limits.ts); the tenth is
      // already refused. Counted per process, two workers would allow about twenty.
      expect(answers.map((a) => a.status)).toEqual([...Array(9).fill(422), 429, 429, 429]);
      expect(new Set(answers.slice(0, 10).map((a) => a.worker)).size).toBe(2);
      // The right password is refused too now, on whichever worker answers.
      const right = await login(server.baseUrl, usernames[1]!, 'demopass1');
      expect(right.status).toBe(429);
    });

    it('replaces a worker that dies, and SIGTERM to the primary stops every worker cleanly', async () => {
      const before = new Set<string>();
      for (let i = 0; i < 6; i++)
        before.add((await send(server.baseUrl, 'GET', '/api/auth/dummy')).worker);
      const victim = [...before][0]!;
      process.kill(Number(victim), 'SIGKILL');
      // The primary forks a replacement; requests keep being answered meanwhile.
      let now = new Set<string>();
      for (let i = 0; i < 200 && !(now.size === 2 && !now.has(victim)); i++) {
        now = new Set<string>();
        for (let j = 0; j < 4; j++) {
          const res = await send(server.baseUrl, 'GET', '/api/auth/dummy').catch(() => null);
          if (res?.status === 200) now.add(res.worker);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(now.has(victim)).toBe(false);
      expect(now.size).toBe(2);
      expect(server.output()).toMatch(new RegExp(`API process ${victim} exited \\(SIGKILL\\)`));

      server.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const alive = [...now].filter((pid) => {
        try {
          process.kill(Number(pid), 0);
          return true;
        } catch {
          return false;
        }
      });
      expect(alive).toEqual([]);
    });
  });
} else {
  describe(`one API process on ${dbLabel}`, () => {
    let store: Store;
    let server: ServerProcess;
    beforeAll(async () => {
      store = await createStore();
      server = await startServerProcess(store, testEnv);
    }, 120_000);
    afterAll(async () => {
      server?.kill('SIGKILL');
      await store?.remove();
    });

    it('refuses WEB_CONCURRENCY=2 on the embedded PGlite, says why and serves from one process', async () => {
      expect(server.output()).toMatch(
        /WEB_CONCURRENCY=2 ignored: the embedded PGlite is one process's database/,
      );
      const workers = new Set<string>();
      for (let i = 0; i < 4; i++)
        workers.add((await send(server.baseUrl, 'GET', '/api/auth/dummy')).worker);
      expect([...workers]).toEqual([String(server.pid)]);
      server.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });
  });
}
