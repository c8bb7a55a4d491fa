import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorWire } from '../../contract/errors';
import { loadConfig } from '../../server/shared/config';
import { globalBodyLimit } from '../../server/http/security-headers';
import { createTestApp, type TestApp } from './app-fixture';
import { someMember } from './auth-fixture';
import { dbLabel } from './test-db';

/** A stand-in for the built app: the server only needs dist/index.html and its files. */
async function fixtureDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, 'assets', 'app.js'), 'export {};\n');
  return dir;
}

/** The policy as a map: directive -> its sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

type Headers = Record<string, string | string[] | number | undefined>;

/** What every answer carries, page or API. */
function expectSecurityHeaders(headers: Headers) {
  const policy = csp(headers['content-security-policy']);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  expect(policy.get('manifest-src')).toEqual(["'self'"]);
  for (const sources of policy.values()) {
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources).not.toContain('*');
  }
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe(`security headers and limits on ${dbLabel}`, () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await fixtureDist();
    t = await createTestApp(30, { distDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends the strict policy with the app shell, on the index and on a deep member route', async () => {
    for (const url of ['/', '/member/network/genealogy?view=tree']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expectSecurityHeaders(res.headers);
      // Plain HTTP here: no HSTS and no upgrade of requests.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
        false,
      );
    }
    const script = await t.call({ method: 'GET', url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends them with API answers too, successes and errors alike', async () => {
    const token = await t.loginAs((await someMember(t.db, 2)).username);
    const ok = await t.call({ method: 'GET', url: '/api/wallet/statement', token });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^application\/json/);
    expectSecurityHeaders(ok.headers);

    const missing = await t.call({ method: 'GET', url: '/api/no-such-call', token });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it('leaves the policy off a PDF, so the browser’s viewer can show it inline', async () => {
    const pdf = await t.call({ method: 'GET', url: '/media/learning/starter-guide.en.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toBeUndefined();
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses an oversized JSON body with 413 and the error body, never a 500', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        login_using: 'username',
        username: 'x'.repeat(globalBodyLimit + 1),
        password: 'demopass1',
      },
    });
    expect(res.statusCode).toBe(413);
    const body = errorWire.parse(res.json());
    expect(body.error_code).toBe('validation_error');
    expect(body.errors?.body).toEqual(['The request body is too large.']);
    expectSecurityHeaders(res.headers);
  });

  it('still takes an upload larger than the JSON limit on an upload route', async () => {
    const token = await t.loginAs((await someMember(t.db, 3)).username);
    // Noise does not compress: a photo-sized PNG, well over the JSON body limit.
    const png = await sharp({
      create: {
        width: 700,
        height: 700,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(globalBodyLimit * 4);
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await t.call({ method: 'POST', url: '/api/account/avatar', token, payload: form });
    expect(res.statusCode).toBe(200);
  });
});

describe(`load shedding on ${dbLabel}`, () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    const defaults = loadConfig({});
    distDir = await fixtureDist();
    t = await createTestApp(20, {
      distDir,
      behindTls: true,
      // Any lag at all counts as pressure, sampled often so the test need not wait long.
      pressure: { ...defaults.pressure, maxEventLoopDelayMs: 1, sampleIntervalMs: 100 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers API calls 503 with Retry-After and the error body while the event loop lags', async () => {
    const api = () => t.call({ method: 'GET', url: '/api/auth/dummy' });
    const shell = () => t.call({ method: 'GET', url: '/member/home/dashboard' });
    let [res, page] = await Promise.all([api(), shell()]);
    for (let attempt = 0; attempt < 20 && res.statusCode !== 503; attempt += 1) {
      // Hold the event loop, then let the plugin take its next sample of the lag.
      const until = Date.now() + 300;
      while (Date.now() < until) {
        // busy
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Side by side, so both meet the same reading of the load.
      [res, page] = await Promise.all([api(), shell()]);
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(t.config.pressure.retryAfterSeconds));
    const body = errorWire.parse(res.json());
    expect(body.error_code).toBe('service_unavailable');
    expect(body.message).toMatch(/busy/);
    expectSecurityHeaders(res.headers);
    // Only API calls are shed: the shell still loads, and shows the busy answer of a call.
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends HSTS and upgrades requests only when served behind TLS', async () => {
    // Shed or not, every answer carries the TLS-only headers.
    const res = await t.call({ method: 'GET', url: '/api/auth/dummy' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });
});
