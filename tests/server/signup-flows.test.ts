import { beforeAll, describe, expect, it } from 'vitest';
import { signupDataWire, signupResponseWire } from '../../contract/signup';
import { freshIp } from './auth-fixture';
import { useSignupKit, type SignupKit } from './signup-kit';
import { dbLabel } from './test-db';

describe(`signup verification, fees and member-added signup on ${dbLabel}`, () => {
  let k: SignupKit;
  let t: SignupKit['t'];
  let demo: SignupKit['demo'];
  const kit = useSignupKit();
  beforeAll(() => {
    k = kit.kit();
    ({ t, demo } = k);
  });
  const { body, signup, verify, memberRow, signupAndVerify, setAuth, setModules } = kit;

  it('asks for otp2 when both email and phone are verified, without spending otp on a bad otp2', async () => {
    await setAuth({ verify_both: true });
    const { mobile: _m, ...noMobile } = body();
    const refused = await signup({ ...noMobile, mobile_code: undefined });
    expect(refused.json().errors.mobile[0]).toMatch(/required/);
    const payload = body();
    const step = signupResponseWire.parse((await signup(payload)).json());
    expect(step.sent_to).toBe(`n***@example.com and +1 •••• ${payload.mobile.slice(-4)}`);
    const otp = await t.lastCode(payload.email, 'signup');
    const otp2 = await t.lastCode(`+1${payload.mobile}`, 'signup');
    const missing = await verify({ key: step.key, otp });
    expect(missing.json().errors.otp2).toBeDefined();
    const badOtp2 = await verify({
      key: step.key,
      otp,
      otp2: otp2 === '000000' ? '000001' : '000000',
    });
    expect(badOtp2.statusCode).toBe(422);
    expect(badOtp2.json().errors.otp2).toBeDefined();
    expect((await verify({ key: step.key, otp, otp2 })).json().status).toBe('active');
  });

  it('takes the joining fee through the payment provider before placing the member', async () => {
    const [pkg] = await t.db.query<{ id: number; price_minor: number }>(
      'SELECT id, price_minor FROM packages WHERE status = 1 AND price_minor > 0 ORDER BY price_minor LIMIT 1',
    );
    await setModules({ joining_fee: true });
    await setAuth({ joining_fee: { package_id: pkg!.id, amount_minor: null } });
    const data = signupDataWire.parse(
      (await t.call({ method: 'GET', url: '/api/users/signup_data' })).json(),
    );
    expect(data.joining_fee).toEqual({
      amount: (pkg!.price_minor / 100).toFixed(2),
      currency: 'USD',
      package_id: pkg!.id,
    });
    const payload = body();
    const verified = await signupAndVerify(payload);
    const step = signupResponseWire.parse(verified.json());
    expect(step.status).toBe('payment_required');
    expect(step.checkout_url).toMatch(
      /^http:\/\/[^/]+\/signup\/stripe\/success\/cs_local_[\w-]{32}$/,
    );
    expect(await memberRow(payload.username)).toBeUndefined();
    const sessionId = step.checkout_url!.split('/').at(-1)!;
    const confirm = await t.call({ method: 'GET', url: `/api/users/signup_payment/${sessionId}` });
    expect(confirm.statusCode).toBe(200);
    expect(signupResponseWire.parse(confirm.json())).toMatchObject({
      status: 'active',
      username: payload.username,
    });
    const row = (await memberRow(payload.username))!;
    expect(row.package_id).toBe(pkg!.id);
    const orders = await t.db.query<{ kind: string; status: string; total_minor: number }>(
      'SELECT kind, status, total_minor FROM orders WHERE member_id = $1',
      [row.id],
    );
    expect(orders).toEqual([
      { kind: 'joining', status: 'completed', total_minor: pkg!.price_minor },
    ]);
    // The success screen may be reloaded: the same answer, still one member.
    expect(
      (await t.call({ method: 'GET', url: `/api/users/signup_payment/${sessionId}` })).json()
        .status,
    ).toBe('active');
    const missing = await t.call({
      method: 'GET',
      url: '/api/users/signup_payment/cs_local_unknown',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('starts one signup per Idempotency-Key, and one checkout when the form is sent again', async () => {
    const ip = freshIp();
    const keyedPost = (url: string, payload: object, key: string) =>
      t.post(url, payload, { ip, headers: { 'idempotency-key': key } });
    const pendingOf = async (username: string) =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int8 AS n FROM pending_signups WHERE lower(username) = lower($1)',
          [username],
        )
      )[0]!.n;
    const [pkg] = await t.db.query<{ id: number }>(
      'SELECT id FROM packages WHERE status = 1 AND price_minor > 0 ORDER BY price_minor LIMIT 1',
    );
    await setModules({ joining_fee: true });
    await setAuth({ joining_fee: { package_id: pkg!.id, amount_minor: null } });
    const payload = body();
    const first = await keyedPost('/api/users/signup', payload, 'signup-key-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await keyedPost('/api/users/signup', payload, 'signup-key-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await pendingOf(payload.username)).toBe(1);
    // The key with another form is refused under the header's name.
    const other = await keyedPost(
      '/api/users/signup',
      { ...payload, city: 'Dallas' },
      'signup-key-1',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['Idempotency-Key']).toBeDefined();

    const step = signupResponseWire.parse(first.json());
    const otp = await t.lastCode(String(payload.email), 'signup');
    const verified = await keyedPost(
      '/api/users/verify_signup',
      { key: step.key, otp },
      'verify-1',
    );
    const replayed = await keyedPost(
      '/api/users/verify_signup',
      { key: step.key, otp },
      'verify-1',
    );
    expect(verified.json().status).toBe('payment_required');
    // The answer lost on the way is sent again: the same checkout, not a second one.
    expect(replayed.json().checkout_url).toBe(verified.json().checkout_url);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });

  it('places the member at once when the company confirms no codes and takes no fee', async () => {
    await setAuth({ otp_verification: false });
    const payload = body();
    const res = await signup(payload);
    expect(signupResponseWire.parse(res.json())).toMatchObject({ status: 'active', key: null });
    expect(await memberRow(payload.username)).toBeDefined();
    // The sponsor (demo) hears of the new member, and the signup's address is the member's own.
    const [sponsor] = await k.t.db.query<{ email: string }>(
      "SELECT email FROM members WHERE username = 'demo'",
    );
    const notice = (await k.t.outbox())
      .filter((l) => l.to === sponsor!.email.toLowerCase() && l.purpose === 'notice')
      .at(-1);
    expect(notice?.body).toContain(`(${String(payload.username)}) signed up with you`);
    const [placed] = await k.t.db.query<{ city: string | null; zone_id: number | null }>(
      'SELECT city, zone_id FROM members WHERE lower(username) = lower($1)',
      [payload.username],
    );
    expect(placed!.city).toBeTruthy();
    expect(placed!.zone_id).not.toBeNull();
  });

  it('lets a signed-in member sign up someone under them, and only under their downline', async () => {
    const token = await t.loginAs('demo');
    const data = await t.call({ method: 'GET', url: '/api/users/signup_data', token });
    expect(data.json().default_sponsor).toBe('demo');
    const [root] = await t.db.query<{ username: string }>(
      'SELECT username FROM members WHERE parent_id IS NULL ORDER BY id LIMIT 1',
    );
    const outside = await signup(body({ referral: root!.username }), token);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.referral).toBeDefined();
    const check = await t.call({
      method: 'GET',
      url: `/api/users/signup_validate_referral?referral=${root!.username}`,
      token,
    });
    expect(check.statusCode).toBe(422);
    const payload = body();
    expect((await signupAndVerify(payload, token)).statusCode).toBe(200);
    const [added] = await t.db.query<{ added_by_id: number }>(
      'SELECT added_by_id FROM pending_signups WHERE username = $1',
      [payload.username],
    );
    expect(added!.added_by_id).toBe(demo.id);
  });

  it('closes the public form when show_signup is off, but not the member-added signup', async () => {
    await setAuth({ show_signup: false });
    const res = await signup(body());
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('forbidden');
    const token = await t.loginAs('demo');
    expect((await signup(body(), token)).statusCode).toBe(200);
  });

  it('limits signups from one address to 20 an hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await t.post('/api/users/signup', body({ password: 'short' }), { ip });
      expect(res.statusCode).toBe(422);
    }
    const limited = await t.post('/api/users/signup', body(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
