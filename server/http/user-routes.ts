import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authCheckResponseWire, userDataResponseWire } from '../../contract/user';
import type { Db } from '../db/connection';
import { findMemberById } from '../repositories/member-repo';
import { notFound } from '../services/app-error';
import { originOf, requireSession } from './context';
import { toUserWire } from './presenters';

export function userRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A blocked member may still ask who they are: the blocked screen uses it to see if the
  // block still holds (spec §2).
  r.get(
    '/api/user_data',
    {
      config: { allowBlocked: true },
      schema: {
        response: { 200: userDataResponseWire },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const member = await findMemberById(db, session.memberId);
      if (!member) throw notFound('Member not found.');
      return { user: toUserWire(member, originOf(request)) };
    },
  );

  r.get(
    '/api/auth_check',
    {
      config: { allowBlocked: true },
      schema: {
        response: { 200: authCheckResponseWire },
      },
    },
    async (request) => {
      const session = requireSession(request);
      return {
        authenticated: true as const,
        user_id: session.memberId,
        status: session.status,
        role_id: session.roleId,
      };
    },
  );
}
