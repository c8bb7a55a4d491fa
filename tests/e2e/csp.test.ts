import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './sign-in';
import { openPage, useE2E } from './session';

type Violation = { directive: string; blocked: string; source: string };

/**
 * Everything the browser refuses under the server's Content-Security-Policy: the
 * `securitypolicyviolation` events of the page, and the console's CSP errors (which also
 * cover what a worker was refused).
 */
async function watchViolations(page: Page) {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  // Runs before any of the app's code, in every document of the context.
  await page.context().addInitScript(() => {
    const w = window as { __csp?: Violation[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (w.__csp ??= []).push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  const collect = async () => {
    // Each navigation starts a new document with its own list: read it before leaving.
    const found = await page.evaluate(() => (window as { __csp?: Violation[] }).__csp ?? []);
    violations.push(...found);
    await page.evaluate(() => {
      (window as { __csp?: Violation[] }).__csp = [];
    });
  };
  return { violations, consoleErrors, collect };
}

// Issue 17 point 5: the real app runs under its strict policy without a single violation.
describe('the content security policy in Chromium', () => {
  const e2e = useE2E();

  it('signs in and opens the dashboard, the genealogy (its worker) and a story video without a violation', async () => {
    const page = await openPage(e2e, { width: 1280, height: 900 });
    const watch = await watchViolations(page);

    const login = await page.goto('/login');
    const policy = login?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await page.getByLabel('Username').waitFor();
    await watch.collect();

    await signIn(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await watch.collect();

    // The genealogy lays its tree out in a module Web Worker (worker-src).
    await page.goto('/member/network/genealogy');
    await page.getByTestId('genealogy-canvas').waitFor();
    await page.getByRole('button', { name: 'Fit to screen' }).waitFor();
    await expect.poll(() => page.workers().length).toBeGreaterThan(0);
    // The worker set zod up without eval before its schemas were built (no listener there).
    for (const worker of page.workers())
      expect(
        await worker.evaluate(
          () => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig,
        ),
      ).toMatchObject({ jitless: true });
    await watch.collect();

    // A story video with its poster and caption tracks, from the server's own media.
    await page.goto('/member/story/video');
    await page.getByTestId('story-row').first().click();
    const video = page.getByTestId('story-video');
    await video.waitFor();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThan(0);
    await watch.collect();

    // An article: its sanitised HTML, pictures and links.
    await page.goto('/member/story/article');
    await page.getByTestId('story-row').first().click();
    await page.waitForURL('**/member/story/article/*');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await watch.collect();

    expect(watch.violations).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);

    // The policy is really enforced and the watch really sees a refusal: an inline script.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect
      .poll(async () => {
        await watch.collect();
        return watch.violations.map((v) => v.directive);
      })
      .toContain('script-src-elem');
    expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBe(
      undefined,
    );
    await page.context().close();
  });
});
