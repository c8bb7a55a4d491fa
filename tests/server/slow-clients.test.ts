// Timeouts and limits at the edge (issue 27, decision 027), against the real server as a child
// process. Slow-body clients send their headers and then one body byte a second. Held to a
// low open-file limit and with the connection caps off, the server runs out of descriptors:
// it must stay up, serve a normal client again within a minute and close every slow client
// itself. With the caps on, the connections over the per-address and total caps are refused,
// the accepted slow bodies are cut with 408, and a steady upload slower than the body timeout
// is not cut. Linux only: it lowers the limit with prlimit (util-linux) and dials from several
// loopback addresses (127.0.0.0/8 is all the loopback on Linux).
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAppKey } from '../../contract/constants';
import { createStore, startServerProcess, type ServerProcess, type Store } from './server-process';
import { dbLabel } from './test-db';

const linuxWithPrlimit =
  process.platform === 'linux' && spawnSync('prlimit', ['--version']).status === 0;

/** A client that sends a login's headers and then dribbles its body a byte a second. */
type SlowClient = { data: string; closed: boolean; done: Promise<void> };

function openSlowClient(port: number, localAddress: string): SlowClient {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  const client: SlowClient = { data: '', closed: false, done: Promise.resolve() };
  let drip: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `api-key: ${defaultAppKey}\r\ncontent-type: application/json\r\n` +
        'content-length: 100000\r\n\r\n{',
    );
    drip = setInterval(() => {
      if (socket.writable) socket.write(' ');
    }, 1000);
  });
  socket.on('data', (chunk: Buffer) => (client.data += chunk.toString()));
  // A refused or cut connection may end in a reset; the close below is what counts.
  socket.on('error', () => {});
  client.done = new Promise((resolve) =>
    socket.on('close', () => {
      clearInterval(drip);
      client.closed = true;
      resolve();
    }),
  );
  return client;
}

/** A GET on a fresh connection; 0 when the connection failed or took longer than 5 s. */
function get(baseUrl: string, path: string, localAddress = '127.0.0.1'): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      {
        agent: false,
        localAddress,
        headers: { 'api-key': defaultAppKey, connection: 'close' },
        timeout: 5000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds, at most `ms`; returns whether it did. */
async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(200);
  }
}

/** Until a normal call answers 200 (at most a minute); every status seen on the way. */
async function servedWithinAMinute(baseUrl: string, localAddress?: string): Promise<number[]> {
  const seen: number[] = [];
  await until(async () => {
    seen.push(await get(baseUrl, '/api/auth/dummy', localAddress));
    return seen.at(-1) === 200;
  }, 60_000);
  return seen;
}

const openFiles = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
};

/** Short body timeouts so the test takes seconds; the defaults are 10 s and 1 KiB/s. */
const quickBodies = { BODY_TIMEOUT_MS: '3000', BODY_MIN_BYTES_PER_S: '64' };

describe.skipIf(!linuxWithPrlimit)(`slow clients at the edge on ${dbLabel}`, () => {
  let store: Store;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // The store holds the seeded company; each test starts its own server on it.
    store = await createStore();
  }, 120_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await store?.remove();
  });

  it('stays up when slow bodies use up its file descriptors, then serves and closes them all', async () => {
    server = await startServerProcess(store, {
      ...quickBodies,
      // No caps: the descriptors really run out (the caps have the next test).
      MAX_CONNECTIONS: '0',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      // The sampler runs often, so it meets the shortage the way the old one did.
      PRESSURE_SAMPLE_INTERVAL_MS: '100',
    });
    const { pid } = server;
    let exited: number | string | null = null;
    void server.exited.then((code) => (exited = code));
    const log = () => `server output:\n${server!.output().slice(-4000)}`;

    // A little room above what the running server holds: a few dozen connections fill it.
    // Only the soft limit moves (an unprivileged user can raise it back, not the hard one).
    const softLimit = () =>
      /^Max open files\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'))?.[1];
    const normalLimit = softLimit();
    const limit = openFiles(pid) + 40;
    execFileSync('prlimit', ['--pid', String(pid), `--nofile=${limit}:`]);
    expect(softLimit()).toBe(String(limit));
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, openFiles(pid))), 50);

    const port = Number(new URL(server.baseUrl).port);
    const slow = Array.from({ length: limit + 100 }, () => openSlowClient(port, '127.0.0.2'));
    try {
      expect(await until(() => peak >= limit - 2, 30_000), `peak ${peak} of ${limit}`).toBe(true);

      const seen = await servedWithinAMinute(server.baseUrl);
      expect(seen.at(-1), `${seen.join(',')}\n${log()}`).toBe(200);
      // Every slow client was closed by the server (they never stop on their own).
      expect(await until(() => slow.every((c) => c.closed), 60_000), log()).toBe(true);
      expect(exited, log()).toBeNull();
      // The old load sampler's crash: reading the resident set size needs a descriptor.
      expect(server.output()).not.toMatch(/uv_resident_set_memory/);
    } finally {
      clearInterval(watch);
    }

    // Back to a normal limit, it stops as cleanly as ever.
    execFileSync('prlimit', ['--pid', String(pid), `--nofile=${normalLimit}:`]);
    server.kill('SIGTERM');
    expect(await server.exited, log()).toBe(0);
  }, 180_000);

  it('refuses connections over the caps, cuts slow bodies with 408 and keeps steady uploads', async () => {
    server = await startServerProcess(store, {
      ...quickBodies,
      // The caps are seen only while all 70 slow clients are open at once: with a 3 s body
      // window a busy machine opened the last ones after the first were cut, and the room
      // they left let them in. 8 s holds them all, and the steady upload still outlasts it.
      BODY_TIMEOUT_MS: '8000',
      MAX_CONNECTIONS: '50',
      MAX_CONNECTIONS_PER_ADDRESS: '20',
    });
    const log = () => `server output:\n${server!.output().slice(-4000)}`;
    const port = Number(new URL(server.baseUrl).port);

    // A steady upload: 96 KB at about 8 KB a second, so it outlasts the 8 s body window.
    const steady = new Promise<number>((resolve) => {
      const body = Buffer.from(
        JSON.stringify({ login_using: 'username', username: 'nobody', password: 'x' }).padEnd(
          96 * 1024,
          ' ',
        ),
      );
      const req = httpRequest(
        `${server!.baseUrl}/api/auth/login`,
        {
          method: 'POST',
          agent: false,
          localAddress: '127.0.0.9',
          headers: {
            'api-key': defaultAppKey,
            'content-type': 'application/json',
            'content-length': body.length,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      let sent = 0;
      const chunk = 2048;
      const pump = setInterval(() => {
        req.write(body.subarray(sent, sent + chunk));
        sent += chunk;
        if (sent >= body.length) {
          clearInterval(pump);
          req.end();
        }
      }, 250);
    });

    // 30 from one address (cap 20), then 20 from each of two more (total cap 50).
    const first = Array.from({ length: 30 }, () => openSlowClient(port, '127.0.0.3'));
    await sleep(200);
    const more = ['127.0.0.4', '127.0.0.5'].flatMap((address) =>
      Array.from({ length: 20 }, () => openSlowClient(port, address)),
    );
    const slow = [...first, ...more];

    expect(await until(() => slow.every((c) => c.closed), 60_000), log()).toBe(true);
    const cut = (clients: SlowClient[]) => clients.filter((c) => c.data.startsWith('HTTP/1.1 408'));
    const refused = (clients: SlowClient[]) => clients.filter((c) => c.data === '');
    // Over the per-address cap: refused before a byte was read.
    expect(cut(first).length, log()).toBeLessThanOrEqual(20);
    expect(refused(first).length, log()).toBeGreaterThanOrEqual(10);
    // Over the total cap: more refused, however the two addresses shared the room.
    expect(refused(slow).length, log()).toBeGreaterThanOrEqual(20);
    // Everything accepted was a slow body, cut by the server with the error body.
    expect(cut(slow).length + refused(slow).length).toBe(slow.length);
    expect(cut(slow)[0]?.data).toMatch(/"error_code":"validation_error"/);

    const seen = await servedWithinAMinute(server.baseUrl);
    expect(seen.at(-1), seen.join(',')).toBe(200);
    // The steady upload got a real answer (its made-up member cannot sign in), not a 408.
    const status = await steady;
    expect(status, log()).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(status).not.toBe(408);

    server.kill('SIGTERM');
    expect(await server.exited, log()).toBe(0);
  }, 180_000);
});
