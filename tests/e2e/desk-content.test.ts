// The desk's content in Chromium (issue 30 point 3): an operator writes an article, previews
// it as members will read it, publishes it for a member to read, and withdraws it again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { operatorPage } from './desk-fixture';
import { screenshot } from './harness';
import { memberPage, useE2E, type E2E } from './session';

const adminPage = (e2e: E2E, width = 1280) => operatorPage(e2e, 'admin', width);

const memberSees = async (member: Page, title: string) => {
  await member.goto('/member/story/article');
  await member.getByTestId('story-row').first().waitFor();
  return (await member.getByTestId('story-row').filter({ hasText: title }).count()) > 0;
};

describe('the content desk in Chromium', () => {
  const e2e = useE2E();
  const title = 'Desk launch notes';

  it('publishes an article the member then reads, and withdraws it again', async () => {
    const admin = await adminPage(e2e);
    await admin.goto('/admin/content?section=stories');
    await admin.getByTestId('content-list').waitFor();
    await admin.getByTestId('content-new').click();
    await admin.waitForURL('**/admin/content/stories/new');
    await admin.locator('input[name=title]').fill(title);
    await admin
      .getByTestId('content-input')
      .fill(
        '<h2>What is new</h2><p>Read this.</p><script>window.hacked=1</script><img src=x alt="" onerror="window.hacked=2">',
      );
    await admin.getByTestId('content-preview').click();
    const preview = admin.getByTestId('preview-content');
    await preview.getByRole('heading', { name: 'What is new' }).waitFor();
    expect(await preview.innerHTML()).not.toMatch(/script|onerror/);
    expect(await seriousAxeFindings(admin)).toEqual([]);
    await screenshot(admin, 'desk-content-editor-1280-light-en');

    await admin.getByRole('button', { name: 'Save as draft' }).click();
    await admin.waitForURL(/\/admin\/content\/stories\/\d+$/);
    const member = await memberPage(e2e, { width: 390, height: 844 });
    expect(await memberSees(member, title)).toBe(false);

    await admin.getByTestId('content-publish').click();
    await admin.getByTestId('content-withdraw').waitFor();
    expect(await memberSees(member, title)).toBe(true);
    await member.getByTestId('story-row').filter({ hasText: title }).click();
    const article = member.getByTestId('article-content');
    await article.getByRole('heading', { name: 'What is new' }).waitFor();
    expect(await member.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    await admin.getByTestId('content-withdraw').click();
    await admin.getByTestId('content-publish').waitFor();
    expect(await memberSees(member, title)).toBe(false);

    await admin.goto('/admin/content?section=stories&state=withdrawn');
    await admin.getByTestId('content-open').filter({ hasText: title }).waitFor();
    await screenshot(admin, 'desk-content-list-1280-light-en');
    await member.context().close();
    await admin.context().close();
  });

  it('shows the settings by area and previews a scheduled change', async () => {
    const admin = await adminPage(e2e);
    await admin.goto('/admin/settings');
    const row = admin.getByTestId('setting-payout.fee_percent');
    await row.waitFor();
    await row.getByRole('button', { name: /Schedule a change/ }).click();
    await admin.locator('input[name=value]').fill('2');
    // A day ahead: the form's default (the next whole minute) may already be in effect by the
    // time a busy machine reloads the list, which then shows 2% with no "from".
    const tomorrow = new Date(Date.now() + 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await admin
      .locator('input[name=effective_from]')
      .fill(
        `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:00`,
      );
    await admin.getByTestId('setting-preview-button').click();
    await admin.getByTestId('setting-preview').waitFor();
    expect(await admin.getByTestId('setting-preview').textContent()).toContain('1% → 2%');
    expect(await seriousAxeFindings(admin)).toEqual([]);
    await screenshot(admin, 'desk-settings-dialog-1280-light-en');
    await admin.getByTestId('setting-schedule').click();
    await row.getByText(/^2% from /).waitFor();
    await admin.context().close();
  });
});
