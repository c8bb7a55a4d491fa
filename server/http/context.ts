import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session, TokenCheck } from '../shared/types';
import { type AppError, unauthorized, userBlocked } from '../shared/app-error';
import { userStatus } from '../../contract/constants';

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
  if (check.state !== 'live') {
    throw check.state === 'none'
      ? unauthorized('Sign in to continue.')
      : unauthorized('Your session has ended. Sign in again.');
  }
  if (check.session.status !== userStatus.active && !request.routeOptions.config.allowBlocked)
    throw userBlocked();
  return check.session;
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

export function sendError(reply: FastifyReply, error: AppError, extra?: Record<string, unknown>) {
  return reply.code(error.status).send({
    error_code: error.code,
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
    ...extra,
  });
}
