import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './shared/config';
import type { Db } from './db/connection';
import { accountRoutes, accountSecurityRoutes } from './account';
import { auditRoutes } from './audit';
import { authRoutes, checkRequestToken } from './auth';
import {
  binaryStatementRoutes,
  earningsStatementRoutes,
  earningExplanationRoutes,
  earningsAnalyticsRoutes,
  projectedEarningsRoutes,
} from './earnings';
import { mediaRoutes, contentRoutes, deskContentRoutes } from './content';
import { registerBootstrapHook } from './company';
import { sendError, tokenFrom } from './http/context';
import { frameworkErrors, registerErrorHandling } from './http/error-handler';
import { deskSettingsRoutes } from './desk-settings';
import { homeRoutes } from './home';
import { notificationRoutes } from './notifications';
import { kycRoutes } from './kyc';
import { deskKycRoutes } from './desk-kyc';
import { mailRoutes } from './mail';
import { deskSupportRoutes, supportRoutes } from './support';
import { deskSalesRoutes, salesRoutes } from './sales';
import { crmRoutes } from './crm';
import { deskPayoutRoutes } from './desk-payouts';
import { deskMembersRoutes } from './desk-members';
import { networkRoutes, genealogyStreamRoutes } from './network';
import { ordersRoutes } from './orders';
import { payoutRoutes } from './payout';
import { pushRoutes } from './push';
import { rankProgressRoutes } from './ranks';
import { requestDemoRoutes } from './demo';
import { signupRoutes } from './signup';
import { usersRoutes } from './users';
import { walletRoutes } from './wallet';
import { enforceRouteAccess, registerRoutePolicy } from './http/route-policy';
import { registerIdempotency, withIdempotencyHeader } from './http/idempotency';
import { registerStaticSite } from './http/static-site';
import { globalBodyLimit, registerSecurityHeaders } from './http/security-headers';
import { registerLoadShedding } from './http/load-shedding';
import { edgeServerOptions } from './http/edge-limits';
import { registerAnonymousWriteLimit } from './limits';
import { AppError } from './shared/app-error';

/**
 * Forwarded headers count only from proxies the company named (TRUST_PROXY): otherwise any
 * client could choose its own address and reset every per-address limit. A hop count trusts
 * that many proxies nearest the server, as proxy-addr does for a number.
 */
function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const openApiPath = '/api/docs/openapi.json';

export type AppDeps = {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route once the route policy has given it its access level (tests). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the API and the static site; the caller decides whether to listen or inject. */
export async function buildApp({
  db,
  config,
  logger = false,
  onRoute,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: globalBodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    ...edgeServerOptions(config.edge),
    frameworkErrors,
  });
  // Links the server writes (next_page_url, referral links) start here, never from a header.
  app.decorate('publicUrl', config.publicUrl);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body (logout sends none) is an empty object, not a parse error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error('invalid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await registerLoadShedding(app, config);
  // Every route's zod schemas also describe it in the OpenAPI document (GET /api/docs/openapi.json).
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Member portal back office API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          appKey: { type: 'apiKey', in: 'header', name: 'api-key' },
        },
      },
      security: [{ appKey: [], bearer: [] }],
    },
    // Idempotent routes also document their optional Idempotency-Key header.
    transform: (arg) => {
      const out = jsonSchemaTransform(arg);
      return { ...out, schema: withIdempotencyHeader(out.schema, arg.route.config) };
    },
    // Recursive schemas (the nested genealogy) become named components the paths refer to.
    transformObject: jsonSchemaTransformObject,
  });
  const fallback = await registerStaticSite(app, config.distDir);
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return reply;
    return sendError(
      reply,
      new AppError(
        404,
        'not_found',
        `No such call: ${request.method} ${request.url.split('?')[0]}`,
      ),
    );
  });

  // Filled for every /api request by the hook below; null elsewhere (static files).
  app.decorateRequest('tokenCheck', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url === openApiPath) return;
    // Every client presents the company's application key (spec §7).
    if (request.headers['api-key'] !== config.appKey) {
      return sendError(
        reply,
        new AppError(403, 'forbidden', 'Unknown or missing application key.'),
      );
    }
    request.tokenCheck = await checkRequestToken(db, tokenFrom(request), {
      userAgent: request.headers['user-agent'] ?? null,
      ip: request.ip,
    });
    enforceRouteAccess(request);
  });
  registerBootstrapHook(app, db);
  registerRoutePolicy(app);
  registerIdempotency(app, db);
  registerAnonymousWriteLimit(app, db);
  if (onRoute) app.addHook('onRoute', onRoute);

  authRoutes(app, { db, config });
  mediaRoutes(app);
  homeRoutes(app, { db });
  notificationRoutes(app, { db });
  rankProgressRoutes(app, { db });
  for (const routes of [
    walletRoutes,
    earningsStatementRoutes,
    earningExplanationRoutes,
    earningsAnalyticsRoutes,
    projectedEarningsRoutes,
    payoutRoutes,
    networkRoutes,
    genealogyStreamRoutes,
    binaryStatementRoutes,
    usersRoutes,
    ordersRoutes,
    kycRoutes,
    mailRoutes,
    supportRoutes,
    contentRoutes,
    salesRoutes,
    crmRoutes,
    accountRoutes,
    accountSecurityRoutes,
    pushRoutes,
    requestDemoRoutes,
    signupRoutes,
    // The operator desk (issue 30): /api/admin/…, role 1 with a permission per call.
    auditRoutes,
    deskPayoutRoutes,
    deskMembersRoutes,
    deskKycRoutes,
    deskSupportRoutes,
    deskSalesRoutes,
    deskContentRoutes,
    deskSettingsRoutes,
  ]) {
    routes(app, { db, config });
  }
  app.get(openApiPath, { schema: { hide: true }, config: { access: 'public' } }, () =>
    app.swagger(),
  );
  return app;
}
