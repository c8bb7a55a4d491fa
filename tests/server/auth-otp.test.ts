import { describe, expect, it } from 'vitest';
import {
  loginFieldsResponseWire,
  loginResponseWire,
  otpSentResponseWire,
} from '../../contract/auth';
import { errorWire } from '../../contract/errors';
import { freshIp, someMember, useAuthTestApp } from './auth-fixture';
import { dbLabel } from './test-db';

describe(`one-time codes and OTP login on ${dbLabel}`, () => {
  const t = useAuthTestApp();

  const sendOtp = (email: string, ip = freshIp()) =>
    t.post('/api/auth/send_otp', { login_using: 'email', email }, { ip });
  const otpLogin = (email: string, otp: string, ip = freshIp()) =>
    t.post('/api/auth/login_with_otp', { login_using: 'email', email, otp }, { ip });
  const codeRows = (memberId: number, purpose = 'login') =>
    t.db.query<{ id: number; code_hash: string; salt: string; attempts: number; used: boolean }>(
      `SELECT id, code_hash, salt, attempts, used_at IS NOT NULL AS used FROM otp_codes
        WHERE member_id = $1 AND purpose = $2 ORDER BY id`,
      [memberId, purpose],
    );
  /** Moves the clock: the member's codes were sent that many minutes ago. */
  const sentMinutesAgo = (memberId: number, minutes: number) =>
    t.db.query(
      `UPDATE otp_codes SET created_at = created_at - make_interval(mins => $2),
              expires_at = expires_at - make_interval(mins => $2) WHERE member_id = $1`,
      [memberId, minutes],
    );

  it('answers login_fields with the company settings and every country', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/login_fields' });
    expect(res.statusCode).toBe(200);
    const body = loginFieldsResponseWire.parse(res.json());
    expect(body).toMatchObject({ phone_unique: true, email_unique: true, login_with_otp: true });
    const [nRow] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM countries');
    const n = nRow!.n;
    expect(body.countries).toHaveLength(n);
  });

  it('answers send_otp alike for a member and an unknown address, and only the member gets a code', async () => {
    const m = await someMember(t.db, 0);
    const before = (await t.outbox()).length;
    const known = await sendOtp(m.email);
    const unknown = await sendOtp('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const a = otpSentResponseWire.parse(known.json());
    const b = otpSentResponseWire.parse(unknown.json());
    expect([a.status, a.expires_in]).toEqual([b.status, b.expires_in]);
    expect(a.expires_in).toBe(600);
    expect(a.sent_to).toMatch(/^.\*\*\*@/);
    const lines = (await t.outbox()).slice(before);
    expect(lines.map((l) => l.to)).toEqual([m.email.toLowerCase()]);
    expect(lines[0]).toMatchObject({
      channel: 'email',
      purpose: 'login',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(Object.keys(lines[0]!).sort()).toEqual(
      ['at', 'body', 'channel', 'code', 'purpose', 'subject', 'to'].sort(),
    );
    expect(lines[0]!.body).toContain(lines[0]!.code);
  });

  it('stores only a salted digest of the code, never the code itself', async () => {
    const m = await someMember(t.db, 1);
    await sendOtp(m.email);
    const code = await t.lastCode(m.email, 'login');
    const rows = await t.db.query<Record<string, unknown>>(
      'SELECT * FROM otp_codes WHERE member_id = $1',
      [m.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const value of Object.values(row)) expect(String(value)).not.toContain(code);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    await sendOtp(m.email);
    const salts = (await codeRows(m.id)).map((r) => r.salt);
    expect(new Set(salts).size).toBe(salts.length);
  });

  it('logs in with the code, answering like login, and the token works', async () => {
    const m = await someMember(t.db, 2);
    await sendOtp(m.email);
    const res = await otpLogin(m.email, await t.lastCode(m.email, 'login'));
    expect(res.statusCode).toBe(200);
    const body = loginResponseWire.parse(res.json());
    expect(body.user.username).toBe(m.username);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.call({ method: 'GET', url: '/api/user_data', token: body.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(m.id);
  });

  it('logs in by mobile with a code sent by SMS to +<code><number>', async () => {
    const m = await someMember(t.db, 3);
    const ip = freshIp();
    const sent = await t.post(
      '/api/auth/send_otp',
      { login_using: 'mobile_code', mobile_code: `+${m.mobile_code}`, mobile: m.mobile },
      { ip },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sent_to).toBe(`+${m.mobile_code} •••• ${m.mobile.slice(-4)}`);
    const to = `+${m.mobile_code}${m.mobile}`;
    const line = (await t.outbox()).filter((l) => l.to === to).at(-1);
    expect(line).toMatchObject({ channel: 'sms', purpose: 'login' });
    const res = await t.post(
      '/api/auth/login_with_otp',
      { login_using: 'mobile_code', mobile_code: m.mobile_code, mobile: m.mobile, otp: line!.code },
      { ip },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(m.username);
  });

  it('uses a code once only', async () => {
    const m = await someMember(t.db, 4);
    await sendOtp(m.email);
    const code = await t.lastCode(m.email, 'login');
    expect((await otpLogin(m.email, code)).statusCode).toBe(200);
    const again = await otpLogin(m.email, code);
    expect(again.statusCode).toBe(422);
    expect(errorWire.parse(again.json()).errors?.otp?.[0]).toMatch(/wrong or has expired/);
  });

  it('binds a code to its purpose: a reset code does not log in, a login code does not reset', async () => {
    const m = await someMember(t.db, 5);
    await t.post(
      '/api/auth/send_reset_otp',
      { reset_using: 'email', email: m.email },
      { ip: freshIp() },
    );
    const resetCode = await t.lastCode(m.email, 'reset');
    expect((await otpLogin(m.email, resetCode)).statusCode).toBe(422);
    await sendOtp(m.email);
    const loginCode = await t.lastCode(m.email, 'login');
    const check = await t.post(
      '/api/auth/check_reset_otp',
      { reset_using: 'email', email: m.email, otp: loginCode },
      { ip: freshIp() },
    );
    // The two codes may happen to be equal; then the reset code itself is checked, which is fine.
    expect(check.statusCode).toBe(loginCode === resetCode ? 200 : 422);
  });

  it("binds a code to its account: someone else's code fails", async () => {
    const a = await someMember(t.db, 6);
    const b = await someMember(t.db, 7);
    await sendOtp(a.email);
    await sendOtp(b.email);
    const codeA = await t.lastCode(a.email, 'login');
    const codeB = await t.lastCode(b.email, 'login');
    if (codeA !== codeB) expect((await otpLogin(b.email, codeA)).statusCode).toBe(422);
    expect((await otpLogin(b.email, codeB)).statusCode).toBe(200);
  });

  it('expires a code 10 minutes after it was sent', async () => {
    const m = await someMember(t.db, 8);
    await sendOtp(m.email);
    const [span] = await t.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM otp_codes
        WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
      [m.id],
    );
    expect(span!.seconds).toBe(600);
    await sentMinutesAgo(m.id, 10);
    expect((await otpLogin(m.email, await t.lastCode(m.email, 'login'))).statusCode).toBe(422);
  });

  it('accepts a code 9 minutes after it was sent', async () => {
    const m = await someMember(t.db, 9);
    await sendOtp(m.email);
    await sentMinutesAgo(m.id, 9);
    expect((await otpLogin(m.email, await t.lastCode(m.email, 'login'))).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const m = await someMember(t.db, 10);
    await sendOtp(m.email);
    const code = await t.lastCode(m.email, 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await otpLogin(m.email, wrong)).statusCode).toBe(422);
    const [row] = (await codeRows(m.id)).slice(-1);
    expect(row!.attempts).toBe(5);
    expect((await otpLogin(m.email, code)).statusCode).toBe(422);
  });

  it('lets the 5th try succeed after 4 wrong ones', async () => {
    const m = await someMember(t.db, 11);
    await sendOtp(m.email);
    const code = await t.lastCode(m.email, 'login');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) await otpLogin(m.email, wrong);
    expect((await otpLogin(m.email, code)).statusCode).toBe(200);
  });

  it('retires the older code when a new one is sent', async () => {
    const m = await someMember(t.db, 12);
    await sendOtp(m.email);
    const first = await t.lastCode(m.email, 'login');
    await sendOtp(m.email);
    const second = await t.lastCode(m.email, 'login');
    if (first !== second) expect((await otpLogin(m.email, first)).statusCode).toBe(422);
    expect((await otpLogin(m.email, second)).statusCode).toBe(200);
  });

  it('answers a wrong code for an unknown address like for a member', async () => {
    const res = await otpLogin('nobody-at-all@example.com', '123456');
    expect(res.statusCode).toBe(422);
    expect(errorWire.parse(res.json()).errors?.otp).toBeDefined();
  });

  it('tells a blocked member they are blocked after a right code, with no token', async () => {
    const [b] = await t.db.query<{ email: string }>(
      "SELECT email FROM members WHERE username = 'blocked'",
    );
    await sendOtp(b!.email);
    const res = await otpLogin(b!.email, await t.lastCode(b!.email, 'login'));
    expect(res.statusCode).toBe(200);
    const body = loginResponseWire.parse(res.json());
    expect(body.user_status).toBe(0);
    expect(body.token).toBe('');
  });

  it('refuses malformed codes and bodies with validation_error', async () => {
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const res = await otpLogin('a@example.com', otp);
      expect(res.statusCode, otp).toBe(422);
      expect(Object.keys(res.json().errors)).toContain('otp');
    }
    const res = await t.post('/api/auth/send_otp', { login_using: 'username', username: 'demo' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('login_using');
  });

  it('refuses send_otp and login_with_otp with 403 when the company turns OTP login off', async () => {
    await t.db.query(
      `INSERT INTO settings (key, value) VALUES ('auth', '{"login_with_otp": false}')
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    try {
      const fields = await t.call({ method: 'GET', url: '/api/auth/login_fields' });
      expect(fields.json().login_with_otp).toBe(false);
      const sent = await sendOtp('a@example.com');
      expect(sent.statusCode).toBe(403);
      expect(errorWire.parse(sent.json()).error_code).toBe('forbidden');
      expect((await otpLogin('a@example.com', '123456')).statusCode).toBe(403);
    } finally {
      await t.db.query("DELETE FROM settings WHERE key = 'auth'");
    }
  });
});
