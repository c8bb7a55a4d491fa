import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { defaultAppKey } from '../contract/constants';

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
  /** API processes (WEB_CONCURRENCY); more than one only on PostgreSQL (decision 024). */
  webConcurrency: number;
  /** How long SIGTERM waits for in-flight requests before giving up (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /**
   * Which peers may speak for the client with X-Forwarded-For/-Proto (TRUST_PROXY): false
   * (the default: the peer is the client), a hop count, or the proxies' addresses and CIDRs.
   */
  trustProxy: false | number | string[];
  /** The origin the server writes into links (PUBLIC_URL): next_page_url, referral links. */
  publicUrl: string;
  /** Strict-Transport-Security is sent only when the portal is served over TLS (BEHIND_TLS=1). */
  behindTls: boolean;
  /** Load shedding with 503 + Retry-After (@fastify/under-pressure); 0 turns a check off. */
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
    webConcurrency: Math.max(1, intFrom(env.WEB_CONCURRENCY, 1, 'WEB_CONCURRENCY')),
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    publicUrl: publicUrlFrom(env.PUBLIC_URL, host, port),
    behindTls: ['1', 'true', 'yes'].includes((env.BEHIND_TLS ?? '').toLowerCase()),
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
  };
}
