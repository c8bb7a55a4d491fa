import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RankProgressWire } from '../../contract/rank-progress';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { setLook } from './sign-in';
import { memberPage, useE2E } from './session';

// Issue 16 point 5 end to end: the rank page says what the next rank still needs and links
// the members who would close it to the genealogy.

describe('rank progress in Chromium', () => {
  const e2e = useE2E();
  let page: Page;
  let progress: RankProgressWire;

  beforeAll(async () => {
    page = await memberPage(e2e, { width: 1280, height: 900 });
    const token = (await page.evaluate(() => localStorage.getItem('auth_token'))) ?? '';
    const res = await fetch(`${e2e.server.baseUrl}/api/home/rank_progress`, {
      headers: { 'api-key': e2e.server.appKey, authorization: `Bearer ${token}` },
    });
    progress = (await res.json()) as RankProgressWire;
  });

  it('shows each criterion of the next rank with what is missing and who would close it', async () => {
    expect(progress.next_rank).not.toBeNull();
    await page.goto('/member/home/rank');
    const card = page.getByTestId('rank-progress');
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(
      `What’s missing for ${progress.next_rank!.name}`,
    );
    expect(await card.getByRole('progressbar').count()).toBe(progress.criteria.length);
    const open = progress.criteria.filter((c) => !c.met);
    expect(await card.getByTestId('rank-progress-missing').count()).toBe(open.length);

    // The demo company's leader still has unlicensed members to name.
    const downlines = progress.criteria.find((c) => c.key === 'licensed_downlines');
    const first = downlines && !downlines.met ? downlines.closers[0] : undefined;
    expect(first).toBeDefined();
    const item = card.getByTestId('rank-progress-licensedDownlines');
    const link = item.getByRole('link').first();
    expect(await link.getAttribute('href')).toBe(
      `/member/network/genealogy?root=${first!.id}&node=${first!.id}`,
    );
    await screenshot(page, 'rank-progress-1280-light-en', { fullPage: true });
    expect(await seriousAxeFindings(page)).toEqual([]);

    await link.click();
    await page.waitForURL(`**/member/network/genealogy?root=${first!.id}&node=${first!.id}`);
  });

  it('is readable and accessible on a phone, in Spanish too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/member/home/rank');
    await page.getByTestId('rank-progress').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'rank-progress-390-light-en', { fullPage: true });

    await setLook(page, 'dark', 'es');
    await page.goto('/member/home/rank');
    const card = page.getByTestId('rank-progress');
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(
      `Lo que falta para ${progress.next_rank!.name}`,
    );
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'rank-progress-390-dark-es', { fullPage: true });
    await setLook(page, 'light', 'en');
  });
});
