import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { afterChangeAndRefresh } from './responses';
import type { Lng, Scheme } from './sign-in';
import { memberPage, useE2E } from './session';
import { visit } from './visit';

// Issue 14 point 5: a lead added, dragged across the board and moved again in Chromium, with
// the dashboard's counts and the analytics' funnel following the server.
describe('the CRM in Chromium', () => {
  const e2e = useE2E();

  const count = async (page: Page, status: string) =>
    Number(await page.getByTestId(`count-${status}`).textContent());
  // A lead's move to another stage.
  const moveCall = /^\/api\/crm\/leads\/[^/]+\/status$/;
  const funnelRow = async (page: Page, stage: string) => {
    const row = page.getByTestId('funnel-table').locator('tr', { hasText: stage });
    return Number(await row.locator('td').first().textContent());
  };

  it('adds a lead, drags it across the board, and the dashboard and analytics follow', async () => {
    const page = await memberPage(e2e, { width: 1280, height: 1000, look: ['light', 'en'] });
    await page.goto('/member/crm/analytics');
    await page.getByTestId('funnel-table').waitFor({ state: 'attached' });
    const contactedBefore = await funnelRow(page, 'Contacted');
    const interestedBefore = await funnelRow(page, 'Interested');

    await page.goto('/member/crm/dashboard');
    await page.getByTestId('crm-counts').waitFor();
    const before = { new: await count(page, 'new'), contacted: await count(page, 'contacted') };
    await page.getByTestId('add-lead').click();
    const dialog = page.getByTestId('lead-dialog');
    await dialog.locator('input[name=lead_name]').fill('Bruno Martín');
    await dialog.locator('input[name=lead_email]').fill('not-an-email');
    await dialog.getByTestId('save-lead').click();
    // The server's message sits under the field.
    await dialog.getByText('Enter a valid e-mail address.').waitFor();
    await dialog.locator('input[name=lead_email]').fill('bruno@example.com');
    expect(await seriousAxeFindings(page)).toEqual([]);
    // The counts refresh once the lead is saved: wait for those answers, not a fixed second.
    await afterChangeAndRefresh(
      page,
      () => dialog.getByTestId('save-lead').click(),
      '/api/crm/leads',
      '/api/crm/dashboard',
    );
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => count(page, 'new')).toBe(before.new + 1);

    // A real drag with the mouse, from the New column to Contacted.
    const card = page.getByTestId('column-new').locator('[data-lead="Bruno Martín"]');
    const handle = card.getByTestId('lead-handle');
    const from = (await handle.boundingBox())!;
    const to = (await page.getByTestId('column-contacted').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
    await afterChangeAndRefresh(page, () => page.mouse.up(), moveCall, '/api/crm/dashboard');
    await page.getByTestId('column-contacted').locator('[data-lead="Bruno Martín"]').waitFor();
    await expect.poll(() => count(page, 'contacted')).toBe(before.contacted + 1);
    await expect.poll(() => count(page, 'new')).toBe(before.new);

    // And with the card's own stage menu, as a keyboard or touch user would.
    await page
      .getByTestId('column-contacted')
      .locator('[data-lead="Bruno Martín"]')
      .getByRole('combobox', { name: 'Stage of Bruno Martín' })
      .click();
    await afterChangeAndRefresh(
      page,
      () => page.getByRole('option', { name: 'Interested' }).click(),
      moveCall,
      '/api/crm/dashboard',
    );
    await page.getByTestId('column-interested').locator('[data-lead="Bruno Martín"]').waitFor();

    // The timeline tells the story; the invitation link carries the lead.
    await page.getByTestId('column-interested').getByText('Bruno Martín').click();
    await expect
      .poll(() => dialog.getByTestId('activity').allTextContents())
      .toEqual([
        expect.stringContaining('Moved to Interested'),
        expect.stringContaining('Moved to Contacted'),
      ]);
    expect(await page.getByTestId('invite-link').inputValue()).toMatch(
      /\/signup\?referral=demo&lead=/,
    );
    await dialog.locator('textarea[name=activity_body]').fill('Called: wants the Pro package.');
    await page.getByTestId('log-activity').click();
    await expect.poll(() => dialog.getByTestId('activity').count()).toBe(3);
    await page.keyboard.press('Escape');

    await page.goto('/member/crm/analytics');
    await page.getByTestId('funnel-table').waitFor({ state: 'attached' });
    expect(await funnelRow(page, 'Contacted')).toBe(contactedBefore + 1);
    expect(await funnelRow(page, 'Interested')).toBe(interestedBefore + 1);
    await page.context().close();
  });

  it.each<[number, Scheme, Lng]>([
    [390, 'dark', 'es'],
    [800, 'light', 'es'],
    [1280, 'dark', 'en'],
  ])('passes axe on the CRM at %i px, %s, %s', async (width, scheme, lng) => {
    const page = await memberPage(e2e, { width, height: 900, look: [scheme, lng] });
    await page.goto('/member/crm/dashboard');
    await page.getByTestId('lead-card').first().waitFor();
    expect(await seriousAxeFindings(page), `dashboard ${width} ${scheme} ${lng}`).toEqual([]);
    // The next screens open through the router, as the app's links do: no second load.
    await visit(page, '/member/crm/dashboard?view=list');
    await page.getByTestId('lead-row').first().waitFor();
    expect(await seriousAxeFindings(page), `list ${width} ${scheme} ${lng}`).toEqual([]);
    await visit(page, '/member/crm/analytics');
    await page.getByTestId('funnel-chart').locator('svg').first().waitFor();
    expect(await seriousAxeFindings(page), `analytics ${width} ${scheme} ${lng}`).toEqual([]);
    await page.context().close();
  });
});
