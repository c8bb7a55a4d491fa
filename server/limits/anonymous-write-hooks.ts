import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { countAttempt, guard } from './rate-limit-service';
import { rateRules } from './rate-limits';
import { sessionOrNull } from '../http/context';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A ceiling on every write a caller makes without a live token (login, codes, signup, demo
 * requests…), per peer address: each of those calls has its own tighter rules where guessing
 * matters, but none may be flooded. Runs in onRequest, after the token is resolved and
 * before the body is parsed, so a refused flood costs one counter, not a parse.
 */
export function registerAnonymousWriteLimit(app: FastifyInstance, db: Db) {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || readMethods.has(request.method)) return;
    const access = request.routeOptions.config?.access;
    if (access !== 'public' && access !== 'optional') return;
    if (sessionOrNull(request)) return;
    await countAttempt(db, [guard(rateRules.anonymousWriteIp, request.ip)]);
  });
}
