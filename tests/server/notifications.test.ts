import { describe, expect, it } from 'vitest';
import { notificationsReadResponseWire, notificationsWire } from '../../contract/home';
import { createPackageOrder, processOrder } from '../../server/engine/order-service';
import { idOf, useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

describe(`notifications on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo', 'founder');

  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
  const post = (token: string, url: string) => t.call({ method: 'POST', url, token, payload: {} });
  const counts = async (token: string) =>
    (await get(token, '/api/home/notifications_count')).json();
  /** A renewal of the member's own package, settled by the engine. */
  const renew = async (username: string) => {
    const memberId = await idOf(t.db, username);
    const [pkg] = await t.db.query<{ package_id: number }>(
      'SELECT package_id FROM members WHERE id = $1',
      [memberId],
    );
    return t.db.transaction(async (tx) => {
      const orderId = await createPackageOrder(tx, {
        memberId,
        packageId: pkg!.package_id,
        kind: 'renewal',
        paymentMethod: 'e_wallet',
      });
      await processOrder(tx, orderId);
      return orderId;
    });
  };

  it('marks one item read with its siblings, and only the member’s own', async () => {
    const before = notificationsWire.parse(
      (await get(tokens.demo, '/api/home/notifications')).json(),
    );
    const message = before.messages[0]!;
    expect(message.notification_id).toBeGreaterThan(0);
    expect(
      (await post(tokens.founder, `/api/home/notifications/${message.notification_id}/read`))
        .statusCode,
    ).toBe(404);
    expect((await post(tokens.demo, '/api/home/notifications/abc/read')).statusCode).toBe(404);
    const c0 = await counts(tokens.demo);
    const res = await post(tokens.demo, `/api/home/notifications/${message.notification_id}/read`);
    expect(res.statusCode).toBe(200);
    const done = notificationsReadResponseWire.parse(res.json());
    expect(done.counts.message_count).toBe(c0.message_count - done.marked);
    const after = notificationsWire.parse(
      (await get(tokens.demo, '/api/home/notifications')).json(),
    );
    expect(after.messages.map((m) => m.notification_id)).not.toContain(message.notification_id);
  });

  it('creates an order notice when the engine settles an order, unless the member switched it off', async () => {
    const orderId = await renew('founder');
    const founderNotes = notificationsWire.parse(
      (await get(tokens.founder, '/api/home/notifications')).json(),
    );
    expect(founderNotes.orders.map((o) => o.order_id)).toContain(orderId);

    const off = await t.call({
      method: 'PUT',
      url: '/api/account/notification_settings',
      token: tokens.demo,
      payload: { items: [{ event: 'order_status', email: true, in_app: false }] },
    });
    expect(off.statusCode).toBe(200);
    const silent = await renew('demo');
    const demoNotes = notificationsWire.parse(
      (await get(tokens.demo, '/api/home/notifications')).json(),
    );
    expect(demoNotes.orders.map((o) => o.order_id)).not.toContain(silent);
  });

  it('clears everything with mark-all-read', async () => {
    expect((await counts(tokens.demo)).total_count).toBeGreaterThan(0);
    const res = await post(tokens.demo, '/api/home/notifications/read_all');
    expect(res.statusCode).toBe(200);
    const done = notificationsReadResponseWire.parse(res.json());
    expect(done.marked).toBeGreaterThan(0);
    expect(done.counts).toEqual({
      order_count: 0,
      payout_count: 0,
      message_count: 0,
      total_count: 0,
    });
    expect(
      notificationsWire.parse((await get(tokens.demo, '/api/home/notifications')).json()),
    ).toEqual({
      orders: [],
      payouts: [],
      messages: [],
    });
    // The founder's notices are untouched.
    expect((await counts(tokens.founder)).total_count).toBeGreaterThan(0);
  });
});
