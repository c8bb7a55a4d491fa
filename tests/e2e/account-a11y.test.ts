import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { initLook, signIn, type Scheme } from './sign-in';
import { memberPage, openPage, useE2E } from './session';
import { visit } from './visit';

/** Every account screen and KYC (issue 12): axe-clean in both colour modes at tablet width. */
const pages = [
  '/member/account',
  ...[
    'basic',
    'email',
    'phone',
    'bank',
    'payout',
    'password',
    'wallet-password',
    'language',
    'currency',
    'date-format',
    'notification/email',
    'notification/push',
    'intro-video',
    'faqs',
    'more',
  ].map((p) => `/member/account/${p}`),
  '/member/kyc',
];

describe('account screens pass axe-core (WCAG 2.1 AA)', () => {
  const e2e = useE2E();

  it.each<Scheme>(['light', 'dark'])('in %s mode at 800 px', async (scheme) => {
    const page = await openPage(e2e, { width: 800, height: 1000 });
    await initLook(page.context(), scheme, 'en');
    await signIn(page);
    const findings: Record<string, unknown> = {};
    for (const path of pages) {
      // Opened the way the app's links do; lazy data (values beside entries, lists) drawn and
      // the page still before the check.
      await visit(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const serious = await seriousAxeFindings(page);
      if (serious.length > 0) findings[path] = serious;
    }
    expect(findings).toEqual({});
    await page.context().close();
  });

  it('reaches every account entry by keyboard, with a visible focus ring', async () => {
    const page = await memberPage(e2e, { width: 800, height: 1000 });
    await page.goto('/member/account');
    await page.getByTestId('account-entry-basic').waitFor();
    const entries = await page.locator('[data-testid^="account-entry-"]').count();
    expect(entries).toBeGreaterThanOrEqual(10);
    // Tab until the first entry has focus, then check the browser draws a focus indicator.
    let focused = '';
    for (let i = 0; i < 60 && focused !== 'account-entry-basic'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(
        () => document.activeElement?.getAttribute('data-testid') ?? '',
      );
    }
    expect(focused).toBe('account-entry-basic');
    const outline = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as Element);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/member/account/basic');
    await page.context().close();
  });
});
