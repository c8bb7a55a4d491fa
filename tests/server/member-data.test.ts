import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardWire, notificationsCountWire } from '../../contract/home';
import { loadedModulesWire } from '../../contract/modules';
import { authCheckResponseWire, userDataResponseWire } from '../../contract/user';
import { minorToDecimal } from '../../contract/money';
import { idOf, useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

describe(`member data calls on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo');
  let demoId: number;
  beforeAll(async () => {
    demoId = await idOf(t.db, 'demo');
  });

  it('returns the signed-in member from user_data and auth_check', async () => {
    const data = userDataResponseWire.parse(
      (await t.call({ method: 'GET', url: '/api/user_data', token: tokens.demo })).json(),
    );
    expect(data.user).toMatchObject({ id: demoId, username: 'demo', role_id: 3, status: 1 });
    const check = authCheckResponseWire.parse(
      (await t.call({ method: 'GET', url: '/api/auth_check', token: tokens.demo })).json(),
    );
    expect(check).toEqual({ authenticated: true, user_id: demoId, status: 1, role_id: 3 });
  });

  it('puts the signed-in user into loaded_modules', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/user_data?load_modules=1',
      token: tokens.demo,
    });
    const modules = loadedModulesWire.parse(res.json().loaded_modules);
    expect(modules.user?.username).toBe('demo');
  });

  it('computes the dashboard figures from the ledger, earnings, payouts and volumes', async () => {
    const res = await t.call({ method: 'GET', url: '/api/home/dashboard', token: tokens.demo });
    expect(res.statusCode).toBe(200);
    const d = dashboardWire.parse(res.json());
    const [expected] = await t.db.query<{
      wallet: number;
      earned: number;
      paid: number;
      pv: string;
      tv: string;
    }>(
      `SELECT (SELECT coalesce(sum(amount_minor),0)::int8 FROM ledger_entries WHERE account='wallet' AND member_id=$1) AS wallet,
              (SELECT coalesce(sum(amount_minor),0)::int8 FROM earnings WHERE member_id=$1) AS earned,
              (SELECT coalesce(sum(amount_minor),0)::int8 FROM payout_requests WHERE member_id=$1 AND status='paid') AS paid,
              (SELECT pv FROM members WHERE id=$1) AS pv, (SELECT tv FROM members WHERE id=$1) AS tv`,
      [demoId],
    );
    expect(expected!.wallet).toBeGreaterThan(0);
    expect(d.wallet_balance).toBe(minorToDecimal(expected!.wallet));
    expect(d.total_earnings).toBe(minorToDecimal(expected!.earned));
    expect(d.total_paid).toBe(minorToDecimal(expected!.paid));
    expect(d.pv).toBe(Number(expected!.pv));
    expect(d.tv).toBe(Number(expected!.tv));
    expect(d.package_name).toBeTruthy();
    expect(d.recent_joinings.length).toBeGreaterThan(0);
    expect(d.recent_transactions.length).toBeGreaterThan(0);
  });

  it('lists only members of the caller’s own downline as recent joinings', async () => {
    const d = dashboardWire.parse(
      (await t.call({ method: 'GET', url: '/api/home/dashboard', token: tokens.demo })).json(),
    );
    const ids = d.recent_joinings.map((j) => j.id);
    const inside = await t.db.query<{ id: number }>(
      `SELECT m.id FROM members m, members me WHERE me.id = $1 AND m.path > me.path AND m.path < me.path || '~' AND m.id = ANY($2::int8[])`,
      [demoId, ids],
    );
    expect(inside.length).toBe(ids.length);
  });

  it('counts unread notifications by kind', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/home/notifications_count',
      token: tokens.demo,
    });
    const c = notificationsCountWire.parse(res.json());
    expect(c.total_count).toBe(c.order_count + c.payout_count + c.message_count);
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int8 AS n FROM notifications WHERE member_id = $1 AND read_at IS NULL',
      [demoId],
    );
    expect(c.total_count).toBe(row!.n);
  });

  it('answers 500 user_blocked once the member is blocked, but still says who they are', async () => {
    const victim = (
      await t.db.query<{ username: string; id: number }>(
        "SELECT username, id FROM members WHERE status = 1 AND role_id <> 1 AND username NOT IN ('demo') ORDER BY id DESC LIMIT 1",
      )
    )[0]!;
    const victimToken = await t.loginAs(victim.username);
    await t.db.query('UPDATE members SET status = 0 WHERE id = $1', [victim.id]);
    const dash = await t.call({ method: 'GET', url: '/api/home/dashboard', token: victimToken });
    expect(dash.statusCode).toBe(500);
    expect(dash.json().error_code).toBe('user_blocked');
    const me = await t.call({ method: 'GET', url: '/api/user_data', token: victimToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.status).toBe(0);
  });

  it('refuses member data without a token', async () => {
    for (const url of ['/api/home/dashboard', '/api/home/notifications_count', '/api/user_data']) {
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('rejects an unknown load_modules value as a validation error', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/home/dashboard?load_modules=yes',
      token: tokens.demo,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('load_modules');
  });
});
