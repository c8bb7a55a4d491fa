// The support desk and the manual-sales queue (issue 30) in Chromium: a ticket the demo member
// opens is answered by admin at the desk, and demo is notified and reads the answer; a sale
// demo records is confirmed by admin, and the sponsor's commission is held until its release.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultAppKey } from '../../contract/constants';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { memberPage, openPage, tokenOf, useE2E } from './session';
import { setLook } from './sign-in';

/** A JSON call from the page, under a token, as the app makes it. */
async function api(page: Page, token: string, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body, token, key }) => {
      const res = await fetch(url, {
        method,
        headers: {
          'api-key': key,
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    },
    { method, url, body, token, key: defaultAppKey },
  );
}

async function operatorPage(e2e: ReturnType<typeof useE2E>, username: string, width = 1280) {
  const page = await openPage(e2e, { width, height: 900 });
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.locator('input[name=password]').fill('demopass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin');
  return page;
}

describe('the support and sales desks in Chromium', () => {
  const e2e = useE2E();

  it('demo opens a ticket, admin answers it at the desk, demo is notified and reads it', async () => {
    const demo = await memberPage(e2e, { user: 'demo', width: 1280, height: 900 });
    const demoToken = await tokenOf(demo);
    const opened = await demo.evaluate(
      async ({ token, key }) => {
        const data = new FormData();
        data.append('category', 'orders');
        data.append('priority', 'high');
        data.append('subject', 'Parcel never arrived');
        data.append('description', 'My order of last week never arrived.');
        const res = await fetch('/api/support/tickets', {
          method: 'POST',
          headers: { 'api-key': key, authorization: `Bearer ${token}` },
          body: data,
        });
        return (await res.json()) as { ticket: { id: number; number: string } };
      },
      { token: demoToken, key: defaultAppKey },
    );
    const ticketId = opened.ticket.id;

    const admin = await operatorPage(e2e, 'admin');
    await admin.goto('/admin/support?status=in_progress');
    await admin.getByTestId('desk-tickets').getByText('Parcel never arrived').waitFor();
    await screenshot(admin, 'desk-support-queue-1280-light-en');
    await admin.goto(`/admin/support/${ticketId}`);
    await admin.getByRole('heading', { level: 1, name: /Parcel never arrived/ }).waitFor();
    await admin.getByTestId('desk-canned').click();
    await admin.getByRole('option', { name: /We are looking into it/ }).click();
    await expect
      .poll(() => admin.getByTestId('body-input').inputValue())
      .toMatch(/looking into this/);
    await admin.getByTestId('body-input').fill('We found your parcel: it arrives tomorrow.');
    await admin.getByTestId('desk-reply-send').click();
    await admin.getByTestId('desk-ticket-status').getByText('Waiting for the member').waitFor();
    expect(await seriousAxeFindings(admin)).toEqual([]);
    await screenshot(admin, 'desk-support-ticket-1280-light-en');

    const notices = await api(demo, demoToken, 'GET', '/api/home/notifications');
    expect(JSON.stringify(notices.json)).toContain(opened.ticket.number);
    await demo.goto(`/member/support/${ticketId}`);
    await demo.getByText('We found your parcel: it arrives tomorrow.').waitFor();
    await demo.context().close();
    await admin.context().close();
  });

  it('demo records a sale, admin confirms it, the sponsor’s commission is held with a release date', async () => {
    const demo = await memberPage(e2e, { user: 'demo', width: 1280, height: 900 });
    const demoToken = await tokenOf(demo);
    const catalog = await api(demo, demoToken, 'GET', '/api/sales/catalog');
    const item = (catalog.json.items as { type: string; id: number }[]).find(
      (i) => i.type === 'package',
    )!;
    const sold = await api(demo, demoToken, 'POST', '/api/sales', {
      customer: { name: 'Desk Customer' },
      lines: [{ type: 'package', id: item.id, quantity: 1 }],
      payment_method: 'cash',
    });
    expect(sold.status).toBe(201);
    const sale = sold.json.sale as { id: number; invoice_no: string };

    const admin = await operatorPage(e2e, 'admin');
    await admin.goto('/admin/sales');
    await admin.getByTestId('desk-sales').getByText(sale.invoice_no).waitFor();
    await screenshot(admin, 'desk-sales-queue-1280-light-en');
    await admin.goto(`/admin/sales/${sale.id}`);
    await admin.getByTestId('desk-sale-lines').waitFor();
    await admin.getByTestId('desk-sale-confirm').click();
    await admin.getByTestId('desk-sale-status').getByText('Confirmed').waitFor();
    expect(await seriousAxeFindings(admin)).toEqual([]);
    await screenshot(admin, 'desk-sale-confirmed-1280-light-en');

    // The sponsor's share of the sale stays held, now with the day it is released.
    const sponsorLogin = await api(demo, '', 'POST', '/api/auth/login', {
      login_using: 'username',
      username: 'founder',
      password: 'demopass1',
    });
    const sponsorToken = sponsorLogin.json.token as string;
    const wallet = await api(demo, sponsorToken, 'GET', '/api/wallet/statement');
    const balances = wallet.json.balances as {
      held: string;
      held_releases: { release_date: string | null }[];
    };
    expect(Number(balances.held)).toBeGreaterThan(0);
    expect(balances.held_releases.some((r) => r.release_date !== null)).toBe(true);
    await demo.context().close();
    await admin.context().close();
  });

  it('fits both queues on a phone in dark Spanish, without serious axe findings', async () => {
    const admin = await operatorPage(e2e, 'admin', 390);
    await setLook(admin, 'dark', 'es');
    await admin.goto('/admin/support');
    await admin.getByRole('heading', { level: 1, name: 'Tickets de soporte' }).waitFor();
    await admin.getByTestId('desk-ticket-link').first().waitFor();
    expect(await seriousAxeFindings(admin)).toEqual([]);
    await screenshot(admin, 'desk-support-queue-390-dark-es');
    await admin.goto('/admin/sales');
    await admin.getByRole('heading', { level: 1, name: 'Ventas manuales' }).waitFor();
    await admin.getByTestId('desk-sale-link').first().waitFor();
    expect(await seriousAxeFindings(admin)).toEqual([]);
    await screenshot(admin, 'desk-sales-queue-390-dark-es');
    await admin.context().close();
  });
});
