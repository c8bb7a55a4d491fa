import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  earningLinesPageWire,
  earningsAnalyticsWire,
  type EarningLineWire,
  type EarningsAnalyticsWire,
} from '../../contract/earnings-analytics';
import { legsUpThePath } from '../../server/network/genealogy-path';
import { decimalToMinor, minorToDecimal } from '../../contract/money';
import { badDateSpans, createTestApp, expectInvalid, getJson, type TestApp } from './app-fixture';
import { dbLabel } from './test-db';

type Member = {
  id: number;
  path: string;
  position: 'L' | 'R' | null;
  username: string;
  status: number;
};
type Row = {
  id: number;
  amount: number;
  bonus_type: string;
  level: number | null;
  from_member_id: number | null;
};

const DAY = 86_400_000;
const dayAgo = (back: number) => new Date(Date.now() - back * DAY).toISOString().slice(0, 10);
const minor = (amount: string) => decimalToMinor(amount);
const sumOf = (list: readonly { total: string }[]) =>
  list.reduce((acc, x) => acc + minor(x.total), 0);

describe(`earnings analytics on ${dbLabel}`, () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let demo: Member;
  let other: Member;
  let members: Map<number, Member>;
  // A span of 101 days: long enough for week buckets, and it holds the seeded earnings.
  const start = dayAgo(100);
  const end = dayAgo(0);

  const get = (url: string, as = token) => getJson(t, url, as);

  const analytics = async (s = start, e = end, as = token): Promise<EarningsAnalyticsWire> => {
    const res = await get(`/api/wallet/earnings_analytics?start_date=${s}&end_date=${e}`, as);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return earningsAnalyticsWire.parse(res.body);
  };

  /** Every earning line for a filter, following next_page_url as a client does. */
  const lines = async (filter: string, as = token): Promise<EarningLineWire[]> => {
    const items: EarningLineWire[] = [];
    let url: string | null = `/api/wallet/earning_lines?${filter}`;
    for (let pages = 0; url; pages++) {
      if (pages > 50) throw new Error('paging does not end');
      const res = await get(url.replace(/^https?:\/\/[^/]+/, ''), as);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = earningLinesPageWire.parse(res.body);
      items.push(...page.items);
      url = page.next_page_url;
    }
    return items;
  };
  const inSpan = `start_date=${start}&end_date=${end}`;

  /** Independent SQL: the member's earnings in the span, newest first. */
  const rowsOf = (memberId: number) =>
    t.db.query<Row>(
      `SELECT id, amount_minor AS amount, bonus_type, level, from_member_id FROM earnings
        WHERE member_id = $1 AND created_at >= $2::date AND created_at < $3::date + 1
        ORDER BY created_at DESC, id DESC`,
      [memberId, start, end],
    );

  /** The leg by the path alone: the position of the earner's child on the way down. */
  const legOf = (earner: Member, sourceId: number | null): 'L' | 'R' | null => {
    const source = sourceId === null ? undefined : members.get(sourceId);
    if (!source) return null;
    const step = legsUpThePath(source.path, (id) => members.get(id)?.position ?? null).find(
      (s) => s.ancestorId === earner.id,
    );
    return step?.leg ?? null;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const all = await t.db.query<Member>(
      'SELECT id, path, position, username, status FROM members ORDER BY id',
    );
    members = new Map(all.map((m) => [m.id, m]));
    demo = all.find((m) => m.username === 'demo')!;
    token = await t.loginAs('demo');
    const below = all.filter((m) => m.path.startsWith(demo.path) && m.id !== demo.id);
    const outside = all.filter((m) => !m.path.startsWith(demo.path));
    expect(below.length).toBeGreaterThan(24);
    expect(outside.length).toBeGreaterThan(0);
    // Another earner, whose own earnings must never reach demo.
    other = below.find((m) => m.position === 'R' && m.status === 1)!;
    otherToken = await t.loginAs(other.username);

    // More sources than the top 20 holds, on both legs, levels 1 to 4 and none, two bonus
    // types, and one source outside demo's subtree (no leg); spread over the span.
    const rows: unknown[][] = [];
    for (let i = 0; i < 26; i++) {
      const from = i === 25 ? outside[0]! : below[i]!;
      const at = new Date(Date.now() - (2 + ((i * 7) % 95)) * DAY);
      const type = i % 3 === 0 ? 'direct_bonus' : 'level_commission';
      const level = type === 'direct_bonus' ? null : 1 + (i % 4);
      // Two pairs of sources tie on their totals, so the member id must order them.
      const amount = i === 4 || i === 5 ? 77_700 : 1_000 + i * 137;
      rows.push([demo.id, from.id, type, amount, level, at]);
    }
    // The other member's earnings, from demo's own sources and larger than any of demo's.
    for (let i = 0; i < 5; i++)
      rows.push([other.id, below[i]!.id, 'level_commission', 9_999_999, 1, new Date()]);
    for (const r of rows)
      await t.db.query(
        `INSERT INTO earnings (member_id, from_member_id, bonus_type, amount_minor, level, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        r,
      );
    // An earning from a member who has no other earnings for demo, outside the span.
    await t.db.query(
      `INSERT INTO earnings (member_id, from_member_id, bonus_type, amount_minor, created_at)
       VALUES ($1, $2, 'direct_bonus', 4242, now() - interval '200 days')`,
      [demo.id, below[30]?.id ?? below[0]!.id],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('splits the same gross total by type, over time, by leg and by level, and lists it line by line', async () => {
    const a = await analytics();
    const rows = await rowsOf(demo.id);
    const total = rows.reduce((acc, r) => acc + r.amount, 0);
    expect(rows.length).toBeGreaterThan(40);
    expect(a.total).toBe(minorToDecimal(total));
    expect(a.count).toBe(rows.length);
    expect(sumOf(a.by_type_over_time)).toBe(total);
    expect(sumOf(a.by_type)).toBe(total);
    expect(sumOf(a.by_leg)).toBe(total);
    expect(sumOf(a.by_level)).toBe(total);
    for (const split of [a.by_type, a.by_leg, a.by_level])
      expect(split.reduce((acc, x) => acc + x.count, 0)).toBe(rows.length);

    const all = await lines(inSpan);
    expect(all.map((l) => l.id)).toEqual(rows.map((r) => r.id));
    expect(all.reduce((acc, l) => acc + minor(l.amount_generated), 0)).toBe(total);
    expect(a.bonus_labels.level_commission).toBeTruthy();
  });

  it('puts each source in the leg of demo it sits in, and sourceless earnings in no leg', async () => {
    const a = await analytics();
    const expected = new Map<string, number>();
    for (const r of await rowsOf(demo.id)) {
      const leg = String(legOf(demo, r.from_member_id));
      expected.set(leg, (expected.get(leg) ?? 0) + r.amount);
    }
    // Both legs and the no-leg group (ROI, rank, the source outside the subtree) are present.
    expect([...expected.keys()].sort()).toEqual(['L', 'R', 'null']);
    expect(new Map(a.by_leg.map((l) => [String(l.leg), minor(l.total)]))).toEqual(expected);
    expect(a.by_leg.map((l) => l.leg)).toEqual(['L', 'R', null]);
    for (const line of await lines(inSpan))
      expect(line.leg, String(line.id)).toBe(legOf(demo, line.from_member_id));
  });

  it('ranks the top 20 sources by total, ties by member id, with their names', async () => {
    const a = await analytics();
    const perSource = new Map<number, { total: number; count: number }>();
    for (const r of await rowsOf(demo.id)) {
      if (r.from_member_id === null) continue;
      const s = perSource.get(r.from_member_id) ?? { total: 0, count: 0 };
      s.total += r.amount;
      s.count += 1;
      perSource.set(r.from_member_id, s);
    }
    expect(perSource.size).toBeGreaterThan(20);
    const expected = [...perSource]
      .sort(([ia, a], [ib, b]) => b.total - a.total || ia - ib)
      .slice(0, 20);
    expect(a.by_source).toHaveLength(20);
    expect(a.by_source.map((s) => [s.member_id, minor(s.total), s.count])).toEqual(
      expected.map(([id, s]) => [id, s.total, s.count]),
    );
    const first = a.by_source[0]!;
    expect(first.username).toBe(members.get(first.member_id)!.username);
    expect(first.first_name).toBeTruthy();
  });

  it('cuts the series by day, Monday week or month depending on the span', async () => {
    const days = await analytics(dayAgo(29), end);
    expect(days.bucket).toBe('day');
    expect(days.buckets).toHaveLength(30);
    expect(days.buckets[0]).toEqual({
      date: dayAgo(29),
      start_date: dayAgo(29),
      end_date: dayAgo(29),
    });

    const weeks = await analytics();
    expect(weeks.bucket).toBe('week');
    for (const b of weeks.buckets) expect(new Date(`${b.date}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.buckets[0]!.start_date).toBe(start);
    expect(weeks.buckets.at(-1)!.end_date).toBe(end);

    const months = await analytics(dayAgo(365), end);
    expect(months.bucket).toBe('month');
    for (const b of months.buckets) expect(b.date.endsWith('-01')).toBe(true);

    for (const a of [days, weeks, months]) {
      const keys = new Set(a.buckets.map((b) => b.date));
      for (const cell of a.by_type_over_time) expect(keys.has(cell.date), cell.date).toBe(true);
      // A bucket's lines add up to its cells.
      const busiest = a.by_type_over_time.reduce((x, y) =>
        minor(y.total) > minor(x.total) ? y : x,
      );
      const span = a.buckets.find((b) => b.date === busiest.date)!;
      const inBucket = await lines(
        `start_date=${span.start_date}&end_date=${span.end_date}&bonus_type=${busiest.bonus_type}`,
      );
      expect(inBucket.reduce((acc, l) => acc + minor(l.amount_generated), 0)).toBe(
        minor(busiest.total),
      );
    }
  });

  it('narrows the lines by type, leg, level, source and their combination', async () => {
    const a = await analytics();
    const sumLines = (list: EarningLineWire[]) =>
      list.reduce((acc, l) => acc + minor(l.amount_generated), 0);
    for (const x of a.by_type) {
      const list = await lines(`${inSpan}&bonus_type=${x.bonus_type}`);
      expect(list.length, x.bonus_type).toBe(x.count);
      expect(sumLines(list)).toBe(minor(x.total));
      expect(list.every((l) => l.bonus_type === x.bonus_type)).toBe(true);
    }
    for (const x of a.by_leg) {
      const list = await lines(`${inSpan}&leg=${x.leg ?? 'none'}`);
      expect(list.length, String(x.leg)).toBe(x.count);
      expect(sumLines(list)).toBe(minor(x.total));
      expect(list.every((l) => l.leg === x.leg)).toBe(true);
    }
    for (const x of a.by_level) {
      const list = await lines(`${inSpan}&level=${x.level ?? 'none'}`);
      expect(list.length, String(x.level)).toBe(x.count);
      expect(sumLines(list)).toBe(minor(x.total));
      expect(list.every((l) => l.level === x.level)).toBe(true);
    }
    for (const x of a.by_source.slice(0, 3)) {
      const list = await lines(`${inSpan}&from_member_id=${x.member_id}`);
      expect(list.length).toBe(x.count);
      expect(sumLines(list)).toBe(minor(x.total));
      expect(list.every((l) => l.from_member_id === x.member_id)).toBe(true);
    }
    const both = await lines(`${inSpan}&bonus_type=level_commission&leg=L&level=1`);
    const expected = (await rowsOf(demo.id)).filter(
      (r) =>
        r.bonus_type === 'level_commission' &&
        r.level === 1 &&
        legOf(demo, r.from_member_id) === 'L',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(both.map((l) => l.id)).toEqual(expected.map((r) => r.id));
    // Without dates the lines reach beyond the span: the earning 200 days ago is there.
    const ever = await lines('bonus_type=direct_bonus');
    const inside = await lines(`${inSpan}&bonus_type=direct_bonus`);
    expect(ever.length).toBeGreaterThan(inside.length);
  });

  it("never counts or lists another member's earnings", async () => {
    const mine = await analytics();
    const theirs = await analytics(start, end, otherToken);
    const theirRows = await rowsOf(other.id);
    expect(theirs.total).toBe(minorToDecimal(theirRows.reduce((acc, r) => acc + r.amount, 0)));
    expect(minor(mine.total)).toBeLessThan(9_999_999);
    const theirIds = new Set(theirRows.map((r) => r.id));
    const demoLines = await lines(inSpan);
    expect(demoLines.filter((l) => theirIds.has(l.id))).toEqual([]);
    const theirLines = await lines(inSpan, otherToken);
    expect(theirLines.map((l) => l.id)).toEqual(theirRows.map((r) => r.id));
    // Their sources filter demo's lines to demo's own earnings from them, never theirs.
    const source = theirRows[0]!.from_member_id!;
    for (const l of await lines(`${inSpan}&from_member_id=${source}`))
      expect(theirIds.has(l.id)).toBe(false);
  });

  it('answers bad dates and filters with validation_error on the field', async () => {
    for (const [query, field] of badDateSpans)
      expectInvalid(await get(`/api/wallet/earnings_analytics?${query}`), query, field);
    const overAYear = 'start_date=2025-01-01&end_date=2026-01-02';
    expectInvalid(
      await get(`/api/wallet/earnings_analytics?${overAYear}`),
      overAYear,
      'start_date',
      'end_date',
    );
    // 366 days, a leap year's worth, is the longest span.
    expect(
      (await get('/api/wallet/earnings_analytics?start_date=2028-01-01&end_date=2028-12-31'))
        .status,
    ).toBe(200);
    for (const [query, field] of [
      ['leg=X', 'leg'],
      ['level=-1', 'level'],
      ['level=two', 'level'],
      ['from_member_id=0', 'from_member_id'],
      ['from_member_id=1;drop', 'from_member_id'],
      ['bonus_type=Robert%27);--', 'bonus_type'],
      ['start_date=2026-13-01', 'start_date'],
      ['start_date=2026-03-02&end_date=2026-03-01', 'end_date'],
      ['cursor=not-a-cursor', 'cursor'],
    ] as const) {
      expectInvalid(await get(`/api/wallet/earning_lines?${query}`), query, field);
    }
  });

  it.each([`/api/wallet/earnings_analytics?${inSpan}`, `/api/wallet/earning_lines?${inSpan}`])(
    'asks for a session on both calls: %s',
    async (url) => {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    },
  );
});
