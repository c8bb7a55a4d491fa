import { beforeAll, describe, expect, it } from 'vitest';
import {
  binaryHistoryPageWire,
  downlineReportPageWire,
  pvHistoryPageWire,
  type DownlineReportRowWire,
} from '../../contract/network';
import { minorToDecimal } from '../../contract/money';
import { getJson, getOk, useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';
import { findMember, type TreeMember } from './tree-member-fixture';

type Member = TreeMember;

describe(`network downline report and histories on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo');
  let demo: Member;
  let founder: Member;

  const get = (url: string) => getJson(t, url, tokens.demo);
  const ok = (url: string) => getOk(t, url, tokens.demo);
  /** Follows next_page_url to the end; fails on a repeated row. */
  const allPages = async <T extends { id: number }>(
    first: string,
    parse: (body: unknown) => { rows: T[]; next: string | null },
    param: 'page' | 'cursor',
  ) => {
    const rows: T[] = [];
    let url: string | null = first;
    let pages = 0;
    while (url) {
      const page = parse(await ok(url));
      rows.push(...page.rows);
      pages++;
      if (page.next) expect(new URL(page.next).searchParams.get(param)).toBeTruthy();
      url = page.next ? new URL(page.next).pathname + new URL(page.next).search : null;
      expect(pages).toBeLessThan(100);
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    return { rows, pages };
  };
  const report = (body: unknown) => {
    const p = downlineReportPageWire.parse(body);
    return { rows: p.data, next: p.next_page_url };
  };
  const member = (where: string, params: unknown[] = [], orderBy?: string) =>
    findMember(t.db, where, params, orderBy);
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  beforeAll(async () => {
    demo = await member(`username = 'demo'`);
    founder = await member(`username = 'founder'`);
    // Pairing rows (the seed may have none): 30 for demo, several sharing one instant so the
    // keyset's id tie-break is exercised, and 3 for the founder that demo must never see.
    const at = (i: number) => `now() - interval '${Math.floor(i / 3)} hours'`;
    for (let i = 0; i < 30; i++) {
      const leg = i % 3 === 0 ? 'NULL' : i % 3 === 1 ? "'L'" : "'R'";
      await t.db.query(
        `INSERT INTO binary_history (member_id, from_member_id, leg, pv_added, pv_deducted_left,
           pv_deducted_right, total_left, total_right, carry_left, carry_right,
           bonus_generated_minor, bonus_to_pay_minor, capping_limit_minor, period_key, created_at)
         VALUES ($1, $2, ${leg}, $3, $4, $4, 700, 1000, 0, 300, $5, $5, 100000, 'p', date_trunc('second', ${at(i)}))`,
        [
          demo.id,
          i % 3 === 0 ? null : founder.id + 3,
          i % 3 === 0 ? 0 : 50,
          i % 3 === 0 ? 700 : 0,
          7000 + i,
        ],
      );
    }
    for (let i = 0; i < 3; i++)
      await t.db.query(
        `INSERT INTO binary_history (member_id, period_key, bonus_generated_minor) VALUES ($1, 'p', 999)`,
        [founder.id],
      );
    // Same-instant PV rows, for the same reason.
    for (let i = 0; i < 25; i++)
      await t.db.query(
        `INSERT INTO volume_records (member_id, type, pv, total_pv, created_at)
         VALUES ($1, 'purchase', 10, 10, date_trunc('day', now()) + interval '1 hour')`,
        [demo.id],
      );
  });

  it('pages the whole placement downline with `page` to the end, without duplicates', async () => {
    const { rows, pages } = await allPages('/api/network/downline_report', report, 'page');
    const expected = await t.db.query<{ id: number }>(
      `SELECT id FROM members WHERE path > $1 AND path < $1 || '~'`,
      [demo.path],
    );
    expect(pages).toBeGreaterThan(1);
    expect(ids(rows)).toEqual(ids(expected));
    const times = rows.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('gives each row the member’s figures, sponsor and placement names and level', async () => {
    const page = downlineReportPageWire.parse(await ok('/api/network/downline_report'));
    const figures = await t.db.query<{
      id: number;
      sponsor: string | null;
      parent: string | null;
      email: string;
      level: number;
      earned: number;
      left_points: string;
      left_carry: string;
    }>(
      `SELECT m.id, s.username AS sponsor, p.username AS parent, m.email, m.depth - $2 AS level,
              m.left_points, m.left_carry,
              (SELECT coalesce(sum(amount_minor), 0)::int8 FROM earnings e WHERE e.member_id = m.id) AS earned
         FROM members m LEFT JOIN members s ON s.id = m.sponsor_id LEFT JOIN members p ON p.id = m.parent_id
        WHERE m.id = ANY($1::int8[])`,
      [page.data.map((r) => r.id), demo.depth],
    );
    for (const f of figures) {
      expect(page.data.find((r) => r.id === f.id)).toMatchObject({
        sponsor_username: f.sponsor,
        placement_username: f.parent,
        email: f.email,
        level: f.level,
        total_earnings: minorToDecimal(f.earned),
        total_left: Number(f.left_points),
        carry_left: Number(f.left_carry),
      });
    }
  });

  it('sorts ascending as the exact reverse of descending', async () => {
    const desc = await allPages('/api/network/downline_report?sort=desc', report, 'page');
    const asc = await allPages('/api/network/downline_report?sort=asc', report, 'page');
    expect(asc.rows.map((r) => r.id)).toEqual(desc.rows.map((r) => r.id).reverse());
    expect((await get('/api/network/downline_report?sort=random')).status).toBe(422);
    expect((await get('/api/network/downline_report?page=forged')).status).toBe(422);
  });

  it('filters by level and re-roots on a username of the downline', async () => {
    const level2 = await allPages('/api/network/downline_report?level=2', report, 'page');
    const expected = await t.db.query<{ id: number }>(
      `SELECT id FROM members WHERE path > $1 AND path < $1 || '~' AND depth = $2`,
      [demo.path, demo.depth + 2],
    );
    expect(ids(level2.rows)).toEqual(ids(expected));
    expect(level2.rows.every((r) => r.level === 2)).toBe(true);

    const sub = await member(
      `path > $1 AND path < $1 || '~' AND downline_count > 3`,
      [demo.path],
      'depth DESC, id',
    );
    const under = await allPages(
      `/api/network/downline_report?username=${sub.username}`,
      report,
      'page',
    );
    const subtree = await t.db.query<{ id: number }>(
      `SELECT id FROM members WHERE path > $1 AND path < $1 || '~'`,
      [sub.path],
    );
    expect(ids(under.rows)).toEqual(ids(subtree));
    const underLevel1 = await allPages(
      `/api/network/downline_report?username=${sub.username}&level=1`,
      report,
      'page',
    );
    expect(
      underLevel1.rows.every((r: DownlineReportRowWire) => r.parent_id === sub.id && r.level === 1),
    ).toBe(true);
  });

  it('reports the direct, left and right categories, and rejects an unknown one', async () => {
    const direct = await allPages('/api/network/downline_report/direct', report, 'page');
    const sponsored = await t.db.query<{ id: number }>(
      `SELECT id FROM members WHERE sponsor_id = $1`,
      [demo.id],
    );
    expect(ids(direct.rows)).toEqual(ids(sponsored));
    expect(direct.rows.every((r) => r.sponsor_username === 'demo')).toBe(true);
    const all = await allPages('/api/network/downline_report/all', report, 'page');
    let legs = 0;
    for (const [category, position] of [
      ['left', 'L'],
      ['right', 'R'],
    ] as const) {
      const leg = await allPages(`/api/network/downline_report/${category}`, report, 'page');
      const child = await member(`parent_id = $1 AND position = $2`, [demo.id, position]);
      const expected = await t.db.query<{ id: number }>(
        `SELECT id FROM members WHERE path >= $1 AND path < $1 || '~'`,
        [child.path],
      );
      expect(ids(leg.rows)).toEqual(ids(expected));
      legs += leg.rows.length;
    }
    expect(legs).toBe(all.rows.length);
    const bad = await get('/api/network/downline_report/everyone');
    expect(bad.status).toBe(422);
    expect(bad.body.error_code).toBe('validation_error');
  });

  it('pages the caller’s own PV history with `cursor` and filters by type and date', async () => {
    const parse = (body: unknown) => {
      const p = pvHistoryPageWire.parse(body);
      return { rows: p.items, next: p.next_page_url };
    };
    const all = await allPages('/api/network/pv_history', parse, 'cursor');
    const mine = await t.db.query<{
      id: number;
      pv: string;
      total_tv: string;
      from: string | null;
    }>(
      `SELECT v.id, v.pv, v.total_tv, f.username AS from
         FROM volume_records v LEFT JOIN members f ON f.id = v.from_member_id WHERE v.member_id = $1`,
      [demo.id],
    );
    expect(all.pages).toBeGreaterThan(1);
    expect(ids(all.rows)).toEqual(ids(mine));
    for (const m of mine)
      expect(all.rows.find((r) => r.id === m.id)).toMatchObject({
        pv: Number(m.pv),
        total_tv: Number(m.total_tv),
        from_username: m.from,
      });
    const team = await allPages('/api/network/pv_history?type=team&sort=asc', parse, 'cursor');
    expect(team.rows.every((r) => r.type === 'team' && r.from_username !== null)).toBe(true);
    const purchase = await allPages('/api/network/pv_history?type=purchase', parse, 'cursor');
    expect(team.rows.length + purchase.rows.length).toBe(all.rows.length);
    const today = new Date().toISOString().slice(0, 10);
    const todays = await allPages(
      `/api/network/pv_history?start_date=${today}&end_date=${today}`,
      parse,
      'cursor',
    );
    const [count] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int4 AS n FROM volume_records WHERE member_id = $1 AND created_at >= date_trunc('day', now())`,
      [demo.id],
    );
    expect(todays.rows.length).toBe(count!.n);
    expect((await get('/api/network/pv_history?date_range=today')).status).toBe(200);
    expect((await get('/api/network/pv_history?type=other')).status).toBe(422);
    const backwards = await get(
      '/api/network/pv_history?start_date=2026-02-10&end_date=2026-02-01',
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toHaveProperty('end_date');
    expect((await get('/api/network/pv_history?start_date=2026-02-30')).status).toBe(422);
  });

  it('pages the caller’s own binary history, added and deducted rows apart', async () => {
    const parse = (body: unknown) => {
      const p = binaryHistoryPageWire.parse(body);
      return { rows: p.items, next: p.next_page_url };
    };
    const all = await allPages('/api/network/binary_history', parse, 'cursor');
    const mine = await t.db.query<{ id: number; leg: string | null }>(
      `SELECT id, leg FROM binary_history WHERE member_id = $1`,
      [demo.id],
    );
    expect(all.pages).toBeGreaterThan(1);
    expect(ids(all.rows)).toEqual(ids(mine));
    // One of the pairing rows written above (bonus 7000 + i minor units).
    const [written] = await t.db.query<{ id: number }>(
      `SELECT id FROM binary_history WHERE member_id = $1 AND bonus_generated_minor = 7003`,
      [demo.id],
    );
    const row = all.rows.find((r) => r.id === written!.id);
    expect(row).toEqual({
      id: written!.id,
      pv_added: 0,
      pv_deducted_left: 700,
      pv_deducted_right: 700,
      total_left: 700,
      total_right: 1000,
      carry_left: 0,
      carry_right: 300,
      leg: null,
      bonus_generated: '70.03',
      bonus_to_pay: '70.03',
      capping_limit: '1000.00',
      created_at: expect.any(String),
      from_username: null,
      paired_orders: expect.any(Array),
    });
    // The orders behind the pairing (first in, first out) make up what it paired on each leg.
    const named = (leg: 'L' | 'R') =>
      row!.paired_orders.filter((o) => o.leg === leg).reduce((sum, o) => sum + o.volume * 100, 0);
    expect([named('L'), named('R')].map(Math.round)).toEqual([70_000, 70_000]);
    const asc = await allPages('/api/network/binary_history?sort=asc', parse, 'cursor');
    expect(asc.rows.map((r) => r.id)).toEqual(all.rows.map((r) => r.id).reverse());
    const added = await allPages('/api/network/binary_history?type=added', parse, 'cursor');
    const deducted = await allPages('/api/network/binary_history?type=deducted', parse, 'cursor');
    expect(ids(added.rows)).toEqual(ids(mine.filter((m) => m.leg !== null)));
    expect(ids(deducted.rows)).toEqual(ids(mine.filter((m) => m.leg === null)));
    expect(added.rows.every((r) => r.leg !== null)).toBe(true);
    expect((await get('/api/network/binary_history?cursor=bm9wZQ')).status).toBe(422);
  });

  // Last: the member it adds would change the counts the tests above check.
  it('reports 0.00 earnings for a downline member who never earned', async () => {
    const [child] = await t.db.query<{ id: number }>(
      `INSERT INTO members (username, email, first_name, password_hash, path, depth, parent_id,
                            sponsor_id, joined_at)
       VALUES ('neverearned', 'neverearned@example.com', 'Never', 'x', $1 || 'zzzzzzz.', $2 + 1,
               $3, $3, now() + interval '1 day')
       RETURNING id`,
      [demo.path, demo.depth, demo.id],
    );
    const page = downlineReportPageWire.parse(await ok('/api/network/downline_report'));
    expect(page.data[0]).toMatchObject({ id: child!.id, total_earnings: '0.00' });
  });
});
