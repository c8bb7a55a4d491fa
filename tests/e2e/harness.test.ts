// Proves the browser half of the harness on a page served by a throwaway local server.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, savePicture } from './harness';

const html = `<!doctype html><html lang="en"><head><title>Harness check</title></head>
<body style="margin:0;font-family:sans-serif"><main><h1>Harness check</h1>
<p id="scheme"></p></main>
<script>
  document.getElementById('scheme').textContent =
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
</script></body></html>`;

describe('e2e harness', () => {
  let server: Server;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('opens a page relative to the base URL with the requested viewport and colour scheme', async () => {
    const page = await newPage(browser, baseUrl, { width: 390, height: 844, colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.title()).resolves.toBe('Harness check');
    expect(await page.locator('#scheme').textContent()).toBe('dark');
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    await page.context().close();
  });

  it('saves a PNG screenshot under test-results/screenshots', async () => {
    const page = await newPage(browser, baseUrl, { width: 800, height: 600 });
    await page.goto('/');
    const file = await savePicture(page, 'harness-self-check');
    expect(file).toMatch(/test-results\/screenshots\/harness-self-check\.png$/);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    await page.context().close();
  });
});
