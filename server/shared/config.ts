import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { defaultAppKey } from '../../contract/constants';
import { defaultPushHosts } from '../../contract/push';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedMembers: number;
  seed: number;
  /** The application key every client sends (spec §7); a company issues one per app. */
  appKey: string;
  distDir: string;
  tokenTtlDays: number;
  logLevel: string;
  /** Where one-time codes and mails go (MESSAGE_SENDER); 'outbox': the log and DATA_DIR/outbox.jsonl. */
  messageSender: 'outbox';
  /** Who takes joining fees (PAYMENT_PROVIDER); 'local': the network-free test provider. */
  paymentProvider: 'local';
  /** Signs store (SSO) tokens (STORE_TOKEN_SECRET); unset: a key kept in the database. */
  storeTokenSecret: string | undefined;
  /** Members per record batch of the whole-organisation stream (GENEALOGY_STREAM_CHUNK). */
  streamChunkRows: number;
  /**
   * The oldest figures the stream may serve from the in-process tree snapshot, in ms
   * (GENEALOGY_SNAPSHOT_MAX_AGE_MS, decision 048); 0 reads every stream live.
   */
  streamSnapshotMaxAgeMs: number;
  /** API processes (WEB_CONCURRENCY); more than one only on PostgreSQL (decision 024). */
  webConcurrency: number;
  /** How long SIGTERM waits for in-flight requests before giving up (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /**
   * Seconds between runs of the job that releases held commissions whose return window has
   * passed (RELEASE_INTERVAL_SECONDS); 0 turns it off in this process (decision 037).
   */
  releaseIntervalSeconds: number;
  /**
   * Which peers may speak for the client with X-Forwarded-For/-Proto (TRUST_PROXY): false
   * (the default: the peer is the client), a hop count, or the proxies' addresses and CIDRs.
   */
  trustProxy: false | number | string[];
  /** The origin the server writes into links (PUBLIC_URL): next_page_url, referral links. */
  publicUrl: string;
  /** Strict-Transport-Security is sent only when the portal is served over TLS (BEHIND_TLS=1). */
  behindTls: boolean;
  /** Web Push (decision 046). */
  push: {
    /** Hosts (and their subdomains) a subscription's endpoint may name (PUSH_ENDPOINT_HOSTS). */
    endpointHosts: string[];
    /** How often queued pushes are sent, ms (PUSH_INTERVAL_MS); 0 turns it off here. */
    intervalMs: number;
  };
  /** Load shedding with 503 + Retry-After (server/http/load-shedding.ts); 0 turns a check off. */
  pressure: {
    /** Mean event-loop delay per sample, ms (PRESSURE_MAX_EVENT_LOOP_DELAY_MS). */
    maxEventLoopDelayMs: number;
    /** Heap in use, bytes (PRESSURE_MAX_HEAP_MB); by default 95% of V8's heap limit. */
    maxHeapUsedBytes: number;
    /** The Retry-After a shed request gets, seconds (PRESSURE_RETRY_AFTER_S). */
    retryAfterSeconds: number;
    /** How often the load is sampled, ms (PRESSURE_SAMPLE_INTERVAL_MS). */
    sampleIntervalMs: number;
  };
  /** Timeouts and connection limits at the HTTP edge (decision 027); 0 turns one off. */
  edge: {
    /** The request line and headers must arrive within this, ms (HEADERS_TIMEOUT_MS). */
    headersTimeoutMs: number;
    /** The whole request, body included, must arrive within this, ms (REQUEST_TIMEOUT_MS). */
    requestTimeoutMs: number;
    /** A body must bring the minimum rate in every stretch this long, ms (BODY_TIMEOUT_MS). */
    bodyTimeoutMs: number;
    /** The slowest body accepted, bytes a second over each stretch (BODY_MIN_BYTES_PER_S). */
    bodyMinBytesPerSecond: number;
    /** A connection with no byte in or out for this long is closed, ms (SOCKET_IDLE_TIMEOUT_MS). */
    socketIdleTimeoutMs: number;
    /** How long a kept-alive connection waits for a next request, ms (KEEP_ALIVE_TIMEOUT_MS). */
    keepAliveTimeoutMs: number;
    /** Requests one connection may carry before it is closed (MAX_REQUESTS_PER_SOCKET). */
    maxRequestsPerSocket: number;
    /** Open connections per process (MAX_CONNECTIONS); unset: derived from the open-file limit. */
    maxConnections: number | undefined;
    /** Open connections per client address, proxies exempt (MAX_CONNECTIONS_PER_ADDRESS). */
    maxConnectionsPerAddress: number;
  };
};

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  name: string,
): T {
  if (value === undefined || value === '') return allowed[0]!;
  if (!(allowed as readonly string[]).includes(value))
    throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

/** TRUST_PROXY: empty (off), a hop count, or a comma list of proxy addresses or CIDRs. */
export function trustProxyFrom(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  // "true" would trust any peer's claim about the client: exactly what the setting prevents.
  if (['true', 'yes', 'all', '*'].includes(text.toLowerCase()))
    throw new Error(
      'TRUST_PROXY must name the proxies (addresses or CIDRs) or a hop count, not trust every peer',
    );
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))
      throw new Error(`TRUST_PROXY entry "${entry}" is not an address or CIDR`);
  }
  return list;
}

/** PUBLIC_URL's origin; by default the address the server listens on. */
export function publicUrlFrom(value: string | undefined, host: string, port: number): string {
  if (value === undefined || value.trim() === '') {
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  return url.origin;
}

/** The edge settings; a headers timeout longer than the request timeout would void the latter. */
function edgeFrom(env: NodeJS.ProcessEnv): Config['edge'] {
  const edge: Config['edge'] = {
    headersTimeoutMs: intFrom(env.HEADERS_TIMEOUT_MS, 20_000, 'HEADERS_TIMEOUT_MS'),
    requestTimeoutMs: intFrom(env.REQUEST_TIMEOUT_MS, 600_000, 'REQUEST_TIMEOUT_MS'),
    bodyTimeoutMs: intFrom(env.BODY_TIMEOUT_MS, 10_000, 'BODY_TIMEOUT_MS'),
    bodyMinBytesPerSecond: intFrom(env.BODY_MIN_BYTES_PER_S, 1024, 'BODY_MIN_BYTES_PER_S'),
    socketIdleTimeoutMs: intFrom(env.SOCKET_IDLE_TIMEOUT_MS, 120_000, 'SOCKET_IDLE_TIMEOUT_MS'),
    // Longer than the 60 s idle timeout of common load balancers, which must close first.
    keepAliveTimeoutMs: Math.max(
      1,
      intFrom(env.KEEP_ALIVE_TIMEOUT_MS, 72_000, 'KEEP_ALIVE_TIMEOUT_MS'),
    ),
    maxRequestsPerSocket: intFrom(env.MAX_REQUESTS_PER_SOCKET, 1000, 'MAX_REQUESTS_PER_SOCKET'),
    maxConnections:
      env.MAX_CONNECTIONS === undefined || env.MAX_CONNECTIONS === ''
        ? undefined
        : intFrom(env.MAX_CONNECTIONS, 0, 'MAX_CONNECTIONS'),
    maxConnectionsPerAddress: intFrom(
      env.MAX_CONNECTIONS_PER_ADDRESS,
      128,
      'MAX_CONNECTIONS_PER_ADDRESS',
    ),
  };
  if (edge.requestTimeoutMs > 0 && edge.headersTimeoutMs > edge.requestTimeoutMs)
    throw new Error('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  return edge;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 8080, 'PORT');
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedMembers: intFrom(env.SEED_MEMBERS, 2000, 'SEED_MEMBERS'),
    seed: intFrom(env.SEED, 42, 'SEED'),
    appKey: env.APP_KEY || defaultAppKey,
    distDir: path.resolve(env.DIST_DIR || './dist'),
    tokenTtlDays: intFrom(env.TOKEN_TTL_DAYS, 30, 'TOKEN_TTL_DAYS'),
    logLevel: env.LOG_LEVEL || 'info',
    messageSender: oneOf(env.MESSAGE_SENDER, ['outbox'] as const, 'MESSAGE_SENDER'),
    paymentProvider: oneOf(env.PAYMENT_PROVIDER, ['local'] as const, 'PAYMENT_PROVIDER'),
    storeTokenSecret: env.STORE_TOKEN_SECRET || undefined,
    streamChunkRows: Math.max(
      1,
      intFrom(env.GENEALOGY_STREAM_CHUNK, 8192, 'GENEALOGY_STREAM_CHUNK'),
    ),
    streamSnapshotMaxAgeMs: Math.min(
      60_000,
      intFrom(env.GENEALOGY_SNAPSHOT_MAX_AGE_MS, 60_000, 'GENEALOGY_SNAPSHOT_MAX_AGE_MS'),
    ),
    webConcurrency: Math.max(1, intFrom(env.WEB_CONCURRENCY, 1, 'WEB_CONCURRENCY')),
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    releaseIntervalSeconds: intFrom(env.RELEASE_INTERVAL_SECONDS, 600, 'RELEASE_INTERVAL_SECONDS'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    publicUrl: publicUrlFrom(env.PUBLIC_URL, host, port),
    behindTls: ['1', 'true', 'yes'].includes((env.BEHIND_TLS ?? '').toLowerCase()),
    push: {
      endpointHosts: env.PUSH_ENDPOINT_HOSTS
        ? env.PUSH_ENDPOINT_HOSTS.split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean)
        : [...defaultPushHosts],
      intervalMs: intFrom(env.PUSH_INTERVAL_MS, 2000, 'PUSH_INTERVAL_MS'),
    },
    pressure: {
      // A second of mean lag means every request already waits that long on top of its own
      // work: far beyond any normal load, so only a real overload sheds requests.
      maxEventLoopDelayMs: intFrom(
        env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
        1000,
        'PRESSURE_MAX_EVENT_LOOP_DELAY_MS',
      ),
      maxHeapUsedBytes:
        env.PRESSURE_MAX_HEAP_MB !== undefined && env.PRESSURE_MAX_HEAP_MB !== ''
          ? intFrom(env.PRESSURE_MAX_HEAP_MB, 0, 'PRESSURE_MAX_HEAP_MB') * 1024 * 1024
          : Math.floor(getHeapStatistics().heap_size_limit * 0.95),
      retryAfterSeconds: Math.max(
        1,
        intFrom(env.PRESSURE_RETRY_AFTER_S, 10, 'PRESSURE_RETRY_AFTER_S'),
      ),
      // Under 100 ms a sample may hold no lag reading at all, which the plugin counts as lag.
      sampleIntervalMs: Math.max(
        100,
        intFrom(env.PRESSURE_SAMPLE_INTERVAL_MS, 1000, 'PRESSURE_SAMPLE_INTERVAL_MS'),
      ),
    },
    edge: edgeFrom(env),
  };
}
