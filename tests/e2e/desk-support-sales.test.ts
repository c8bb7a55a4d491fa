// The support desk and the manual-sales queue (issue 30) in Chromium: a ticket the demo member
// opens is answered by admin at the desk, and demo is notified and reads the answer; a sale
// demo records is confirmed by admin, and the sponsor's commission is held until its release.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultAppKey } from '../../contract/constants';
import type { Db } from '../../server/db/connection';
import { releaseDueEarnings } from '../../server/holds';
import { seriousAxeFindings } from './axe';
import { api, operatorPage, prepareDeskDataDir, withDataDir } from './desk-fixture';
import { screenshot, startServer } from './harness';
import { memberPage, tokenOf, useE2E, type E2E } from './session';
import { setLook } from './sign-in';

type Balances = {
  available: string;
  held: string;
  held_releases: { release_date: string | null; amount: string }[];
};

describe('the support and sales desks in Chromium', () => {
  let dataDir = '';
  const e2e = useE2E(async () => {
    const prepared = await prepareDeskDataDir('desk-sales');
    dataDir = prepared.dataDir;
    return { env: { DATA_DIR: dataDir }, cleanup: prepared.remove };
  });
  /** The sponsor's share of the confirmed sale: its release day and the held part that day. */
  let confirmed: { orderId: number; releaseDate: string; before: Balances } | null = null;
  const sponsorBalances = async (page: Page) => {
    const login = await api(page, '', 'POST', '/api/auth/login', {
      login_using: 'username',
      username: 'founder',
      password: 'demopass1',
    });
    const token = login.json.token as string;
    const wallet = await api(page, token, 'GET', '/api/wallet/statement');
    return wallet.json.balances as Balances;
  };

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

  it('admin writes a canned answer on its screen, and a ticket’s reply offers it', async () => {
    const admin = await operatorPage(e2e, 'admin');
    await admin.goto('/admin/support');
    await admin.getByRole('tab', { name: 'Canned answers' }).click();
    await admin.waitForURL('**/admin/support/canned');
    await admin.getByRole('heading', { level: 1, name: 'Canned answers' }).waitFor();
    await admin.getByTestId('canned-new').click();
    const dialog = admin.getByTestId('canned-dialog');
    await dialog.locator('input[name=title]').fill('Parcel located');
    await dialog.getByTestId('body-input').fill('Good news: the courier found your parcel.');
    await dialog.getByTestId('canned-save').click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByTestId('canned-list').getByText('Parcel located').waitFor();
    expect(await seriousAxeFindings(admin)).toEqual([]);
    await screenshot(admin, 'desk-support-canned-1280-light-en');

    const token = await tokenOf(admin);
    const queue = await api(admin, token, 'GET', '/api/admin/support/tickets');
    const [ticket] = queue.json.items as { id: number }[];
    await admin.goto(`/admin/support/${ticket!.id}`);
    await admin.getByTestId('desk-canned').click();
    await admin.getByRole('option', { name: /Parcel located/ }).click();
    await expect
      .poll(() => admin.getByTestId('body-input').inputValue())
      .toMatch(/the courier found your parcel/);
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
    const sale = sold.json.sale as { id: number; invoice_no: string; order_id: number };

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
    const balances = await sponsorBalances(demo);
    expect(Number(balances.held)).toBeGreaterThan(0);
    const dated = balances.held_releases.filter((r) => r.release_date !== null);
    const last = dated.sort((a, b) => a.release_date!.localeCompare(b.release_date!)).at(-1);
    expect(last).toBeDefined();
    confirmed = { orderId: sale.order_id, releaseDate: last!.release_date!, before: balances };
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

  // Last: it stops the file's server. The release job runs on the day, as it would every ten
  // minutes on a live server; the day before it must release nothing.
  it('makes the sponsor’s held commission available on its release date, in the wallet screen', async () => {
    expect(confirmed).not.toBeNull();
    const { orderId, releaseDate, before } = confirmed!;
    await e2e.server.stop();
    const dayStart = new Date(`${releaseDate}T00:00:00Z`);
    const heldOf = async (db: Db) =>
      (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM earning_holds WHERE order_id = $1 AND state = 'held'",
          [orderId],
        )
      )[0]!.n;
    const [heldTheDayBefore, heldOnTheDay] = await withDataDir(dataDir, async (db) => {
      await releaseDueEarnings(db, new Date(dayStart.getTime() - 60_000));
      const dayBefore = await heldOf(db);
      await releaseDueEarnings(db, new Date(dayStart.getTime() + 86_399_000));
      return [dayBefore, await heldOf(db)];
    });
    expect(heldTheDayBefore).toBeGreaterThan(0);
    expect(heldOnTheDay).toBe(0);

    const restarted = await startServer({ env: { DATA_DIR: dataDir } });
    try {
      const later: E2E = { server: restarted, browser: e2e.browser };
      const page = await memberPage(later, { user: 'founder', width: 800, height: 900 });
      const balances = await sponsorBalances(page);
      expect(balances.held_releases.map((r) => r.release_date)).not.toContain(releaseDate);
      // Everything dated up to that day is now available: this sale's part among it.
      const releasedMinor = before.held_releases
        .filter((r) => r.release_date !== null && r.release_date <= releaseDate)
        .reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
      const expected = ((Math.round(Number(before.available) * 100) + releasedMinor) / 100).toFixed(
        2,
      );
      expect(balances.available).toBe(expected);
      await page.goto('/member/wallet/statement');
      await expect
        .poll(() => page.getByTestId('balance-available-value').textContent())
        .toContain(Number(expected).toLocaleString('en-US', { minimumFractionDigits: 2 }));
      await screenshot(page, 'desk-sale-released-800-light-en', { fullPage: true });
      await page.context().close();
    } finally {
      await restarted.stop();
    }
  });
});
