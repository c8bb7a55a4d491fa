// The desk's identity-documents queue in Chromium (issue 30 point 2): a member sends a
// document, a reviewer finds it in the queue, sees its image and approves it, and the member
// then reads "Approved" and may request the payout the company held back until then; a
// rejection's reason, checked by the server, reaches the member's KYC screen; a PDF is drawn
// in the page by pdf.js (decision 043).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts, postLedgerTransaction } from '../../server/ledger';
import { seriousAxeFindings } from './axe';
import { prepareDeskDataDir } from './desk-fixture';
import { repoRoot, screenshot } from './harness';
import { memberPage, openPage, tokenOf, useE2E, type E2E } from './session';

/** Two members without documents, with 1,000.00 each, in a company that requires KYC to pay. */
const chosen: string[] = [];

async function prepareDataDir() {
  const prepared = await prepareDeskDataDir('desk-kyc', async (db) => {
    const members = await db.query<{ id: number; username: string }>(
      `SELECT id, username FROM members m
        WHERE role_id = 3 AND status = 1 AND username NOT IN ('founder', 'demo', 'blocked')
          AND NOT EXISTS (SELECT 1 FROM kyc_documents d WHERE d.member_id = m.id)
        ORDER BY id DESC LIMIT 2`,
    );
    for (const m of members) {
      chosen.push(m.username);
      await postLedgerTransaction(
        db,
        { group: 'commission', type: 'credit', key: 'direct_bonus', memberId: Number(m.id) },
        [
          { account: accounts.wallet, memberId: Number(m.id), amountMinor: 100_000 },
          { account: accounts.bonusExpense, memberId: null, amountMinor: -100_000 },
        ],
      );
    }
    await db.query(
      `INSERT INTO settings (key, value) VALUES ('kyc_required_for_payout', 'true')
       ON CONFLICT (key) DO UPDATE SET value = 'true'`,
    );
  });
  return { env: { DATA_DIR: prepared.dataDir }, cleanup: prepared.remove };
}

async function signInAs(page: Page, username: string, lands: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.locator('input[name=password]').fill('demopass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${lands}`);
}

const api = (e2e: E2E, token: string, apiPath: string, init: RequestInit = {}) =>
  fetch(`${e2e.server.baseUrl}${apiPath}`, {
    ...init,
    headers: {
      accept: 'application/json',
      'api-key': e2e.server.appKey,
      authorization: `Bearer ${token}`,
      ...(init.body && !(init.body instanceof FormData)
        ? { 'content-type': 'application/json' }
        : {}),
    },
  });

/** The member sends their identity card (the PNG fixture) as the KYC screen would. */
async function uploadIdCard(e2e: E2E, token: string): Promise<number> {
  const categories = (await (await api(e2e, token, '/api/kyc/kyc_category')).json()) as {
    items: { id: number }[];
  };
  const form = new FormData();
  form.append('category_id', String(categories.items[0]!.id));
  const png = await readFile(path.join(repoRoot, 'tests/fixtures/id-card.png'));
  form.append('documents[]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'card.png');
  const res = await api(e2e, token, '/api/kyc/submit', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { document: { id: number } }).document.id;
}

const requestPayout = (e2e: E2E, token: string) =>
  api(e2e, token, '/api/payout/request_payout', {
    method: 'POST',
    body: JSON.stringify({ amount: '20', password: 'demopass1' }),
  });

/** The reviewer opens the queue, finds the member by the search box and opens the document. */
async function openDocumentOf(page: Page, username: string) {
  await page.goto('/admin/kyc');
  await page.getByRole('heading', { level: 1, name: 'Identity documents' }).waitFor();
  await page.getByTestId('kyc-member-search').fill(username);
  await page.waitForURL(`**/admin/kyc?member=${username}`);
  const rows = page.locator('[data-testid=kyc-queue] [role=row][data-index]');
  await expect.poll(() => rows.count()).toBe(1);
  await rows.nth(0).getByTestId('kyc-document-link').click();
  await page.waitForURL(/\/admin\/kyc\/\d+$/);
  await page.getByTestId('kyc-file-image').waitFor();
}

describe('the desk’s KYC queue in Chromium', () => {
  const e2e = useE2E(prepareDataDir);

  it('takes a member’s upload through the reviewer’s approval to a payout', async () => {
    const username = chosen[0]!;
    const member = await memberPage(e2e, { width: 1280, height: 900, user: username });
    const token = await tokenOf(member);
    await uploadIdCard(e2e, token);
    expect((await requestPayout(e2e, token)).status).toBe(422);

    const page = await openPage(e2e, { width: 1280, height: 900 });
    await signInAs(page, 'reviewer', '/admin');
    await page.locator('[data-desk-menu=kyc]').first().click();
    await page.waitForURL('**/admin/kyc');
    // The seeded queue is not empty, and it comes oldest first.
    const rows = page.locator('[data-testid=kyc-queue] [role=row][data-index]');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await screenshot(page, 'desk-kyc-queue-1280-light-en');
    await openDocumentOf(page, username);
    // The image is really drawn from the blob the desk fetched with the token.
    await expect
      .poll(() =>
        page.getByTestId('kyc-file-image').evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'desk-kyc-document-1280-light-en');
    await page.getByTestId('kyc-approve').click();
    await page.locator('[data-status=approved]').first().waitFor();
    expect(await page.getByTestId('kyc-approve').count()).toBe(0);
    // Back to the queue with the search kept.
    await page.getByTestId('kyc-back').click();
    await page.waitForURL(`**/admin/kyc?member=${username}`);
    await page.context().close();

    await member.goto('/member/kyc');
    await member.locator('[data-testid=kyc-document][data-status=approved]').waitFor();
    const paid = await requestPayout(e2e, token);
    expect(paid.status).toBeLessThan(300);
    await member.context().close();
  });

  it('rejects with a reason the server checks, which the member then reads', async () => {
    const username = chosen[1]!;
    const member = await memberPage(e2e, { width: 390, height: 844, user: username });
    await uploadIdCard(e2e, await tokenOf(member));

    const page = await openPage(e2e, { width: 390, height: 844, colorScheme: 'dark' });
    await signInAs(page, 'reviewer', '/admin');
    await openDocumentOf(page, username);
    await screenshot(page, 'desk-kyc-document-390-dark-en');
    await page.getByTestId('kyc-reject').click();
    const dialog = page.getByTestId('kyc-reject-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('reason-input').fill('  no ');
    await page.getByTestId('kyc-reject-confirm').click();
    // The server's message, under the field.
    await expect
      .poll(() => dialog.locator('.MuiFormHelperText-root').textContent())
      .toMatch(/3 to 500 characters/);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'desk-kyc-reject-390-dark-en');
    await dialog
      .getByTestId('reason-input')
      .fill('The photo is blurred: the number cannot be read.');
    await page.getByTestId('kyc-reject-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-status=rejected]').first().waitFor();
    await page.context().close();

    await member.goto('/member/kyc');
    const doc = member.locator('[data-testid=kyc-document][data-status=rejected]');
    await doc.waitFor();
    expect(await doc.textContent()).toContain('The photo is blurred: the number cannot be read.');
    await member.context().close();
  });

  it('draws a seeded PDF’s page in the desk, and still offers the bytes as a download', async () => {
    const page = await openPage(e2e, { width: 1280, height: 900 });
    // pdf.js and its worker run under the page policy without being refused anything.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    await signInAs(page, 'reviewer', '/admin');
    const token = await tokenOf(page);
    const queue = (await (await api(e2e, token, '/api/admin/kyc/documents')).json()) as {
      items: { id: number; category_name: string; member: { username: string } }[];
    };
    const pdf = queue.items.find(
      (d) => d.category_name === 'Proof of address' && d.member.username !== 'demo',
    )!;
    await page.goto(`/admin/kyc/${pdf.id}`);
    // The first page, named for screen readers, drawn by pdf.js: a canvas as wide as the card
    // with ink on it (the sample bill's text), not a blank rectangle.
    const first = page.getByRole('img', { name: /^Page 1 of \d+ of utility-bill\.pdf$/ });
    await first.and(page.locator('[data-drawn]')).waitFor();
    const drawn = await first.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) ink++;
      return { width: canvas.width, shownWidth: canvas.getBoundingClientRect().width, ink };
    });
    expect(drawn.width).toBeGreaterThan(0);
    expect(drawn.shownWidth).toBeGreaterThan(300);
    expect(drawn.ink).toBeGreaterThan(100);
    expect(refused).toEqual([]);
    await screenshot(page, 'desk-kyc-pdf-1280-light-en');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download utility-bill.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('utility-bill.pdf');
    const saved = await readFile((await download.path())!);
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();
  });

  it('reads by keyboard with a visible focus, and axe finds nothing serious, light and dark', async () => {
    for (const [scheme, width] of [
      ['light', 800],
      ['dark', 1280],
    ] as const) {
      const page = await openPage(e2e, { width, height: 900, colorScheme: scheme });
      await signInAs(page, 'admin', '/admin');
      await page.goto('/admin/kyc?status=all');
      const rows = page.locator('[data-testid=kyc-queue] [role=row][data-index]');
      await expect.poll(() => rows.count()).toBeGreaterThan(1);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, `desk-kyc-queue-${width}-${scheme}-en`);
      // Tab to the first document link; its focus ring shows.
      let onLink = false;
      for (let i = 0; i < 40 && !onLink; i++) {
        await page.keyboard.press('Tab');
        onLink = await page.evaluate(
          () => document.activeElement?.getAttribute('data-testid') === 'kyc-document-link',
        );
      }
      expect(onLink).toBe(true);
      const outline = await page.evaluate(() => {
        const s = getComputedStyle(document.activeElement as Element);
        return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/kyc\/\d+/);
      await page.getByTestId('kyc-file').first().waitFor();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.context().close();
    }
  });
});
