import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { $ZodObject, type $ZodType } from 'zod/v4/core';
import { commonQueryWire, type CommonQueryWire } from '../../contract/common';
import { loadedModulesWire } from '../../contract/modules';
import type { OperatorPermission } from '../../contract/operator';
import { refuseReadOnlyWrite, requireMember, requireOperator, requireSession } from './context';

/**
 * Who may call a route (spec §6):
 * - `member`: a live token of an active member, never an operator (the default, so a new
 *   route is protected unless it says otherwise, and the desk reaches no member's data by
 *   calling member routes);
 * - `session`: a live token of anyone signed in, member or operator (logout, who-am-I);
 * - `operator`: a live token of an operator (role 1) holding the route's `permission`;
 * - `optional`: anyone; a token, when sent and live, tells the route who is asking;
 * - `public`: anyone; the route never looks at the token.
 */
export type RouteAccess = 'public' | 'optional' | 'member' | 'session' | 'operator';

/** An operator permission, or `desk`: any operator (who am I, the desk's own screens). */
export type RoutePermission = OperatorPermission | 'desk';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The permission an `operator` route needs (issue 30); every operator route names one. */
    permission?: RoutePermission;
  }
}

/** The OpenAPI security of each access level (the app key is always required). */
const securityOf: Record<RouteAccess, Record<string, string[]>[]> = {
  public: [{ appKey: [] }],
  optional: [{ appKey: [] }, { appKey: [], bearer: [] }],
  member: [{ appKey: [], bearer: [] }],
  session: [{ appKey: [], bearer: [] }],
  operator: [{ appKey: [], bearer: [] }],
};

/** Top-level calls that belong to an area named otherwise (spec §7 "User and signup"). */
const areaAliases: Record<string, string> = {
  user_data: 'users',
  user_role: 'users',
  auth_check: 'users',
  referrals: 'kyc',
};

/** The OpenAPI tag of a route: the area in `/api/<area>/…` (`admin/<area>` for the desk). */
function areaOf(url: string): string {
  const [, , segment = 'api', next] = url.split('/');
  if (segment === 'admin') return next ? `admin/${next}` : 'admin';
  return areaAliases[segment] ?? segment;
}

const isApiRoute = (url: string) => url.startsWith('/api/');

type Schema = NonNullable<RouteOptions['schema']>;

/** Adds the query parameters every call may carry (spec §7) unless the schema has them. */
function withCommonQuery(querystring: unknown): unknown {
  if (querystring === undefined) return commonQueryWire;
  if (!(querystring instanceof z.ZodObject)) return querystring;
  const missing = Object.keys(commonQueryWire.shape).filter((k) => !(k in querystring.shape));
  return missing.length === 0 ? querystring : querystring.extend(commonQueryWire.shape);
}

/** A GET answer may carry the bootstrap payload (spec §7 load_modules, added on the way out). */
function withLoadedModules(response: unknown): unknown {
  if (response === null || typeof response !== 'object') return response;
  const ok = (response as Record<string, unknown>)[200];
  const loadedModules = { loaded_modules: z.optional(loadedModulesWire) };
  if (ok instanceof z.ZodObject) {
    if ('loaded_modules' in ok.shape) return response;
    return { ...response, 200: ok.extend(loadedModules) };
  }
  // An answer written with zod/mini (the sign-in path's, decision 026) has no .extend():
  // the same object again with the extra key, or the serializer would strip the payload.
  if (ok instanceof $ZodObject) {
    const shape = ok._zod.def.shape;
    if ('loaded_modules' in shape) return response;
    return { ...response, 200: z.object({ ...shape, ...loadedModules }) };
  }
  return response;
}

/**
 * The route policy in one place. Every /api route gets its access level (default `member`),
 * the common query schema, `loaded_modules` on GET answers, and its OpenAPI security and tag
 * from here, not from its own declaration. Register before any route.
 */
export function registerRoutePolicy(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access: RouteAccess = route.config?.access ?? 'member';
    // Deny by default: an operator route without a permission is a mistake found at start-up.
    if (access === 'operator' && !route.config?.permission)
      throw new Error(`operator route ${route.method} ${route.url} names no permission`);
    if (route.url.startsWith('/api/admin/') !== (access === 'operator'))
      throw new Error(`${route.url}: /api/admin/ holds the operator routes, and only those`);
    route.config = { ...route.config, access };
    const schema: Schema = { ...route.schema };
    if (schema.hide === true) {
      route.schema = schema;
      return;
    }
    schema.querystring = withCommonQuery(schema.querystring);
    if (route.method === 'GET' || (Array.isArray(route.method) && route.method.includes('GET')))
      schema.response = withLoadedModules(schema.response);
    schema.security = securityOf[access];
    schema.tags = [areaOf(route.url)];
    route.schema = schema;
  });
}

/**
 * Runs in `onRequest`, after the token is resolved and before the query or body is parsed
 * and validated: an anonymous caller learns nothing of what a member route accepts.
 */
export function enforceRouteAccess(request: FastifyRequest): void {
  const { access, permission } = request.routeOptions.config ?? {};
  refuseReadOnlyWrite(request);
  if (access === 'member') requireMember(request);
  else if (access === 'session') requireSession(request);
  else if (access === 'operator') requireOperator(request, permission);
}

/** The input schemas a route may declare beside its answer. */
type RouteInput = { body?: $ZodType; querystring?: $ZodType; params?: $ZodType };

/**
 * A route's options written once: who may call it (`member`, the policy's default, unless
 * said) and the schemas of its input and of its answer. Operator routes use `operatorRoute`.
 */
export const routeOptions = <Input extends RouteInput, Answer extends $ZodType>(
  input: Input,
  response: Answer,
  access: RouteAccess = 'member',
) => ({ config: { access }, schema: { ...input, response: { 200: response } } });

/**
 * The same options on a call that starts paying or placing someone: an `Idempotency-Key`
 * replays its first answer (docs/decisions/036).
 */
export const keyed = <Options extends { config: object }>(options: Options) => ({
  ...options,
  config: { ...options.config, idempotent: true as const },
});

/** An operator route's options: the permission it needs and its input and answer schemas. */
export const operatorRoute = <Input extends RouteInput, Answer extends $ZodType>(
  permission: RoutePermission,
  input: Input,
  response: Answer,
) => ({
  config: { access: 'operator' as const, permission },
  schema: { ...input, response: { 200: response } },
});

/** The common query parameters of any /api request, validated by the schema added above. */
export const commonQueryOf = (request: FastifyRequest): CommonQueryWire =>
  request.query as CommonQueryWire;
