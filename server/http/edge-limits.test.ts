import { createServer, type Server } from 'node:http';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../shared/config';
import {
  connectionCap,
  defaultMaxConnections,
  edgeServerOptions,
  guardConnections,
  openFileLimit,
} from './edge-limits';

const limits = (soft: string, hard = '1048576') =>
  `Limit                     Soft Limit           Hard Limit           Units\n` +
  `Max cpu time              unlimited            unlimited            seconds\n` +
  `Max open files            ${soft.padEnd(20)} ${hard.padEnd(20)} files\n`;

describe('edge settings', () => {
  it('reads the soft open-file limit', () => {
    expect(openFileLimit(limits('1024'))).toBe(1024);
    expect(openFileLimit(limits('unlimited', 'unlimited'))).toBe(Infinity);
    expect(openFileLimit('nothing here')).toBeUndefined();
  });

  it('keeps a share of the file limit free of connections unless MAX_CONNECTIONS says', () => {
    expect(connectionCap(undefined, 1024)).toBe(768);
    expect(connectionCap(undefined, 256)).toBe(64);
    expect(connectionCap(undefined, 1_048_576)).toBe(defaultMaxConnections);
    expect(connectionCap(undefined, undefined)).toBe(defaultMaxConnections);
    expect(connectionCap(50, 256)).toBe(50);
    expect(connectionCap(0, 256)).toBe(0);
  });

  it('has defaults, reads the environment and refuses a headers timeout past the request one', () => {
    expect(loadConfig({}).edge).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 600_000,
      bodyTimeoutMs: 10_000,
      bodyMinBytesPerSecond: 1024,
      socketIdleTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      maxRequestsPerSocket: 1000,
      maxConnections: undefined,
      maxConnectionsPerAddress: 128,
    });
    expect(loadConfig({ MAX_CONNECTIONS: '0', BODY_TIMEOUT_MS: '3000' }).edge).toMatchObject({
      maxConnections: 0,
      bodyTimeoutMs: 3000,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '700000' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ BODY_TIMEOUT_MS: 'soon' })).toThrow(/BODY_TIMEOUT_MS/);
  });

  it('hands Node its timers and checks for expired requests every second at most', () => {
    const options = edgeServerOptions(loadConfig({}).edge);
    expect(options).toMatchObject({
      connectionTimeout: 120_000,
      keepAliveTimeout: 72_000,
      requestTimeout: 600_000,
      maxRequestsPerSocket: 1000,
      http: { headersTimeout: 20_000, connectionsCheckingInterval: 1000 },
    });
    const quick = edgeServerOptions(
      loadConfig({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' }).edge,
    );
    expect(quick.http.connectionsCheckingInterval).toBe(250);
  });
});

const silent = {
  info() {},
  warn() {},
  error() {},
} as unknown as FastifyBaseLogger;

/** A bare HTTP server with the guard; `onBody` decides when the handler reads the body. */
async function guarded(
  edge: Partial<Config['edge']>,
  trustProxy: Config['trustProxy'] = false,
  readAfterMs = 0,
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    setTimeout(() => {
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => res.end(String(size)));
    }, readAfterMs);
  });
  guardConnections(server, { edge: { ...loadConfig({}).edge, ...edge }, trustProxy }, silent);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
}

type Exchange = { data: string; closed: Promise<void> };

function connect(
  port: number,
  head: string,
  localAddress = '127.0.0.1',
): Exchange & {
  socket: net.Socket;
} {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  const exchange = { data: '', socket, closed: Promise.resolve() };
  socket.on('data', (chunk: Buffer) => (exchange.data += chunk.toString()));
  socket.on('error', () => {});
  exchange.closed = new Promise((resolve) => socket.on('close', () => resolve()));
  if (head) socket.write(head);
  return exchange;
}

const post = (length: number) => `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n`;

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);

describe('the connection guard', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });

  it('cuts a body that trickles in below the minimum rate with 408', async () => {
    const { server, port } = await guarded({ bodyTimeoutMs: 400, bodyMinBytesPerSecond: 100 });
    servers.push(server);
    const slow = connect(port, post(10_000));
    const drip = setInterval(() => slow.socket.writable && slow.socket.write('a'), 100);
    try {
      expect(await within(slow.closed, 15_000)).not.toBe('timeout');
    } finally {
      clearInterval(drip);
    }
    expect(slow.data).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it('does not blame the client while the server is not reading, nor cut a steady body', async () => {
    // The handler leaves a 1 MB body unread for longer than several body timeouts.
    const { server, port } = await guarded(
      { bodyTimeoutMs: 300, bodyMinBytesPerSecond: 1000 },
      false,
      1500,
    );
    servers.push(server);
    const big = connect(port, post(1_000_000));
    big.socket.write(Buffer.alloc(1_000_000, 97));
    await expect.poll(() => big.data, { timeout: 15_000 }).toMatch(/\r\n\r\n1000000$/);

    // 4 KB in 400 B pieces every 100 ms: above the rate, for longer than the body timeout.
    const steady = connect(port, post(4000));
    for (let i = 0; i < 10; i++) {
      await new Promise((r) => setTimeout(r, 100));
      steady.socket.write(Buffer.alloc(400, 98));
    }
    await expect.poll(() => steady.data, { timeout: 15_000 }).toMatch(/\r\n\r\n4000$/);
  });

  it('refuses connections past the per-address cap, except from a trusted proxy', async () => {
    const { server, port } = await guarded({ maxConnectionsPerAddress: 2 }, ['127.0.0.7']);
    servers.push(server);
    const from = (address: string) => [1, 2, 3].map(() => connect(port, '', address));
    const plain = from('127.0.0.6');
    const proxy = from('127.0.0.7');
    // The third from one address is closed at once, without a byte.
    expect(await within(plain[2]!.closed, 15_000)).not.toBe('timeout');
    // The others stay open: they can still make requests.
    for (const c of [plain[0]!, plain[1]!, ...proxy])
      c.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    for (const c of [plain[0]!, plain[1]!, ...proxy])
      await expect.poll(() => c.data, { timeout: 15_000 }).toMatch(/^HTTP\/1\.1 200/);
    expect(plain[2]!.data).toBe('');
  });
});
