import { readFile } from 'node:fs/promises';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { eachLook } from './visit';
import { memberPage, useE2E } from './session';

// Lists end to end: the downline report pages through the real server by scrolling.

/** Scrolls the table body to its end until the footer says there is nothing more. */
async function scrollToEnd(page: Page, testId: string) {
  const body = page.locator(`[data-testid=${testId}] [role=rowgroup]`).locator('..');
  for (let i = 0; i < 200; i += 1) {
    if (
      (await page.locator(`[data-testid=${testId}] [data-paging-status=NoMoreItems]`).count()) > 0
    )
      return;
    await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForTimeout(100);
  }
  throw new Error('The list never reached its end.');
}

describe('lists in Chromium', () => {
  const e2e = useE2E({ env: { SEED_MEMBERS: '600' } });

  it('scrolls a long downline report to its end, one cursor page at a time', async () => {
    const page = await memberPage(e2e, { width: 1280, height: 900 });
    const requests: string[] = [];
    page.on('request', (r: Request) => {
      if (r.url().includes('/api/network/downline_report')) requests.push(r.url());
    });
    await page.goto('/member/downlines');
    await page.locator('[data-testid=downline-report] [role=row][data-index="0"]').waitFor();
    await screenshot(page, 'lists-downlines-1280-light-en');
    await scrollToEnd(page, 'downline-report');

    // The whole report, fetched page by page straight from the API, is what the table holds.
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const usernames: string[] = [];
    let url: string | null = `${e2e.server.baseUrl}/api/network/downline_report?sort=desc`;
    while (url) {
      const res = await fetch(url, {
        headers: { 'api-key': e2e.server.appKey, authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as {
        data: { username: string }[];
        next_page_url: string | null;
      };
      usernames.push(...body.data.map((r) => r.username));
      url = body.next_page_url;
    }
    expect(usernames.length).toBeGreaterThan(60);
    const table = page.locator('[data-testid=downline-report] [role=table]');
    expect(Number(await table.getAttribute('aria-rowcount'))).toBe(usernames.length + 1);
    // Every page after the first carried the cursor of the one before (spec §3: page parameter).
    expect(requests.length).toBeGreaterThan(2);
    expect(requests.slice(1).every((u) => new URL(u).searchParams.get('page'))).toBe(true);
    const lastRow = page.locator(
      `[data-testid=downline-report] [role=row][data-index="${usernames.length - 1}"]`,
    );
    expect(await lastRow.textContent()).toContain(`@${usernames[usernames.length - 1]}`);
    expect(await lastRow.isVisible()).toBe(true);
    await screenshot(page, 'lists-downlines-end-1280-light-en');

    // Export CSV writes the loaded rows: a header line and one line per member.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(usernames.length + 1);
    expect(lines[0]).toContain('Member');
    await page.context().close();
  });

  it('keeps the PV history type filter in the URL and sends type only for one chosen type', async () => {
    const page = await memberPage(e2e, { width: 800, height: 900 });
    await page.goto('/member/pv-history');
    await page.locator('[data-testid=pv-history] [role=row][data-index="0"]').waitFor();
    const one = page.waitForRequest(
      (r) => r.url().includes('/api/network/pv_history') && r.url().includes('type=team'),
    );
    await page.getByTestId('type-filter').locator('button').click();
    await page.getByRole('option', { name: 'Team', exact: true }).click();
    await one;
    // With both types chosen the list is asked for again, without type.
    const two = page.waitForRequest(
      (r) =>
        r.url().includes('/api/network/pv_history') &&
        !new URL(r.url()).searchParams.has('type') &&
        !new URL(r.url()).searchParams.has('cursor'),
    );
    await page.getByRole('option', { name: 'Purchase', exact: true }).click();
    await two;
    await page.keyboard.press('Escape');
    expect(new URL(page.url()).searchParams.getAll('type').sort()).toEqual(['purchase', 'team']);
    // The shared link opens the same view.
    await page.goto(`/member/pv-history?type=team&sort=asc`);
    const shared = page.waitForRequest((r) => r.url().includes('/api/network/pv_history'));
    await page.reload();
    const url = new URL((await shared).url());
    expect(url.searchParams.get('type')).toBe('team');
    expect(url.searchParams.get('sort')).toBe('asc');
    await page.context().close();
  });

  it('draws the lists at phone, tablet and desktop, light and dark, en and es', async () => {
    const page = await memberPage(e2e, { width: 1280, height: 900 });
    const looks = [
      ['light', 'en', [390, 800, 1280]],
      ['dark', 'en', [390, 1280]],
      ['light', 'es', [390, 800]],
      ['dark', 'es', [800]],
    ] as const;
    const screens = [
      ['/member/downlines', 'downline-report'],
      ['/member/pv-history', 'pv-history'],
    ] as const;
    await eachLook(page, looks, screens, async ([, ready]) => {
      await page.locator(`[data-testid=${ready}] [role=row][data-index="0"]`).waitFor();
    });
    await page.context().close();
  }, 180_000);
});
