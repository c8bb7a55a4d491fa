import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminInfoResponseWire,
  deleteAccountBodyWire,
  deleteAccountResponseWire,
  downlineSearchQueryWire,
  downlineSearchResponseWire,
  userRoleResponseWire,
  type DownlineSearchQueryWire,
} from '../../contract/users';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { DownlineMember } from '../repositories/users-repo';
import {
  deleteOwnAccount,
  getAdminInfo,
  roleNameOf,
  searchMyDownline,
} from '../services/users-service';
import { requireSession } from './context';

const toDownlineMemberWire = (m: DownlineMember) => ({
  first_name: m.firstName,
  last_name: m.lastName,
  username: m.username,
  email: m.email,
  avatar: m.avatar,
});

/** Spec §7 "User and signup": role, downline search, admin info, closing the account. */
export function usersRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/user_role',
    {
      schema: {
        response: { 200: userRoleResponseWire },
      },
    },
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
  r.get(
    '/api/users/admin_info',
    {
      config: { access: 'optional' },
      schema: {
        response: { 200: adminInfoResponseWire },
      },
    },
    async () => {
      const a = await getAdminInfo(db);
      return {
        company_name: a.companyName,
        admin_username: a.adminUsername,
        email: a.email,
        support_email: a.supportEmail,
        phone: a.phone,
      };
    },
  );

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
      await deleteOwnAccount(db, memberId, request.body.password);
      return { deleted: true as const };
    },
  );
}
