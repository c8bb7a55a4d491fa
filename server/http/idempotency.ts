import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Db } from '../db/connection';
import { AppError, invalidInput } from '../shared/app-error';
import { sendError, sessionOrNull } from './context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A money-moving call: an `Idempotency-Key` header replays its first answer (issue 29). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key row this request owns while it runs; null when it owns none. */
    idempotency: IdempotencyClaim | null;
  }
}

type IdempotencyClaim = { scope: string; route: string; key: string };

const idempotencyHeader = 'Idempotency-Key';
/** 1 to 255 visible ASCII characters. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;
/** How long a stored answer is replayed. */
const keepHours = 24;
/** A row still 'running' after this long belongs to a request that died: a retry takes it. */
const abandonedSeconds = 120;
/** How long a second request waits for the first one with its key, milliseconds. */
const waitMs = 10_000;

/** Fields left out of the digest: a fast hash of them in the table would let a password be guessed. */
const isSecret = (field: string) => /password/i.test(field);

/**
 * JSON with object keys sorted at every level, so key order never changes the digest, and
 * without secrets: a password is checked by the call itself, not by the key.
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => v !== undefined && !isSecret(k))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The member of the token; an anonymous caller gets a scope of its own address's digest. */
function scopeOf(request: FastifyRequest): string {
  const session = sessionOrNull(request);
  return session ? `member:${session.memberId}` : `anon:${sha256(request.ip)}`;
}

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !keyPattern.test(raw))
    throw invalidInput(
      idempotencyHeader,
      'The Idempotency-Key must be 1 to 255 visible ASCII characters, sent once.',
    );
  return raw;
}

type KeyRow = { digest: string; state: string; status_code: number | null; body: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the key for this request, or finds the row of the request that took it first. A row
 * past its 24 hours, or abandoned while running, is taken over as if absent.
 */
async function claim(db: Db, c: IdempotencyClaim, digest: string): Promise<KeyRow | null> {
  const taken = await db.query(
    `INSERT INTO idempotency_keys (scope, route, key, digest, state)
     VALUES ($1, $2, $3, $4, 'running')
     ON CONFLICT (scope, route, key) DO UPDATE
       SET digest = EXCLUDED.digest, state = 'running', status_code = NULL, body = NULL,
           created_at = now()
     WHERE idempotency_keys.created_at < now() - make_interval(hours => $5)
        OR (idempotency_keys.state = 'running'
            AND idempotency_keys.created_at < now() - make_interval(secs => $6))
     RETURNING key`,
    [c.scope, c.route, c.key, digest, keepHours, abandonedSeconds],
  );
  if (taken.length > 0) return null;
  const [row] = await db.query<KeyRow>(
    `SELECT digest, state, status_code, body FROM idempotency_keys
      WHERE scope = $1 AND route = $2 AND key = $3`,
    [c.scope, c.route, c.key],
  );
  // Gone between the two statements (its request failed): try once more.
  return row ?? { digest, state: 'running', status_code: null, body: null };
}

async function finishedRow(db: Db, c: IdempotencyClaim): Promise<KeyRow | null> {
  let delay = 25;
  for (let waited = 0; waited < waitMs; waited += delay, delay = Math.min(delay * 2, 1000)) {
    await sleep(delay);
    const [row] = await db.query<KeyRow>(
      `SELECT digest, state, status_code, body FROM idempotency_keys
        WHERE scope = $1 AND route = $2 AND key = $3`,
      [c.scope, c.route, c.key],
    );
    if (!row) return null;
    if (row.state === 'done') return row;
  }
  return null;
}

function replay(reply: FastifyReply, row: KeyRow): FastifyReply {
  return reply
    .code(row.status_code ?? 200)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(row.body));
}

const stillRunning = () =>
  new AppError(
    409,
    'conflict',
    'A request with this Idempotency-Key is still running. Try again in a moment.',
  );

async function beforeHandler(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (key === null) return;
  const c = {
    scope: scopeOf(request),
    route: `${request.method} ${request.routeOptions.url}`,
    key,
  };
  const digest = sha256(canonicalJson({ params: request.params ?? {}, body: request.body ?? {} }));
  let row = await claim(db, c, digest);
  // The same request still running elsewhere: wait for its answer, or take the key it let go.
  if (row !== null && row.digest === digest && row.state === 'running')
    row = (await finishedRow(db, c)) ?? (await claim(db, c, digest));
  if (row === null) {
    request.idempotency = c;
    return;
  }
  if (row.digest !== digest)
    throw invalidInput(
      idempotencyHeader,
      'This Idempotency-Key was used with a different request.',
    );
  if (row.state !== 'done') return sendError(reply, stillRunning());
  return replay(reply, row);
}

async function afterHandler(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const c = request.idempotency;
  if (c === null) return;
  request.idempotency = null;
  const params = [c.scope, c.route, c.key];
  if (reply.statusCode >= 500 || typeof payload !== 'string') {
    await db.query(
      'DELETE FROM idempotency_keys WHERE scope = $1 AND route = $2 AND key = $3',
      params,
    );
    return;
  }
  await db.query(
    `UPDATE idempotency_keys SET state = 'done', status_code = $4, body = $5::jsonb
      WHERE scope = $1 AND route = $2 AND key = $3`,
    [...params, reply.statusCode, payload],
  );
  // Now and then, the rows past their 24 hours go.
  if (Math.random() < 0.01)
    await db.query(
      'DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)',
      [keepHours],
    );
}

/**
 * Idempotency keys on the routes whose config says `idempotent: true` (docs/decisions/036):
 * without the header the call runs as ever; with it, the first request runs and its answer
 * (2xx or 4xx) is stored, and the same key with the same input replays that answer for 24
 * hours. A 5xx or a thrown fault lets the key go, so a retry runs again.
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.decorateRequest('idempotency', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config?.idempotent !== true) return;
    return beforeHandler(db, request, reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await afterHandler(db, request, reply, payload);
    return payload;
  });
}

/** The OpenAPI of an idempotent route gains the optional `Idempotency-Key` header. */
export function withIdempotencyHeader(
  schema: FastifySchema,
  config: { idempotent?: boolean } | undefined,
): FastifySchema {
  if (config?.idempotent !== true) return schema;
  return {
    ...schema,
    headers: {
      type: 'object',
      properties: {
        [idempotencyHeader]: {
          type: 'string',
          minLength: 1,
          maxLength: 255,
          pattern: keyPattern.source,
          description:
            'Optional. One fresh key per user action: the same key with the same request replays the first answer (status and body, with `Idempotent-Replayed: true`) for 24 hours; with a different request it is a 422; while the first request still runs, a second waits for it (409 if it does not finish in about 10 s).',
        },
      },
    },
  };
}
