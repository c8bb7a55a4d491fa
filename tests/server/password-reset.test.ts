import { describe, expect, it } from 'vitest';
import { resetFieldsResponseWire } from '../../contract/auth';
import { errorWire } from '../../contract/errors';
import { freshIp, someMember, useAuthTestApp } from './auth-fixture';
import { dbLabel } from './test-db';

describe(`password reset on ${dbLabel}`, () => {
  const t = useAuthTestApp();

  const sendReset = (email: string) =>
    t.post('/api/auth/send_reset_otp', { reset_using: 'email', email }, { ip: freshIp() });
  const check = (email: string, otp: string) =>
    t.post('/api/auth/check_reset_otp', { reset_using: 'email', email, otp }, { ip: freshIp() });
  const reset = (email: string, otp: string, password: string, confirmation = password) =>
    t.post(
      '/api/auth/reset_password',
      { reset_using: 'email', email, otp, password, password_confirmation: confirmation },
      { ip: freshIp() },
    );
  const loginStatus = async (username: string, password: string) =>
    (
      await t.post(
        '/api/auth/login',
        { login_using: 'username', username, password },
        { ip: freshIp() },
      )
    ).statusCode;

  it('answers reset_password_field with the policy, the channel and the countries', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/reset_password_field' });
    expect(res.statusCode).toBe(200);
    const body = resetFieldsResponseWire.parse(res.json());
    expect(body.password_policy).toEqual({ min_length: 8, max_length: 128, disallow_common: true });
    expect(body.reset_password_based_on).toBe('email');
    expect(body.countries.length).toBeGreaterThan(0);
  });

  it('answers send_reset_otp alike for anyone and sends a reset code only to a member', async () => {
    const m = await someMember(t.db, 0);
    const before = (await t.outbox()).length;
    const known = await sendReset(m.email);
    const unknown = await sendReset('nobody-reset@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    const lines = (await t.outbox()).slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ to: m.email.toLowerCase(), purpose: 'reset' });
  });

  it('checks a reset code without using it up', async () => {
    const m = await someMember(t.db, 1);
    await sendReset(m.email);
    const code = await t.lastCode(m.email, 'reset');
    expect((await check(m.email, code)).json()).toEqual({ status: 'valid' });
    expect((await check(m.email, code)).statusCode).toBe(200);
    expect((await reset(m.email, code, 'a brand new passphrase')).statusCode).toBe(200);
    expect((await check(m.email, code)).statusCode).toBe(422);
  });

  it('refuses mismatched, short and common passwords without spending the code', async () => {
    const m = await someMember(t.db, 2);
    await sendReset(m.email);
    const code = await t.lastCode(m.email, 'reset');
    const mismatch = await reset(m.email, code, 'first passphrase', 'second passphrase');
    expect(mismatch.statusCode).toBe(422);
    expect(errorWire.parse(mismatch.json()).errors?.password_confirmation?.[0]).toMatch(/match/);
    const short = await reset(m.email, code, 'short1');
    expect(short.json().errors.password[0]).toMatch(/at least 8/);
    for (const common of ['password', 'iloveyou', 'Sunshine', '12345678']) {
      const res = await reset(m.email, code, common);
      expect(res.statusCode, common).toBe(422);
      expect(res.json().errors.password[0]).toMatch(/too common/);
    }
    expect((await check(m.email, code)).statusCode).toBe(200);
  });

  it('resets the password, ends every session and refuses the old password', async () => {
    const m = await someMember(t.db, 3);
    const oldToken = await t.loginAs(m.username);
    const otherToken = await t.loginAs(m.username);
    await sendReset(m.email);
    const code = await t.lastCode(m.email, 'reset');
    const res = await reset(m.email, code, 'granite-otter-lantern');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'reset' });
    for (const token of [oldToken, otherToken]) {
      const me = await t.call({ method: 'GET', url: '/api/user_data', token });
      expect(me.statusCode).toBe(401);
    }
    const [liveRow] = await t.db.query<{ live: number }>(
      'SELECT count(*)::int AS live FROM auth_tokens WHERE member_id = $1 AND revoked_at IS NULL',
      [m.id],
    );
    const live = liveRow!.live;
    expect(live).toBe(0);
    expect(await loginStatus(m.username, 'demopass1')).toBe(422);
    expect(await loginStatus(m.username, 'granite-otter-lantern')).toBe(200);
    // The code was used up by the reset.
    expect((await reset(m.email, code, 'another-new-passphrase')).statusCode).toBe(422);
  });

  it('accepts a 64-character password and compares every character of it at login', async () => {
    const m = await someMember(t.db, 4);
    const long = 'Lantern-otter-granite-meadow-cobalt-harbor-violet-quartz-ember-9';
    expect(long).toHaveLength(64);
    await sendReset(m.email);
    expect((await reset(m.email, await t.lastCode(m.email, 'reset'), long)).statusCode).toBe(200);
    expect(await loginStatus(m.username, long)).toBe(200);
    expect(await loginStatus(m.username, `${long.slice(0, 63)}8`)).toBe(422);
    expect(await loginStatus(m.username, long.slice(0, 63))).toBe(422);
    expect(await loginStatus(m.username, `${long}x`)).toBe(422);
  });

  it('refuses the username or the email as the new password', async () => {
    const m = await someMember(t.db, 5);
    await t.db.query("UPDATE members SET username = 'riverstone-pilot' WHERE id = $1", [m.id]);
    await sendReset(m.email);
    const code = await t.lastCode(m.email, 'reset');
    const res = await reset(m.email, code, 'Riverstone-Pilot');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password[0]).toMatch(/username or email/);
    const byEmail = await reset(m.email, code, m.email);
    expect(byEmail.json().errors.password[0]).toMatch(/username or email/);
  });

  it("refuses someone else's reset code and a wrong code", async () => {
    const a = await someMember(t.db, 6);
    const b = await someMember(t.db, 7);
    await sendReset(a.email);
    await sendReset(b.email);
    const codeA = await t.lastCode(a.email, 'reset');
    const codeB = await t.lastCode(b.email, 'reset');
    if (codeA !== codeB)
      expect((await reset(b.email, codeA, 'stolen-code-pass')).statusCode).toBe(422);
    const res = await reset(
      b.email,
      codeB === '000000' ? '000001' : '000000',
      'some-new-passphrase',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.otp[0]).toMatch(/wrong or has expired/);
  });

  it('refuses a reset by mobile when the company resets by email', async () => {
    const m = await someMember(t.db, 8);
    const res = await t.post(
      '/api/auth/send_reset_otp',
      { reset_using: 'mobile_code', mobile_code: m.mobile_code, mobile: m.mobile },
      { ip: freshIp() },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.reset_using[0]).toMatch(/email/);
  });

  it('resets by mobile when the company says so', async () => {
    const m = await someMember(t.db, 9);
    await t.db.query(
      `INSERT INTO settings (key, value) VALUES ('auth', '{"reset_password_based_on": "mobile"}')
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    try {
      const fields = await t.call({ method: 'GET', url: '/api/auth/reset_password_field' });
      expect(fields.json().reset_password_based_on).toBe('mobile');
      const via = { reset_using: 'mobile_code', mobile_code: m.mobile_code, mobile: m.mobile };
      expect((await t.post('/api/auth/send_reset_otp', via, { ip: freshIp() })).statusCode).toBe(
        200,
      );
      const code = await t.lastCode(`+${m.mobile_code}${m.mobile}`, 'reset');
      const res = await t.post(
        '/api/auth/reset_password',
        {
          ...via,
          otp: code,
          password: 'by-mobile-passphrase',
          password_confirmation: 'by-mobile-passphrase',
        },
        { ip: freshIp() },
      );
      expect(res.statusCode).toBe(200);
      expect(await loginStatus(m.username, 'by-mobile-passphrase')).toBe(200);
    } finally {
      await t.db.query("DELETE FROM settings WHERE key = 'auth'");
    }
  });

  it('answers malformed reset bodies with validation_error per field', async () => {
    const cases: Array<[object, string]> = [
      [
        {
          reset_using: 'email',
          email: 'x@example.com',
          otp: '12',
          password: 'a',
          password_confirmation: 'a',
        },
        'otp',
      ],
      [
        {
          reset_using: 'email',
          email: 'bad',
          otp: '123456',
          password: 'a',
          password_confirmation: 'a',
        },
        'email',
      ],
      [{ reset_using: 'fax', otp: '123456' }, 'reset_using'],
      [
        { reset_using: 'email', email: 'x@example.com', otp: '123456', password: 'abcdefgh' },
        'password_confirmation',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await t.post('/api/auth/reset_password', payload, { ip: freshIp() });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });
});
