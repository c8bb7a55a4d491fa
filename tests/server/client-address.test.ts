import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUrlFrom, trustProxyFrom } from '../../server/shared/config';
import { createTestApp, type TestApp } from './app-fixture';
import { onDb } from './test-db';

// Issue 27 point 3 and the small ones of point 6: a client cannot choose its own address or
// the host of the links the server writes, and no anonymous write can be flooded.

const publicUrl = 'https://portal.example.com';
const spoof = (i: number) => ({
  'x-forwarded-for': `203.0.113.${i % 250}`,
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  host: `evil-${i}.example`,
});

describe(`client address and links without a trusted proxy ${onDb}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(60, { publicUrl });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the e-mail check against the peer, however X-Forwarded-For changes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.call({
        method: 'GET',
        url: `/api/users/signup_validate_email?email=someone-${i}@example.com`,
        remoteAddress: '192.0.2.10',
        headers: spoof(i),
      });
      answers.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
    // Another address is not held back by the first one's checks.
    const other = await t.call({
      method: 'GET',
      url: '/api/users/signup_validate_email?email=someone@example.com',
      remoteAddress: '192.0.2.11',
    });
    expect(other.statusCode).toBe(200);
  });

  it('lets a signed-in member check more addresses than a stranger', async () => {
    const token = await t.loginAs('demo');
    for (let i = 0; i < 25; i++) {
      const res = await t.call({
        method: 'GET',
        url: `/api/users/signup_validate_email?email=member-check-${i}@example.com`,
        remoteAddress: '192.0.2.12',
        token,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('shows the peer address on the sessions page, not a forwarded one', async () => {
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.20',
      headers: spoof(1),
      payload: { login_using: 'username', username: 'demo', password: 'demopass1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = (login.json() as { token: string }).token;
    const sessions = await t.call({
      method: 'GET',
      url: '/api/account/sessions',
      remoteAddress: '192.0.2.20',
      headers: spoof(2),
      token,
    });
    expect(sessions.statusCode, sessions.body).toBe(200);
    const current = (sessions.json() as { items: { ip: string | null; current: boolean }[] }).items;
    const mine = current.find((s) => s.current);
    expect(mine?.ip).toContain('192.0.2.20');
    expect(JSON.stringify(current)).not.toContain('203.0.113');
  });

  it('writes next_page_url and the referral link from the public URL, never a header', async () => {
    const token = await t.loginAs('demo');
    const page = await t.call({
      method: 'GET',
      url: '/api/wallet/transactions',
      headers: spoof(3),
      token,
    });
    expect(page.statusCode, page.body).toBe(200);
    const next = (page.json() as { next_page_url: string | null }).next_page_url;
    expect(next).not.toBeNull();
    expect(new URL(next!).origin).toBe(publicUrl);

    const user = await t.call({ method: 'GET', url: '/api/user_data', headers: spoof(4), token });
    expect(user.statusCode, user.body).toBe(200);
    const link = (user.json() as { user: { referral_link: string } }).user.referral_link;
    expect(link.startsWith(`${publicUrl}/signup?referral=`)).toBe(true);
    expect(`${page.body}${user.body}`).not.toContain('evil');
  });

  it('refuses a sixth demo request from one address within the hour, with Retry-After', async () => {
    const ask = (i: number, remoteAddress: string) =>
      t.call({
        method: 'POST',
        url: '/api/request_demo',
        remoteAddress,
        headers: spoof(i),
        payload: {
          name: 'Pat Prospect',
          email: `prospect-${i}@example.com`,
          mobile: '+1 555 0100',
          platform: 'App Web',
        },
      });
    for (let i = 0; i < 5; i++) expect((await ask(i, '192.0.2.30')).statusCode).toBe(200);
    const sixth = await ask(5, '192.0.2.30');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json()).toMatchObject({ error_code: 'rate_limited' });
    expect((await ask(6, '192.0.2.31')).statusCode).toBe(200);
    const stored = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM demo_requests WHERE email LIKE 'prospect-%'",
    );
    expect(stored[0]!.n).toBe(6);
  });

  it('caps anonymous writes per address at 600 in 15 minutes, and only anonymous ones', async () => {
    const anonymous = (remoteAddress: string) =>
      t.call({ method: 'POST', url: '/api/auth/sso_logout', remoteAddress, payload: {} });
    const answers: number[] = [];
    for (let i = 0; i < 601; i++) answers.push((await anonymous('192.0.2.40')).statusCode);
    expect(answers.slice(0, 600).every((s) => s === 422)).toBe(true);
    expect(answers[600]).toBe(429);
    expect((await anonymous('192.0.2.41')).statusCode).toBe(422);

    // A member's own writes from that address are limited by their own rules, not this one.
    const token = await t.loginAs('demo');
    const member = await t.call({
      method: 'PUT',
      url: '/api/account/preferences',
      remoteAddress: '192.0.2.40',
      token,
      payload: { date_format: 'Y-m-d' },
    });
    expect(member.statusCode, member.body).toBe(200);
  });
});

describe(`client address behind a trusted proxy ${onDb}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(60, { trustProxy: ['127.0.0.1'], publicUrl });
  });
  afterAll(async () => {
    await t.close();
  });

  const check = (i: number, remoteAddress: string, forwardedFor: string) =>
    t.call({
      method: 'GET',
      url: `/api/users/signup_validate_email?email=proxy-${i}@example.com`,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('takes the client address from the trusted proxy only', async () => {
    // Through the proxy, each client has its own count.
    for (let i = 0; i < 25; i++) {
      const res = await check(i, '127.0.0.1', `198.51.100.${i + 1}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    // A peer that is not the proxy is counted as itself, whatever it forwards.
    const answers: number[] = [];
    for (let i = 0; i < 21; i++)
      answers.push((await check(100 + i, '192.0.2.50', `198.51.100.${i + 100}`)).statusCode);
    expect(answers[19]).toBe(200);
    expect(answers[20]).toBe(429);
  });

  it('still writes links from the public URL behind the proxy', async () => {
    const token = await t.loginAs('demo');
    const user = await t.call({
      method: 'GET',
      url: '/api/user_data',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      token,
    });
    expect(user.json()).toMatchObject({
      user: { referral_link: `${publicUrl}/signup?referral=demo` },
    });
  });
});

describe('TRUST_PROXY and PUBLIC_URL settings', () => {
  it('trusts nobody by default and refuses to trust everybody', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('')).toBe(false);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.1, 10.0.1.0/24 ,::1')).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
      '::1',
    ]);
    expect(() => trustProxyFrom('true')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxyFrom('proxy.example')).toThrow(/TRUST_PROXY/);
  });

  it('takes the origin of PUBLIC_URL, or the listening address', () => {
    expect(publicUrlFrom('https://portal.example.com/some/path', '127.0.0.1', 8080)).toBe(
      'https://portal.example.com',
    );
    expect(publicUrlFrom(undefined, '0.0.0.0', 9000)).toBe('http://localhost:9000');
    expect(publicUrlFrom('', '127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(() => publicUrlFrom('ftp://x', '127.0.0.1', 8080)).toThrow(/PUBLIC_URL/);
    expect(() => publicUrlFrom('not a url', '127.0.0.1', 8080)).toThrow(/PUBLIC_URL/);
  });
});
