import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dummyResponseWire,
  loginBodyWire,
  loginResponseWire,
  logoutResponseWire,
} from '../../src/api/wire/auth';
import { commonQueryWire } from '../../src/api/wire/common';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { login, logout } from '../services/auth-service';
import { loadCompanySettings } from '../services/bootstrap-service';
import { withModules } from './bootstrap-hook';
import { originOf, requireSession } from './context';
import { toCurrencyWire, toUserWire } from './presenters';

export function authRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auth/dummy',
    { schema: { querystring: commonQueryWire, response: { 200: withModules(dummyResponseWire) } } },
    async () => ({ status: 'ok' as const, server_time: new Date().toISOString() }),
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        querystring: commonQueryWire,
        body: loginBodyWire,
        response: { 200: loginResponseWire },
      },
    },
    async (request) => {
      const settings = await loadCompanySettings(db);
      const outcome = await login(db, request.body, {
        tokenTtlDays: config.tokenTtlDays,
        isDemo: settings.company.isDemo,
      });
      const { member } = outcome;
      const currency =
        settings.currencies.find((c) => c.code === member.currency) ?? settings.defaultCurrency;
      return {
        user_status: member.status,
        user_allowed: outcome.userAllowed,
        is_master_demo: false,
        compensation_plan: settings.modules.compensation_plan,
        default_store_id: settings.storeSettings.default_store,
        store_token: null,
        token: outcome.token ?? '',
        user: toUserWire(member, originOf(request)),
        default_currency: toCurrencyWire(currency),
        default_language: member.language,
        sso_token: null,
      };
    },
  );

  r.post(
    '/api/auth/logout',
    {
      config: { allowBlocked: true },
      schema: {
        querystring: commonQueryWire,
        // The spec sends logout without a body; whatever arrives is ignored.
        body: z.unknown(),
        response: { 200: logoutResponseWire },
      },
    },
    async (request) => {
      await logout(db, requireSession(request));
      return { sso_logout_token: null };
    },
  );
}
