import { beforeAll, describe, expect, it } from 'vitest';
import {
  payoutStatementWire,
  payoutTransactionPageWire,
  requestPayoutResponseWire,
  type PayoutTransactionWire,
} from '../../contract/payout';
import { minorToDecimal } from '../../contract/money';
import { idOf, useTestApp } from './app-fixture';
import { pickMembers, setWallet, walletOf } from './payout-fixture';
import { dbLabel } from './test-db';

const statusIds: Record<string, number> = { pending: 0, approved: 1, paid: 2, rejected: 3 };

describe(`payout statement and transactions on ${dbLabel}`, () => {
  const t = useTestApp();
  let demo: { id: number; token: string };
  let pager: { id: number; token: string };
  beforeAll(async () => {
    demo = { id: await idOf(t.db, 'demo'), token: await t.loginAs('demo') };
    const [p] = await pickMembers(t.db, 1);
    pager = { id: p!.id, token: await t.loginAs(p!.username) };
    await setWallet(t.db, pager.id, 100_000);
    // 47 payouts, three to a timestamp, so pages must break ties by id; statuses cycle.
    await t.db.query(
      `INSERT INTO payout_requests (member_id, amount_minor, fee_minor, status, created_at, updated_at)
       SELECT $1, 1000 + i * 7, i, (ARRAY['pending','approved','paid','rejected'])[1 + i % 4],
              date_trunc('second', now()) - (i / 3) * interval '1 hour', now() - (i % 5) * interval '1 day'
         FROM generate_series(0, 46) AS i`,
      [pager.id],
    );
  });

  const get = (url: string, token: string) => t.call({ method: 'GET', url, token });

  /** Follows next_page_url to the end; the hook runs between the first and second page. */
  async function allPages(url: string, token: string, betweenPages?: () => Promise<void>) {
    const pages: PayoutTransactionWire[][] = [];
    let next: string | null = url;
    while (next) {
      const res = await get(next, token);
      expect(res.statusCode, next).toBe(200);
      const page = payoutTransactionPageWire.strict().parse(res.json());
      pages.push(page.items);
      if (page.next_page_url) {
        const link = new URL(page.next_page_url);
        expect(link.searchParams.get('cursor')).toBeTruthy();
        next = link.pathname + link.search;
      } else next = null;
      if (pages.length === 1) await betweenPages?.();
    }
    return pages;
  }

  const sqlIds = async (memberId: number, statuses?: string[]) =>
    (
      await t.db.query<{ id: number }>(
        `SELECT id FROM payout_requests WHERE member_id = $1 AND ($2::text IS NULL OR status = ANY (string_to_array($2, ',')))
          ORDER BY created_at DESC, id DESC`,
        [memberId, statuses ? statuses.join(',') : null],
      )
    ).map((r) => r.id);

  it('figures the statement from independent sums over payouts and the ledger', async () => {
    const res = await get('/api/payout/statement', demo.token);
    expect(res.statusCode).toBe(200);
    const s = payoutStatementWire.strict().parse(res.json());
    const [sums] = await t.db.query<{
      paid: number;
      pending: number;
      held: number;
      window: number;
    }>(
      `SELECT (SELECT coalesce(sum(amount_minor), 0)::int8 FROM payout_requests WHERE member_id = $1 AND status = 'paid') AS paid,
              (SELECT coalesce(sum(amount_minor), 0)::int8 FROM payout_requests WHERE member_id = $1 AND status IN ('pending', 'approved')) AS pending,
              (SELECT coalesce(sum(amount_minor), 0)::int8 FROM ledger_entries WHERE member_id = $1 AND account = 'payout:pending') AS held,
              (SELECT coalesce(sum(amount_minor), 0)::int8 FROM payout_requests WHERE member_id = $1 AND status = 'paid'
                 AND updated_at >= current_date - 29) AS window`,
      [demo.id],
    );
    expect(sums!.paid).toBeGreaterThan(0);
    expect(sums!.pending).toBeGreaterThan(0);
    expect(s.total_paid).toBe(minorToDecimal(sums!.paid));
    expect(s.total_pending).toBe(minorToDecimal(sums!.pending));
    expect(sums!.held).toBe(sums!.pending);
    expect(s.total_balance).toBe(minorToDecimal(await walletOf(t.db, demo.id)));

    expect(s.payout_datewise).toHaveLength(30);
    expect(s.payout_datewise[0]!.date).toBe(s.interval.start_date);
    expect(s.payout_datewise[29]!.date).toBe(s.interval.end_date);
    expect(s.interval.end_date).toBe(new Date().toISOString().slice(0, 10));
    const windowMinor = s.payout_datewise.reduce(
      (sum, d) => sum + Math.round(Number(d.amount) * 100),
      0,
    );
    expect(windowMinor).toBe(sums!.window);

    const recent = await t.db.query<{
      id: number;
      status: string;
      amount_minor: number;
      fee_minor: number;
    }>(
      'SELECT id, status, amount_minor, fee_minor FROM payout_requests WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 10',
      [demo.id],
    );
    expect(s.recent_transactions.map((r) => [r.id, r.status, r.total, r.fee])).toEqual(
      recent.map((r) => [
        r.id,
        r.status,
        minorToDecimal(r.amount_minor),
        minorToDecimal(r.fee_minor),
      ]),
    );
  });

  it('lists the member’s payouts newest first with status ids and payment method', async () => {
    const [page] = await allPages('/api/payout/transactions', demo.token);
    const rows = await t.db.query<{
      id: number;
      status: string;
      amount_minor: number;
      payment_method: string;
    }>(
      'SELECT id, status, amount_minor, payment_method FROM payout_requests WHERE member_id = $1 ORDER BY created_at DESC, id DESC',
      [demo.id],
    );
    expect(page!.map((i) => [i.id, i.status, i.status_id, i.total, i.payment_method])).toEqual(
      rows.map((r) => [
        r.id,
        r.status,
        statusIds[r.status],
        minorToDecimal(r.amount_minor),
        r.payment_method,
      ]),
    );
  });

  it('pages to the end without gaps or duplicates while a new payout arrives, null on the last page', async () => {
    const expected = await sqlIds(pager.id);
    let added = 0;
    const pages = await allPages('/api/payout/transactions', pager.token, async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/payout/request_payout',
        token: pager.token,
        payload: { amount: '15', password: 'demopass1' },
      });
      added = requestPayoutResponseWire.parse(res.json()).payout.id;
    });
    expect(pages.map((p) => p.length)).toEqual([20, 20, 7]);
    const ids = pages.flat().map((i) => i.id);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(added);
    expect((await sqlIds(pager.id))[0]).toBe(added);
  });

  it('filters by one payout_status[] and by two, across pages', async () => {
    const paid = (
      await allPages('/api/payout/transactions?payout_status[]=paid', pager.token)
    ).flat();
    expect(paid.map((i) => i.id)).toEqual(await sqlIds(pager.id, ['paid']));
    expect(paid.every((i) => i.status === 'paid' && i.status_id === 2)).toBe(true);

    const url = '/api/payout/transactions?payout_status[]=pending&payout_status[]=rejected';
    const pages = await allPages(url, pager.token);
    expect(pages.length).toBe(2);
    const two = pages.flat();
    expect(two.map((i) => i.id)).toEqual(await sqlIds(pager.id, ['pending', 'rejected']));
    expect(new Set(two.map((i) => i.status))).toEqual(new Set(['pending', 'rejected']));
  });

  it('answers an unknown status or a forged cursor with a validation error on its field', async () => {
    const status = await get(
      '/api/payout/transactions?payout_status[]=paid&payout_status[]=lost',
      pager.token,
    );
    expect(status.statusCode).toBe(422);
    expect(status.json().errors).toHaveProperty(['payout_status[]']);
    const single = await get('/api/payout/transactions?payout_status[]=lost', pager.token);
    expect(single.json().errors).toHaveProperty(['payout_status[]']);
    const cursor = await get('/api/payout/transactions?cursor=bm90LWpzb24', pager.token);
    expect(cursor.statusCode).toBe(422);
    expect(cursor.json().errors).toHaveProperty('cursor');
  });

  it('never shows another member’s payouts in the list or the statement', async () => {
    const mine = new Set(
      (await allPages('/api/payout/transactions', pager.token)).flat().map((i) => i.id),
    );
    const theirs = (await allPages('/api/payout/transactions', demo.token)).flat().map((i) => i.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((id) => mine.has(id))).toEqual([]);
    const s = payoutStatementWire.parse((await get('/api/payout/statement', pager.token)).json());
    expect(s.recent_transactions.every((r) => mine.has(r.id))).toBe(true);
  });
});
