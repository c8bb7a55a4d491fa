import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { setLook } from './sign-in';
import { memberPage, useE2E } from './session';

// The statement download (issue 16 point 6) end to end: the card on the wallet statement
// page, the files the browser saves, and their totals agreeing with each other.

const DAY = 86_400_000;
const dayAgo = (back: number) => new Date(Date.now() - back * DAY).toISOString().slice(0, 10);
const start = dayAgo(365);
const end = dayAgo(0);

describe('earnings statement download in Chromium', () => {
  const e2e = useE2E();
  let page: Page;

  const saved = async (testId: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(testId).click(),
    ]);
    return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
  };

  beforeAll(async () => {
    page = await memberPage(e2e, { width: 1280, height: 900 });
  });

  it("saves a year's statement as CSV and PDF with the same totals", async () => {
    await page.goto('/member/wallet/statement');
    const card = page.getByTestId('statement-download');
    await card.waitFor();
    await page.getByTestId('statement-start').fill(start);
    await page.getByTestId('statement-end').fill(end);

    const csv = await saved('statement-csv');
    expect(csv.name).toBe(`statement-${start}-${end}.csv`);
    const rows = csv.bytes.toString('utf8').split('\r\n');
    expect(rows).toContain('Date,ID,Type,Source,Explanation,Gross,Tax,Service charge,Net');
    const totals = rows.find((r) => r.startsWith('Totals ('))!.split(',');
    const ledger = rows
      .find((r) => r.startsWith('Credited in the ledger (available or held)'))!
      .split(',');
    // The seeded demo member earned in the last year, and the ledger agrees with the net.
    expect(Number(totals[5])).toBeGreaterThan(0);
    expect(ledger[8]).toBe(totals[8]);

    const pdf = await saved('statement-pdf');
    expect(pdf.name).toBe(`statement-${start}-${end}.pdf`);
    const doc = await PDFDocument.load(pdf.bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const meta = Object.fromEntries(
      (doc.getSubject() ?? '').split('; ').map((p) => p.split('=') as [string, string]),
    );
    expect([meta.gross, meta.tax, meta.service_charge, meta.net, meta.ledger]).toEqual([
      totals[5],
      totals[6],
      totals[7],
      totals[8],
      ledger[8],
    ]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'wallet-statement-download-1280-light-en');
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('explains a reversed period, in Spanish and dark at 800 px, and offers no download', async () => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await setLook(page, 'dark', 'es');
    await page.goto('/member/wallet/statement');
    await page.getByTestId('statement-download').waitFor();
    await page.getByTestId('statement-start').fill('2026-03-10');
    await page.getByTestId('statement-end').fill('2026-03-01');
    await page.getByText('El final no puede ser anterior al inicio.').waitFor();
    expect(await page.getByTestId('statement-pdf').isDisabled()).toBe(true);
    expect(await page.getByTestId('statement-csv').isDisabled()).toBe(true);
    await page.getByTestId('statement-download').scrollIntoViewIfNeeded();
    await screenshot(page, 'wallet-statement-download-800-dark-es');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await setLook(page, 'light', 'en');
  });
});
