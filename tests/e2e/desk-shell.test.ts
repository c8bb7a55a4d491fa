// The operator desk (issue 30) in Chromium: operators land on it from the one login and see
// the desks their permissions open; members and operators are each kept in their own area;
// the audit log lists, details and exports what operators did; axe-core finds nothing serious.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { operatorAction } from '../../server/audit';
import { seriousAxeFindings } from './axe';
import { operatorPage, prepareDeskDataDir } from './desk-fixture';
import { screenshot } from './harness';
import { memberPage, useE2E } from './session';
import { initLook, type Lng, type Scheme } from './sign-in';

const menuKeys = (page: Page) =>
  page.locator('[data-desk-menu]').evaluateAll((els) => els.map((e) => e.dataset.deskMenu));

/**
 * A copy of the seeded company where admin has already approved a KYC document and noted a
 * member, through operatorAction (the one way an operator changes anything), so the log has
 * entries before the server opens the folder (the embedded database has one owner at a time).
 */
async function prepareAuditedDataDir() {
  const prepared = await prepareDeskDataDir('desk', async (db) => {
    const ids = await db.query<{ id: number; username: string }>(
      `SELECT id, username FROM members WHERE username IN ('admin', 'demo')`,
    );
    const idOf = (u: string) => Number(ids.find((r) => r.username === u)!.id);
    const actor = { operatorId: idOf('admin'), address: '203.0.113.7' };
    await operatorAction(db, actor, async () => ({
      result: null,
      audit: {
        action: 'kyc.approve',
        subjectType: 'kyc_document',
        subjectId: 501,
        before: { status: 'pending', reviewer: null },
        after: { status: 'approved', reviewer: 'admin' },
        reason: 'Passport matches the selfie',
      },
    }));
    await operatorAction(db, actor, async () => ({
      result: null,
      audit: {
        action: 'member.note',
        subjectType: 'member',
        subjectId: idOf('demo'),
        before: { note: null },
        after: { note: 'Called about the late payout' },
      },
    }));
  });
  return { env: { DATA_DIR: prepared.dataDir }, cleanup: prepared.remove };
}

const menuPermissions = (page: Page) =>
  page
    .locator('[data-desk-permission]')
    .evaluateAll((els) => els.map((e) => e.dataset.deskPermission));

describe('the operator desk in Chromium', () => {
  const e2e = useE2E(prepareAuditedDataDir);

  it('signs admin in on the normal login to /admin, with every desk in the menu and on the home', async () => {
    const page = await operatorPage(e2e, 'admin');
    await page.getByRole('heading', { level: 1, name: 'Operator desk' }).waitFor();
    expect(await page.getByTestId('desk-badge').textContent()).toBe('Operator desk');
    // admin holds every permission: the menu lists every desk the app has, as the home does.
    const cards = await page
      .locator('[data-desk-card]')
      .evaluateAll((els) => els.map((e) => e.dataset.deskCard));
    expect(cards).toContain('audit');
    expect(await menuKeys(page)).toEqual(['home', ...cards]);
    expect(new Set(await menuPermissions(page)).size).toBeGreaterThanOrEqual(1);
    expect(await page.title()).toMatch(/^Operator desk · Desk home – /);
    // / leads an operator back to the desk.
    await page.goto('/');
    await page.waitForURL('**/admin');
    await screenshot(page, 'desk-home-1280-light-en');
    // The top bar's language switch turns the desk into Spanish.
    await page.waitForLoadState('networkidle');
    await page.getByTestId('language-select').click();
    await page.getByRole('option', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mesa de operaciones' }).waitFor();
    expect(await page.getByTestId('desk-badge').textContent()).toBe('Mesa de operaciones');
    // The account menu's logout ends the session and returns to the login.
    await page
      .locator('header')
      .getByRole('button', { name: /Alex Operator/ })
      .click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('shows reviewer only the KYC-permitted desks and the desk’s own refusal on /admin/audit', async () => {
    const page = await operatorPage(e2e, 'reviewer');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Only desks needing kyc (none, until the KYC desk arrives) beside the home.
    expect((await menuKeys(page))[0]).toBe('home');
    expect(await menuKeys(page)).not.toContain('audit');
    expect(new Set(await menuPermissions(page))).toEqual(
      new Set((await menuKeys(page)).length > 1 ? ['kyc'] : []),
    );
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

  it('lists the audit log, filters it in the address bar, shows an entry’s before and after, and downloads the CSV', async () => {
    const page = await operatorPage(e2e, 'admin');
    await page.goto('/admin/audit');
    const rows = page.locator('[data-testid=audit-list] [role=row][data-index]');
    await expect.poll(() => rows.count()).toBe(2);
    // Newest first.
    expect(await rows.nth(0).textContent()).toContain('member.note');
    expect(await rows.nth(1).textContent()).toContain('kyc.approve');

    await page.getByTestId('audit-filter-action').fill('kyc.approve');
    await page.getByTestId('audit-apply').click();
    await page.waitForURL('**/admin/audit?action=kyc.approve');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.nth(0).getByTestId('audit-open').click();
    const detail = page.getByTestId('audit-entry');
    await detail.waitFor();
    expect(await page.getByTestId('audit-before').textContent()).toBe(
      JSON.stringify({ status: 'pending', reviewer: null }, null, 2),
    );
    expect(await page.getByTestId('audit-after').textContent()).toBe(
      JSON.stringify({ status: 'approved', reviewer: 'admin' }, null, 2),
    );
    expect(await detail.textContent()).toContain('Passport matches the selfie');
    await screenshot(page, 'desk-audit-entry-1280-light-en');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // The server's file, with the same filters.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('audit-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,operator,action,subject_type,subject_id,reason,address,before,after',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',admin,kyc.approve,kyc_document,501,');

    // Filters nothing matches, and a day the server refuses, with its message under the field.
    await page.goto('/admin/audit?operator=reviewer');
    await page.getByText('No entry matches these filters.').waitFor();
    await page.goto('/admin/audit?from=2026-02-31');
    await page.getByTestId('audit-filter-from-error').waitFor();
    expect(await page.getByTestId('audit-refused').isVisible()).toBe(true);
    await page.context().close();
  });

  // Every width, both schemes and both languages, each at least once: the member routes' sweep
  // covers the shell they share at every look (decision 032).
  const looks: [number, Scheme, Lng][] = [
    [390, 'dark', 'es'],
    [800, 'light', 'en'],
    [1280, 'dark', 'en'],
    [1280, 'light', 'es'],
  ];

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
      }
    }
    expect(findings).toEqual({});
    await page.context().close();
  }, 240_000);
});
