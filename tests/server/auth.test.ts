import { describe, expect, it } from 'vitest';
import { loginResponseWire } from '../../contract/auth';
import { errorWire } from '../../contract/errors';
import { loadedModulesWire } from '../../contract/modules';
import { useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

describe(`auth calls on ${dbLabel}`, () => {
  const t = useTestApp();

  const login = (payload: unknown) =>
    t.call({ method: 'POST', url: '/api/auth/login', payload: payload as Record<string, unknown> });

  it('answers the dummy call without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/dummy' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.json()).not.toHaveProperty('loaded_modules');
  });

  it('adds the bootstrap payload to a GET asked with load_modules=1', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/auth/dummy?load_modules=1&route=auth/dummy',
    });
    expect(res.statusCode).toBe(200);
    const modules = loadedModulesWire.parse(res.json().loaded_modules);
    expect(modules.company.name).toBeTruthy();
    expect(modules.default_currency.code).toBe('USD');
    expect(modules.user).toBeNull();
    expect(['binary', 'matrix', 'unilevel']).toContain(modules.modules.compensation_plan);
  });

  it('refuses a call without the application key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/dummy' });
    expect(res.statusCode).toBe(403);
    expect(errorWire.parse(res.json()).error_code).toBe('forbidden');
  });

  it('logs in by username and answers every login response field', async () => {
    const res = await login({ login_using: 'username', username: 'demo', password: 'demopass1' });
    expect(res.statusCode).toBe(200);
    const body = loginResponseWire.parse(res.json());
    expect(body.user.username).toBe('demo');
    expect(body.user.role_id).toBe(3);
    expect(body.user_status).toBe(1);
    expect(body.user_allowed).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user.referral_link).toContain('/signup?referral=demo');
  });

  it('logs in by email, case-insensitively', async () => {
    const user = (
      await t.db.query<{ email: string }>("SELECT email FROM members WHERE username = 'demo'")
    )[0]!;
    const res = await login({
      login_using: 'email',
      email: user.email.toUpperCase(),
      password: 'demopass1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('demo');
  });

  it('logs in by mobile number with its country code', async () => {
    const m = (
      await t.db.query<{ username: string; mobile_code: string; mobile: string }>(
        'SELECT username, mobile_code, mobile FROM members WHERE mobile IS NOT NULL AND status = 1 ORDER BY id LIMIT 1',
      )
    )[0]!;
    const res = await login({
      login_using: 'mobile_code',
      mobile_code: m.mobile_code,
      mobile: m.mobile,
      password: 'demopass1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(m.username);
  });

  it('gives the same field error for a wrong password and an unknown account', async () => {
    const wrong = await login({ login_using: 'username', username: 'demo', password: 'nope-nope' });
    const unknown = await login({
      login_using: 'username',
      username: 'nobody-here',
      password: 'nope-nope',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      const body = errorWire.parse(res.json());
      expect(body.error_code).toBe('validation_error');
      expect(body.errors?.password?.[0]).toMatch(/incorrect/);
    }
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('answers a malformed body with validation_error and a message per field, never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      [{ login_using: 'username', password: 'x' }, 'username'],
      [{ login_using: 'email', email: 'not-an-email', password: 'x' }, 'email'],
      [{ login_using: 'carrier-pigeon', password: 'x' }, 'login_using'],
      [{ username: 'demo', password: 'x' }, 'login_using'],
      [{ login_using: 'username', username: 'demo' }, 'password'],
      [{ login_using: 'username', username: 'demo', password: 42 }, 'password'],
    ];
    for (const [payload, field] of cases) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const body = errorWire.parse(res.json());
      expect(body.error_code).toBe('validation_error');
      expect(Object.keys(body.errors ?? {})).toContain(field);
    }
  });

  it('answers broken JSON and a non-object body with validation_error', async () => {
    for (const [payload, status] of [
      ['{"login_using": "username", ', 400],
      ['[1,2]', 422],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(status);
      expect(res.json().error_code).toBe('validation_error');
    }
  });

  it('tells a blocked member they are blocked only after the right password, with no token', async () => {
    const res = await login({
      login_using: 'username',
      username: 'blocked',
      password: 'demopass1',
    });
    expect(res.statusCode).toBe(200);
    const body = loginResponseWire.parse(res.json());
    expect(body.user_status).toBe(0);
    expect(body.token).toBe('');
    const wrong = await login({
      login_using: 'username',
      username: 'blocked',
      password: 'wrong-one',
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('accepts the token as Bearer and as Auth-Token', async () => {
    const token = await t.loginAs('demo');
    const bearer = await t.call({ method: 'GET', url: '/api/user_data', token });
    expect(bearer.statusCode).toBe(200);
    const alt = await t.call({
      method: 'GET',
      url: '/api/user_data',
      headers: { 'auth-token': token },
    });
    expect(alt.statusCode).toBe(200);
    expect(alt.json().user.username).toBe('demo');
  });

  it('answers 401 for a missing, malformed or unknown token', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/user_data' });
    const malformed = await t.call({ method: 'GET', url: '/api/user_data', token: 'abc' });
    const unknown = await t.call({ method: 'GET', url: '/api/user_data', token: 'A'.repeat(43) });
    for (const res of [missing, malformed, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(errorWire.parse(res.json()).error_code).toBe('unauthorized');
    }
  });

  it('revokes the token on logout so it stops working', async () => {
    const token = await t.loginAs('demo');
    expect((await t.call({ method: 'GET', url: '/api/auth_check', token })).statusCode).toBe(200);
    const out = await t.call({ method: 'POST', url: '/api/auth/logout', token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ sso_logout_token: null });
    const after = await t.call({ method: 'GET', url: '/api/auth_check', token });
    expect(after.statusCode).toBe(401);
    const again = await t.call({ method: 'POST', url: '/api/auth/logout', token });
    expect(again.statusCode).toBe(401);
  });

  it('keeps other sessions of the member alive on logout', async () => {
    const a = await t.loginAs('demo');
    const b = await t.loginAs('demo');
    await t.call({ method: 'POST', url: '/api/auth/logout', token: a });
    expect((await t.call({ method: 'GET', url: '/api/auth_check', token: b })).statusCode).toBe(
      200,
    );
  });

  it('carries loaded_modules on an error answer too', async () => {
    const res = await t.call({ method: 'GET', url: '/api/home/dashboard?load_modules=1' });
    expect(res.statusCode).toBe(401);
    expect(loadedModulesWire.safeParse(res.json().loaded_modules).success).toBe(true);
  });

  it('answers an unknown call with a 404 error body', async () => {
    const res = await t.call({ method: 'GET', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(errorWire.parse(res.json()).error_code).toBe('not_found');
  });
});
