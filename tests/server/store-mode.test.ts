import { describe, expect, it } from 'vitest';
import { dashboardWire } from '../../contract/home';
import { setModuleFlag } from '../../server/company/module-settings-service';
import { useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

describe(`the store mode on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo');

  const ticket = () =>
    t.call({ method: 'POST', url: '/api/auth/sso_ticket', token: tokens.demo, payload: {} });
  const categories = async () =>
    dashboardWire.parse(
      (await t.call({ method: 'GET', url: '/api/home/dashboard', token: tokens.demo })).json(),
    ).affiliate_products_category;
  const ssoLogin = (sso: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/sso_login',
      token: tokens.demo,
      payload: { sso_token: sso },
    });

  it('offers no store while the company has none', async () => {
    expect((await ticket()).statusCode).toBe(403);
    expect(await categories()).toEqual([]);
  });

  it('switched on, gives a fresh ticket that signs the member into the store once', async () => {
    await setModuleFlag(t.db, 'store', true);
    const res = await ticket();
    expect(res.statusCode).toBe(200);
    const sso = res.json().sso_token as string;
    const login = await ssoLogin(sso);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ store_url: 'https://store.nimbuswellness.example' });
    const again = await ssoLogin(sso);
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
