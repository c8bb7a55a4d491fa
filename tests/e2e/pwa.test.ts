// Issue 17 point 2, the installable app: the manifest, the service worker's precache (shell,
// fonts, locale files), the offline banner instead of a browser error, and /api never answered
// from a cache. Runs against the build the server serves (DIST_DIR, dist/ by default).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { signIn } from './sign-in';
import { openPage, useE2E } from './session';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** A PNG's width and height from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Every request URL any cache of the origin holds. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });

describe('the installable app (manifest and service worker)', () => {
  const e2e = useE2E();
  let page: Page;

  beforeAll(async () => {
    // A tablet.
    page = await openPage(e2e, {
      width: 1024,
      height: 768,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('links a valid manifest whose icons load', async () => {
    await page.goto('/login');
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Member portal',
      short_name: 'Member portal',
      start_url: '/member/home/dashboard',
      display: 'standalone',
      theme_color: '#5b58ec',
      background_color: '#5b58ec',
    });
    expect(await page.locator('meta[name=theme-color]').getAttribute('content')).toBe(
      manifest.theme_color,
    );
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      expect(pngSize(await file.body())).toBe(icon.sizes);
    }
  });

  it('serves the service worker uncached, as JavaScript', async () => {
    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    const runtime = /workbox-[\w-]+/.exec(await sw.text())?.[0];
    expect(runtime).toBeDefined();
    const workbox = await page.request.get(`/${runtime}.js`);
    expect(workbox.status()).toBe(200);
    expect(workbox.headers()['content-type']).toContain('javascript');
  });

  it('registers a service worker that controls the page after a reload', async () => {
    await signIn(page);
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${e2e.server.baseUrl}/`);
    await page.reload();
    await page.locator('header').first().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${e2e.server.baseUrl}/sw.js`,
    );
  });

  it('precaches the shell, the fonts and the locale files, and nothing of /api', async () => {
    const script = await page.locator('script[type=module][src]').first().getAttribute('src');
    const found = await page.evaluate(
      async (urls) => {
        const hits: Record<string, boolean> = {};
        for (const url of urls)
          hits[url] = (await caches.match(url, { ignoreSearch: true })) !== undefined;
        return hits;
      },
      [script!, '/index.html', '/locales/en/common.json', '/locales/es/dashboard.json'],
    );
    expect(found).toEqual({
      [script!]: true,
      '/index.html': true,
      '/locales/en/common.json': true,
      '/locales/es/dashboard.json': true,
    });
    const urls = await cachedUrls(page);
    expect(urls.some((url) => /\/assets\/ubuntu-latin-400-normal-[\w-]+\.woff2/.test(url))).toBe(
      true,
    );
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
  });

  it('offline, a member route still opens with the offline banner and no stale figures', async () => {
    await page.context().setOffline(true);
    await page.goto('/member/home/dashboard');
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    // The app, naming the page in the tab, not the browser's error page.
    await expect.poll(() => page.title()).toMatch(/^Home · Dashboard( – .+)?$/);
    expect(await banner.textContent()).toContain('No connection');
    expect(await page.getByRole('status').filter({ hasText: 'No connection' }).count()).toBe(1);
    // The dashboard's call fails (spec §8) instead of being answered from a cache.
    await page.getByText('Network Connection Failed').first().waitFor();
    const apiCall = await page.evaluate(async () => {
      try {
        const response = await fetch('/api/home/dashboard', {
          headers: { accept: 'application/json' },
        });
        return `answered ${response.status}`;
      } catch {
        return 'failed';
      }
    });
    expect(apiCall).toBe('failed');
    expect((await cachedUrls(page)).filter((url) => url.includes('/api/'))).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'pwa-offline-dashboard-1024-light-en');
  });

  it('offline, the sign-in page speaks Spanish from the cached locale files', async () => {
    await page.evaluate(() => {
      localStorage.removeItem('auth_token');
      localStorage.setItem('i18nextLng', 'es');
    });
    await page.goto('/login');
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Sin conexión');
    await screenshot(page, 'pwa-offline-login-1024-light-es');
  });

  it('hides the banner once the connection is back and a call gets through', async () => {
    const banner = page.getByTestId('offline-banner');
    // Still offline, "Try again" is on screen for sure: asking again waits for the network.
    // (Clicked after going online it raced the app, which takes the banner down by itself
    // on the browser's 'online' event: the click then waited for a button already gone.)
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await page.context().setOffline(false);
    await banner.waitFor({ state: 'detached' });
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
  });
});
