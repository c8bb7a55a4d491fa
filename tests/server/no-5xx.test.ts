import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAppKey } from '../../contract/constants';
import { loadConfig } from '../../server/shared/config';
import { valueRefusedMessage } from '../../server/http/error-handler';
import { createTestApp, type TestApp } from './app-fixture';
import {
  casesFor,
  encodeUrlText,
  multipartFieldsOf,
  pathValue,
  seedOf,
  seededRng,
  validValue,
  type OpenApiDoc,
  type Operation,
  type Rng,
} from './hostile-inputs';
import { onDb } from './test-db';

/**
 * Issue 27 point 2: bad input is never answered with a 500, by construction. The attacks the
 * issue names each get their exact answer; then every operation of the OpenAPI document gets
 * hostile values generated from its own schemas, and every upload call hostile and cut-short
 * multipart bodies. The only 5xx answers allowed are the spec's blocked-account ones.
 */

/**
 * Per operation: rounds in which each value is made hostile in turn, then random cases that
 * change one to three values. NO_5XX_EXTRA raises the random ones for a deeper local run.
 */
const plan = { passes: 4, extra: Number(process.env.NO_5XX_EXTRA ?? 8) };
/** Every fifth case goes without a token: public calls and the 401 path get hostile input too. */
const withoutToken = (n: number) => n % 5 === 4;

/** Calls that may end the session the run uses: run last, with a fresh login when needed. */
const endsSession = (method: string, path: string) =>
  /logout|sign_out|\/sessions\/|password|^DELETE \/api\/users$/.test(`${method} ${path}`);

type Failure = { method: string; url: string; body?: string | undefined; answer: string };

const allowed5xx = new Set(['demo_blocked', 'user_blocked']);

function failureOf(
  res: LightMyRequestResponse,
  req: { method: string; url: string; body?: string | undefined },
): Failure | null {
  let body: { error_code?: unknown; message?: unknown } = {};
  try {
    body = res.json();
  } catch {
    // Not JSON (a file, a stream): only its status counts.
  }
  // The error handler's last line (a database error mapped to 422) proves a cause unfixed.
  const lastLine = res.statusCode === 422 && body.message === valueRefusedMessage;
  if (res.statusCode < 500 && !lastLine) return null;
  if (typeof body.error_code === 'string' && allowed5xx.has(body.error_code)) return null;
  return { ...req, answer: `${res.statusCode} ${res.body.slice(0, 300)}` };
}

const report = (failures: Failure[]) =>
  failures
    .map(
      (f) =>
        `${f.method} ${f.url}${f.body ? `\n  body: ${f.body.slice(0, 400)}` : ''}\n  -> ${f.answer}`,
    )
    .join('\n');

/** A multipart body built byte by byte, so names may hold any bytes a client sends. */
function multipartBody(
  boundary: string,
  fields: { name: string; value: Buffer }[],
  files: { name: string; filename: Buffer; type: string; content: Buffer }[],
  closed = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const f of fields)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n`),
      f.value,
      Buffer.from('\r\n'),
    );
  for (const f of files)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="`),
      f.filename,
      Buffer.from(`"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.content,
      Buffer.from('\r\n'),
    );
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

// A one-pixel PNG: a real picture, so a case is refused for its names rather than its bytes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const hostileFormText = [
  Buffer.from('a\u0000b'),
  Buffer.from([0x61, 0xed, 0xa0, 0x80]), // a lone surrogate, as WTF-8 writes it
  Buffer.from([0xff, 0xfe]),
  Buffer.from('2147483648'),
  Buffer.from('9007199254740993'),
  Buffer.from('-1'),
  Buffer.from('x'.repeat(300)),
  Buffer.from(''),
];
const hostileFileNames = [
  Buffer.from('a\u0000.png'),
  Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x6e, 0x67]),
  Buffer.from([0xff, 0x2e, 0x70, 0x6e, 0x67]),
  Buffer.from('../../etc/passwd.png'),
  Buffer.from(`${'n'.repeat(2000)}.png`),
  Buffer.from(''),
];

const cursorAt = (t: string, id = 1) =>
  Buffer.from(JSON.stringify({ t, id })).toString('base64url');
const lead = { source: 'social', interest: 'both' };

/** The path with each parameter replaced by a value that looks valid (an id, a category). */
const withPathValues = (path: string, op: Operation, r: Rng) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
    const field = {
      where: 'path' as const,
      name,
      at: [],
      schema: param?.schema ?? {},
      required: true,
    };
    return encodeUrlText(pathValue(field, r));
  });

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** The attacks issue 27 names, each with the parameter its 422 must name. */
const namedAttacks: {
  label: string;
  method: string;
  url: string;
  json?: unknown;
  /** A body sent as this exact text. */
  raw?: string;
  field: string;
}[] = [
  ...[
    '2026-13-01 00:00:00+00',
    '2026-02-30 00:00:00+00',
    '2026-01-01 24:00:00+00',
    '2026-01-01 00:00:00+99:99',
    '0000-01-01 00:00:00+00',
  ]
    .flatMap((t) => [
      {
        label: `cursor ${t}`,
        method: 'GET',
        url: `/api/wallet/transactions?cursor=${cursorAt(t)}`,
      },
      { label: `cursor ${t}`, method: 'GET', url: `/api/mail/inbox?cursor=${cursorAt(t)}` },
    ])
    .map((a) => ({ ...a, field: 'cursor' })),
  {
    label: 'cursor id past bigint',
    method: 'GET',
    url: `/api/orders/recent_orders?cursor=${cursorAt('2026-01-01 00:00:00+00', 2 ** 63)}`,
    field: 'cursor',
  },
  {
    label: 'downline report page',
    method: 'GET',
    url: `/api/network/downline_report?page=${cursorAt('2026-13-01 00:00:00+00')}`,
    field: 'page',
  },
  ...[
    '/api/wallet/transactions?start_date=2026-01-01&end_date=9999-12-31',
    '/api/network/pv_history?end_date=9999-12-31',
    '/api/wallet/earnings_statement.csv?start_date=9999-12-01&end_date=9999-12-31',
    '/api/wallet/earnings_statement.pdf?start_date=2026-01-01&end_date=9999-12-31',
    '/api/wallet/earnings_analytics?start_date=2026-01-01&end_date=9999-12-31',
    '/api/wallet/earnings_total_datewise?start_date=2026-01-01&end_date=9999-12-31',
  ].map((url) => ({ label: 'end_date 9999-12-31', method: 'GET', url, field: 'end_date' })),
  ...['/api/sales?start_date=0000-01-01', '/api/sales/export?start_date=2026-02-30'].map((url) => ({
    label: 'impossible start_date',
    method: 'GET',
    url,
    field: 'start_date',
  })),
  ...['9999-12-31', '9999-W52', '9999-12', '2026-02-30', '2025-W53'].map((key) => ({
    label: `binary period ${key}`,
    method: 'GET',
    url: `/api/home/binary/statement?period_key=${key}`,
    field: 'period_key',
  })),
  {
    label: 'follow-up on 30 February',
    method: 'POST',
    url: '/api/crm/leads',
    json: { name: 'Ann', ...lead, next_follow_up: '2026-02-30' },
    field: 'next_follow_up',
  },
  ...[
    ['/api/mail/inbox?search=a%00b', 'search'],
    ['/api/account/faqs?search=a%00b', 'search'],
    ['/api/network/genealogy?username=a%00b', 'username'],
    ['/api/users/sponsor_downlines?keyword=a%00b', 'keyword'],
    ['/api/users/signup_validate_referral?referral=a%00b', 'referral'],
    ['/api/users/signup_payment/a%00b', 'session_id'],
    ['/api/mail/inbox?search=a%ED%A0%80', 'search'],
    ['/api/mail/inbox?search=%E0%A4%A', 'search'],
    ['/api/mail/inbox?search=%C0%80', 'search'],
  ].map(([url, field]) => ({
    label: `bad text in ${field}`,
    method: 'GET',
    url: url!,
    field: field!,
  })),
  {
    label: 'NUL in a name',
    method: 'POST',
    url: '/api/crm/leads',
    json: { name: 'a\u0000b', ...lead },
    field: 'name',
  },
  {
    label: 'lone surrogate in a name',
    method: 'POST',
    url: '/api/crm/leads',
    json: { name: 'a\ud800b', ...lead },
    field: 'name',
  },
  {
    label: 'NUL in a field name',
    method: 'POST',
    url: '/api/crm/leads',
    json: { name: 'Ann', ...lead, 'x\u0000': 1 },
    field: 'body',
  },
  {
    label: 'NUL in the login',
    method: 'POST',
    url: '/api/auth/login',
    json: { login_using: 'username', username: 'de\u0000mo', password: 'demopass1' },
    field: 'username',
  },
  {
    label: 'a body nested 60,000 arrays deep',
    method: 'POST',
    url: '/api/crm/leads',
    raw: deepArray(60_000),
    field: 'body',
  },
  {
    label: 'a field nested 60,000 arrays deep',
    method: 'POST',
    url: '/api/crm/leads',
    raw: `{"name":${deepArray(60_000)},"source":"social","interest":"both"}`,
    field: 'name',
  },
  {
    label: 'package id past int4',
    method: 'POST',
    url: '/api/home/upgrade',
    json: { package_id: 2 ** 31 },
    field: 'package_id',
  },
  {
    label: 'country id past int4',
    method: 'POST',
    url: '/api/crm/leads',
    json: { name: 'Ann', ...lead, country_id: 2 ** 31 },
    field: 'country_id',
  },
  {
    label: 'catalogue id past int4',
    method: 'POST',
    url: '/api/sales/quote',
    json: { lines: [{ type: 'product', id: 2 ** 31, quantity: 1 }] },
    field: 'lines.0.id',
  },
];

describe(`no bad input is answered with a 5xx ${onDb}`, () => {
  let t: TestApp;
  let doc: OpenApiDoc;
  let token: string;
  let logins = 0;
  const operations: { method: string; path: string; op: Operation }[] = [];
  /** The status of every answer the server sent, by URL, even to a client that went away. */
  const answered = new Map<string, number[]>();
  /** URLs whose handler has begun, so a test can cut a body while it is being read. */
  const handling = new Set<string>();
  // Waits on the condition, bounded generously: a busy machine answers late, not never.
  const until = async (done: () => boolean) => {
    for (let wait = 0; wait < 1500 && !done(); wait++)
      await new Promise((settle) => setTimeout(settle, 20));
  };

  /** A fresh session, from an address of its own so no per-address login limit is reached. */
  const freshToken = async () => {
    logins += 1;
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.99.${logins >> 8}.${logins & 255}`,
      payload: { login_using: 'username', username: 'demo', password: 'demopass1' },
    });
    const fresh = (res.json() as { token?: string }).token;
    if (res.statusCode !== 200 || !fresh) throw new Error(`login failed: ${res.body}`);
    return fresh;
  };

  const liveToken = async () => {
    const check = await t.call({ method: 'GET', url: '/api/auth_check', token });
    if (check.statusCode !== 200) token = await freshToken();
    return token;
  };

  const uploads = () =>
    operations.filter((o) => o.op.description?.startsWith('multipart/form-data'));

  beforeAll(async () => {
    // Load shedding answers 503 to a busy process whatever its input; this file asks about
    // input alone, and the embedded database runs on the event loop the shedding measures.
    const config = loadConfig({});
    t = await createTestApp(60, {
      pressure: { ...config.pressure, maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 },
    });
    t.app.addHook('preHandler', async (request) => {
      handling.add(request.url);
    });
    t.app.addHook('onSend', async (request, reply, payload) => {
      answered.set(request.url, [...(answered.get(request.url) ?? []), reply.statusCode]);
      return payload;
    });
    await t.app.ready();
    doc = t.app.swagger() as unknown as OpenApiDoc;
    token = await t.loginAs('demo');
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods))
        operations.push({ method: method.toUpperCase(), path, op });
    // Calls that may end the session go last, account deletion at the very end.
    const rank = (o: { method: string; path: string }) =>
      o.method === 'DELETE' && o.path === '/api/users' ? 2 : endsSession(o.method, o.path) ? 1 : 0;
    operations.sort((a, b) => rank(a) - rank(b));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('reads every operation and every upload call from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(uploads().map((o) => o.path)).toEqual(
      expect.arrayContaining(['/api/kyc/submit', '/api/account/avatar', '/api/mail/compose']),
    );
  });

  it.each(namedAttacks)('answers $label ($url) with a 422 naming $field', async (attack) => {
    const res = await t.call({
      method: attack.method as 'GET',
      url: attack.url,
      token: await liveToken(),
      ...(attack.json !== undefined || attack.raw !== undefined
        ? {
            payload: attack.raw ?? JSON.stringify(attack.json),
            headers: { 'content-type': 'application/json' },
          }
        : {}),
    });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json() as { error_code: string; errors: Record<string, string[]> };
    expect(body.error_code).toBe('validation_error');
    expect(Object.keys(body.errors), res.body).toContain(attack.field);
    expect(body.errors[attack.field]?.[0]).not.toBe(valueRefusedMessage);
  });

  it('takes a real position past int4 on every list call, whose ids are bigint', async () => {
    const lists = operations.filter((o) =>
      o.op.parameters?.some((p) => p.in === 'query' && /^(cursor|page)$/.test(p.name)),
    );
    expect(lists.length).toBeGreaterThan(15);
    for (const { path, op } of lists) {
      const param = op.parameters!.find((p) => /^(cursor|page)$/.test(p.name))!.name;
      const r = seededRng(seedOf(`list ${path}`));
      const required = (op.parameters ?? []).filter((p) => p.required && p.in === 'query');
      const query = required.map(
        (p) => `${p.name}=${encodeUrlText(validValue(p.schema, p.name, doc, r))}`,
      );
      for (const id of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
        const url = `${withPathValues(path, op, r)}?${[...query, `${param}=${cursorAt('2026-01-01 00:00:00.123456+00', id)}`].join('&')}`;
        const res = await t.call({ method: 'GET', url, token: await liveToken() });
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 422)
          expect(Object.keys((res.json() as { errors: object }).errors), url).not.toContain(param);
      }
    }
  });

  it('refuses NUL bytes in multipart field values and file names, naming the field', async () => {
    const form = (fields: Record<string, string>, filename: string, fileField: string) =>
      multipartBody(
        'B',
        Object.entries(fields).map(([name, value]) => ({ name, value: Buffer.from(value) })),
        [{ name: fileField, filename: Buffer.from(filename), type: 'image/png', content: png }],
      );
    const cases = [
      {
        url: '/api/mail/compose',
        payload: form(
          { recipient_type: 'support', subject: 'a\u0000b', body: 'Hi' },
          'a.png',
          'attachments[]',
        ),
        field: 'subject',
      },
      {
        url: '/api/support/tickets',
        payload: form({ subject: 'Hello' }, 'a\u0000.png', 'attachments[]'),
        field: 'attachments[]',
      },
      {
        url: '/api/kyc/submit',
        payload: form({ category_id: '1\u0000' }, 'id.png', 'documents[]'),
        field: 'category_id',
      },
      { url: '/api/account/avatar', payload: form({}, 'me\u0000.png', 'avatar'), field: 'avatar' },
    ];
    for (const c of cases) {
      const res = await t.call({
        method: 'POST',
        url: c.url,
        token: await liveToken(),
        headers: { 'content-type': 'multipart/form-data; boundary=B' },
        payload: c.payload,
      });
      expect(res.statusCode, `${c.url}: ${res.body}`).toBe(422);
      expect(Object.keys((res.json() as { errors: object }).errors)).toContain(c.field);
    }
  });

  it('answers hostile multipart field values and file names of every upload call below 500', async () => {
    const failures: Failure[] = [];
    for (const { method, path, op } of uploads()) {
      const { text, file } = multipartFieldsOf(op.description!);
      const r = seededRng(seedOf(`multipart ${method} ${path}`));
      for (let n = 0; n < 12; n++) {
        const boundary = `----hostile${n}`;
        const fields = text.map((name) => ({
          name: r.chance(0.1) ? 'a\u0000b' : name,
          value: r.chance(0.5) ? r.pick(hostileFormText) : Buffer.from(`valid ${name}`),
        }));
        const files = [
          {
            name: file,
            filename: r.pick(hostileFileNames),
            type: r.pick(['image/png', 'application/pdf', 'text/plain\u0000']),
            content: png,
          },
        ];
        const url = path.replace(/\{[^}]+\}/g, () => encodeUrlText(r.pick(['1', '2', '3'])));
        const payload = multipartBody(boundary, fields, files);
        const res = await t.call({
          method: method as 'POST',
          url,
          token: await liveToken(),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
        const failure = failureOf(res, { method, url, body: payload.toString('latin1') });
        if (failure) failures.push(failure);
      }
    }
    expect(failures, report(failures)).toEqual([]);
  }, 120_000);

  const cutForm = () =>
    multipartBody(
      '----cut',
      [{ name: 'subject', value: Buffer.from('hello') }],
      [{ name: 'file', filename: Buffer.from('a.png'), type: 'image/png', content: png }],
      false,
    );

  it('answers a multipart body whose closing boundary never comes with a 400 on every upload call', async () => {
    for (const { method, path } of uploads()) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await t.call({
        method: method as 'POST',
        url,
        token: await liveToken(),
        headers: { 'content-type': 'multipart/form-data; boundary=----cut' },
        payload: cutForm(),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect((res.json() as { error_code: string }).error_code).toBe('validation_error');
    }
  });

  it('answers a multipart body shorter than its Content-Length with a 400 on every upload call', async () => {
    for (const { method, path } of uploads()) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const payload = cutForm().subarray(0, 80);
      const res = await t.call({
        method: method as 'POST',
        url,
        token: await liveToken(),
        headers: {
          'content-type': 'multipart/form-data; boundary=----cut',
          'content-length': String(payload.length + 1000),
        },
        payload,
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
    }
  });

  it('answers a client that ends the connection mid-upload with a 4xx on every upload call', async () => {
    // Over a real socket: the client promises more bytes than it sends, then ends its side.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const { method, path } of uploads()) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const sentBytes = cutForm();
      const session = await liveToken();
      answered.clear();
      handling.clear();
      const heard = await new Promise<string>((done) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `${method} ${url} HTTP/1.1\r\nHost: localhost\r\napi-key: ${defaultAppKey}\r\n` +
              `authorization: Bearer ${session}\r\n` +
              `content-type: multipart/form-data; boundary=----cut\r\n` +
              `content-length: ${sentBytes.length + 1000}\r\n\r\n`,
          );
          socket.write(sentBytes);
          // Ends only once the route is reading the body, so the cut lands mid-read.
          void until(() => handling.has(url)).then(() => socket.end());
        });
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
        socket.on('close', () => done(received));
        socket.on('error', () => done(received));
      });
      // The client may hear the transport's own 400 or nothing; what the server answered counts.
      await until(() => answered.has(url));
      const statuses = answered.get(url) ?? [];
      expect(statuses, `${method} ${url}, client heard: ${heard.slice(0, 120)}`).not.toEqual([]);
      for (const status of statuses) expect(status, `${method} ${url}`).toBeLessThan(500);
      expect(statuses.every((s) => s >= 400)).toBe(true);
    }
  });

  // Last: it tries every call, including logout and account deletion.
  it('answers hostile query, path and JSON values of every operation below 500', async () => {
    const failures: Failure[] = [];
    let sent = 0;
    for (const { method, path, op } of operations) {
      const cases = casesFor(method, path, op, doc, plan);
      if (endsSession(method, path)) await liveToken();
      for (const [n, c] of cases.entries()) {
        const res = await t.call({
          method: c.method as 'GET',
          url: c.url,
          ...(c.body !== undefined
            ? { payload: c.body, headers: { 'content-type': 'application/json' } }
            : {}),
          ...(withoutToken(n) ? {} : { token }),
        });
        sent += 1;
        const failure = failureOf(res, c);
        if (failure) failures.push(failure);
      }
    }
    expect(sent).toBeGreaterThan(operations.length * 10);
    expect(failures, report(failures)).toEqual([]);
  }, 300_000);
});
