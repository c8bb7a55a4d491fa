import { describe, expect, it } from 'vitest';
import {
  notificationsCountWire,
  notificationsReadResponseWire,
  notificationsWire,
} from '../../contract/home';
import { inboxPageWire } from '../../contract/mail';
import {
  notificationHistoryPageWire,
  type NotificationHistoryItemWire,
} from '../../contract/notifications';
import { insertNotification } from '../../server/notifications';
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
    const before = await counts(tokens.demo);
    expect(before.total_count).toBeGreaterThan(0);
    const res = await post(tokens.demo, '/api/home/notifications/read_all');
    expect(res.statusCode).toBe(200);
    const done = notificationsReadResponseWire.parse(res.json());
    expect(done.marked).toBeGreaterThan(0);
    expect(done.counts).toEqual({
      order_count: 0,
      payout_count: 0,
      message_count: 0,
      total_count: 0,
      // Issue 31: notifications are not mail; the mailbox badge keeps its unread mail.
      mail_unread_count: before.mail_unread_count,
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

  /** Every history page from the first, following next_page_url. */
  const history = async (token: string) => {
    const items: NotificationHistoryItemWire[] = [];
    let url: string | null = '/api/home/notifications/history';
    let pages = 0;
    while (url) {
      const res = await get(token, url.replace(/^https?:\/\/[^/]+/, ''));
      expect(res.statusCode).toBe(200);
      const page = notificationHistoryPageWire.parse(res.json());
      items.push(...page.items);
      url = page.next_page_url;
      pages += 1;
    }
    return { items, pages };
  };

  it('keeps read notifications in a history, newest first, in cursor pages', async () => {
    const memberId = await idOf(t.db, 'demo');
    // More than a page, some of them in the same instant (ties broken by id).
    const at = new Date('2026-11-20T10:00:00Z');
    for (let i = 0; i < 25; i += 1)
      await insertNotification(t.db, {
        memberId,
        // An event the member has not switched off (an earlier test silenced order_status).
        event: 'new_message',
        kind: 'message',
        title: `History notice ${i}`,
        body: null,
        refId: null,
        at: new Date(at.getTime() + Math.floor(i / 2) * 60_000),
      });
    const { items, pages } = await history(tokens.demo);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const keys = items.map((i) => [Date.parse(i.created_at), i.id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
    const ours = items.filter((i) => i.title.startsWith('History notice '));
    expect(ours).toHaveLength(25);
    expect(ours.every((i) => i.unread && i.read_at === null)).toBe(true);
    const [total] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int8 AS n FROM notifications WHERE member_id = $1',
      [memberId],
    );
    expect(items).toHaveLength(Number(total!.n));

    await post(tokens.demo, '/api/home/notifications/read_all');
    const after = await history(tokens.demo);
    // Reading keeps them: the same items, now read.
    expect(after.items.map((i) => i.id)).toEqual(items.map((i) => i.id));
    expect(after.items.every((i) => !i.unread && i.read_at !== null)).toBe(true);
    // Another member's history holds none of them.
    const founders = await history(tokens.founder);
    const own = new Set(items.map((i) => i.id));
    expect(founders.items.some((i) => own.has(i.id))).toBe(false);
  });

  it('answers a forged history cursor with a validation error on the cursor', async () => {
    const res = await get(tokens.demo, '/api/home/notifications/history?cursor=not-a-cursor');
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('validation_error');
    expect(res.json().errors.cursor).toBeDefined();
    expect(
      (await t.call({ method: 'GET', url: '/api/home/notifications/history' })).statusCode,
    ).toBe(401);
  });

  it('counts the unread inbox for the mailbox badge, apart from notifications', async () => {
    let url: string | null = '/api/mail/inbox';
    let unread = 0;
    while (url) {
      const page = inboxPageWire.parse(
        (await get(tokens.demo, url.replace(/^https?:\/\/[^/]+/, ''))).json(),
      );
      unread += page.items.reduce((n, i) => n + i.unread_count, 0);
      url = page.next_page_url;
    }
    const c = notificationsCountWire.parse(await counts(tokens.demo));
    expect(unread).toBeGreaterThan(0);
    expect(c.mail_unread_count).toBe(unread);
    const done = notificationsReadResponseWire.parse(
      (await post(tokens.demo, '/api/home/notifications/read_all')).json(),
    );
    expect(done.counts.mail_unread_count).toBe(unread);
  });
});
