import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardWire } from '../../contract/home';
import { setModuleFlag } from '../../server/company/module-settings-service';
import { createTestApp, type TestApp } from './app-fixture';
import { dbLabel } from './test-db';

describe(`the store mode on ${dbLabel}`, () => {
  let t: TestApp;
  let demo: string;

  const ticket = () =>
    t.call({ method: 'POST', url: '/api/auth/sso_ticket', token: demo, payload: {} });
  const categories = async () =>
    dashboardWire.parse(
      (await t.call({ method: 'GET', url: '/api/home/dashboard', token: demo })).json(),
    ).affiliate_products_category;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await t.loginAs('demo');
  });
  afterAll(() => t.close());

  it('offers no store while the company has none', async () => {
    expect((await ticket()).statusCode).toBe(403);
    expect(await categories()).toEqual([]);
  });

  it('switched on, gives a fresh ticket that signs the member into the store once', async () => {
    await setModuleFlag(t.db, 'store', true);
    const res = await ticket();
    expect(res.statusCode).toBe(200);
    const sso = res.json().sso_token as string;
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/sso_login',
      token: demo,
      payload: { sso_token: sso },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ store_url: 'https://store.nimbuswellness.example' });
    const again = await t.call({
      method: 'POST',
      url: '/api/auth/sso_login',
      token: demo,
      payload: { sso_token: sso },
    });
    expect(again.statusCode).toBe(422);
    expect((await categories()).map((c) => c.name)).toEqual([
      'Wellness',
      'Nutrition',
      'Beauty',
      'Fitness',
    ]);
    // The module setting keeps its other flags.
    const [row] = await t.db.query<{ value: Record<string, unknown> }>(
      `SELECT value FROM settings WHERE key = 'modules'`,
    );
    expect(row!.value).toMatchObject({ store: true, support_message: true, kyc: true });
  });
});
