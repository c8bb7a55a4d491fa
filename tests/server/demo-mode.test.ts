import type { HTTPMethods } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginResponseWire } from '../../contract/auth';
import { errorWire } from '../../contract/errors';
import { loadedModulesWire } from '../../contract/modules';
import { protectedActions } from '../../server/demo/demo-service';
import { freshIp, someMember, useAuthTestApp } from './auth-fixture';
import { dbLabel } from './test-db';

describe(`demo mode on ${dbLabel}`, () => {
  const t = useAuthTestApp();
  let demoStoreId: number;
  let defaultStoreId: number | null;

  beforeAll(async () => {
    [{ id: demoStoreId }] = (await t.db.query<{ id: number }>(
      "INSERT INTO stores (name, url, is_demo) VALUES ('Demo Store', 'https://demo-store.example', true) RETURNING id",
    )) as [{ id: number }];
    const [s] = await t.db.query<{ value: { default_store: number | null } }>(
      "SELECT value FROM settings WHERE key = 'store_settings'",
    );
    defaultStoreId = s!.value.default_store;
  });
  beforeEach(async () => {
    await t.db.query('UPDATE company SET is_demo = true');
  });
  afterEach(async () => {
    await t.db.query('UPDATE company SET is_demo = false');
    await t.db.query('UPDATE members SET user_allowed = true, is_master_demo = false');
  });

  const login = (username: string, query = '') =>
    t.post(
      `/api/auth/login${query}`,
      { login_using: 'username', username, password: 'demopass1' },
      { ip: freshIp() },
    );
  const disallow = (id: number) =>
    t.db.query('UPDATE members SET user_allowed = false WHERE id = $1', [id]);

  it('answers user_allowed false and no token to a demo member who is not allowed', async () => {
    const m = await someMember(t.db, 0);
    await disallow(m.id);
    const res = await login(m.username);
    expect(res.statusCode).toBe(200);
    const body = loginResponseWire.parse(res.json());
    expect(body.user_allowed).toBe(false);
    expect(body.token).toBe('');
  });

  it('lets the same member in when the company is not in demo mode', async () => {
    const m = await someMember(t.db, 1);
    await disallow(m.id);
    await t.db.query('UPDATE company SET is_demo = false');
    const body = loginResponseWire.parse((await login(m.username)).json());
    expect(body.user_allowed).toBe(true);
    expect(body.token).not.toBe('');
  });

  it('refuses every authenticated call of a member who is no longer allowed with 500 demo_blocked', async () => {
    const m = await someMember(t.db, 2);
    const token = await t.loginAs(m.username);
    await disallow(m.id);
    for (const url of ['/api/home/dashboard', '/api/wallet/statement', '/api/auth/dummy']) {
      const res = await t.call({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(500);
      expect(errorWire.parse(res.json()).error_code, url).toBe('demo_blocked');
    }
    // The blocked screens may still ask who is signed in and log out.
    expect((await t.call({ method: 'GET', url: '/api/user_data', token })).statusCode).toBe(200);
    expect((await t.post('/api/auth/logout', {}, { token })).statusCode).toBe(200);
  });

  it('tells an account-blocked member user_blocked before demo_blocked', async () => {
    const m = await someMember(t.db, 3);
    const token = await t.loginAs(m.username);
    await t.db.query('UPDATE members SET status = 0, user_allowed = false WHERE id = $1', [m.id]);
    try {
      const res = await t.call({ method: 'GET', url: '/api/home/dashboard', token });
      expect(res.statusCode).toBe(500);
      expect(res.json().error_code).toBe('user_blocked');
    } finally {
      await t.db.query('UPDATE members SET status = 1 WHERE id = $1', [m.id]);
    }
  });

  it('shows the plan asked for with demo_plan in the login answer, in demo mode only', async () => {
    const plan = async (query: string) =>
      loginResponseWire.parse((await login('demo', query)).json()).compensation_plan;
    expect(await plan('?demo_plan=matrix')).toBe('matrix');
    expect(await plan('?demo_plan=unilevel')).toBe('unilevel');
    expect(await plan('?demo_plan=pyramid')).toBe('binary');
    expect(await plan('')).toBe('binary');
    await t.db.query('UPDATE company SET is_demo = false');
    expect(await plan('?demo_plan=matrix')).toBe('binary');
  });

  it('shows the plan asked for with demo_plan in loaded_modules, for that request only', async () => {
    const modules = async (query: string) =>
      loadedModulesWire.parse(
        (await t.call({ method: 'GET', url: `/api/auth/dummy?load_modules=1${query}` })).json()
          .loaded_modules,
      );
    const asked = await modules('&demo_plan=unilevel');
    expect(asked.is_demo).toBe(true);
    expect(asked.modules.compensation_plan).toBe('unilevel');
    expect((await modules('')).modules.compensation_plan).toBe('binary');
    const [stored] = await t.db.query<{ plan: string }>(
      "SELECT value->>'compensation_plan' AS plan FROM settings WHERE key = 'modules'",
    );
    expect(stored!.plan).toBe('binary');
  });

  it('flags the master demo account in the login answer and in loaded_modules', async () => {
    await t.db.query("UPDATE members SET is_master_demo = true WHERE username = 'demo'");
    const res = loginResponseWire.parse((await login('demo')).json());
    expect(res.is_master_demo).toBe(true);
    const lm = await t.call({
      method: 'GET',
      url: '/api/auth/dummy?load_modules=1',
      token: res.token,
    });
    expect(lm.json().loaded_modules.is_master_demo).toBe(true);
    const other = await someMember(t.db, 4);
    expect(loginResponseWire.parse((await login(other.username)).json()).is_master_demo).toBe(
      false,
    );
    await t.db.query('UPDATE company SET is_demo = false');
    expect(loginResponseWire.parse((await login('demo')).json()).is_master_demo).toBe(false);
  });

  it('makes the demo store the default store in demo mode', async () => {
    expect(loginResponseWire.parse((await login('demo')).json()).default_store_id).toBe(
      demoStoreId,
    );
    const lm = await t.call({ method: 'GET', url: '/api/auth/dummy?load_modules=1' });
    expect(lm.json().loaded_modules.default_store_id).toBe(demoStoreId);
    await t.db.query('UPDATE company SET is_demo = false');
    expect(loginResponseWire.parse((await login('demo')).json()).default_store_id).toBe(
      defaultStoreId,
    );
  });

  it('refuses every protected action with 403 featureUnavailableInDemo', async () => {
    const token = await t.loginAs('demo');
    const present = protectedActions.filter((a) =>
      t.app.hasRoute({ method: a.method as HTTPMethods, url: a.url }),
    );
    expect(present.map((a) => a.url)).toEqual(
      expect.arrayContaining([
        '/api/payout/request_payout',
        '/api/kyc/submit',
        '/api/referrals/delete_kyc/:id',
        '/api/auth/send_reset_otp',
        '/api/auth/reset_password',
      ]),
    );
    for (const action of present) {
      const res = await t.call({
        method: action.method as HTTPMethods,
        url: action.url.replace(':id', '1'),
        token,
        payload: {},
      });
      expect(res.statusCode, action.url).toBe(403);
      expect(errorWire.parse(res.json()), action.url).toMatchObject({
        error_code: 'forbidden',
        message: 'featureUnavailableInDemo',
      });
    }
  });

  it('refuses a password reset in demo mode even without a token, and sends no code', async () => {
    const [d] = await t.db.query<{ email: string }>(
      "SELECT email FROM members WHERE username = 'demo'",
    );
    const before = (await t.outbox()).length;
    const res = await t.post(
      '/api/auth/send_reset_otp',
      { reset_using: 'email', email: d!.email },
      { ip: freshIp() },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('featureUnavailableInDemo');
    expect((await t.outbox()).length).toBe(before);
  });

  it('still answers 401 to a protected member action without a token', async () => {
    const res = await t.post('/api/payout/request_payout', { amount: '10', password: 'x' });
    expect(res.statusCode).toBe(401);
  });

  it('lets protected actions through outside demo mode', async () => {
    await t.db.query('UPDATE company SET is_demo = false');
    const token = await t.loginAs('demo');
    const res = await t.post(
      '/api/payout/request_payout',
      { amount: 'abc', password: 'x' },
      { token },
    );
    expect(res.statusCode).toBe(422);
  });
});
