// The real server (`server/main.ts`) as a child process, for the crash-safety and
// multi-process tests: a data folder and a database that survive a restart, SIGKILL and
// SIGTERM sent to the server's own process (node, not npx), and its exit status.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { defaultAppKey } from '../../contract/constants';
import { openDb, type Db } from '../../server/db/connection';
import { freePort, repoRoot } from '../e2e/harness';
import { fillStore } from './seeded-db';
import { dbLabel } from './test-db';

/** The company a server process seeds, and the one a seeded store holds. */
const seedMembers = 60;
const seedNumber = 42;

/** Where a server keeps its data between runs: a folder, and on PostgreSQL a fresh database. */
export type Store = {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The store opened directly by the test (only while no server runs, on PGlite). */
  open(): Promise<Db>;
  remove(): Promise<void>;
};

/**
 * A store for a server process. `seeded` (the default) fills it with the demo company the
 * process would seed on first start (60 members, seed 42) from this run's template, so a
 * start costs the process's own start-up only; `seeded: false` leaves it empty for a test of
 * the first start itself.
 */
export async function createStore({ seeded = true } = {}): Promise<Store> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'member-portal-proc-'));
  let databaseUrl: string | undefined;
  let name: string | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (dbLabel === 'postgres') {
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://…)');
    name = `t_${randomBytes(6).toString('hex')}`;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    if (seeded) await fillStore({ databaseUrl }, seedMembers, seedNumber);
    else await admin(serverUrl, `CREATE DATABASE ${name}`);
  } else if (seeded) {
    await fillStore({ dataDir: path.join(dataDir, 'pgdata') }, seedMembers, seedNumber);
  }
  return {
    dataDir,
    databaseUrl,
    open: () => openDb({ databaseUrl, dataDir: path.join(dataDir, 'pgdata') }),
    async remove() {
      if (name && serverUrl) await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type ServerProcess = {
  baseUrl: string;
  pid: number;
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
};

/** Starts `node --import tsx server/main.ts` on `store` and waits until it answers. */
export async function startServerProcess(
  store: Store,
  env: Record<string, string> = {},
  readyTimeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl ?? '',
      SEED_MEMBERS: String(seedMembers),
      SEED: String(seedNumber),
      LOG_LEVEL: 'info',
      // These tests judge every answer; on a busy test machine the load shedding (a 503 after
      // a second of event-loop lag, which PGlite's in-process queries can cause) would make
      // that depend on timing. It has its own test.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-300_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  let done: number | string | null = null;
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve((done = signal ?? code ?? -1))),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    pid: child.pid!,
    output: () => output,
    exited,
    kill: (signal) => {
      if (done === null) child.kill(signal);
    },
  };
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (done !== null)
      throw new Error(`The server exited (${done}) before it was ready.\n${output}`);
    if (/Member portal ready/.test(output)) {
      try {
        const res = await fetch(`${baseUrl}/api/auth/dummy`, { headers: apiHeaders() });
        if (res.status === 200) return server;
      } catch {
        // Not listening yet.
      }
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`The server was not ready within ${readyTimeoutMs} ms.\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const apiHeaders = (token?: string): Record<string, string> => ({
  'api-key': defaultAppKey,
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

export type Answer = { status: number; body: unknown; headers: Headers };

/** One API call; a connection the server dropped answers status 0. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: apiHeaders(opts.token),
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON.
    }
    return { status: res.status, body, headers: res.headers };
  } catch {
    return { status: 0, body: null, headers: new Headers() };
  }
}

/** Signs in with the seed's password and returns the bearer token. */
export async function login(
  baseUrl: string,
  username: string,
  password = 'demopass1',
): Promise<Answer & { token: string }> {
  const res = await call(baseUrl, 'POST', '/api/auth/login', {
    body: { login_using: 'username', username, password },
  });
  const token = (res.body as { token?: string } | null)?.token ?? '';
  return { ...res, token };
}
