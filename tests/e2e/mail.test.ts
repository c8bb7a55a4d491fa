import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import type { Lng, Scheme } from './sign-in';
import { memberPage, useE2E } from './session';
import { visit } from './visit';

// Issue 13 points 1–3: mail between two members, a support ticket, and the notifications
// screen, each against the real server in Chromium.
describe('mail, support and notifications in Chromium', () => {
  const e2e = useE2E();
  let child: string;

  const api = async (page: Page, path: string) => {
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const res = await fetch(`${e2e.server.baseUrl}${path}`, {
      headers: { 'api-key': e2e.server.appKey, authorization: `Bearer ${token}` },
    });
    return res.json() as Promise<Record<string, unknown>>;
  };
  const badge = (page: Page, label: RegExp) =>
    page.getByRole('navigation').getByRole('link', { name: label }).first().textContent();
  /** A member in English, light, at a desktop width. */
  const member = async (username: string) => {
    const page = await memberPage(e2e, {
      width: 1280,
      height: 900,
      user: username,
      look: ['light', 'en'],
    });
    return page;
  };

  beforeAll(async () => {
    // The seeded downline member who wrote to demo.
    const page = await member('demo');
    const inbox = (await api(page, '/api/mail/inbox?search=welcome%20call')) as {
      items: { from: { username: string } }[];
    };
    child = inbox.items[0]!.from.username;
    await page.context().close();
  });

  it('demo writes to a downline member, who reads it, answers, and the badges follow', async () => {
    const demo = await member('demo');
    await demo.goto('/member/mail/compose');
    await demo.getByLabel('A member of my team').check();
    await demo.getByTestId('recipient-search').fill(child.slice(0, 5));
    await demo.getByRole('option', { name: new RegExp(`@${child}`) }).click();
    await demo.locator('input[name=subject]').fill('<script>alert(1)</script> Friday');
    await demo
      .getByTestId('body-input')
      .fill('See you Friday!\n<img src=x onerror=alert(2)> https://nimbuswellness.example/plan');
    expect(await seriousAxeFindings(demo)).toEqual([]);
    await demo.getByRole('button', { name: 'Send' }).click();
    await demo.waitForURL('**/member/mail/conversation/*');
    await demo.getByTestId('message').first().waitFor();

    // The member, in a browser of their own, sees the unread mail in the menu and the inbox.
    const them = await member(child);
    await them.goto('/member/mail/inbox');
    const row = them.getByTestId('inbox-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-unread')).toBe('true');
    expect(await row.getByTestId('mail-subject').textContent()).toBe(
      '<script>alert(1)</script> Friday',
    );
    const theirBadge = async () => Number((await badge(them, /Mailbox/))?.replace(/\D/g, '') || 0);
    await expect.poll(theirBadge).toBeGreaterThan(0);
    const before = await theirBadge();
    await screenshot(them, 'mail-inbox-unread-1280-light-en');
    await row.click();
    await them.waitForURL('**/member/mail/conversation/*');
    const text = them.getByTestId('message-text').last();
    await text.waitFor();
    // Markup is shown as text; the web address is the one link.
    expect(await text.textContent()).toContain('<img src=x onerror=alert(2)>');
    expect(await text.locator('img').count()).toBe(0);
    expect(await text.getByRole('link').getAttribute('href')).toBe(
      'https://nimbuswellness.example/plan',
    );
    // Reading it lowers the mailbox badge without a reload.
    await expect.poll(theirBadge).toBe(before - 1);
    expect(await seriousAxeFindings(them)).toEqual([]);
    await them.getByTestId('body-input').fill('Friday works. Thank you!');
    await them.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => them.getByTestId('message').count()).toBe(2);
    await them.context().close();

    // Demo sees the answer unread, opens it, and the badge clears for it.
    await demo.goto('/member/mail/inbox');
    const answer = demo.getByTestId('inbox-row').first();
    await answer.waitFor();
    expect(await answer.getAttribute('data-unread')).toBe('true');
    // The menu's counts arrive on their own: read the badge once it shows the unread answer.
    const demoBadge = async () => Number((await badge(demo, /Mailbox/))?.replace(/\D/g, '') || 0);
    await expect.poll(demoBadge).toBeGreaterThan(0);
    const demoBefore = await demoBadge();
    await answer.click();
    await demo.getByText('Friday works. Thank you!').waitFor();
    await expect.poll(demoBadge).toBe(demoBefore - 1);
    await demo.context().close();
  });

  it('opens a ticket with an attachment, answered at once by the desk', async () => {
    const page = await member('demo');
    await page.goto('/member/support');
    await page.getByTestId('ticket-link').first().waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByTestId('new-ticket').click();
    await page.waitForURL('**/member/support/new');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Payouts' }).click();
    await page.locator('input[name=subject]').fill('Bank statement for my payout');
    await page.getByTestId('description-input').fill('My statement of this week is attached.');
    await page
      .getByTestId('attachment-input')
      .setInputFiles(new URL('../fixtures/address-proof.pdf', import.meta.url).pathname);
    await page.getByText('address-proof.pdf').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open ticket' }).click();
    await page.waitForURL(/\/member\/support\/\d+$/);
    await expect.poll(() => page.getByTestId('message').count()).toBe(2);
    expect(await page.getByTestId('ticket-status').textContent()).toBe('In progress');
    expect(await page.getByTestId('attachment').textContent()).toContain('address-proof.pdf');
    expect(await page.getByTestId('message').nth(1).textContent()).toContain('Nimbus Support');
    await screenshot(page, 'support-ticket-1280-light-en', { fullPage: true });
    await page.context().close();
  });

  it('clears the notification badge with mark all as read', async () => {
    const page = await member('founder');
    await page.goto('/member/notifications');
    await page.getByTestId('mark-all-read').waitFor();
    await expect.poll(() => badge(page, /Notifications/)).toMatch(/\d/);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByTestId('mark-all-read').click();
    await page.getByTestId('notifications-empty').waitFor();
    await expect.poll(() => badge(page, /Notifications/)).toBe('Notifications');
    await page.context().close();
  });

  // Issue 31 item 7: notifications are not mail, and read notifications stay in the history.
  it('keeps the mailbox badge and the history when all notifications are read', async () => {
    const count = async (page: Page) =>
      Number((await badge(page, /Mailbox|Buzón/))?.replace(/\D/g, '') || 0);
    const serverUnread = async (page: Page) =>
      (await api(page, '/api/home/notifications_count')).mail_unread_count as number;
    for (const [width, scheme, lng] of [
      [1280, 'light', 'en'],
      [390, 'dark', 'es'],
    ] as const) {
      const page = await memberPage(e2e, { width, height: 900, user: 'demo', look: [scheme, lng] });
      await page.goto('/member/notifications');
      await page.getByTestId('notification-history-item').first().waitFor();
      const unread = await serverUnread(page);
      expect(unread).toBeGreaterThan(0);
      if (width > 800) await expect.poll(() => count(page)).toBe(unread);
      const name = `notifications-history-${width}-${scheme}-${lng}`;
      await screenshot(page, `${name}-before`, { fullPage: true });
      if (await page.getByTestId('mark-all-read').isEnabled()) {
        await page.getByTestId('mark-all-read').click();
        await page.getByTestId('notifications-empty').waitFor();
      }
      // The server still counts the unread mail, and the badge shows exactly that.
      expect(await serverUnread(page)).toBe(unread);
      if (width > 800) await expect.poll(() => count(page)).toBe(unread);
      // What was read is still listed, under its day, no longer marked unread.
      await expect
        .poll(() =>
          page.locator('[data-testid=notification-history-item][data-unread=true]').count(),
        )
        .toBe(0);
      const day = page.getByTestId('notification-day').first();
      expect(await day.getByRole('heading', { level: 3 }).textContent()).toMatch(/\w/);
      expect(await day.getByTestId('notification-history-item').count()).toBeGreaterThan(0);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, `${name}-after`, { fullPage: true });
      await page.context().close();
    }
  });

  it.each<[number, Scheme, Lng]>([
    [390, 'light', 'es'],
    [800, 'dark', 'en'],
    [1280, 'dark', 'es'],
  ])(
    'passes axe on mail, support and notifications at %i px, %s, %s',
    async (width, scheme, lng) => {
      const page = await memberPage(e2e, { width, height: 900, look: [scheme, lng] });
      // One load takes the look; the screens open through the router, as the menu does.
      await page.goto('/member/mail/inbox');
      for (const [path, ready, name] of [
        ['/member/mail/inbox', 'inbox-row', 'mail-inbox'],
        ['/member/mail/compose', 'compose-form', 'mail-compose'],
        ['/member/support', 'ticket-link', 'support'],
        ['/member/notifications', 'mark-all-read', 'notifications'],
      ] as const) {
        await visit(page, path);
        await page.getByTestId(ready).first().waitFor();
        // Every screen of this issue passes axe in both colour modes and languages.
        expect(await seriousAxeFindings(page), `${name} ${width} ${scheme} ${lng}`).toEqual([]);
      }
      await visit(page, '/member/mail/inbox');
      await page.getByTestId('inbox-row').first().click();
      await page.getByTestId('message').first().waitFor();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.context().close();
    },
  );
});
