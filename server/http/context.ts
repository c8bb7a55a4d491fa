import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorActor, Session, TokenCheck } from '../shared/types';
import { type AppError, forbidden, unauthorized, userBlocked } from '../shared/app-error';
import { roleIds, userStatus } from '../../contract/constants';
import type { OperatorPermission } from '../../contract/operator';
import { translateErrors, translateMessage } from '../shared/translate-messages';
import { requestLanguage } from './language';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured public origin (PUBLIC_URL): links never take Host or X-Forwarded-Host. */
    publicUrl: string;
  }
  interface FastifyRequest {
    tokenCheck: TokenCheck | null;
  }
  interface FastifyContextConfig {
    /** Authenticated routes a blocked member may still call (logout, who-am-I). */
    allowBlocked?: boolean;
  }
}

/** The member comes only from the token (DESIGN §3); a blocked member is refused (spec §8). */
export function requireSession(request: FastifyRequest): Session {
  const check = request.tokenCheck ?? { state: 'none' };
  // A tab still open when an operator blocked the account goes to the blocked screen; its
  // logout (the one write a blocked member may make) just finds the session over.
  if (check.state === 'blocked') {
    if (request.method === 'GET' || !request.routeOptions.config.allowBlocked) throw userBlocked();
    throw unauthorized('Your session has ended. Sign in again.');
  }
  if (check.state !== 'live') {
    throw check.state === 'none'
      ? unauthorized('Sign in to continue.')
      : unauthorized('Your session has ended. Sign in again.');
  }
  if (check.session.status !== userStatus.active && !request.routeOptions.config.allowBlocked)
    throw userBlocked();
  return check.session;
}

/** A member's own call: an operator's token is refused, so the desk never acts as a member. */
export function requireMember(request: FastifyRequest): Session {
  const session = requireSession(request);
  if (session.roleId === roleIds.admin)
    throw forbidden('This call is for members. Operators work from the operator desk.');
  return session;
}

/** An operator call: role 1 with the route's permission (checked on every call). */
export function requireOperator(
  request: FastifyRequest,
  permission: OperatorPermission | 'desk' | undefined = request.routeOptions.config.permission,
): Session {
  const session = requireSession(request);
  if (session.roleId !== roleIds.admin)
    throw forbidden('This call is for the company’s operators.');
  if (permission && permission !== 'desk' && !session.permissions.includes(permission))
    throw forbidden(
      `Your operator account may not do this (it needs the ${permission} permission).`,
    );
  return session;
}

/**
 * The operator of an operator route and where the request came from, for the audit row.
 * The address is the connection's, or a named proxy's forward (TRUST_PROXY), never a header
 * a client chose.
 */
export function operatorActorOf(request: FastifyRequest): OperatorActor {
  return { operatorId: requireOperator(request).memberId, address: request.ip };
}

/**
 * An operator's view of a member (issue 30) only reads: any call but a GET, or the logout
 * that ends the view (a `session` route), is refused whatever the route's access.
 */
export function refuseReadOnlyWrite(request: FastifyRequest): void {
  const check = request.tokenCheck;
  if (check?.state !== 'live' || !check.session.readOnly) return;
  const method = request.method;
  if (method === 'GET' || method === 'HEAD') return;
  if (request.routeOptions.config?.access === 'session') return;
  throw forbidden("This is a read-only view of the member's back office.");
}

export const sessionOrNull = (request: FastifyRequest): Session | null =>
  request.tokenCheck?.state === 'live' ? request.tokenCheck.session : null;

/**
 * Where the portal is reached, for links the server writes (the referral link): the
 * configured PUBLIC_URL, never the request's Host or X-Forwarded-Host, which a client chooses.
 */
export function originOf(request: FastifyRequest): string {
  return request.server.publicUrl;
}

/** Bearer is the usual header; Auth-Token is the alternative the spec allows. */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(auth.trim());
    return match ? match[1] : auth.trim();
  }
  const alt = request.headers['auth-token'];
  return typeof alt === 'string' ? alt.trim() : undefined;
}

/**
 * The §8 body of an error, in the language the call is answered in (decision 044): services
 * write English, and the message and every field message are translated here, once.
 */
export function sendError(reply: FastifyReply, error: AppError, extra?: Record<string, unknown>) {
  const language = requestLanguage(reply.request);
  return reply.code(error.status).send({
    error_code: error.code,
    message: translateMessage(error.message, language),
    ...(error.errors ? { errors: translateErrors(error.errors, language) } : {}),
    ...extra,
  });
}
