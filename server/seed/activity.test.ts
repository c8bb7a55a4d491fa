import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOf } from '../shared/money';
import { defaultPlanSettings } from '../company/plan-settings';
import { openDb, type Db } from '../db/connection';
import { migrate } from '../db/migrate';
import { seedDemoCompany } from './company';

const DEMO = 2;
const settings = defaultPlanSettings;

describe('seedDemoCompany: orders, plan histories, payouts, KYC, mail and content', () => {
  let db: Db;
  const all = <R>(sql: string, params?: unknown[]) =>
    db.query<R & Record<string, unknown>>(sql, params);
  const one = async <R>(sql: string, params?: unknown[]) => (await all<R>(sql, params))[0] as R;
  const count = async (sql: string, params?: unknown[]) =>
    (await one<{ n: number }>(sql, params)).n;

  beforeAll(async () => {
    db = await openDb({});
    await migrate(db);
    await seedDemoCompany(db, { members: 120, seed: 99 });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('gives every order one package line, a unique invoice and a volume record', async () => {
    expect(await count('SELECT count(*)::int8 AS n FROM orders')).toBeGreaterThan(120);
    const orders = await all<{
      id: number;
      invoice_no: string;
      lines: number;
      total_minor: number;
      line_total: number;
      bv: string;
      line_bv: string;
      records: number;
    }>(
      `SELECT o.id, o.invoice_no, o.total_minor, o.total_bv AS bv,
              (SELECT count(*)::int8 FROM order_lines l WHERE l.order_id = o.id) AS lines,
              (SELECT sum(price_minor * quantity)::int8 FROM order_lines l WHERE l.order_id = o.id) AS line_total,
              (SELECT sum(bv * quantity)::text FROM order_lines l WHERE l.order_id = o.id) AS line_bv,
              (SELECT count(*)::int8 FROM volume_records v WHERE v.order_id = o.id AND v.member_id = o.member_id AND v.type = 'purchase') AS records
         FROM orders o WHERE o.kind <> 'manual_sale' ORDER BY o.id`,
    );
    for (const o of orders) {
      expect(o.lines, o.invoice_no).toBe(1);
      expect(o.line_total).toBe(o.total_minor);
      expect(Number(o.line_bv)).toBe(Number(o.bv));
      expect(o.records).toBe(1);
      expect(o.invoice_no).toMatch(/^INV-\d{6,}$/);
    }
    expect(new Set(orders.map((o) => o.invoice_no)).size).toBe(orders.length);
    expect(
      await count(`SELECT count(*)::int8 AS n FROM volume_records WHERE order_id IS NULL`),
    ).toBe(0);
    // Besides the members' own orders, the desk's queue holds a few pending manual sales.
    const kinds = await all<{ kind: string }>('SELECT DISTINCT kind FROM orders ORDER BY kind');
    expect(kinds.map((k) => k.kind)).toEqual([
      'joining',
      'manual_sale',
      'renewal',
      'repurchase',
      'upgrade',
    ]);
    expect(await count(`SELECT count(*)::int8 AS n FROM orders WHERE status <> 'completed'`)).toBe(
      0,
    );
    expect(
      await count('SELECT count(*)::int8 AS n FROM orders WHERE billing_address_id IS NOT NULL'),
    ).toBeGreaterThan(0);
  });

  it("keeps members' package and activity dates on their latest orders", async () => {
    const rows = await all<{
      id: number;
      package_id: number | null;
      purchased: string | null;
      last_pkg: number | null;
      last_at: string | null;
      active: string | null;
      last_any: string | null;
    }>(
      `SELECT m.id, m.package_id, m.package_purchased_at::text AS purchased, m.active_until::text AS active,
              p.package_id AS last_pkg, p.created_at::text AS last_at, a.last_any::text AS last_any
         FROM members m
         LEFT JOIN LATERAL (SELECT l.package_id, o.created_at FROM orders o JOIN order_lines l ON l.order_id = o.id
                             WHERE o.member_id = m.id AND o.kind <> 'manual_sale' AND l.package_id IS NOT NULL ORDER BY o.created_at DESC LIMIT 1) p ON true
         LEFT JOIN LATERAL (SELECT max(created_at) + make_interval(days => $1) AS last_any FROM orders o
                             WHERE o.member_id = m.id AND o.kind <> 'manual_sale') a ON true`,
      [settings.volume.active_days],
    );
    for (const r of rows) {
      expect(r.package_id, `member ${r.id}`).toBe(r.last_pkg);
      expect(r.purchased).toBe(r.last_at);
      expect(r.active).toBe(r.last_any);
    }
    const active = await count(
      'SELECT count(*)::int8 AS n FROM members WHERE active_until > now()',
    );
    const inactive = await count(
      'SELECT count(*)::int8 AS n FROM members WHERE active_until <= now()',
    );
    expect(active).toBeGreaterThan(0);
    expect(inactive).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*)::int8 AS n FROM members WHERE id = $1 AND active_until > now()`,
        [DEMO],
      ),
    ).toBe(1);
  });

  it("writes demo's binary history: daily additions and pairings that end on its carry", async () => {
    const rows = await all<{
      leg: string | null;
      pv_deducted_left: string;
      pv_deducted_right: string;
      carry_left: string;
      carry_right: string;
      bonus_generated_minor: number;
      bonus_to_pay_minor: number;
      capping_limit_minor: number;
      period_key: string;
      created_at: Date;
    }>('SELECT * FROM binary_history WHERE member_id = $1 ORDER BY created_at, id', [DEMO]);
    const pairings = rows.filter((r) => r.leg === null);
    expect(rows.some((r) => r.leg === 'L') && rows.some((r) => r.leg === 'R')).toBe(true);
    expect(pairings.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.capping_limit_minor).toBe(settings.binary.capping_minor);
      expect(r.period_key).toBe(r.created_at.toISOString().slice(0, 10));
    }
    for (const p of pairings) {
      const paired = Number(p.pv_deducted_left);
      expect(Number(p.pv_deducted_right)).toBe(paired);
      expect(paired % settings.binary.pair_volume).toBe(0);
      expect(p.bonus_generated_minor).toBe(percentOf(paired * 100, settings.binary.percent));
      expect(p.bonus_to_pay_minor).toBe(
        Math.min(p.bonus_generated_minor, settings.binary.capping_minor!),
      );
    }
    const last = rows.at(-1)!;
    const demo = await one<{
      left_carry: string;
      right_carry: string;
      binary_first_pair_done: boolean;
    }>('SELECT left_carry, right_carry, binary_first_pair_done FROM members WHERE id = $1', [DEMO]);
    expect([demo.left_carry, demo.right_carry]).toEqual([last.carry_left, last.carry_right]);
    expect(demo.binary_first_pair_done).toBe(true);
    const bonuses = await all<{ amount_minor: number; created_at: Date }>(
      `SELECT amount_minor, created_at FROM earnings WHERE member_id = $1 AND bonus_type = 'binary_bonus' ORDER BY created_at`,
      [DEMO],
    );
    expect(bonuses.map((b) => [b.amount_minor, b.created_at.getTime()])).toEqual(
      pairings.map((p) => [p.bonus_to_pay_minor, p.created_at.getTime()]),
    );
  });

  it('ranks members by criteria, with a rank history whose recent steps paid the rank bonus', async () => {
    const ranks = await all<{
      id: number;
      type: string;
      licensed_leg_count: number;
      licensed_downline_count: number;
      sales_volume: string;
      downline_rank_id: number | null;
    }>('SELECT * FROM ranks ORDER BY sort_order');
    for (const [i, r] of ranks.entries()) {
      expect(r.type).toBe('criteria');
      expect(r.licensed_downline_count).toBeGreaterThan(
        i === 0 ? 0 : ranks[i - 1]!.licensed_downline_count,
      );
      if (r.downline_rank_id !== null) expect(r.downline_rank_id).toBeLessThan(r.id);
    }
    const latest = await all<{
      id: number;
      rank_id: number;
      rank_achieved_at: string;
      top: number;
      top_at: string;
      steps: number;
    }>(
      `SELECT m.id, m.rank_id, m.rank_achieved_at::text, h.rank_id AS top, h.achieved_at::text AS top_at,
              (SELECT count(*)::int8 FROM rank_history x WHERE x.member_id = m.id) AS steps
         FROM members m JOIN LATERAL (SELECT * FROM rank_history r WHERE r.member_id = m.id ORDER BY achieved_at DESC LIMIT 1) h ON true`,
    );
    expect(latest.length).toBe(
      await count('SELECT count(*)::int8 AS n FROM members WHERE rank_id IS NOT NULL'),
    );
    for (const r of latest) {
      expect([r.top, r.top_at, r.steps]).toEqual([r.rank_id, r.rank_achieved_at, r.rank_id]);
    }
    expect(latest.some((r) => r.id === DEMO)).toBe(true);
    const unmatched = await count(
      `SELECT count(*)::int8 AS n FROM earnings e WHERE e.bonus_type = 'rank_bonus' AND NOT EXISTS (
         SELECT 1 FROM rank_history h WHERE h.member_id = e.member_id AND h.rank_id = e.rank_id
            AND h.bonus_minor = e.amount_minor AND h.achieved_at = e.created_at)`,
    );
    expect(unmatched).toBe(0);
    expect(
      await count(
        `SELECT count(*)::int8 AS n FROM earnings WHERE member_id = $1 AND bonus_type = 'rank_bonus'`,
        [DEMO],
      ),
    ).toBe(1);
  });

  it('charges the payout fee of the settings and moves it to company:payout_fees when paid', async () => {
    const payouts = await all<{
      id: number;
      amount_minor: number;
      fee_minor: number;
      status: string;
      payment_method: string;
      ledger_txn_id: number;
    }>('SELECT * FROM payout_requests ORDER BY id');
    expect(payouts.length).toBeGreaterThan(3);
    for (const p of payouts) {
      expect(p.fee_minor).toBe(
        percentOf(p.amount_minor, settings.payout.fee_percent) + settings.payout.fee_fixed_minor,
      );
      expect(settings.payout.payment_methods).toContain(p.payment_method);
    }
    const paid = await all<{ account: string; amount_minor: number; amount: number; fee: number }>(
      `SELECT e.account, e.amount_minor, p.amount_minor AS amount, p.fee_minor AS fee
         FROM payout_requests p JOIN ledger_transactions t ON t.txn_key = 'payout_paid' AND t.memo = 'Payout #' || p.id
         JOIN ledger_entries e ON e.transaction_id = t.id WHERE p.status = 'paid'`,
    );
    expect(paid.length).toBe(3 * payouts.filter((p) => p.status === 'paid').length);
    for (const e of paid) {
      const expected = {
        'payout:pending': -e.amount,
        'company:cash_out': e.amount - e.fee,
        'company:payout_fees': e.fee,
      };
      expect(e.amount_minor, e.account).toBe(expected[e.account as keyof typeof expected]);
    }
  });

  it('gives demo an approved, a pending and a rejected KYC document with their files', async () => {
    const docs = await all<{ status: string; category: string; files: number }>(
      `SELECT d.status, c.name AS category, (SELECT count(*)::int8 FROM kyc_files f WHERE f.document_id = d.id) AS files
         FROM kyc_documents d JOIN kyc_categories c ON c.id = d.category_id WHERE d.member_id = $1 ORDER BY d.id`,
      [DEMO],
    );
    expect(docs.map((d) => [d.status, d.category])).toEqual([
      ['approved', 'Identity document'],
      ['pending', 'Proof of address'],
      ['rejected', 'Bank statement'],
    ]);
    for (const d of docs) expect(d.files).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int8 AS n FROM kyc_categories')).toBe(3);
  });

  it('writes mail between demo, support and members, with message notifications pointing at the threads', async () => {
    const threads = await count(
      'SELECT count(*)::int8 AS n FROM mail_threads WHERE member_id = $1',
      [DEMO],
    );
    expect(threads).toBeGreaterThanOrEqual(4);
    const unread = await count(
      `SELECT count(*)::int8 AS n FROM mail_messages m JOIN mail_threads t ON t.id = m.thread_id
        WHERE t.member_id = $1 AND m.sender_id IS NULL AND m.recipient_id = $1 AND m.read_at IS NULL`,
      [DEMO],
    );
    expect(unread).toBeGreaterThan(0);
    expect(
      await count('SELECT count(*)::int8 AS n FROM mail_messages WHERE sender_id = $1', [DEMO]),
    ).toBeGreaterThan(0);
    const notices = await all<{
      ref_id: number | null;
      owner: number | null;
      other: number | null;
    }>(
      `SELECT n.ref_id, t.member_id AS owner, t.counterpart_id AS other
         FROM notifications n LEFT JOIN mail_threads t ON t.id = n.ref_id
        WHERE n.member_id = $1 AND n.kind = 'message'`,
      [DEMO],
    );
    expect(notices.length).toBeGreaterThan(0);
    // Every message notice names a thread demo is part of: theirs, or one a member began.
    for (const n of notices) expect([n.owner, n.other]).toContain(DEMO);
    expect(notices.some((n) => n.other === DEMO)).toBe(true);
    const orderNotices = await count(
      `SELECT count(*)::int8 AS n FROM notifications n JOIN orders o ON o.id = n.ref_id AND o.member_id = n.member_id
        WHERE n.member_id = $1 AND n.kind = 'order'`,
      [DEMO],
    );
    expect(orderNotices).toBe(2);
  });

  it('publishes content of every kind in both languages, events past and upcoming, and industries', async () => {
    const kinds = await all<{ kind: string; languages: string }>(
      `SELECT kind, string_agg(DISTINCT language, ',' ORDER BY language) AS languages
         FROM content_items WHERE published GROUP BY kind ORDER BY kind`,
    );
    expect(kinds).toEqual(
      ['article', 'faq', 'learning', 'link', 'notice', 'video'].map((kind) => ({
        kind,
        languages: 'en,es',
      })),
    );
    expect(
      await count('SELECT count(*)::int8 AS n FROM events WHERE start_date < now()'),
    ).toBeGreaterThan(0);
    expect(
      await count('SELECT count(*)::int8 AS n FROM events WHERE start_date > now()'),
    ).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int8 AS n FROM industries')).toBe(5);
  });

  it('records each seeded ROI payment once per period, linked to its earning, within the window', async () => {
    const roi = await all<{ amount_minor: number; earning: number; earned: number }>(
      `SELECT r.amount_minor, e.id AS earning, e.amount_minor AS earned FROM roi_payouts r
         JOIN earnings e ON e.id = r.earning_id AND e.bonus_type = 'roi_bonus' AND e.member_id = r.member_id`,
    );
    expect(roi.length).toBe(
      await count(`SELECT count(*)::int8 AS n FROM earnings WHERE bonus_type = 'roi_bonus'`),
    );
    for (const r of roi) expect(r.amount_minor).toBe(r.earned);
    const older = await count(
      `SELECT count(*)::int8 AS n FROM earnings WHERE created_at < now() - make_interval(days => 91)`,
    );
    expect(older).toBe(0);
  });
});
