// The payouts desk (issue 30 point 2) in Chromium: a member asks for a payout above the
// company's threshold, admin approves it, the same admin cannot approve twice, treasurer gives
// the second approval and pays it in a batch, and the member sees it paid; a reject shows the
// server's message under the reason; axe-core finds nothing serious on the desk's screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postLedgerTransaction } from '../../server/ledger';
import { seriousAxeFindings } from './axe';
import { operatorPage, prepareDeskDataDir } from './desk-fixture';
import { screenshot } from './harness';
import { getJson, memberPage, tokenOf, useE2E } from './session';
import { initLook, type Lng, type Scheme } from './sign-in';

/** The seeded company, and 1000.00 more in demo's wallet so a payout above 500.00 fits. */
const prepareDataDir = () =>
  prepareDeskDataDir('payouts', async (db) => {
    const [demo] = await db.query<{ id: number }>("SELECT id FROM members WHERE username = 'demo'");
    await postLedgerTransaction(
      db,
      { group: 'bonus', type: 'credit', key: 'adjustment', memberId: Number(demo!.id) },
      [
        { account: 'wallet', memberId: Number(demo!.id), amountMinor: 100_000 },
        { account: 'company:bonus_expense', memberId: null, amountMinor: -100_000 },
      ],
    );
  });

type Payouts = { items: { id: number; status: string; total: string; reason: string | null }[] };

async function requestPayout(page: Page, amount: string) {
  await page.goto('/member/wallet/request-payout');
  await page.getByTestId('amount-help').waitFor();
  await page.locator('input[name=amount]').fill(amount);
  await page.locator('input[name=password]').fill('demopass1');
  await page.getByRole('button', { name: 'Request payout' }).click();
  await page.getByTestId('confirm-payout').waitFor();
  await page.getByTestId('confirm-payout-send').click();
  await page.getByText('Your payout request has been sent.').waitFor();
}

const statusOf = (page: Page) =>
  page.getByTestId('payout-detail').locator('[data-status]').first().getAttribute('data-status');

describe('the payouts desk in Chromium', () => {
  let remove: (() => Promise<void>) | undefined;
  const e2e = useE2E(async () => {
    const prepared = await prepareDataDir();
    remove = prepared.remove;
    return { env: { DATA_DIR: prepared.dataDir }, cleanup: () => remove?.() ?? Promise.resolve() };
  });

  it('pays a payout above the threshold after two operators approve it, in a batch', async () => {
    const member = await memberPage(e2e, { width: 1280, height: 900, look: ['light', 'en'] });
    const token = await tokenOf(member);
    await requestPayout(member, '600.00');
    const mine = await getJson<Payouts>(e2e, '/api/payout/transactions', token);
    const payout = mine.items.find((p) => p.total === '600.00' && p.status === 'pending')!;
    expect(payout).toBeDefined();

    // admin: first approval from the queue's detail; a second one of theirs is not offered.
    const admin = await operatorPage(e2e, 'admin');
    await admin.goto('/admin/payouts?status=pending');
    await admin.getByTestId(`payout-link-${payout.id}`).click();
    await admin.waitForURL(`**/admin/payouts/${payout.id}`);
    await admin.getByTestId('approve-payout').click();
    await expect.poll(() => statusOf(admin)).toBe('awaiting_second_approval');
    await expect.poll(() => admin.getByTestId('approve-payout').isDisabled()).toBe(true);
    expect(await admin.getByTestId('approve-payout').textContent()).toBe('You approved it');
    await screenshot(admin, 'desk-payout-awaiting-1280-light-en', { fullPage: true });

    // treasurer: the second approval, then the batch from the approved list.
    const treasurer = await operatorPage(e2e, 'treasurer');
    await treasurer.goto('/admin/payouts?status=awaiting_second_approval');
    await treasurer.getByTestId(`payout-link-${payout.id}`).click();
    await treasurer.getByTestId('approve-payout').click();
    await expect.poll(() => statusOf(treasurer)).toBe('approved');
    await treasurer.goto('/admin/payouts?status=approved');
    await treasurer.getByTestId(`select-${payout.id}`).click();
    await treasurer.getByTestId('create-batch').click();
    const dialog = treasurer.getByTestId('batch-dialog');
    await dialog.waitFor();
    // The server's message sits under the field it is about.
    await treasurer.getByTestId('reference-input').fill('a<b>');
    await treasurer.getByTestId('batch-confirm').click();
    await dialog.getByTestId('reference-error').waitFor();
    await treasurer.getByTestId('reference-input').fill('E2E BATCH 1');
    await treasurer.getByTestId('batch-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await treasurer.getByTestId('payouts-tab-batches').click();
    // The link, not the toast that may still say the batch was paid.
    await treasurer.getByRole('link', { name: 'E2E BATCH 1' }).waitFor();
    const download = treasurer.waitForEvent('download');
    await treasurer.getByRole('button', { name: 'CSV of batch E2E BATCH 1' }).click();
    expect((await download).suggestedFilename()).toMatch(/^payout-batch-\d+\.csv$/);
    await screenshot(treasurer, 'desk-payout-batches-1280-light-en');

    // The member sees it paid; the wallet moved once, at the request.
    const after = await getJson<Payouts>(e2e, '/api/payout/transactions', token);
    expect(after.items.find((p) => p.id === payout.id)?.status).toBe('paid');
    await member.goto('/member/wallet/recent-payouts');
    await member.locator(`[data-status=paid]`).first().waitFor();
    for (const page of [member, admin, treasurer]) await page.context().close();
  }, 180_000);

  it('rejects with a reason the member reads, and shows a missing reason under the field', async () => {
    const member = await memberPage(e2e, { width: 1280, height: 900, look: ['light', 'en'] });
    const token = await tokenOf(member);
    await requestPayout(member, '21.00');
    const mine = await getJson<Payouts>(e2e, '/api/payout/transactions', token);
    const payout = mine.items.find((p) => p.total === '21.00' && p.status === 'pending')!;
    const admin = await operatorPage(e2e, 'admin');
    await admin.goto(`/admin/payouts/${payout.id}`);
    await admin.getByTestId('reject-payout').click();
    await admin.getByTestId('reject-confirm').click();
    await admin.getByTestId('reason-error').waitFor();
    await admin.getByTestId('reason-input').fill('The account holder does not match.');
    await admin.getByTestId('reject-confirm').click();
    await expect.poll(() => statusOf(admin)).toBe('rejected');
    const after = await getJson<Payouts>(e2e, '/api/payout/transactions', token);
    expect(after.items.find((p) => p.id === payout.id)).toMatchObject({
      status: 'rejected',
      reason: 'The account holder does not match.',
    });
    for (const page of [member, admin]) await page.context().close();
  }, 120_000);

  it('has no serious axe finding on the queue, a detail and the batches, in both looks and languages', async () => {
    const page = await operatorPage(e2e, 'treasurer');
    const mine = await getJson<{ items: { id: number }[] }>(
      e2e,
      '/api/admin/payouts',
      await tokenOf(page),
    );
    const looks: [number, Scheme, Lng][] = [
      [390, 'dark', 'es'],
      [800, 'light', 'en'],
      [1280, 'dark', 'en'],
      [1280, 'light', 'es'],
    ];
    const findings: Record<string, unknown> = {};
    for (const [width, scheme, lng] of looks) {
      await initLook(page.context(), scheme, lng);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      for (const url of [
        '/admin/payouts',
        `/admin/payouts/${mine.items[0]!.id}`,
        '/admin/payouts/batches',
      ]) {
        await page.goto(url);
        await page.locator('main h1').waitFor();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lng);
        await page
          .locator('[role=row][data-index="0"], [data-testid=payout-detail]')
          .first()
          .waitFor();
        if (url === '/admin/payouts')
          // The checkbox column's header is not drawn, but it still names the column.
          expect(await page.getByRole('columnheader').first().textContent()).toBe(
            lng === 'en' ? 'Select' : 'Seleccionar',
          );
        const found = await seriousAxeFindings(page);
        if (found.length > 0) findings[`${url} ${width} ${scheme} ${lng}`] = found;
      }
    }
    expect(findings).toEqual({});
    await page.context().close();
  }, 240_000);
});
