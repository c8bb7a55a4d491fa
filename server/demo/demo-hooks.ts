import type { FastifyInstance } from 'fastify';
import type { LoadedModulesWire } from '../../contract/modules';
import type { Db } from '../db/connection';
import { demoView, effectivePlan, enforceDemoRules, findProtectedAction } from './demo-service';
import { RateLimitedError } from '../limits';
import { sessionOrNull } from '../http/context';
import { userStatus } from '../../contract/constants';

/**
 * App-wide hooks of issue 4, registered once with the auth routes: the demo-mode gate on every
 * /api call, the demo view of the bootstrap payload, and the Retry-After header of a 429.
 */
export function registerAuthHooks(app: FastifyInstance, db: Db) {
  // Runs after the app's own onRequest hook has resolved the token.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.tokenCheck === null) return;
    const session = sessionOrNull(request);
    await enforceDemoRules(db, {
      memberId: session?.memberId ?? null,
      demo: session
        ? { isDemo: session.companyIsDemo, userAllowed: session.userAllowed }
        : undefined,
      memberActive: session?.status === userStatus.active,
      allowBlocked: request.routeOptions.config?.allowBlocked === true,
      action: findProtectedAction(request.method, request.routeOptions.url),
    });
  });

  // onError may add headers before the error handler answers (Fastify's documented use).
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfter));
  });

  // Runs after the bootstrap hook has added loaded_modules: the demo view of it.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (payload === null || typeof payload !== 'object' || !('loaded_modules' in payload))
      return payload;
    const modules = (payload as { loaded_modules?: LoadedModulesWire }).loaded_modules;
    if (!modules?.is_demo) return payload;
    const query = request.query as { demo_plan?: unknown } | undefined;
    const view = await demoView(
      db,
      sessionOrNull(request)?.memberId ?? null,
      true,
      modules.default_store_id,
    );
    return {
      ...payload,
      loaded_modules: {
        ...modules,
        modules: {
          ...modules.modules,
          compensation_plan: effectivePlan(
            modules.modules.compensation_plan,
            true,
            query?.demo_plan,
          ),
        },
        is_master_demo: view.isMasterDemo,
        default_store_id: view.defaultStoreId,
      },
    };
  });
}
