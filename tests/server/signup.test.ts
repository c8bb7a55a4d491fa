import { beforeAll, describe, expect, it } from 'vitest';
import { loginResponseWire, otpSentResponseWire } from '../../contract/auth';
import { errorWire } from '../../contract/errors';
import {
  emailValidationWire,
  referralValidationWire,
  signupDataWire,
  signupResponseWire,
} from '../../contract/signup';
import { freshIp } from './auth-fixture';
import { useSignupKit, type SignupKit } from './signup-kit';
import { dbLabel } from './test-db';

describe(`signup calls and body rules on ${dbLabel}`, () => {
  let k: SignupKit;
  let t: SignupKit['t'];
  let demo: SignupKit['demo'];
  const kit = useSignupKit();
  beforeAll(() => {
    k = kit.kit();
    ({ t, demo } = k);
  });
  const { body, signup, verify, memberRow, signupAndVerify, setModules } = kit;

  it('answers signup_data with the defaults, every country and zone, and the plan', async () => {
    const res = await t.call({ method: 'GET', url: '/api/users/signup_data' });
    expect(res.statusCode).toBe(200);
    const data = signupDataWire.parse(res.json());
    const [root] = await t.db.query<{ username: string }>(
      'SELECT username FROM members WHERE parent_id IS NULL ORDER BY id LIMIT 1',
    );
    expect(data.default_sponsor).toBe(root!.username);
    expect(data.referral_id).toBeNull();
    expect(data).toMatchObject({
      password_policy: true,
      password_rules: { min_length: 8, max_length: 128, disallow_common: true },
      otp_verification: true,
      otp_based_on: 'email',
      show_signup: true,
      joining_fee: null,
      compensation_plan: 'binary',
    });
    const [zonesRow] = await t.db.query<{ zones: number }>(
      'SELECT count(*)::int AS zones FROM zones',
    );
    const zones = zonesRow!.zones;
    expect(data.zones).toHaveLength(zones);
  });

  it('names the referral in signup_data, and ignores an unknown one', async () => {
    const res = await t.call({ method: 'GET', url: '/api/users/signup_data?referral=demo' });
    const data = signupDataWire.parse(res.json());
    expect(data.referral_id).toBe(demo.id);
    expect(data.default_leg).toBe(demo.default_leg);
    const unknown = await t.call({
      method: 'GET',
      url: '/api/users/signup_data?referral=nobody-x',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().referral_id).toBeNull();
  });

  it('validates a referral: the sponsor name, or validation_error on referral', async () => {
    const ok = await t.call({
      method: 'GET',
      url: '/api/users/signup_validate_referral?referral=DEMO',
    });
    expect(ok.statusCode).toBe(200);
    const v = referralValidationWire.parse(ok.json());
    const [d] = await t.db.query<{ first_name: string; last_name: string | null }>(
      'SELECT first_name, last_name FROM members WHERE id = $1',
      [demo.id],
    );
    expect(v).toEqual({
      default_leg: demo.default_leg,
      referral_id: demo.id,
      first_name: d!.first_name,
      last_name: d!.last_name,
    });
    for (const referral of ['nobody-x', 'blocked']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/users/signup_validate_referral?referral=${referral}`,
      });
      expect(res.statusCode, referral).toBe(422);
      expect(errorWire.parse(res.json()).errors?.referral).toBeDefined();
    }
    const missing = await t.call({ method: 'GET', url: '/api/users/signup_validate_referral' });
    expect(missing.statusCode).toBe(422);
  });

  it('says whether an email is free, case-insensitively', async () => {
    const [m] = await t.db.query<{ email: string }>(
      "SELECT email FROM members WHERE username = 'demo'",
    );
    const taken = await t.call({
      method: 'GET',
      url: `/api/users/signup_validate_email?email=${encodeURIComponent(m!.email.toUpperCase())}`,
    });
    expect(emailValidationWire.parse(taken.json())).toEqual({ status: false });
    const free = await t.call({
      method: 'GET',
      url: '/api/users/signup_validate_email?email=brand-new-person@example.com',
    });
    expect(free.json()).toEqual({ status: true });
    const bad = await t.call({ method: 'GET', url: '/api/users/signup_validate_email?email=nope' });
    expect(bad.statusCode).toBe(422);
  });

  it('signs up through a referral, places nobody before the code, then verifies and logs in', async () => {
    const payload = body();
    const [beforeRow] = await t.db.query<{ before: number }>(
      'SELECT count(*)::int AS before FROM members',
    );
    const before = beforeRow!.before;
    const res = await signup(payload);
    expect(res.statusCode).toBe(200);
    const step = signupResponseWire.parse(res.json());
    expect(step).toMatchObject({
      status: 'verify_otp',
      username: payload.username,
      checkout_url: null,
    });
    expect(step.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(step.sent_to).toBe('n***@example.com');
    // Not a member yet: in nobody's genealogy.
    const [afterRow] = await t.db.query<{ after: number }>(
      'SELECT count(*)::int AS after FROM members',
    );
    const after = afterRow!.after;
    expect(after).toBe(before);
    expect(await memberRow(payload.username)).toBeUndefined();
    const stored = await t.db.query<{ key_hash: string }>(
      'SELECT key_hash FROM pending_signups WHERE username = $1',
      [payload.username],
    );
    expect(stored[0]!.key_hash).not.toBe(step.key);

    const otp = await t.lastCode(payload.email, 'signup');
    const wrong = await verify({ key: step.key, otp: otp === '000000' ? '000001' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.otp).toBeDefined();
    const done = await verify({ key: step.key, otp });
    expect(done.statusCode).toBe(200);
    expect(signupResponseWire.parse(done.json())).toEqual({
      status: 'active',
      key: null,
      username: payload.username,
      sent_to: null,
      checkout_url: null,
    });
    const row = (await memberRow(payload.username))!;
    expect(row.sponsor_id).toBe(demo.id);
    expect(row.path.startsWith(demo.path)).toBe(true);
    // The sponsor hears of the new member: the notice their push repeats (decision 046).
    const [notice] = await t.db.query<{ title: string; body: string }>(
      `SELECT title, body FROM notifications WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
      [demo.id],
    );
    expect(notice?.title).toMatch(/^Nora Quill (joined your team|se unió a tu equipo)$/);
    expect(notice?.body).toContain(payload.username);
    const login = await t.post(
      '/api/auth/login',
      { login_using: 'username', username: payload.username, password: payload.password },
      { ip: freshIp() },
    );
    expect(login.statusCode).toBe(200);
    expect(loginResponseWire.parse(login.json()).user.id).toBe(row.id);
    // The key is spent.
    expect((await verify({ key: step.key, otp })).json().errors.key).toBeDefined();
  });

  it('places at the far end of the chosen leg under the placement member (binary)', async () => {
    const [p] = await t.db.query<{ username: string; path: string }>(
      `SELECT username, path FROM members WHERE path > $1 AND path < $1 || '~' ORDER BY depth, id LIMIT 1`,
      [demo.path],
    );
    const payload = body({ placement: p!.username, position: 'R' });
    expect((await signupAndVerify(payload)).statusCode).toBe(200);
    const row = (await memberRow(payload.username))!;
    expect(row.position).toBe('R');
    expect(row.path.startsWith(p!.path)).toBe(true);
    expect(row.sponsor_id).toBe(demo.id);
  });

  it("refuses a placement outside the sponsor's downline", async () => {
    const [root] = await t.db.query<{ username: string }>(
      'SELECT username FROM members WHERE parent_id IS NULL ORDER BY id LIMIT 1',
    );
    const res = await signup(body({ placement: root!.username, position: 'L' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.placement[0]).toMatch(/downline/);
  });

  it('takes placement but refuses position in matrix mode', async () => {
    await setModules({ compensation_plan: 'matrix' });
    const data = await t.call({ method: 'GET', url: '/api/users/signup_data' });
    expect(data.json().compensation_plan).toBe('matrix');
    const withPosition = await signup(body({ placement: 'demo', position: 'L' }));
    expect(withPosition.statusCode).toBe(422);
    expect(Object.keys(withPosition.json().errors)).toEqual(['position']);
    const payload = body({ placement: 'demo' });
    expect((await signupAndVerify(payload)).statusCode).toBe(200);
    const row = (await memberRow(payload.username))!;
    expect(row.position).toBeNull();
    expect(row.path.startsWith(demo.path)).toBe(true);
  });

  it('refuses placement and position in unilevel mode and places under the sponsor', async () => {
    await setModules({ compensation_plan: 'unilevel' });
    const res = await signup(body({ placement: 'demo', position: 'L' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['placement', 'position']);
    const payload = body();
    expect((await signupAndVerify(payload)).statusCode).toBe(200);
    expect((await memberRow(payload.username))!.parent_id).toBe(demo.id);
  });

  it('refuses a taken username, email and mobile all at once', async () => {
    const [m] = await t.db.query<{
      username: string;
      email: string;
      mobile_code: string;
      mobile: string;
    }>(
      "SELECT username, email, mobile_code, mobile FROM members WHERE mobile IS NOT NULL AND mobile <> '' AND status = 1 ORDER BY id DESC LIMIT 1",
    );
    const res = await signup(
      body({
        username: m!.username.toUpperCase(),
        email: m!.email,
        mobile_code: m!.mobile_code,
        mobile: m!.mobile,
      }),
    );
    expect(res.statusCode).toBe(422);
    const errors = errorWire.parse(res.json()).errors!;
    expect(errors.username?.[0]).toMatch(/taken/);
    expect(errors.email?.[0]).toMatch(/already registered/);
    expect(errors.mobile?.[0]).toMatch(/already registered/);
  });

  it('holds the username and email of a signup waiting for its code', async () => {
    const first = body();
    expect((await signup(first)).statusCode).toBe(200);
    const res = await signup(body({ username: first.username, email: first.email }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'username']);
    const check = await t.call({
      method: 'GET',
      url: `/api/users/signup_validate_email?email=${encodeURIComponent(first.email)}`,
    });
    expect(check.json().status).toBe(false);
  });

  it('refuses a missing email, a common password, an unknown zone and a lone mobile', async () => {
    const { email: _e, mobile_code: _c, ...noEmail } = body();
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [noEmail, 'email', /required/],
      [body({ password: 'password1' }), 'password', /too common/],
      [body({ password: 'short' }), 'password', /at least 8/],
      [body({ zone: 999999 }), 'zone', /region/],
      [{ ...body(), mobile_code: undefined }, 'mobile_code', /country code/],
      [body({ referral: 'nobody-x' }), 'referral', /sponsor/],
      [body({ referral_key: 'email' }), 'referral_key', /username/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await signup(payload);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]?.[0], field).toMatch(message);
    }
  });

  it('makes up a username when none is given', async () => {
    const { username: _u, ...payload } = body({ first_name: 'José' });
    const res = await signup(payload);
    const step = signupResponseWire.parse(res.json());
    expect(step.username).toMatch(/^jose\d{4,6}$/);
    const otp = await t.lastCode(payload.email, 'signup');
    expect((await verify({ key: step.key, otp })).statusCode).toBe(200);
    expect(await memberRow(step.username)).toBeDefined();
  });

  it('resends a fresh code that replaces the old one, at most 5 times in 15 minutes', async () => {
    const payload = body();
    const step = signupResponseWire.parse((await signup(payload)).json());
    const first = await t.lastCode(payload.email, 'signup');
    const resend = () =>
      t.post('/api/users/resend_signup_verification', { key: step.key }, { ip: freshIp() });
    const res = await resend();
    expect(res.statusCode).toBe(200);
    expect(otpSentResponseWire.parse(res.json()).sent_to).toBe('n***@example.com');
    const second = await t.lastCode(payload.email, 'signup');
    if (first !== second)
      expect((await verify({ key: step.key, otp: first })).statusCode).toBe(422);
    for (let i = 0; i < 4; i++) expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const bad = await t.post(
      '/api/users/resend_signup_verification',
      { key: 'not-a-key' },
      { ip: freshIp() },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.key).toBeDefined();
  });
});
