import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { loadBootstrap } from './bootstrap-service';
import { originOf, sessionOrNull } from '../http/context';
import { requestLanguage } from '../http/language';
import { toLoadedModulesWire } from './company-presenters';

/**
 * Adds `loaded_modules` to every GET answered while the client asks with load_modules=1,
 * errors included (spec §8: error responses that carry it still initialise the app).
 */
export function registerBootstrapHook(app: FastifyInstance, db: Db) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.method !== 'GET') return payload;
    const query = request.query as Record<string, unknown> | undefined;
    if (query?.load_modules !== '1') return payload;
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    if ('loaded_modules' in payload) return payload;
    const session = sessionOrNull(request);
    const bootstrap = await loadBootstrap(db, session?.memberId ?? null, requestLanguage(request));
    return { ...payload, loaded_modules: toLoadedModulesWire(bootstrap, originOf(request)) };
  });
}
