// The desk's member tools in Chromium (issue 30 point 4): admin finds demo, opens a
// read-only view of demo's back office in a new tab (the banner shows, a write is refused,
// the desk's own session is untouched), adjusts demo's wallet, and blocks demo, whose open
// session then lands on the blocked screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { operatorPage } from './desk-fixture';
import { screenshot } from './harness';
import { memberPage, tokenOf, useE2E, type E2E } from './session';

const adminPage = (e2e: E2E, width = 1280) => operatorPage(e2e, 'admin', width);

/** From the search, by the URL's ?q=, to demo's detail. */
async function openDemo(page: Page) {
  await page.goto('/admin/members?q=demo');
  const link = page.getByTestId('desk-member-link').filter({ hasText: /^demo$/ });
  await link.first().click();
  await page.waitForURL(/\/admin\/members\/\d+$/);
  await page.getByTestId('view-as').waitFor();
}

describe('the desk’s member tools in Chromium', () => {
  const e2e = useE2E();

  it('finds demo and opens a read-only view of demo’s back office in a new tab', async () => {
    const desk = await adminPage(e2e);
    await desk.goto('/admin/members');
    await desk.getByTestId('desk-member-search').fill('demo');
    await desk.waitForURL('**/admin/members?q=demo');
    await desk.getByTestId('desk-member-link').first().waitFor();
    await screenshot(desk, 'desk-members-search-1280-light-en');
    expect(await seriousAxeFindings(desk)).toEqual([]);
    await openDemo(desk);
    const deskToken = await tokenOf(desk);

    const [view] = await Promise.all([
      desk.context().waitForEvent('page'),
      desk.getByTestId('view-as').click(),
    ]);
    await view.waitForURL('**/member/home/dashboard');
    const banner = view.getByTestId('member-view-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(
      /Viewing .+'s back office — read only \(opened by admin\)/,
    );
    await screenshot(view, 'desk-members-view-as-1280-light-en');
    // The view lives in the tab's session storage; local storage keeps the operator's session.
    const tab = await view.evaluate(() => ({
      session: sessionStorage.getItem('auth_token'),
      local: localStorage.getItem('auth_token'),
    }));
    expect(tab.session).toBeTruthy();
    expect(tab.session).not.toBe(deskToken);
    expect(tab.local).toBe(deskToken);
    // A write with the view's token is refused by the server.
    const refused = await view.evaluate(
      async ({ appKey }) => {
        const res = await fetch('/api/account/preferences', {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            'api-key': appKey,
            authorization: `Bearer ${sessionStorage.getItem('auth_token')}`,
          },
          body: JSON.stringify({ language: 'es' }),
        });
        return { status: res.status, body: (await res.json()) as { message: string } };
      },
      { appKey: e2e.server.appKey },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This is a read-only view of the member's back office.");
    // Another screen of the member app shows the banner too.
    await view.goto('/member/wallet');
    await banner.waitFor();
    // The desk tab is still the operator's.
    await desk.reload();
    await desk.getByTestId('view-as').waitFor();
    await desk.context().close();
  });

  it('adjusts demo’s wallet, with the server’s message under the amount', async () => {
    const desk = await adminPage(e2e);
    await openDemo(desk);
    await screenshot(desk, 'desk-members-detail-1280-light-en');
    expect(await seriousAxeFindings(desk)).toEqual([]);
    const narrow = await adminPage(e2e, 390);
    await narrow.emulateMedia({ colorScheme: 'dark' });
    await openDemo(narrow);
    await screenshot(narrow, 'desk-members-detail-390-dark-en', { fullPage: true });
    await narrow.context().close();
    await desk.getByTestId('adjust-open').click();
    const dialog = desk.getByTestId('adjust-dialog');
    await dialog.getByTestId('adjust-amount').fill('1.234');
    await dialog.locator('textarea[name=reason]').fill('goodwill for a late parcel');
    await dialog.getByTestId('adjust-submit').click();
    await dialog.getByText('Enter an amount like 25.00 (at most two decimals).').waitFor();
    await dialog.getByTestId('adjust-amount').fill('2.50');
    await dialog.getByTestId('adjust-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await desk.getByTestId('member-audit').getByText('wallet.adjust_credit').waitFor();
    await desk.context().close();
  });

  it('blocks demo: demo’s open session goes to the blocked screen; unblock lets demo back', async () => {
    const member = await memberPage(e2e, { width: 1280, height: 900 });
    await member.waitForURL('**/member/**');
    const desk = await adminPage(e2e);
    await openDemo(desk);
    await desk.getByTestId('block-open').click();
    await desk.locator('textarea[name=reason]').fill('checking a chargeback');
    await desk.getByTestId('block-confirm').click();
    await desk.getByTestId('block-dialog').waitFor({ state: 'detached' });
    await desk.getByTestId('member-audit').getByText('member.block').waitFor();

    await member.reload();
    await member.waitForURL('**/account-blocked');
    await screenshot(member, 'desk-members-blocked-member-1280-light-en');

    await desk.getByTestId('block-open').click();
    await desk.locator('textarea[name=reason]').fill('chargeback cleared');
    await desk.getByTestId('block-confirm').click();
    await desk.getByTestId('member-audit').getByText('member.unblock').waitFor();
    await member.context().close();
    const again = await memberPage(e2e, { width: 1280, height: 900 });
    await again.waitForURL('**/member/**');
    await again.context().close();
    await desk.context().close();
  });
});
