import { describe, expect, it } from 'vitest';
import { loginResponseWire, logoutResponseWire, ssoLoginResponseWire } from '../../contract/auth';
import { errorWire } from '../../contract/errors';
import { freshIp, someMember, useAuthTestApp } from './auth-fixture';
import { dbLabel } from './test-db';

describe(`store single sign-on on ${dbLabel}`, () => {
  const t = useAuthTestApp();

  const storeModule = (on: boolean) =>
    t.db.query(`UPDATE settings SET value = value || $1::jsonb WHERE key = 'modules'`, [
      JSON.stringify({ store: on }),
    ]);
  const login = async (username: string) =>
    loginResponseWire.parse(
      (
        await t.post(
          '/api/auth/login',
          { login_using: 'username', username, password: 'demopass1' },
          { ip: freshIp() },
        )
      ).json(),
    );
  const ssoLogin = (token: string, ssoToken: string) =>
    t.post('/api/auth/sso_login', { sso_token: ssoToken }, { token });

  it('gives no SSO ticket and refuses sso_login while the store module is off', async () => {
    await storeModule(false);
    const session = await login('demo');
    expect(session.sso_token).toBeNull();
    const res = await ssoLogin(session.token, 'anything');
    expect(res.statusCode).toBe(403);
    expect(errorWire.parse(res.json()).error_code).toBe('forbidden');
  });

  it('trades the login ticket once for a store token, then ends it with sso_logout', async () => {
    await storeModule(true);
    const m = await someMember(t.db, 0);
    const session = await login(m.username);
    expect(session.sso_token?.split('.')).toHaveLength(3);
    const res = await ssoLogin(session.token, session.sso_token!);
    expect(res.statusCode).toBe(200);
    const store = ssoLoginResponseWire.parse(res.json());
    expect(store.store_token.split('.')).toHaveLength(3);
    const [url] = await t.db.query<{ url: string | null }>(
      'SELECT url FROM stores ORDER BY id LIMIT 1',
    );
    expect(store.store_url).toBe(url!.url);
    // A ticket is good once.
    expect((await ssoLogin(session.token, session.sso_token!)).statusCode).toBe(422);

    const live = () =>
      t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM store_tokens
          WHERE member_id = $1 AND kind = 'store' AND revoked_at IS NULL`,
        [m.id],
      );
    expect((await live())[0]!.n).toBe(1);
    const out = await t.post(
      '/api/auth/sso_logout',
      { sso_token: store.store_token },
      { ip: freshIp() },
    );
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'ok' });
    expect((await live())[0]!.n).toBe(0);
  });

  it("refuses another member's ticket, a forged one and a call without a session", async () => {
    await storeModule(true);
    const a = await login((await someMember(t.db, 1)).username);
    const b = await login((await someMember(t.db, 2)).username);
    expect((await ssoLogin(b.token, a.sso_token!)).json().errors.sso_token).toBeDefined();
    const [h, p] = a.sso_token!.split('.');
    expect((await ssoLogin(a.token, `${h}.${p}.AAAA`)).statusCode).toBe(422);
    const anonymous = await t.post('/api/auth/sso_login', { sso_token: a.sso_token });
    expect(anonymous.statusCode).toBe(401);
  });

  it('hands out an sso_logout token at logout while a store session lives, and it ends them all', async () => {
    await storeModule(true);
    const m = await someMember(t.db, 3);
    const session = await login(m.username);
    const quiet = await login(m.username);
    expect((await ssoLogin(session.token, session.sso_token!)).statusCode).toBe(200);
    const out = await t.post('/api/auth/logout', {}, { token: session.token });
    const { sso_logout_token } = logoutResponseWire.parse(out.json());
    expect(sso_logout_token).not.toBeNull();
    expect(
      (await t.post('/api/auth/sso_logout', { sso_token: sso_logout_token }, { ip: freshIp() }))
        .statusCode,
    ).toBe(200);
    const [nRow] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM store_tokens WHERE member_id = $1 AND kind = 'store' AND revoked_at IS NULL",
      [m.id],
    );
    const n = nRow!.n;
    expect(n).toBe(0);
    // Nothing left to end: logout says so with null.
    const again = await t.post('/api/auth/logout', {}, { token: quiet.token });
    expect(again.json()).toEqual({ sso_logout_token: null });
  });

  it('refuses garbage at sso_logout with validation_error', async () => {
    const res = await t.post(
      '/api/auth/sso_logout',
      { sso_token: 'not-a-token' },
      { ip: freshIp() },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.sso_token).toBeDefined();
    const empty = await t.post('/api/auth/sso_logout', { sso_token: '' }, { ip: freshIp() });
    expect(empty.statusCode).toBe(422);
  });
});
