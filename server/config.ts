import path from 'node:path';
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
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
  };
}
