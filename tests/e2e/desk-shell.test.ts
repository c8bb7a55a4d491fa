// The operator desk (issue 30) in Chromium: operators land on it from the one login and see
// the desks their permissions open; members and operators are each kept in their own area;
// the audit log lists, details and exports what operators did; axe-core finds nothing serious.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deskPages } from '../../src/app/desk-pages';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { memberPage, openPage, useE2E } from './session';
import { initLook, type Lng, type Scheme } from './sign-in';

/** Signs in on the normal login form and waits for where the role lands. */
async function signInAs(page: Page, username: string, lands: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.locator('input[name=password]').fill('demopass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${lands}`);
}

async function operatorPage(e2e: ReturnType<typeof useE2E>, username: string, width = 1280) {
  const page = await openPage(e2e, { width, height: 900 });
  await signInAs(page, username, '/admin');
  return page;
}

const menuKeys = (page: Page) =>
  page.locator('[data-desk-menu]').evaluateAll((els) => els.map((e) => e.dataset.deskMenu));

describe('the operator desk in Chromium', () => {
  const e2e = useE2E();

  it('signs admin in on the normal login to /admin, with every desk in the menu and on the home', async () => {
    const page = await operatorPage(e2e, 'admin');
    await page.getByRole('heading', { level: 1, name: 'Operator desk' }).waitFor();
    expect(await page.getByTestId('desk-badge').textContent()).toBe('Operator desk');
    const every = deskPages.map((p) => p.path);
    expect(await menuKeys(page)).toEqual(['home', ...every]);
    const cards = await page
      .locator('[data-desk-card]')
      .evaluateAll((els) => els.map((e) => e.dataset.deskCard));
    expect(cards).toEqual(every);
    expect(await page.title()).toMatch(/^Operator desk · Desk home – /);
    // / leads an operator back to the desk.
    await page.goto('/');
    await page.waitForURL('**/admin');
    await screenshot(page, 'desk-home-1280-light-en');
    await page.context().close();
  });

  it('shows reviewer only the KYC-permitted desks and the desk’s own refusal on /admin/audit', async () => {
    const page = await operatorPage(e2e, 'reviewer');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const kyc = deskPages.filter((p) => p.permission === 'kyc').map((p) => p.path);
    expect(await menuKeys(page)).toEqual(['home', ...kyc]);
    await page.goto('/admin/audit');
    await page.getByTestId('desk-not-allowed').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Not allowed');
    await page.goto('/admin/no-such-desk');
    await page.getByTestId('desk-not-found').waitFor();
    await page.context().close();
  });

  it('sends a member opening /admin to the dashboard, and an operator opening a member page to /admin', async () => {
    const member = await memberPage(e2e, { width: 1280, height: 900 });
    await member.goto('/admin');
    await member.waitForURL('**/member/home/dashboard');
    await member.goto('/admin/audit');
    await member.waitForURL('**/member/home/dashboard');
    await member.context().close();

    const operator = await operatorPage(e2e, 'admin');
    await operator.goto('/member/home/dashboard');
    await operator.waitForURL('**/admin');
    await operator.getByTestId('desk-badge').waitFor();
    await operator.context().close();
  });

  it('reaches the desk’s menu by keyboard with a visible focus, and moves focus to the heading', async () => {
    const page = await operatorPage(e2e, 'admin');
    await page.locator('main h1').waitFor();
    let focused = '';
    for (let i = 0; i < 30 && focused !== 'audit'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(
        () =>
          document.activeElement?.closest<HTMLElement>('[data-desk-menu]')?.dataset.deskMenu ?? '',
      );
    }
    expect(focused).toBe('audit');
    const outline = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as Element);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/audit');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('main h1') ?? false))
      .toBe(true);
    await page.context().close();
  });

  const looks: [number, Scheme, Lng][] = [390, 800, 1280].flatMap((w) =>
    (['light', 'dark'] as const).flatMap((s) =>
      (['en', 'es'] as const).map((l) => [w, s, l] as [number, Scheme, Lng]),
    ),
  );

  it('has no serious axe finding on the desk home and the audit log, at 390, 800 and 1280 px, light and dark, en and es', async () => {
    const page = await operatorPage(e2e, 'admin');
    const findings: Record<string, unknown> = {};
    for (const [width, scheme, lng] of looks) {
      const context = page.context();
      await initLook(context, scheme, lng);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/admin', '/admin/audit']) {
        await page.goto(path);
        await page.locator('main h1').waitFor();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lng);
        const found = await seriousAxeFindings(page);
        if (found.length > 0) findings[`${path} ${width} ${scheme} ${lng}`] = found;
        if (lng === 'es' || width === 800)
          await screenshot(page, `desk${path.replace(/\//g, '-')}-${width}-${scheme}-${lng}`);
      }
    }
    expect(findings).toEqual({});
    await page.context().close();
  }, 240_000);
});
