import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness';
import { initLook } from './sign-in';
import { openPage, useE2E } from './session';

// Issue 31 item 9 (decision 045): a member reading in Spanish reads the company's own texts
// in Spanish too: KYC categories, events, packages and products, currency names. The browser
// asks for Spanish (its locale sends Accept-Language: es-ES) and the app reads Spanish from
// before sign-in; nothing here depends on the account's stored language (demo's is English).
describe('company content in Spanish in Chromium', () => {
  const e2e = useE2E();
  let page: Page;

  beforeAll(async () => {
    page = await openPage(e2e, { width: 1280, height: 900, locale: 'es-ES' });
    await initLook(page.context(), 'light', 'es');
    await page.goto('/login');
    await page.locator('input[name=username]').fill('demo');
    await page.locator('input[name=password]').fill('demopass1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/member/home/dashboard');
  });

  /** The page's main text once `ready` shows. */
  const visit = async (path: string, ready: string) => {
    await page.goto(path);
    await page.getByText(ready).first().waitFor({ timeout: 15_000 });
    return page.locator('main').innerText();
  };

  it('names and describes the KYC categories in Spanish', async () => {
    const text = await visit('/member/kyc', 'Documento de identidad');
    await screenshot(page, 'content-language-kyc-1280-light-es');
    expect(text).toContain('Comprobante de domicilio');
    expect(text).not.toContain('Identity document');
    expect(text).not.toContain('Proof of address');
  });

  it('lists the events with Spanish titles', async () => {
    const text = await visit('/member/events', 'Convención anual');
    await screenshot(page, 'content-language-events-1280-light-es');
    expect(text).toContain('Encuentro regional en Madrid');
    expect(text).not.toContain('Annual convention');
    expect(text).not.toContain('Regional meetup Madrid');
  });

  it('names the packages in Spanish on the package page and in a new sale', async () => {
    const packages = await visit('/member/home/package', 'Infinito');
    await screenshot(page, 'content-language-package-1280-light-es');
    expect(packages).not.toContain('Infinity');
    const sale = await visit('/member/sales/new-sale', 'Batido de proteína, vainilla');
    expect(sale).toContain('Élite');
    expect(sale).not.toContain('Protein shake');
  });

  it('names the currencies in Spanish in the currency picker', async () => {
    const text = await visit('/member/account/currency', 'Dólar estadounidense');
    await screenshot(page, 'content-language-currency-1280-light-es');
    expect(text).toContain('Libra esterlina (GBP)');
    expect(text).not.toContain('US Dollar');
  });
});
