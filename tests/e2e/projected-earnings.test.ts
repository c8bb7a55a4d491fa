import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectedEarningsWire } from '../../contract/projected-earnings';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { setLook } from './sign-in';
import { getJson, memberPage, tokenOf, useE2E } from './session';

// Issue 33 point 3 end to end: the dashboard and the binary screen show what the open period
// pays demo if it closed now, by bonus type, marked as a projection, in English and Spanish.

describe('projected earnings in Chromium', () => {
  const e2e = useE2E();
  let page: Page;
  let projection: ProjectedEarningsWire;

  beforeAll(async () => {
    page = await memberPage(e2e, { width: 1280, height: 900 });
    projection = await getJson(e2e, '/api/earnings/projection', await tokenOf(page));
  });

  async function expectCard(texts: { title: string; marker: string; note: string }) {
    const card = page.getByTestId('projection-card');
    await card.getByTestId('projection-total').waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(texts.title);
    expect(await card.getByTestId('projection-marker').textContent()).toBe(texts.marker);
    expect(await card.textContent()).toContain(texts.note);
    expect(await card.getByTestId('projection-total').textContent()).toMatch(/\d/);
    expect(await card.getByTestId('projection-line').count()).toBe(projection.lines.length);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeFindings(page)).toEqual([]);
  }

  it('shows the projected figure on the dashboard and the binary screen, marked as projected', async () => {
    expect(projection.projected).toBe(true);
    expect(projection.lines.length).toBeGreaterThan(0);
    const en = {
      title: 'Projected this period',
      marker: 'Projected',
      note: 'if the period closed now',
    };
    await page.goto('/member/home/dashboard');
    await expectCard(en);
    await screenshot(page, 'projected-earnings-1280-light-en');
    await page.goto('/member/home/binary');
    await expectCard(en);
  });

  it('says it in Spanish too', async () => {
    await setLook(page, 'dark', 'es');
    await page.goto('/member/home/dashboard');
    await expectCard({
      title: 'Proyectado este periodo',
      marker: 'Proyectado',
      note: 'si el periodo cerrara ahora',
    });
    await screenshot(page, 'projected-earnings-1280-dark-es');
    await setLook(page, 'light', 'en');
  });
});
