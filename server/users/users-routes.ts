import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import {
  adminInfoResponseWire,
  deleteAccountBodyWire,
  deleteAccountResponseWire,
  downlineSearchQueryWire,
  downlineSearchResponseWire,
  userRoleResponseWire,
  type DownlineSearchQueryWire,
} from '../../contract/users';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import {
  deleteOwnAccount,
  getAdminInfo,
  getOwnMember,
  roleNameOf,
  searchMyDownline,
} from './users-service';
import { authCheckResponseWire, userDataResponseWire } from '../../contract/user';
import { originOf, requireSession } from '../http/context';
import { routeOptions } from '../http/route-policy';
import { toUserWire } from '../company';
import { toDownlineMemberWire } from './users-presenters';

/** Spec §7 "User and signup": role, downline search, admin info, closing the account. */
export function usersRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // A blocked member may still ask who they are: the blocked screen uses these calls to see
  // if the block still holds (spec §2). An operator asks them too (`session`).
  const blockedMayAsk = <R extends $ZodType>(response: R) => ({
    config: { allowBlocked: true, access: 'session' as const },
    schema: { response: { 200: response } },
  });

  r.get('/api/user_data', blockedMayAsk(userDataResponseWire), async (request) => {
    const session = requireSession(request);
    return { user: toUserWire(await getOwnMember(db, session.memberId), originOf(request)) };
  });

  r.get('/api/auth_check', blockedMayAsk(authCheckResponseWire), async (request) => {
    const session = requireSession(request);
    return {
      authenticated: true as const,
      user_id: session.memberId,
      status: session.status,
      role_id: session.roleId,
    };
  });

  r.get(
    '/api/user_role',
    { config: { access: 'session' as const }, schema: { response: { 200: userRoleResponseWire } } },
    async (request) => {
      const { roleId } = requireSession(request);
      return { role_id: roleId, role_name: roleNameOf(roleId) };
    },
  );

  const searchSchema = {
    querystring: downlineSearchQueryWire,
    response: { 200: downlineSearchResponseWire },
  };
  const search = async (
    request: FastifyRequest,
    q: DownlineSearchQueryWire,
    line: 'sponsor' | 'placement',
  ) => {
    const { memberId } = requireSession(request);
    const found = await searchMyDownline(db, memberId, line, q.keyword, q.levels ?? null);
    return { data: found.map(toDownlineMemberWire) };
  };
  r.get('/api/users/sponsor_downlines', { schema: searchSchema }, (req) =>
    search(req, req.query, 'sponsor'),
  );
  r.get('/api/users/placement_downlines', { schema: searchSchema }, (req) =>
    search(req, req.query, 'placement'),
  );

  // Authenticated-optional (spec §6): the signup and login screens show it before a session.
  r.get('/api/users/admin_info', routeOptions({}, adminInfoResponseWire, 'optional'), async () => {
    const a = await getAdminInfo(db);
    return {
      company_name: a.companyName,
      admin_username: a.adminUsername,
      email: a.email,
      support_email: a.supportEmail,
      phone: a.phone,
    };
  });

  r.delete(
    '/api/users',
    {
      schema: {
        body: deleteAccountBodyWire,
        response: { 200: deleteAccountResponseWire },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      await deleteOwnAccount(db, config.dataDir, memberId, request.body.password);
      return { deleted: true as const };
    },
  );
}
