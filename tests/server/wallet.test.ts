import { beforeAll, describe, expect, it } from 'vitest';
import {
  earningPageWire,
  earningsDatewiseWire,
  earningsSummaryWire,
  transactionPageWire,
  walletSummaryWire,
  type TransactionWire,
} from '../../contract/wallet';
import { accounts } from '../../server/ledger/ledger';
import { minorToDecimal } from '../../contract/money';
import { postLedgerTransaction } from '../../server/ledger/ledger-repo';
import { badDateSpans, expectInvalid, getJson, idOf, useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

type Row = { id: number; amount: number; key: string };

describe(`wallet calls on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo');
  let demoId: number;
  let otherId: number;
  let otherToken: string;

  const get = (url: string, as = tokens.demo) => getJson(t, url, as);

  /** Follows next_page_url to the end, as a client does. */
  const allPages = async (first: string, as = tokens.demo) => {
    const items: TransactionWire[] = [];
    let url: string | null = first;
    let pages = 0;
    while (url) {
      const res = await get(url.replace(/^https?:\/\/[^/]+/, ''), as);
      expect(res.status).toBe(200);
      const page = transactionPageWire.parse(res.body);
      items.push(...page.items);
      url = page.next_page_url;
      if (++pages > 100) throw new Error('paging does not end');
    }
    return { items, pages };
  };

  /** Independent SQL: the member's wallet entries summed per ledger transaction. */
  const walletRows = (memberId: number, where = 'true', params: unknown[] = []) =>
    t.db.query<Row>(
      `SELECT t.id, sum(e.amount_minor)::int8 AS amount, t.txn_key AS key
         FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account = 'wallet' AND e.member_id = $1 AND ${where}
        GROUP BY t.id ORDER BY t.created_at DESC, t.id DESC`,
      [memberId, ...params],
    );

  beforeAll(async () => {
    demoId = await idOf(t.db, 'demo');
    // Another earning member, to prove that nobody sees demo's rows.
    const [other] = await t.db.query<{ id: number; username: string }>(
      `SELECT m.id, m.username FROM members m JOIN earnings e ON e.member_id = m.id
        WHERE m.id <> $1 AND m.status = 1 GROUP BY m.id ORDER BY count(*) DESC, m.id LIMIT 1`,
      [demoId],
    );
    otherId = other!.id;
    otherToken = await t.loginAs(other!.username);

    // More history than the seed holds, so every list spans several pages; every other pair
    // shares one instant, so the id must break the tie between them.
    for (let i = 0; i < 44; i++) {
      const type = i % 2 === 0 ? 'binary_bonus' : 'roi_bonus';
      const createdAt = new Date(Date.now() - (Math.floor(i / 2) * 2 + 1) * 86_400_000);
      await t.db.transaction(async (tx) => {
        const txnId = await postLedgerTransaction(
          tx,
          { group: 'commission', type: 'credit', key: type, memberId: demoId, createdAt },
          [
            { account: accounts.wallet, memberId: demoId, amountMinor: 980 + i },
            { account: accounts.serviceRevenue, memberId: null, amountMinor: 20 },
            { account: accounts.bonusExpense, memberId: null, amountMinor: -1000 - i },
          ],
        );
        await tx.query(
          `INSERT INTO earnings (member_id, bonus_type, amount_minor, service_charge_minor, ledger_txn_id, created_at)
           VALUES ($1, $2, $3, 20, $4, $5)`,
          [demoId, type, 1000 + i, txnId, createdAt],
        );
      });
    }
  });

  it('answers the statement with the ledger balance, paid and held payouts', async () => {
    const res = await get('/api/wallet/statement');
    expect(res.status).toBe(200);
    const s = walletSummaryWire.parse(res.body);
    const [sql] = await t.db.query<{ wallet: number; pending: number; paid: number }>(
      `SELECT (SELECT coalesce(sum(amount_minor), 0)::int8 FROM ledger_entries
                WHERE account = 'wallet' AND member_id = $1) AS wallet,
              (SELECT coalesce(sum(amount_minor), 0)::int8 FROM ledger_entries
                WHERE account = $2 AND member_id = $1) AS pending,
              (SELECT coalesce(sum(amount_minor), 0)::int8 FROM payout_requests
                WHERE member_id = $1 AND status = 'paid') AS paid`,
      [demoId, accounts.payoutPending],
    );
    expect(sql!.wallet).toBeGreaterThan(0);
    expect(sql!.pending).toBeGreaterThan(0);
    expect(s.wallet_balance).toBe(minorToDecimal(sql!.wallet));
    expect(s.total_pending).toBe(minorToDecimal(sql!.pending));
    expect(s.total_paid).toBe(minorToDecimal(sql!.paid));
    const expected = (await walletRows(demoId)).slice(0, 10);
    expect(s.recent_transactions.map((x) => x.id)).toEqual(expected.map((x) => x.id));
    expect(s.transaction_labels.binary_bonus).toBeTruthy();
  });

  it('answers the earnings overview with totals per day and per bonus type', async () => {
    const res = await get('/api/wallet/earnings');
    expect(res.status).toBe(200);
    const e = earningsSummaryWire.parse(res.body);
    const [total] = await t.db.query<{ total: number }>(
      'SELECT sum(amount_minor)::int8 AS total FROM earnings WHERE member_id = $1',
      [demoId],
    );
    expect(e.total_earnings).toBe(minorToDecimal(total!.total));
    expect(e.earnings_datewise).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(e.earnings_datewise.at(-1)?.date).toBe(today);
    const recent = await t.db.query<{ id: number }>(
      'SELECT id FROM earnings WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 10',
      [demoId],
    );
    expect(e.recent_earnings.map((x) => x.id)).toEqual(recent.map((x) => x.id));
    expect(e.bonus_types).toContain('binary_bonus');
    expect(e.bonus_labels.direct_bonus).toBeTruthy();
    await expectDatewise(e, e.earnings_datewise[0]!.date, today);
  });

  /** Compares a date-wise answer with SQL grouped by UTC day and bonus type. */
  async function expectDatewise(
    d: {
      earnings_datewise: { date: string; total: string }[];
      earnings_datewise_grouped: Record<string, { total: string; bonus_type: string }[]>;
    },
    start: string,
    end: string,
  ) {
    const rows = await t.db.query<{ day: string; bonus_type: string; total: number }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, bonus_type,
              sum(amount_minor)::int8 AS total
         FROM earnings WHERE member_id = $1
          AND created_at >= $2::timestamptz AND created_at < $3::timestamptz + interval '1 day'
        GROUP BY 1, 2`,
      [demoId, `${start}T00:00:00Z`, `${end}T00:00:00Z`],
    );
    expect(rows.length).toBeGreaterThan(0);
    const perDay = new Map<string, number>();
    for (const r of rows) perDay.set(r.day, (perDay.get(r.day) ?? 0) + r.total);
    for (const day of d.earnings_datewise) {
      expect(day.total, day.date).toBe(minorToDecimal(perDay.get(day.date) ?? 0));
    }
    const grouped = Object.entries(d.earnings_datewise_grouped).flatMap(([day, list]) =>
      list.map((g) => `${day} ${g.bonus_type} ${g.total}`),
    );
    expect(grouped.sort()).toEqual(
      rows.map((r) => `${r.day} ${r.bonus_type} ${minorToDecimal(r.total)}`).sort(),
    );
    expect(Object.keys(d.earnings_datewise_grouped)).toEqual(
      d.earnings_datewise.map((x) => x.date),
    );
  }

  it('totals earnings per day between two chosen dates, both included', async () => {
    const day = (back: number) =>
      new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const [start, end] = [day(80), day(5)];
    const res = await get(
      `/api/wallet/earnings_total_datewise?start_date=${start}&end_date=${end}`,
    );
    expect(res.status).toBe(200);
    const d = earningsDatewiseWire.parse(res.body);
    expect(d.earnings_datewise).toHaveLength(76);
    expect(d.earnings_datewise[0]!.date).toBe(start);
    expect(d.earnings_datewise.at(-1)!.date).toBe(end);
    await expectDatewise(d, start, end);
  });

  it('refuses date-wise spans that are malformed, reversed or longer than a year', async () => {
    for (const [query, field] of [
      ...badDateSpans,
      ['start_date=2024-01-01&end_date=2025-01-01', 'end_date'],
    ] as const) {
      expectInvalid(await get(`/api/wallet/earnings_total_datewise?${query}`), query, field);
    }
  });

  it('pages through every wallet movement newest first, without gaps or repeats', async () => {
    const { items, pages } = await allPages('/api/wallet/transactions');
    const expected = await walletRows(demoId);
    expect(expected.length).toBeGreaterThan(40);
    expect(pages).toBe(Math.ceil(expected.length / 20));
    expect(items.map((x) => x.id)).toEqual(expected.map((x) => x.id));
    for (const [i, item] of items.entries()) {
      const row = expected[i]!;
      expect(item.amount).toBe(minorToDecimal(Math.abs(row.amount)));
      expect(item.cash_flow).toBe(row.amount > 0 ? 'credit' : 'debit');
      expect(item.transaction_key).toBe(row.key);
    }
  });

  it('sorts ascending as the exact reverse of descending', async () => {
    const desc = await allPages('/api/wallet/transactions?sort=desc');
    const asc = await allPages('/api/wallet/transactions?sort=asc');
    expect(asc.items.map((x) => x.id)).toEqual(desc.items.map((x) => x.id).reverse());
  });

  it('filters by one transaction key with a cash flow, and by two keys', async () => {
    const one = await allPages(
      '/api/wallet/transactions?transaction_key[0]=binary_bonus&cash_flow=credit',
    );
    const binary = await walletRows(demoId, "t.txn_key = 'binary_bonus'");
    expect(one.items.length).toBeGreaterThan(20);
    expect(one.items.map((x) => x.id)).toEqual(binary.map((x) => x.id));
    expect(new Set(one.items.map((x) => `${x.transaction_key}/${x.cash_flow}`))).toEqual(
      new Set(['binary_bonus/credit']),
    );
    const none = await allPages(
      '/api/wallet/transactions?transaction_key[0]=binary_bonus&cash_flow=debit',
    );
    expect(none.items).toEqual([]);

    const two = await allPages(
      '/api/wallet/transactions?transaction_key[0]=direct_bonus&transaction_key[1]=payout_request',
    );
    const both = await walletRows(demoId, "t.txn_key IN ('direct_bonus', 'payout_request')");
    expect(new Set(both.map((x) => x.key))).toEqual(new Set(['direct_bonus', 'payout_request']));
    expect(two.items.map((x) => x.id)).toEqual(both.map((x) => x.id));
    for (const alt of [
      'transaction_key[]=direct_bonus&transaction_key[]=payout_request',
      'transaction_key=direct_bonus&transaction_key=payout_request',
      'transaction_key[1]=direct_bonus&transaction_key[0]=payout_request',
    ]) {
      const page = await allPages(`/api/wallet/transactions?${alt}`);
      expect(
        page.items.map((x) => x.id),
        alt,
      ).toEqual(both.map((x) => x.id));
    }

    const debits = await allPages('/api/wallet/transactions?cash_flow=debit');
    const sqlDebits = (await walletRows(demoId)).filter((x) => x.amount < 0);
    expect(debits.items.map((x) => x.id)).toEqual(sqlDebits.map((x) => x.id));
  });

  it('filters by the named date ranges, UTC days and Monday weeks', async () => {
    const ranges: Record<string, string> = {
      today:
        "t.created_at >= date_trunc('day', now()) AND t.created_at < date_trunc('day', now()) + interval '1 day'",
      this_week:
        "t.created_at >= date_trunc('week', now()) AND t.created_at < date_trunc('week', now()) + interval '7 days'",
      last_week:
        "t.created_at >= date_trunc('week', now()) - interval '7 days' AND t.created_at < date_trunc('week', now())",
      this_month:
        "t.created_at >= date_trunc('month', now()) AND t.created_at < date_trunc('month', now()) + interval '1 month'",
      last_30_days:
        "t.created_at >= date_trunc('day', now()) - interval '29 days' AND t.created_at < date_trunc('day', now()) + interval '1 day'",
    };
    for (const [range, where] of Object.entries(ranges)) {
      const page = await allPages(`/api/wallet/transactions?date_range=${range}`);
      const expected = await walletRows(demoId, where);
      expect(
        page.items.map((x) => x.id),
        range,
      ).toEqual(expected.map((x) => x.id));
      if (range === 'last_30_days') expect(expected.length).toBeGreaterThan(5);
    }
  });

  it('filters by custom dates, both days included', async () => {
    const day = (back: number) =>
      new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const [start, end] = [day(40), day(20)];
    const expected = await walletRows(
      demoId,
      't.created_at >= $2::date AND t.created_at < $3::date + 1',
      [start, end],
    );
    expect(expected.length).toBeGreaterThan(0);
    for (const url of [
      `/api/wallet/transactions?date_range=custom&start_date=${start}&end_date=${end}`,
      `/api/wallet/transactions?start_date=${start}&end_date=${end}`,
    ]) {
      const page = await allPages(url);
      expect(page.items.map((x) => x.id)).toEqual(expected.map((x) => x.id));
    }
  });

  it('keeps paging stable when a new movement arrives between two pages', async () => {
    const before = await walletRows(demoId);
    const first = transactionPageWire.parse((await get('/api/wallet/transactions')).body);
    await t.db.transaction((tx) =>
      postLedgerTransaction(
        tx,
        { group: 'commission', type: 'credit', key: 'direct_bonus', memberId: demoId },
        [
          { account: accounts.wallet, memberId: demoId, amountMinor: 1234 },
          { account: accounts.bonusExpense, memberId: null, amountMinor: -1234 },
        ],
      ),
    );
    const rest = await allPages(first.next_page_url!);
    const ids = [...first.items, ...rest.items].map((x) => x.id);
    expect(ids).toEqual(before.map((x) => x.id));
    expect(new Set(ids).size).toBe(ids.length);
    // The newcomer is on the first page of a fresh listing.
    const after = transactionPageWire.parse((await get('/api/wallet/transactions')).body);
    expect(after.items[0]!.amount).toBe('12.34');
  });

  it('answers bad sort, dates, ranges, keys and cursors with validation_error', async () => {
    for (const [query, field] of [
      ['sort=sideways', 'sort'],
      ['sort=', 'sort'],
      ['date_range=fortnight', 'date_range'],
      ['date_range=custom', 'start_date'],
      ['start_date=2026-13-01', 'start_date'],
      ['start_date=2026-03-02&end_date=2026-03-01', 'end_date'],
      ['cash_flow=sideways', 'cash_flow'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${Buffer.from('{"t":"x","id":1}').toString('base64url')}`, 'cursor'],
    ] as const) {
      for (const path of ['/api/wallet/transactions', '/api/wallet/recent_earnings']) {
        if (path.endsWith('recent_earnings') && field === 'cash_flow') continue;
        expectInvalid(await get(`${path}?${query}`), `${path}?${query}`, field);
      }
    }
    const res = await get('/api/wallet/transactions?transaction_key[0]=Robert%27);--');
    expect(res.status).toBe(422);
  });

  it('pages earnings filtered by two bonus types, with their wire fields', async () => {
    const items: number[] = [];
    let url: string | null =
      '/api/wallet/recent_earnings?bonus_type[0]=binary_bonus&bonus_type[1]=roi_bonus&sort=asc';
    while (url) {
      const res = await get(url.replace(/^https?:\/\/[^/]+/, ''));
      expect(res.status).toBe(200);
      const page = earningPageWire.parse(res.body);
      for (const e of page.items) expect(['binary_bonus', 'roi_bonus']).toContain(e.bonus_type);
      items.push(...page.items.map((e) => e.id));
      url = page.next_page_url;
      expect(page.bonus_types).toContain('roi_bonus');
    }
    const expected = await t.db.query<{ id: number }>(
      `SELECT id FROM earnings WHERE member_id = $1 AND bonus_type IN ('binary_bonus', 'roi_bonus')
        ORDER BY created_at, id`,
      [demoId],
    );
    expect(expected.length).toBeGreaterThan(20);
    expect(items).toEqual(expected.map((x) => x.id));

    const first = earningPageWire.parse((await get('/api/wallet/recent_earnings')).body).items[0]!;
    const [row] = await t.db.query<{
      amount_minor: number;
      tax_minor: number;
      service_charge_minor: number;
      bonus_type: string;
      username: string | null;
    }>(
      `SELECT e.amount_minor, e.tax_minor, e.service_charge_minor, e.bonus_type, f.username
         FROM earnings e LEFT JOIN members f ON f.id = e.from_member_id WHERE e.id = $1`,
      [first.id],
    );
    expect(first).toMatchObject({
      amount_generated: minorToDecimal(row!.amount_minor),
      tax: minorToDecimal(row!.tax_minor),
      service_charge: minorToDecimal(row!.service_charge_minor),
      bonus_type: row!.bonus_type,
      from_user: row!.username,
    });
  });

  it('never shows one member the wallet of another', async () => {
    const demoIds = new Set((await walletRows(demoId)).map((x) => x.id));
    const theirs = await allPages('/api/wallet/transactions', otherToken);
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(theirs.items.filter((x) => demoIds.has(x.id))).toEqual([]);
    expect(theirs.items.map((x) => x.id)).toEqual((await walletRows(otherId)).map((x) => x.id));

    const s = walletSummaryWire.parse((await get('/api/wallet/statement', otherToken)).body);
    const [sql] = await t.db.query<{ wallet: number }>(
      `SELECT coalesce(sum(amount_minor), 0)::int8 AS wallet FROM ledger_entries
        WHERE account = 'wallet' AND member_id = $1`,
      [otherId],
    );
    expect(s.wallet_balance).toBe(minorToDecimal(sql!.wallet));

    const earned = earningPageWire.parse(
      (await get('/api/wallet/recent_earnings', otherToken)).body,
    );
    const demoEarnings = await t.db.query<{ id: number }>(
      'SELECT id FROM earnings WHERE member_id = $1 AND id = ANY($2::int8[])',
      [demoId, earned.items.map((e) => e.id)],
    );
    expect(demoEarnings).toEqual([]);
  });

  it.each([
    'statement',
    'earnings',
    'earnings_total_datewise?start_date=2026-01-01&end_date=2026-01-02',
    'transactions',
    'recent_earnings',
  ])('asks for a session on every wallet call: %s', async (path) => {
    const res = await t.call({ method: 'GET', url: `/api/wallet/${path}` });
    expect(res.statusCode, path).toBe(401);
  });
});
