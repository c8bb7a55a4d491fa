import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Config } from '../shared/config';

// Timeouts and connection limits at the HTTP edge (decision 027). Node's own timers cover the
// request head (headersTimeout), the whole request (requestTimeout), an idle socket and an idle
// kept-alive connection; a body that trickles in a byte at a time satisfies all of them for
// minutes, so the body gets its own guard: a minimum rate over every stretch of
// BODY_TIMEOUT_MS. The caps keep connections from taking the file descriptors the database and
// the files need, so running short of them refuses connections instead of failing requests.

/** The ceiling on open connections when MAX_CONNECTIONS is unset and the file limit allows. */
export const defaultMaxConnections = 10_000;

type EdgeSettings = Config['edge'];

/** The Fastify constructor's share: Node's timers and keep-alive limits on the HTTP server. */
export function edgeServerOptions(
  edge: EdgeSettings,
): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'maxRequestsPerSocket'
> & { http: ServerOptions } {
  const checked = [edge.headersTimeoutMs, edge.requestTimeoutMs].filter((ms) => ms > 0);
  return {
    connectionTimeout: edge.socketIdleTimeoutMs,
    keepAliveTimeout: edge.keepAliveTimeoutMs,
    requestTimeout: edge.requestTimeoutMs,
    maxRequestsPerSocket: edge.maxRequestsPerSocket,
    http: {
      headersTimeout: edge.headersTimeoutMs,
      // Node checks the pair here; Fastify assigns requestTimeout again after construction.
      requestTimeout: edge.requestTimeoutMs,
      // Node looks for expired heads and requests on this interval (30 s by default, which
      // would let a 20 s headers timeout run to 50 s).
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(1000, Math.floor(Math.min(...checked, 4000) / 4)),
      ),
    },
  };
}

/** The soft open-file limit from /proc/self/limits (Linux); undefined where unreadable. */
export function openFileLimit(limitsText?: string): number | undefined {
  let text = limitsText;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/self/limits', 'utf8');
    } catch {
      return undefined;
    }
  }
  const soft = /^Max open files\s+(\S+)/m.exec(text)?.[1];
  if (soft === undefined) return undefined;
  if (soft === 'unlimited') return Infinity;
  const n = Number(soft);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * Open connections allowed per process: MAX_CONNECTIONS when set (0: no cap), otherwise
 * 10,000 but never so many that connections alone could use the descriptors the database
 * (PGlite keeps up to 1,000 files open), log, uploads and static files need: a quarter of the
 * limit, and at least 256, stays free.
 */
export function connectionCap(setting: number | undefined, fileLimit: number | undefined): number {
  if (setting !== undefined) return setting;
  if (fileLimit === undefined || !Number.isFinite(fileLimit)) return defaultMaxConnections;
  const reserve = Math.max(256, Math.floor(fileLimit / 4));
  return Math.min(defaultMaxConnections, Math.max(Math.floor(fileLimit / 4), fileLimit - reserve));
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) counts as `1.2.3.4`. */
function plainAddress(address: string | undefined): string | undefined {
  return address?.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/**
 * Peers exempt from the per-address cap: the proxies TRUST_PROXY names, whose one address
 * carries many clients (the proxy limits those). A hop count trusts whoever connects.
 */
function proxyExemption(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!isIPv4(address) && !isIPv6(address)) continue;
    try {
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    } catch {
      // A prefix out of range names no address; config accepted its shape only.
    }
  }
  return (address) => list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** A request whose body is still arriving, and what had arrived when its stretch began. */
type Watched = {
  req: IncomingMessage;
  res: ServerResponse;
  socket: Socket;
  since: number;
  bytes: number;
};

const expectsBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const tooSlowBody = JSON.stringify({
  error_code: 'validation_error',
  message: 'The request body arrived too slowly.',
});
const tooSlowAnswer =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${Buffer.byteLength(tooSlowBody)}\r\n\r\n${tooSlowBody}`;

export type EdgeGuard = {
  /** The open-connection cap in force (0: none). */
  maxConnections: number;
};

/**
 * Installs the connection caps, the body-rate guard and a non-fatal 'error' listener on a
 * listening (or about to listen) HTTP server. Everything it starts stops with the server.
 */
export function guardConnections(
  server: Server,
  config: Pick<Config, 'edge' | 'trustProxy'>,
  log: FastifyBaseLogger,
  fileLimit: number | undefined = openFileLimit(),
): EdgeGuard {
  const { edge } = config;
  const counts = { refusedPerAddress: 0, refusedOverCap: 0, slowBodiesCut: 0, serverErrors: 0 };

  const maxConnections = connectionCap(edge.maxConnections, fileLimit);
  // Node refuses a connection over the cap before it becomes a socket ('drop').
  if (maxConnections > 0) server.maxConnections = maxConnections;
  server.on('drop', () => {
    counts.refusedOverCap += 1;
  });

  const perAddressCap = edge.maxConnectionsPerAddress;
  const exempt = proxyExemption(config.trustProxy);
  const open = new Map<string, number>();
  if (perAddressCap > 0) {
    server.on('connection', (socket: Socket) => {
      const address = plainAddress(socket.remoteAddress);
      if (address === undefined || exempt(address)) return;
      const count = (open.get(address) ?? 0) + 1;
      if (count > perAddressCap) {
        counts.refusedPerAddress += 1;
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }

  // The body guard: every request with a body is looked at on a short interval until its body
  // is complete; a stretch of bodyTimeoutMs that brought less than the minimum rate ends it.
  const watched = new Set<Watched>();
  const needed = Math.ceil((edge.bodyMinBytesPerSecond * edge.bodyTimeoutMs) / 1000);
  const cut = (w: Watched) => {
    watched.delete(w);
    counts.slowBodiesCut += 1;
    // Node writes its own 408 the same way: only while no answer has started on the socket.
    if (!w.res.headersSent && w.socket.writable) w.socket.write(tooSlowAnswer);
    w.socket.destroy();
  };
  const sweep = () => {
    const now = performance.now();
    for (const w of watched) {
      if (w.req.complete || w.socket.destroyed) {
        watched.delete(w);
      } else if (w.socket.isPaused()) {
        // The server stopped reading (its buffer is full): the client is not the slow one.
        w.since = now;
        w.bytes = w.socket.bytesRead;
      } else if (now - w.since >= edge.bodyTimeoutMs) {
        if (w.socket.bytesRead - w.bytes < Math.max(1, needed)) cut(w);
        else {
          w.since = now;
          w.bytes = w.socket.bytesRead;
        }
      }
    }
  };
  const timers: NodeJS.Timeout[] = [];
  if (edge.bodyTimeoutMs > 0) {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!expectsBody(req) || req.complete) return;
      watched.add({
        req,
        res,
        socket: req.socket,
        since: performance.now(),
        bytes: req.socket.bytesRead,
      });
    });
    const every = Math.max(50, Math.min(1000, Math.floor(edge.bodyTimeoutMs / 4)));
    timers.push(setInterval(sweep, every).unref());
  }

  // Accepting can fail (out of descriptors or memory): that is a refused connection, never a
  // reason to end the process, which an 'error' event without a listener would do.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (!server.listening) return; // listen() reports its own failure
    counts.serverErrors += 1;
    if (counts.serverErrors === 1) log.error({ err }, 'the server could not accept a connection');
  });

  // One line per ten seconds while limits act, not one per connection an attacker opens.
  timers.push(
    setInterval(() => {
      if (Object.values(counts).some((n) => n > 0)) {
        log.warn({ ...counts }, 'edge limits acted in the last 10 s');
        for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] = 0;
      }
    }, 10_000).unref(),
  );
  server.once('close', () => timers.forEach(clearInterval));

  log.info(
    { maxConnections, maxConnectionsPerAddress: perAddressCap, openFileLimit: fileLimit ?? null },
    'connection limits',
  );
  return { maxConnections };
}
