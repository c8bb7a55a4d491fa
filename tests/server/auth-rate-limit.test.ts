import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorWire } from '../../contract/errors';
import { freshIp, someMember, useAuthTestApp } from './auth-fixture';
import { dbLabel } from './test-db';

/** A 429 with the §8 body, a clear message and Retry-After in whole seconds within the window. */
function expectLimited(res: LightMyRequestResponse, windowSeconds = 900) {
  expect(res.statusCode).toBe(429);
  const body = errorWire.parse(res.json());
  expect(body.error_code).toBe('rate_limited');
  expect(body.message).toMatch(/^Too many attempts\. Try again in \d+ (seconds|minutes?)\.$/);
  expectRetryAfter(res, windowSeconds);
}

/** The 429 of an account's own wrong passwords: its owner may unlock it with a code. */
function expectLocked(res: LightMyRequestResponse, windowSeconds = 900) {
  expect(res.statusCode).toBe(429);
  const body = errorWire.parse(res.json());
  expect(body.error_code).toBe('account_locked');
  expect(body.message).toMatch(
    /^Too many wrong passwords for this account\. Try again in \d+ (seconds|minutes?), or unlock it now with a code sent to its e-mail address\.$/,
  );
  expectRetryAfter(res, windowSeconds);
}

function expectRetryAfter(res: LightMyRequestResponse, windowSeconds: number) {
  const retry = Number(res.headers['retry-after']);
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(windowSeconds);
}

describe(`rate limits of login, codes and reset on ${dbLabel}`, () => {
  const t = useAuthTestApp();

  const login = (payload: object, ip = freshIp()) => t.post('/api/auth/login', payload, { ip });
  const byName = (username: string, password: string) => ({
    login_using: 'username',
    username,
    password,
  });

  it('answers the tenth wrong password for an account at one address with 429 account_locked', async () => {
    const m = await someMember(t.db, 0);
    const ip = freshIp();
    for (let i = 1; i <= 9; i++) {
      const res = await login(byName(m.username, `wrong-password-${i}`), ip);
      expect(res.statusCode, `attempt ${i}`).toBe(422);
    }
    expectLocked(await login(byName(m.username, 'wrong-password-10'), ip));
    // Locked at that address: even the right password waits there.
    expectLocked(await login(byName(m.username, 'demopass1'), ip));
  });

  it('counts wrong passwords per account at one address across identifiers', async () => {
    const m = await someMember(t.db, 1);
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await login(byName(m.username, `nope-${i}-xx`), ip)).statusCode).toBe(422);
    for (let i = 0; i < 4; i++) {
      const res = await login(
        { login_using: 'email', email: m.email, password: `nope-e${i}-xx` },
        ip,
      );
      expect(res.statusCode).toBe(422);
    }
    const tenth = await login(
      {
        login_using: 'mobile_code',
        mobile_code: m.mobile_code,
        mobile: m.mobile,
        password: 'nope-m-xx',
      },
      ip,
    );
    expectLocked(tenth);
  });

  it('clears the account count on a right password', async () => {
    const m = await someMember(t.db, 2);
    for (let i = 0; i < 9; i++) await login(byName(m.username, `nope-${i}-xx`));
    expect((await login(byName(m.username, 'demopass1'))).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await login(byName(m.username, `again-${i}-xx`))).statusCode).toBe(422);
  });

  it('limits an unknown username exactly like a member, so the answer reveals nothing', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 9; i++)
      expect((await login(byName('no-such-member-here', `x-${i}-xxxxx`), ip)).statusCode).toBe(422);
    expectLocked(await login(byName('no-such-member-here', 'x-10-xxxxx'), ip));
  });

  it('limits one address spraying many accounts, and only that address', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 49; i++)
      expect((await login(byName(`sprayed-${i}`, 'whatever-1'), ip)).statusCode, `try ${i}`).toBe(
        422,
      );
    expectLimited(await login(byName('sprayed-50', 'whatever-1'), ip));
    expectLimited(await login(byName('demo', 'demopass1'), ip));
    expect((await login(byName('demo', 'demopass1'), freshIp())).statusCode).toBe(200);
  });

  it('forgets failures once they leave the 15-minute window', async () => {
    const m = await someMember(t.db, 3);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await login(byName(m.username, `nope-${i}-xx`), ip);
    expectLocked(await login(byName(m.username, 'demopass1'), ip));
    await t.db.query("UPDATE rate_limit_hits SET at = at - interval '15 minutes'");
    expect((await login(byName(m.username, 'demopass1'), ip)).statusCode).toBe(200);
  });

  it('keeps counters in the database under digests, not addresses or emails', async () => {
    const m = await someMember(t.db, 4);
    await login({ login_using: 'email', email: m.email, password: 'nope-nope' }, '203.0.113.77');
    const rows = await t.db.query<{ bucket: string; subject: string }>(
      'SELECT bucket, subject FROM rate_limit_hits',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.subject).toMatch(/^[0-9a-f]{64}$/);
      expect(r.subject).not.toContain('203.0.113.77');
    }
    expect(rows.map((r) => r.bucket)).toEqual(
      expect.arrayContaining(['login_fail:account', 'login_fail:account_ip', 'login_fail:ip']),
    );
  });

  it('limits codes sent to one address to 5 per 15 minutes, whether or not it is a member', async () => {
    for (const email of [(await someMember(t.db, 5)).email, 'unknown-person@example.com']) {
      for (let i = 1; i <= 5; i++) {
        const res = await t.post(
          '/api/auth/send_otp',
          { login_using: 'email', email },
          { ip: freshIp() },
        );
        expect(res.statusCode, `${email} send ${i}`).toBe(200);
      }
      expectLimited(
        await t.post('/api/auth/send_otp', { login_using: 'email', email }, { ip: freshIp() }),
      );
    }
  });

  it('counts reset codes and login codes to one address together', async () => {
    const m = await someMember(t.db, 6);
    for (let i = 0; i < 3; i++)
      await t.post(
        '/api/auth/send_otp',
        { login_using: 'email', email: m.email },
        { ip: freshIp() },
      );
    for (let i = 0; i < 2; i++)
      await t.post(
        '/api/auth/send_reset_otp',
        { reset_using: 'email', email: m.email },
        { ip: freshIp() },
      );
    expectLimited(
      await t.post(
        '/api/auth/send_reset_otp',
        { reset_using: 'email', email: m.email },
        { ip: freshIp() },
      ),
    );
  });

  it('limits codes sent from one address to 30 per 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 30; i++) {
      const res = await t.post(
        '/api/auth/send_otp',
        { login_using: 'email', email: `spray-${i}@example.com` },
        { ip },
      );
      expect(res.statusCode, `send ${i}`).toBe(200);
    }
    expectLimited(
      await t.post(
        '/api/auth/send_otp',
        { login_using: 'email', email: 'spray-31@example.com' },
        { ip },
      ),
    );
  });

  it('limits wrong codes per account to 10 in 15 minutes, across fresh codes', async () => {
    const m = await someMember(t.db, 7);
    const otpLogin = (otp: string) =>
      t.post(
        '/api/auth/login_with_otp',
        { login_using: 'email', email: m.email, otp },
        { ip: freshIp() },
      );
    let failures = 0;
    for (let round = 0; round < 2; round++) {
      await t.post(
        '/api/auth/send_otp',
        { login_using: 'email', email: m.email },
        { ip: freshIp() },
      );
      const code = await t.lastCode(m.email, 'login');
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5 && failures < 9; i++, failures++)
        expect((await otpLogin(wrong)).statusCode).toBe(422);
    }
    expectLimited(await otpLogin('000002'));
    // The limit holds even for the right code until the window moves on.
    expectLimited(await otpLogin(await t.lastCode(m.email, 'login')));
  });

  it('limits wrong reset codes per address on check_reset_otp and reset_password', async () => {
    const email = 'not-a-member-reset@example.com';
    for (let i = 0; i < 5; i++) {
      const res = await t.post(
        '/api/auth/check_reset_otp',
        { reset_using: 'email', email, otp: '123456' },
        { ip: freshIp() },
      );
      expect(res.statusCode).toBe(422);
    }
    for (let i = 0; i < 4; i++) {
      const res = await t.post(
        '/api/auth/reset_password',
        {
          reset_using: 'email',
          email,
          otp: '123456',
          password: 'a-long-new-passphrase',
          password_confirmation: 'a-long-new-passphrase',
        },
        { ip: freshIp() },
      );
      expect(res.statusCode).toBe(422);
    }
    expectLimited(
      await t.post(
        '/api/auth/check_reset_otp',
        { reset_using: 'email', email, otp: '123456' },
        { ip: freshIp() },
      ),
    );
  });

  it('limits wrong codes from one address to 50 in 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 49; i++) {
      const res = await t.post(
        '/api/auth/login_with_otp',
        { login_using: 'email', email: `guess-${i}@example.com`, otp: '123456' },
        { ip },
      );
      expect(res.statusCode, `try ${i}`).toBe(422);
    }
    expectLimited(
      await t.post(
        '/api/auth/login_with_otp',
        { login_using: 'email', email: 'guess-50@example.com', otp: '123456' },
        { ip },
      ),
    );
  });

  it('counts parallel wrong passwords: no burst slips past the limit', async () => {
    const m = await someMember(t.db, 8);
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login(byName(m.username, `parallel-${i}-x`), ip)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(9);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });
});
