// Replays the attacks of issue 27 against a running portal and prints what each one got, so
// a release can be checked as an attacker would check it:
//
//   npx tsx scripts/attack-replay.ts --url http://127.0.0.1:8080 [--slow 200]
//
// It signs in as the demo member `demo` / `demopass1` (a seeded company), changes nothing a
// member would miss (one mail to support, one demo request per run, the demo member's payout
// method set back to what it was when the server allows it) and never waits more than 60 s on
// any step. It prints one line per attack; it never fails.
import net from 'node:net';
import { defaultAppKey } from '../contract/constants';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const base = new URL(arg('url', 'http://127.0.0.1:8080'));
const slowCount = Number(arg('slow', '50'));
const headers = { 'api-key': process.env.APP_KEY || defaultAppKey };

type Answer = { status: number; headers: Headers; text: string };
async function call(
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; body?: BodyInit; extra?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(new URL(path, base), {
    method,
    headers: {
      ...headers,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.extra,
    },
    body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body,
    signal: AbortSignal.timeout(60_000),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const rows: [string, string][] = [];
const report = (attack: string, answer: string) => {
  rows.push([attack, answer]);
  console.log(`${attack.padEnd(64)} ${answer}`);
};
const b64url = (s: string) => Buffer.from(s).toString('base64url');

async function login(password = 'demopass1'): Promise<Answer> {
  return call('POST', '/api/auth/login', {
    json: { login_using: 'username', username: 'demo', password },
  });
}

/** Connections that send headers, then one body byte a second: when does the server cut them? */
async function slowBodies(count: number): Promise<string> {
  const started = Date.now();
  const closedAfter: number[] = [];
  const sockets = Array.from({ length: count }, () => {
    const s = net.connect(Number(base.port || 80), base.hostname);
    s.on('error', () => {});
    s.on('close', () => closedAfter.push(Date.now() - started));
    s.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: ${base.host}\r\napi-key: ${headers['api-key']}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    return s;
  });
  const drip = setInterval(() => sockets.forEach((s) => s.writable && s.write(' ')), 1000);
  const deadline = Date.now() + 60_000;
  let served = 'no';
  while (Date.now() < deadline && closedAfter.length < count) {
    await new Promise((r) => setTimeout(r, 1000));
    if (served === 'no') {
      const t0 = Date.now();
      const ok = await call('GET', '/api/request_demo').catch(() => null);
      if (ok?.status === 200) served = `yes (${Date.now() - t0} ms)`;
    }
  }
  clearInterval(drip);
  sockets.forEach((s) => s.destroy());
  closedAfter.sort((a, b) => a - b);
  const median = closedAfter[Math.floor(closedAfter.length / 2)];
  return closedAfter.length === 0
    ? `none of ${count} closed by the server in 60 s; normal client served: ${served}`
    : `${closedAfter.length}/${count} closed by the server, median after ${((median ?? 0) / 1000).toFixed(1)} s; normal client served: ${served}`;
}

/** A multipart upload whose body stops half-way: the server's answer, or what happened. */
function cutMultipart(path: string, token: string): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect(Number(base.port || 80), base.hostname);
    let data = '';
    s.on('data', (d) => (data += d.toString()));
    s.on('error', (e) => resolve(`socket error ${e.message}`));
    s.on('close', () => resolve(data.split('\r\n')[0] || 'closed without an answer'));
    const boundary = 'cutcutcut';
    const part =
      `--${boundary}\r\nContent-Disposition: form-data; name="subject"\r\n\r\nhello\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n\x89PNG\r\n';
    s.write(
      `POST ${path} HTTP/1.1\r\nHost: ${base.host}\r\napi-key: ${headers['api-key']}\r\n` +
        `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${part.length + 5000}\r\nConnection: close\r\n\r\n${part}`,
    );
    // Half-close: the body ends early, as when a phone drops the upload.
    setTimeout(() => s.end(), 200);
    setTimeout(() => {
      s.destroy();
      resolve(data.split('\r\n')[0] || 'no answer in 30 s');
    }, 30_000);
  });
}

async function main() {
  const first = await login();
  const token = (JSON.parse(first.text) as { token?: string }).token;
  if (!token) throw new Error(`cannot sign in as demo: ${first.status} ${first.text}`);

  report('slow bodies (one byte a second)', await slowBodies(slowCount));

  const forged = [
    ['cursor month 13', { t: '2026-13-01 00:00:00+00', id: 1 }],
    ['cursor 30 February', { t: '2026-02-30 00:00:00+00', id: 1 }],
    ['cursor offset +99:99', { t: '2026-01-01 00:00:00+99:99', id: 1 }],
    ['cursor id past 2^31', { t: '2026-01-01 00:00:00+00', id: 2 ** 31 }],
  ] as const;
  for (const [name, key] of forged) {
    const r = await call('GET', `/api/wallet/transactions?cursor=${b64url(JSON.stringify(key))}`, {
      token,
    });
    report(name, String(r.status));
  }
  for (const day of ['9999-12-31', '0000-01-01']) {
    const r = await call('GET', `/api/wallet/transactions?start_date=${day}&end_date=${day}`, {
      token,
    });
    const csv = await call(
      'GET',
      `/api/wallet/earnings_statement.csv?start_date=${day}&end_date=${day}`,
      { token },
    );
    report(`date ${day} (list, statement CSV)`, `${r.status}, ${csv.status}`);
  }
  const nulLogin = await call('POST', '/api/auth/login', {
    json: { login_using: 'username', username: 'de\u0000mo', password: 'x' },
  });
  report('NUL byte in the login username (JSON body)', String(nulLogin.status));
  const nulQuery = await call('GET', '/api/network/downline_report?username=a%00b', { token });
  report('NUL byte in a search (query)', String(nulQuery.status));
  const bigId = await call('POST', '/api/sales/quote', {
    token,
    json: { lines: [{ type: 'product', id: 2 ** 31, quantity: 1 }] },
  });
  report('id past the 32-bit range in a body', String(bigId.status));
  report('multipart body cut short (mail compose)', await cutMultipart('/api/mail/compose', token));

  // Forwarded headers.
  const checks: number[] = [];
  for (let i = 0; i < 25; i++) {
    const r = await call('GET', `/api/users/signup_validate_email?email=x${i}@example.com`, {
      extra: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    checks.push(r.status);
  }
  report(
    '25 e-mail checks, each with a new X-Forwarded-For',
    `${checks.filter((s) => s === 429).length} refused with 429`,
  );
  const page = await call('GET', '/api/wallet/transactions', {
    token,
    extra: { 'x-forwarded-host': 'evil.example' },
  });
  const next = (JSON.parse(page.text) as { next_page_url?: string | null }).next_page_url ?? '';
  report('X-Forwarded-Host: evil.example → next_page_url', next ? new URL(next).host : '(none)');

  // Money destinations and password limits.
  const before = await call('GET', '/api/account/payout_method', { token });
  const change = await call('PUT', '/api/account/payout_method', {
    token,
    json: { method: 'paypal', paypal_email: 'attacker@example.com' },
  });
  report('payout method to a new PayPal address, token only', String(change.status));
  if (change.status === 200 && before.status === 200) {
    const was = JSON.parse(before.text) as { method: string; paypal_email?: string | null };
    await call('PUT', '/api/account/payout_method', {
      token,
      json: { method: was.method, paypal_email: was.paypal_email ?? null },
    });
  }
  const tries: number[] = [];
  for (let i = 0; i < 12; i++) {
    const r = await call('POST', '/api/payout/request_payout', {
      token,
      json: { amount: '10.00', password: `wrong-${i}` },
    });
    tries.push(r.status);
  }
  report('12 wrong passwords on request_payout', tries.join(' '));

  // Files.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new FormData();
  form.set('recipient_type', 'support');
  form.set('subject', 'Invoice');
  form.set('body', 'Attached.');
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  form.append(
    'attachments[]',
    new Blob([Buffer.concat([png, html])], { type: 'text/html' }),
    'invoice.html',
  );
  const sent = await call('POST', '/api/mail/compose', { token, body: form });
  const url = /"url":"([^"]+)"/.exec(sent.text)?.[1];
  if (url) {
    const file = await call('GET', url, { token });
    report(
      'attachment sent as invoice.html → download',
      `${file.status} ${file.headers.get('content-disposition')} | csp: ${file.headers.get('content-security-policy') ?? '(none)'} | nosniff: ${file.headers.get('x-content-type-options') ?? '(none)'}`,
    );
  } else report('attachment sent as invoice.html → download', `upload answered ${sent.status}`);

  const demo = [];
  for (let i = 0; i < 7; i++) {
    const r = await call('POST', '/api/request_demo', {
      json: {
        name: 'Replay Prospect',
        email: `replay-${Date.now()}-${i}@example.com`,
        mobile: '+1 555 0100',
        platform: 'App Web',
      },
    });
    demo.push(r.status);
  }
  report('7 demo requests from one address', demo.join(' '));
  const wallet = await call('GET', '/api/wallet/statement', { token });
  report(
    'Cache-Control on GET /api/wallet/statement',
    wallet.headers.get('cache-control') ?? '(none)',
  );

  const wrong = [];
  for (let i = 0; i < 11; i++) wrong.push((await login(`wrong-${i}`)).status);
  const owner = await login();
  report('11 wrong logins, then the owner (same address)', `${wrong.join(' ')} → ${owner.status}`);
}

await main();
