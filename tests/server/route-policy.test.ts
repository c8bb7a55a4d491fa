import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { type TestApp, testConfig, useTestApp } from './app-fixture';

type Declared = { method: string; url: string; access: string | undefined };

/** Every /api route as registered, with the access level the policy gave it. */
async function declaredRoutes(t: TestApp): Promise<Declared[]> {
  const seen: Declared[] = [];
  const config = testConfig(t.config.dataDir);
  const routes: RouteOptions[] = [];
  const app = await buildApp({ db: t.db, config, onRoute: (route) => routes.push(route) });
  await app.ready();
  for (const r of routes) {
    if (!r.url.startsWith('/api/')) continue;
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      seen.push({ method, url: r.url, access: r.config?.access });
    }
  }
  await app.close();
  return seen;
}

/** A concrete URL for a route pattern, with query and body that no schema accepts. */
const concrete = (url: string) => url.replace(/:(\w+)/g, '1') + '?cursor=' + 'x'.repeat(500);

const publicRoutes = new Set([
  'GET /api/auth/dummy',
  'GET /api/auth/login_fields',
  'GET /api/auth/reset_password_field',
  'POST /api/auth/login',
  'POST /api/auth/send_otp',
  'POST /api/auth/login_with_otp',
  'POST /api/auth/send_reset_otp',
  'POST /api/auth/check_reset_otp',
  'POST /api/auth/reset_password',
  'POST /api/auth/send_unlock_code',
  'POST /api/auth/unlock_account',
  'POST /api/auth/sso_logout',
  'GET /api/request_demo',
  'POST /api/request_demo',
  'POST /api/users/resend_signup_verification',
  'POST /api/users/verify_signup',
  'GET /api/users/signup_payment/:session_id',
  'GET /api/docs/openapi.json',
]);

const optionalRoutes = new Set([
  'GET /api/users/signup_data',
  'GET /api/users/signup_validate_referral',
  'GET /api/users/signup_validate_email',
  'POST /api/users/signup',
  'GET /api/users/admin_info',
]);

/** Calls for anyone signed in, member or operator. */
const sessionRoutes = new Set([
  'GET /api/user_data',
  'GET /api/auth_check',
  'GET /api/user_role',
  'POST /api/auth/logout',
  'PUT /api/account/password',
  'POST /api/account/unlock/send_code',
  'POST /api/account/unlock',
  'GET /api/account/sessions',
  'DELETE /api/account/sessions/:id',
  'POST /api/account/sessions/sign_out_others',
]);

describe('route policy', () => {
  const t = useTestApp(20);
  let routes: Declared[];
  beforeAll(async () => {
    routes = await declaredRoutes(t);
  });

  it('gives every /api route an access level, member unless the route says otherwise', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      const expected = publicRoutes.has(key)
        ? 'public'
        : optionalRoutes.has(key)
          ? 'optional'
          : sessionRoutes.has(key)
            ? 'session'
            : r.url.startsWith('/api/admin/')
              ? 'operator'
              : 'member';
      expect({ key, access: r.access }).toEqual({ key, access: expected });
    }
  });

  it('answers 401 to a request without a token on every signed-in route, before validating it', async () => {
    const member = routes.filter((r) => ['member', 'session', 'operator'].includes(r.access!));
    expect(member.length).toBeGreaterThan(40);
    for (const r of member) {
      const res = await t.call({
        method: r.method as 'GET',
        url: concrete(r.url),
        ...(r.method === 'GET' ? {} : { payload: { amount: [], password: {}, nonsense: 1 } }),
      });
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 401,
      });
      expect(res.json()).toMatchObject({ error_code: 'unauthorized' });
    }
  });

  it('keeps members out of the desk and the desk out of member calls: 403 before validating', async () => {
    const member = await t.loginAs('demo');
    const operator = await t.loginAs('admin');
    const operatorRoutes = routes.filter((r) => r.access === 'operator');
    expect(operatorRoutes.length).toBeGreaterThan(2);
    const check = async (r: Declared, token: string) => {
      const res = await t.call({
        method: r.method as 'GET',
        url: concrete(r.url),
        token,
        ...(r.method === 'GET' ? {} : { payload: { amount: [], nonsense: 1 } }),
      });
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 403,
      });
      expect(res.json()).toMatchObject({ error_code: 'forbidden' });
    };
    for (const r of operatorRoutes) await check(r, member);
    for (const r of routes.filter((x) => x.access === 'member')) await check(r, operator);
  });

  it('answers a revoked token with 401 too, not with what the route accepts', async () => {
    const token = await t.loginAs('demo');
    await t.call({ method: 'POST', url: '/api/auth/logout', token, payload: {} });
    const res = await t.call({ method: 'GET', url: concrete('/api/wallet/transactions'), token });
    expect(res.statusCode).toBe(401);
  });

  it('never answers a public or optional route with 401 or a 500 for lack of a token', async () => {
    for (const r of routes.filter((x) => x.access === 'public' || x.access === 'optional')) {
      const res = await t.call({
        method: r.method as 'GET',
        url: concrete(r.url),
        ...(r.method === 'GET' ? {} : { payload: { nonsense: 1 } }),
      });
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode }).not.toMatchObject({
        status: 401,
      });
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('documents the security and the area of each route in the OpenAPI document', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/openapi.json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
    };
    expect(doc.paths['/api/wallet/transactions']?.get).toMatchObject({
      security: [{ appKey: [], bearer: [] }],
      tags: ['wallet'],
    });
    expect(doc.paths['/api/auth/login']?.post).toMatchObject({
      security: [{ appKey: [] }],
      tags: ['auth'],
    });
    expect(doc.paths['/api/users/signup_data']?.get?.security).toHaveLength(2);
    expect(doc.paths['/api/admin/audit']?.get).toMatchObject({
      security: [{ appKey: [], bearer: [] }],
      tags: ['admin/audit'],
    });
  });
});
