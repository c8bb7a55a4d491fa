import { beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardExtraWire,
  dashboardWire,
  homeBinaryWire,
  notificationsWire,
  packageDataWire,
  performanceWire,
  promotionsWire,
  rankDataWire,
} from '../../contract/home';
import { minorToDecimal } from '../../contract/money';
import { idOf, useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe(`home calls on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo');
  let otherToken: string;
  let demoId: number;
  let otherId: number;
  const ids: Record<string, number> = {};

  const get = async (url: string, as = tokens.demo) => {
    // No Accept-Language: each member reads in their account's language (decision 044).
    const res = await t.call({ method: 'GET', url, token: as, headers: { 'accept-language': '' } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as unknown;
  };
  const one = async <R extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await t.db.query<R>(sql, params))[0]!;
  const insert = async (sql: string, params: unknown[]) =>
    (await one<{ id: number }>(`${sql} RETURNING id`, params)).id;

  beforeAll(async () => {
    demoId = await idOf(t.db, 'demo');
    // Another member outside demo's downline, writing in Spanish.
    const other = await one<{ id: number; username: string }>(
      `SELECT id, username FROM members WHERE status = 1 AND role_id <> 1 AND id <> $1
          AND path NOT LIKE (SELECT path FROM members WHERE id = $1) || '%'
        ORDER BY id DESC LIMIT 1`,
      [demoId],
    );
    otherId = other.id;
    otherToken = await t.loginAs(other.username);
    await t.db.query(`UPDATE members SET language = 'es' WHERE id = $1`, [otherId]);

    // Content: published English articles of different ages, a Spanish one, a draft, a video.
    for (const [title, lang, published, age] of [
      ['Old news', 'en', true, 30],
      ['Fresh news', 'en', true, 1],
      ['Middle news', 'en', true, 10],
      ['Noticias', 'es', true, 2],
      ['Draft', 'en', false, 0],
    ] as const) {
      ids[title] = await insert(
        `INSERT INTO content_items (kind, title, description, content, language, published, updated_at)
         VALUES ('article', $1, 'About it', 'Body', $2, $3, $4)`,
        [title, lang, published, at(-age)],
      );
    }
    ids.video = await insert(
      `INSERT INTO content_items (kind, title, url, language) VALUES ('video', 'Intro', 'https://v.example/1', 'en')`,
      [],
    );
    ids.learning = await insert(
      `INSERT INTO content_items (kind, title, language, sort_order) VALUES ('learning', 'Basics', 'en', 1)`,
      [],
    );
    // Events: one over, one running, two to come (the later one inserted first).
    for (const [title, start, end] of [
      ['Past summit', -10, -9],
      ['Running expo', -1, 1],
      ['Far gala', 40, null],
      ['Near webinar', 5, 5],
    ] as const) {
      ids[title] = await insert(
        `INSERT INTO events (title, venue, about, tag, start_date, end_date) VALUES ($1, 'Online', 'About', 'promo', $2, $3)`,
        [title, at(start), end === null ? null : at(end)],
      );
    }

    // Orders: demo's with an unread and a read notification, and another member's order
    // that a (wrong) demo notification points at.
    const order = (member: number, invoice: string, status: string) =>
      insert(
        `INSERT INTO orders (member_id, invoice_no, kind, status, total_minor, payment_method)
         VALUES ($1, $2, 'repurchase', $3, 12345, 'card')`,
        [member, invoice, status],
      );
    ids.unreadOrder = await order(demoId, 'INV-1', 'processing');
    ids.readOrder = await order(demoId, 'INV-2', 'completed');
    ids.otherOrder = await order(otherId, 'INV-3', 'pending');
    const notify = (member: number, kind: string, ref: number | null, read: boolean, title = 'n') =>
      t.db.query(
        `INSERT INTO notifications (member_id, kind, title, body, ref_id, read_at) VALUES ($1, $2, $3, 'b', $4, $5)`,
        [member, kind, title, ref, read ? at(0) : null],
      );
    await notify(demoId, 'order', ids.unreadOrder, false);
    await notify(demoId, 'order', ids.readOrder, true);
    await notify(demoId, 'order', ids.otherOrder, false);
    await notify(otherId, 'order', ids.otherOrder, false);

    // A payout of the other member that a demo notification wrongly points at.
    ids.otherPayout = await insert(
      `INSERT INTO payout_requests (member_id, amount_minor, status) VALUES ($1, 5000, 'pending')`,
      [otherId],
    );
    await notify(demoId, 'payout', ids.otherPayout, false);

    // Mail: support writes to demo; the other member has a private thread.
    ids.thread = await insert(
      `INSERT INTO mail_threads (member_id, subject) VALUES ($1, 'Your KYC')`,
      [demoId],
    );
    ids.message = await insert(
      `INSERT INTO mail_messages (thread_id, sender_id, recipient_id, body) VALUES ($1, NULL, $2, 'Please upload your ID.')`,
      [ids.thread, demoId],
    );
    ids.otherThread = await insert(
      `INSERT INTO mail_threads (member_id, subject) VALUES ($1, 'Private matter')`,
      [otherId],
    );
    ids.otherMessage = await insert(
      `INSERT INTO mail_messages (thread_id, sender_id, recipient_id, body) VALUES ($1, $2, NULL, 'Secret body')`,
      [ids.otherThread, otherId],
    );
    await notify(demoId, 'message', ids.thread, false, 'New message');
    await notify(demoId, 'message', ids.otherThread, false, 'Pointing elsewhere');

    // Rank criteria that ask for a downline rank, history, licensed members and volume.
    await t.db.query(
      `UPDATE ranks SET licensed_leg_count = 1, licensed_downline_count = 2, sales_volume = 100,
              downline_rank_id = (SELECT id FROM ranks ORDER BY sort_order LIMIT 1), downline_rank_count = 1
        WHERE sort_order > (SELECT min(sort_order) FROM ranks)`,
    );
    await t.db.query(
      `INSERT INTO rank_history (member_id, rank_id, bonus_minor, achieved_at)
       SELECT $1, id, bonus_minor, now() - interval '200 days' FROM ranks ORDER BY sort_order LIMIT 1`,
      [demoId],
    );
    await t.db.query(
      `UPDATE members SET active_until = now() + interval '20 days'
        WHERE package_id IS NOT NULL AND id % 2 = 0
          AND path > (SELECT path FROM members WHERE id = $1)
          AND path < (SELECT path FROM members WHERE id = $1) || '~'`,
      [demoId],
    );
    await t.db.query(
      `INSERT INTO volume_records (member_id, type, pv, tv, created_at)
       VALUES ($1, 'purchase', 40, 0, now()), ($1, 'team', 0, 150, now()),
              ($1, 'team', 0, 999, now() - interval '62 days')`,
      [demoId],
    );
  });

  /** Independent SQL for the content lists. */
  const upcomingEvents = async () =>
    (
      await t.db.query<{ id: number }>(
        `SELECT id FROM events WHERE coalesce(end_date, start_date) >= now()
          ORDER BY start_date, id LIMIT 5`,
      )
    ).map((r) => r.id);
  const content = async (kind: string, language: string, order = 'updated_at DESC, id DESC') =>
    (
      await t.db.query<{ id: number }>(
        `SELECT id FROM content_items WHERE kind = $1 AND language = $2 AND published
          ORDER BY ${order} LIMIT 5`,
        [kind, language],
      )
    ).map((r) => r.id);

  it('answers dashboard/extra with upcoming events, newest articles and the volumes', async () => {
    const d = dashboardExtraWire.parse(await get('/api/home/dashboard/extra'));
    expect(d.events.map((e) => e.id)).toEqual(await upcomingEvents());
    const titles = d.events.map((e) => e.title);
    expect(titles).toContain('Running expo');
    expect(titles).not.toContain('Past summit');
    expect(titles.indexOf('Running expo')).toBeLessThan(titles.indexOf('Near webinar'));
    expect(d.articles.map((a) => a.id)).toEqual(await content('article', 'en'));
    expect(d.articles[0]!.title).toBe('Fresh news');
    expect(d.articles.map((a) => a.title)).not.toContain('Draft');
    const m = await one<{ pv: string; tv: string }>('SELECT pv, tv FROM members WHERE id = $1', [
      demoId,
    ]);
    expect(d.pv).toBe(Number(m.pv));
    expect(d.tv).toBe(Number(m.tv));
    expect(d.events.find((e) => e.id === ids['Near webinar'])).toMatchObject({
      venue: 'Online',
      tag: 'promo',
      about: 'About',
    });
  });

  it('answers promotions in the member’s language', async () => {
    const p = promotionsWire.parse(await get('/api/home/promotions'));
    expect(p.articles.map((a) => a.id)).toEqual(await content('article', 'en'));
    expect(p.events.map((e) => e.id)).toEqual(await upcomingEvents());
    const es = promotionsWire.parse(await get('/api/home/promotions', otherToken));
    expect(es.articles.map((a) => a.id)).toEqual(await content('article', 'es'));
    expect(es.articles.map((a) => a.title)).toContain('Noticias');
  });

  it('fills the dashboard’s articles, videos and learnings from the content', async () => {
    const d = dashboardWire.parse(await get('/api/home/dashboard'));
    expect(d.recent_articles.map((v) => v.id)).toEqual(await content('article', 'en'));
    expect(d.recent_videos.map((v) => v.id)).toEqual(await content('video', 'en'));
    expect(d.recent_videos.map((v) => v.id)).toContain(ids.video);
    expect(d.learnings.map((v) => v.id)).toEqual(await content('learning', 'en', 'sort_order, id'));
  });

  it('answers binary with the member’s legs, uplines and binary bonus', async () => {
    const b = homeBinaryWire.parse(await get('/api/home/binary'));
    const m = await one<Record<string, string | number | null>>(
      `SELECT m.position, m.default_leg, m.left_points, m.right_points, m.left_carry, m.right_carry,
              m.left_count, m.right_count, p.first_name AS pf, p.last_name AS pl,
              s.first_name AS sf, s.last_name AS sl,
              (SELECT coalesce(sum(amount_minor), 0)::int8 FROM earnings
                WHERE member_id = m.id AND bonus_type = 'binary_bonus') AS bonus
         FROM members m LEFT JOIN members p ON p.id = m.parent_id LEFT JOIN members s ON s.id = m.sponsor_id
        WHERE m.id = $1`,
      [demoId],
    );
    expect(Number(m.bonus)).toBeGreaterThan(0);
    expect(b).toEqual({
      total_bonus: minorToDecimal(Number(m.bonus)),
      position: m.position,
      left_points: Number(m.left_points),
      right_points: Number(m.right_points),
      left_carry: Number(m.left_carry),
      right_carry: Number(m.right_carry),
      left_downlines_count: m.left_count,
      right_downlines_count: m.right_count,
      default_leg: m.default_leg,
      placement_first_name: m.pf,
      placement_last_name: m.pl,
      sponsor_first_name: m.sf,
      sponsor_last_name: m.sl,
    });
  });

  it('answers packages with the catalogue, the current package and the earned bonuses', async () => {
    const p = packageDataWire.parse(await get('/api/home/packages'));
    const catalogue = await t.db.query<{
      id: number;
      price_minor: number;
      bv: number;
      sort_order: number;
    }>(
      'SELECT id, price_minor, bv, sort_order FROM packages WHERE status = 1 ORDER BY sort_order, id',
    );
    expect(p.packages.map((x) => x.id)).toEqual(catalogue.map((x) => x.id));
    expect(p.packages[0]!.price).toBe(minorToDecimal(catalogue[0]!.price_minor));
    const m = await one<{
      package_id: number;
      direct_bonus: string;
      roi_bonus: string;
      package_expires_at: Date;
    }>(
      `SELECT m.package_id, p.direct_bonus, p.roi_bonus, m.package_expires_at
         FROM members m JOIN packages p ON p.id = m.package_id WHERE m.id = $1`,
      [demoId],
    );
    const earned = await t.db.query<{ bonus_type: string; total: number }>(
      'SELECT bonus_type, sum(amount_minor)::int8 AS total FROM earnings WHERE member_id = $1 GROUP BY 1',
      [demoId],
    );
    const sum = (type: string) =>
      minorToDecimal(earned.find((e) => e.bonus_type === type)?.total ?? 0);
    const current = catalogue.find((c) => c.id === m.package_id)!;
    const next = catalogue.find((c) => c.sort_order > current.sort_order);
    expect(p).toMatchObject({
      package_status: 'active',
      current_package_id: m.package_id,
      current_package_expiry: new Date(m.package_expires_at).toISOString(),
      direct_bonus_rate: Number(m.direct_bonus),
      roi_bonus_rate: Number(m.roi_bonus),
      direct_bonus: sum('direct_bonus'),
      roi_bonus: sum('roi_bonus'),
      unilevel_bonus: sum('level_commission'),
      upgrade_status: next !== undefined,
      price_difference: next ? minorToDecimal(next.price_minor - current.price_minor) : null,
      pv_difference: next ? next.bv - current.bv : null,
    });
  });

  it('answers performance over the current calendar month', async () => {
    const p = performanceWire.parse(await get('/api/home/performance'));
    const m = await one<{
      joined_at: Date;
      rank_name: string | null;
      pv: string;
      tv: string;
      start: string;
      end: string;
    }>(
      `SELECT m.joined_at, r.name AS rank_name,
              to_char(date_trunc('month', now()), 'YYYY-MM-DD') AS start,
              to_char(date_trunc('month', now()) + interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS end,
              (SELECT coalesce(sum(pv), 0) FROM volume_records WHERE member_id = m.id AND created_at >= date_trunc('month', now())) AS pv,
              (SELECT coalesce(sum(tv), 0) FROM volume_records WHERE member_id = m.id AND created_at >= date_trunc('month', now())) AS tv
         FROM members m LEFT JOIN ranks r ON r.id = m.rank_id WHERE m.id = $1`,
      [demoId],
    );
    expect(p).toEqual({
      joining_date: new Date(m.joined_at).toISOString(),
      rank_name: m.rank_name,
      rank_start_date: m.start,
      rank_end_date: m.end,
      personal_sales: Number(m.pv),
      team_sales: Number(m.tv),
    });
    expect(p.team_sales).toBeGreaterThanOrEqual(150);
  });

  it('answers ranks with the criteria, the history and the member’s standing per leg', async () => {
    const d = rankDataWire.parse(await get('/api/home/ranks'));
    const ranks = await t.db.query<{ id: number; sort_order: number; type: string }>(
      'SELECT id, sort_order, type FROM ranks ORDER BY sort_order, id',
    );
    const me = await one<{ rank_id: number | null; tv: string; path: string }>(
      'SELECT rank_id, tv, path FROM members WHERE id = $1',
      [demoId],
    );
    expect(d.ranks.map((r) => r.id)).toEqual(ranks.map((r) => r.id));
    expect(d.current_rank?.id ?? null).toBe(me.rank_id);
    const currentOrder = ranks.find((r) => r.id === me.rank_id)?.sort_order ?? -Infinity;
    expect(d.higher_ranks.map((r) => r.id)).toEqual(
      ranks.filter((r) => r.sort_order > currentOrder).map((r) => r.id),
    );
    expect(d.next_rank?.id).toBe(d.higher_ranks[0]?.id);
    expect(d.next_rank?.downline_rank_requirements).toEqual([
      { rank_id: ranks[0]!.id, rank_name: d.ranks[0]!.name, count: 1 },
    ]);
    expect(d.achieved_ranks).toContainEqual(
      expect.objectContaining({ id: ranks[0]!.id, name: d.ranks[0]!.name }),
    );
    if (me.rank_id !== null) expect(d.achieved_ranks.map((a) => a.id)).toContain(me.rank_id);

    // Per leg, independently: a leg is the first path segment below demo.
    const legs = await t.db.query<{ leg: string; licensed: number; ranked: number }>(
      `SELECT left(d.path, length($1) + 8) AS leg,
              count(*) FILTER (WHERE d.status = 1 AND d.package_id IS NOT NULL AND d.active_until > now())::int AS licensed,
              count(*) FILTER (WHERE d.rank_id IS NOT NULL)::int AS ranked
         FROM members d WHERE d.path LIKE $1 || '_%' GROUP BY 1`,
      [me.path],
    );
    const licensedTotal = legs.reduce((s, l) => s + l.licensed, 0);
    expect(licensedTotal).toBeGreaterThan(1);
    expect(d.criteria_achieved).toEqual({
      licensed_leg_count: legs.filter((l) => l.licensed > 0).length,
      licensed_downline_count: licensedTotal,
      downline_rank_count: legs.reduce((s, l) => s + l.ranked, 0),
      sales: Number(me.tv),
    });
    expect(d.licensed_legs).toBe(d.criteria_achieved.licensed_leg_count);
    expect(d.downline_rank_legs).toBe(legs.filter((l) => l.ranked > 0).length);
    expect(d.legs.map((l) => l.licensed_downlines).reduce((a, b) => a + b, 0)).toBe(licensedTotal);
    expect(d.strongest_leg?.sales).toBe(Math.max(...d.legs.map((l) => l.sales)));
    expect(d.sales_all).toBe(Number(me.tv));
    const month = await one<{ tv: string }>(
      `SELECT coalesce(sum(tv), 0) AS tv FROM volume_records
        WHERE member_id = $1 AND created_at >= date_trunc('month', now())`,
      [demoId],
    );
    expect(d.sales_in_period).toBe(Number(month.tv));
    expect(d.rank_period).toBe('monthly');
  });

  it('lists the orders, payouts and messages behind unread notifications, only the member’s', async () => {
    const n = notificationsWire.parse(await get('/api/home/notifications'));
    const unread = async (table: string, kind: string, member: number) =>
      (
        await t.db.query<{ id: number }>(
          `SELECT x.id FROM ${table} x WHERE x.member_id = $1 AND x.id IN (
                  SELECT ref_id FROM notifications WHERE member_id = $1 AND kind = $2 AND read_at IS NULL)
            ORDER BY x.updated_at DESC, x.id DESC`,
          [member, kind],
        )
      ).map((r) => r.id);
    expect(n.orders.map((o) => o.order_id)).toEqual(await unread('orders', 'order', demoId));
    expect(n.orders.find((o) => o.order_id === ids.unreadOrder)).toMatchObject({
      invoice_number: 'INV-1',
      status: 'processing',
      total: '123.45',
    });
    const orderIds = n.orders.map((o) => o.order_id);
    expect(orderIds).not.toContain(ids.readOrder);
    expect(orderIds).not.toContain(ids.otherOrder);

    const payoutIds = await unread('payout_requests', 'payout', demoId);
    expect(payoutIds.length).toBeGreaterThan(0);
    expect(n.payouts.map((p) => p.invoice_number)).toEqual(
      payoutIds.map((id) => `PAY-${String(id).padStart(6, '0')}`),
    );
    expect(n.payouts.map((p) => p.invoice_number)).not.toContain(
      `PAY-${String(ids.otherPayout).padStart(6, '0')}`,
    );
    const statusIds = { pending: 0, approved: 1, paid: 2, rejected: 3 } as Record<string, number>;
    for (const p of n.payouts) expect(p.status_id).toBe(statusIds[p.status]);

    const unreadMessages = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE member_id = $1 AND kind = 'message' AND read_at IS NULL`,
      [demoId],
    );
    expect(n.messages).toHaveLength(unreadMessages.n);
    const mail = n.messages.find((m) => m.thread_id === ids.thread);
    expect(mail).toMatchObject({
      subject: 'Your KYC',
      body: 'Please upload your ID.',
      first_name: 'Nimbus Wellness',
    });
    const elsewhere = n.messages.find((m) => m.subject === 'Pointing elsewhere');
    expect(elsewhere).toMatchObject({ thread_id: null, body: 'b' });
    expect(JSON.stringify(n)).not.toContain('Secret body');
    expect(JSON.stringify(n)).not.toContain('Private matter');

    const theirs = notificationsWire.parse(await get('/api/home/notifications', otherToken));
    expect(theirs.orders.map((o) => o.order_id)).toEqual(await unread('orders', 'order', otherId));
    expect(theirs.orders.map((o) => o.order_id)).toContain(ids.otherOrder);
    expect(theirs.orders.map((o) => o.order_id)).not.toContain(ids.unreadOrder);
    expect(JSON.stringify(theirs)).not.toContain('Your KYC');
  });

  it('answers every home call with the caller’s own figures', async () => {
    const b = homeBinaryWire.parse(await get('/api/home/binary', otherToken));
    const m = await one<{ left_points: string; right_count: number }>(
      'SELECT left_points, right_count FROM members WHERE id = $1',
      [otherId],
    );
    expect(b.left_points).toBe(Number(m.left_points));
    expect(b.right_downlines_count).toBe(m.right_count);
    const p = performanceWire.parse(await get('/api/home/performance', otherToken));
    const v = await one<{ pv: string }>(
      `SELECT coalesce(sum(pv), 0) AS pv FROM volume_records
        WHERE member_id = $1 AND created_at >= date_trunc('month', now())`,
      [otherId],
    );
    expect(p.personal_sales).toBe(Number(v.pv));
  });

  it.each([
    'dashboard/extra',
    'ranks',
    'performance',
    'packages',
    'promotions',
    'binary',
    'notifications',
  ])('asks for a session on every home call: %s', async (path) => {
    const res = await t.call({ method: 'GET', url: `/api/home/${path}` });
    expect(res.statusCode, path).toBe(401);
  });
});
