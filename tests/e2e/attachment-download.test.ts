import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { initLook, signIn } from './sign-in';
import { useE2E } from './session';

// Issue 27 point 5: a file cannot become a page. A member mails a real PNG with a page
// appended, named invoice.html; the recipient's browser saves it as a picture.
describe('a downloaded attachment is named by its real type, in Chromium', () => {
  const e2e = useE2E();

  /** A member signed in, in English and light mode, in a context that takes downloads. */
  const member = async (username: string): Promise<Page> => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await initLook(context, 'light', 'en');
    const page = await context.newPage();
    await signIn(page, username);
    return page;
  };

  it('saves a PNG sent as invoice.html as invoice.png', async () => {
    const png = await readFile(new URL('../fixtures/id-card.png', import.meta.url));
    const payload = Buffer.concat([
      png,
      Buffer.from(
        '<!doctype html><html><body><script>alert(document.domain)</script></body></html>',
      ),
    ]);
    const subject = 'Invoice for your order';

    const demo = await member('demo');
    // The downline member who wrote to demo in the seeded company.
    const token = await demo.evaluate(() => localStorage.getItem('auth_token'));
    const inbox = await fetch(`${e2e.server.baseUrl}/api/mail/inbox?search=welcome%20call`, {
      headers: { 'api-key': e2e.server.appKey, authorization: `Bearer ${token}` },
    });
    const childUsername = ((await inbox.json()) as { items: { from: { username: string } }[] })
      .items[0]!.from.username;

    await demo.goto('/member/mail/compose');
    await demo.getByLabel('A member of my team').check();
    await demo.getByTestId('recipient-search').fill(childUsername.slice(0, 5));
    await demo.getByRole('option', { name: new RegExp(`@${childUsername}`) }).click();
    await demo.locator('input[name=subject]').fill(subject);
    await demo.getByTestId('body-input').fill('The invoice is attached.');
    await demo
      .getByTestId('attachment-input')
      .setInputFiles({ name: 'invoice.html', mimeType: 'text/html', buffer: payload });
    await demo.getByText('invoice.html').waitFor();
    await demo.getByRole('button', { name: 'Send' }).click();
    await demo.waitForURL('**/member/mail/conversation/*');
    await demo.getByTestId('attachment').first().waitFor();
    await demo.context().close();

    // The recipient opens the mail and downloads the file through its button.
    const them = await member(childUsername);
    await them.goto('/member/mail/inbox');
    await them.getByTestId('inbox-row').filter({ hasText: subject }).first().click();
    await them.waitForURL('**/member/mail/conversation/*');
    const button = them.getByTestId('attachment').last();
    await button.waitFor();
    await screenshot(them, 'attachment-download-1280-light-en');
    const [download] = await Promise.all([them.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('invoice.png');
    // The button names it as it is saved.
    expect(await button.textContent()).toContain('invoice.png');
    // The bytes are the sender's, untouched: a picture to every viewer that opens a .png.
    const saved = await readFile((await download.path())!);
    expect(saved.equals(payload)).toBe(true);
    await them.context().close();
  });
});
