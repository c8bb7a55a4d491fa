import { beforeAll, describe, expect, it } from 'vitest';
import { deskSalePageWire, deskSaleResponseWire } from '../../contract/desk-sales';
import { useSessions, useTestApp } from './app-fixture';
import { addOperator, auditOf } from './desk-operator-fixture';
import { sellingPair, sellPackage, type SignedIn } from './sale-fixture';
import { dbLabel } from './test-db';

/**
 * The desk's queue of manual sales (issue 30): every call needs `sales`; confirm, cancel and
 * refund run the same work as the company's functions inside an audited transaction, each
 * only once per sale, however often it is clicked.
 */
describe(`the manual-sales desk on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'admin', 'reviewer', 'demo');
  let cashier: string;
  let seller: SignedIn;
  let sponsor: SignedIn;
  let packageId: number;

  beforeAll(async () => {
    await addOperator(t.db, 'cashier', 'Cara', 'Cashier', ['sales']);
    cashier = await t.loginAs('cashier');
    ({ seller, sponsor, packageId } = await sellingPair(t, { newest: true }));
  });

  const call = (
    token: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ) => t.call({ method, url, token, payload, headers });

  /** The sponsor's commissions from one order: how many, and their holds. */
  const sponsorEarnings = async (orderId: number) =>
    t.db.query<{ state: string | null; release_at: Date | null }>(
      `SELECT h.state, o.release_at FROM earnings e
         JOIN ledger_transactions x ON x.id = e.ledger_txn_id
         JOIN orders o ON o.id = x.order_id
         LEFT JOIN earning_holds h ON h.earning_id = e.id
        WHERE e.member_id = $1 AND x.order_id = $2 AND e.amount_minor > 0 ORDER BY e.id`,
      [sponsor.id, orderId],
    );
  const allEarningsOf = async (orderId: number) => {
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int8 AS n FROM earnings e JOIN ledger_transactions x ON x.id = e.ledger_txn_id
        WHERE x.order_id = $1`,
      [orderId],
    );
    return Number(row!.n);
  };

  it('answers only operators holding sales: members and other desks get 403', async () => {
    const sale = await sellPackage(t, seller, packageId, 1);
    const reads = ['/api/admin/sales', `/api/admin/sales/${sale.id}`];
    for (const url of reads) {
      expect((await call(tokens.demo, 'GET', url)).statusCode, url).toBe(403);
      expect((await call(tokens.reviewer, 'GET', url)).statusCode, url).toBe(403);
      expect((await call(tokens.admin, 'GET', url)).statusCode, url).toBe(200);
      expect((await call(cashier, 'GET', url)).statusCode, url).toBe(200);
    }
    for (const [step, body] of [
      ['confirm', {}],
      ['cancel', { reason: 'Customer changed their mind' }],
      ['refund', { reason: 'Returned' }],
    ] as const) {
      const url = `/api/admin/sales/${sale.id}/${step}`;
      expect((await call(tokens.demo, 'POST', url, body)).statusCode, url).toBe(403);
      expect((await call(tokens.reviewer, 'POST', url, body)).statusCode, url).toBe(403);
    }
    // Nothing moved.
    const detail = deskSaleResponseWire.parse(
      (await call(tokens.admin, 'GET', `/api/admin/sales/${sale.id}`)).json(),
    );
    expect(detail.sale.status).toBe('pending');
    // The cashier holds sales only.
    expect((await call(cashier, 'GET', '/api/admin/support/tickets')).statusCode).toBe(403);
  });

  it('lists pending sales of every seller oldest first, the seeded ones among them', async () => {
    const res = await call(tokens.admin, 'GET', '/api/admin/sales');
    expect(res.statusCode, res.body).toBe(200);
    const page = deskSalePageWire.parse(res.json());
    expect(page.items.length).toBeGreaterThanOrEqual(3);
    expect(page.items.every((s) => s.status === 'pending')).toBe(true);
    const times = page.items.map((s) => s.created_at);
    expect([...times].sort()).toEqual(times);
    const seeded = page.items.find((s) => s.customer.name === 'Grace Holloway');
    expect(seeded).toMatchObject({ payment_method: 'bank_transfer', can_confirm: true });
    expect(seeded!.seller.username).not.toBe('');
    expect(seeded!.lines.length).toBe(1);

    const mine = deskSalePageWire.parse(
      (await call(tokens.admin, 'GET', `/api/admin/sales?member=${seller.id}`)).json(),
    );
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((s) => s.seller.id === seller.id)).toBe(true);
    const nobody = deskSalePageWire.parse(
      (await call(tokens.admin, 'GET', '/api/admin/sales?member=no_such_member')).json(),
    );
    expect(nobody.items).toEqual([]);

    for (const bad of ['status=paid', 'cursor=forged', `member=${'x'.repeat(60)}`]) {
      const r = await call(tokens.admin, 'GET', `/api/admin/sales?${bad}`);
      expect(r.statusCode, bad).toBe(422);
      expect(r.json().error_code).toBe('validation_error');
    }
  });

  it('shows a sale with its seller, customer, lines and totals; an unknown one is a 404', async () => {
    const sale = await sellPackage(t, seller, packageId, 2);
    const { sale: detail } = deskSaleResponseWire.parse(
      (await call(tokens.admin, 'GET', `/api/admin/sales/${sale.id}`)).json(),
    );
    expect(detail).toMatchObject({
      id: sale.id,
      invoice_no: sale.invoice_no,
      total: sale.total,
      pv: sale.pv,
      payment_method: 'cash',
      customer: { name: 'Held Customer' },
      seller: { id: seller.id },
      can_confirm: true,
      can_cancel: true,
      can_refund: false,
    });
    expect(detail.lines[0]).toMatchObject({ id: packageId, quantity: 2 });
    for (const id of ['999999999', 'abc', '1e3'])
      expect((await call(tokens.admin, 'GET', `/api/admin/sales/${id}`)).statusCode, id).toBe(404);
  });

  it('confirms a sale once: the sponsor’s commissions stay held with a release date, a second click is refused', async () => {
    const sale = await sellPackage(t, seller, packageId, 1);
    const held = await sponsorEarnings(sale.order_id);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((e) => e.state === 'held' && e.release_at === null)).toBe(true);
    const earnings = await allEarningsOf(sale.order_id);

    const url = `/api/admin/sales/${sale.id}/confirm`;
    const key = { 'idempotency-key': `confirm-${sale.id}` };
    const first = await call(cashier, 'POST', url, {}, key);
    expect(first.statusCode, first.body).toBe(200);
    const confirmed = deskSaleResponseWire.parse(first.json()).sale;
    expect(confirmed).toMatchObject({ status: 'confirmed', can_refund: true, can_confirm: false });
    expect(confirmed.confirmed_at).not.toBeNull();

    // The same key replays the first answer; another click finds the sale confirmed.
    const replay = await call(cashier, 'POST', url, {}, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await call(tokens.admin, 'POST', url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'conflict' });
    expect(again.json().message).toMatch(/already confirmed/);

    // The engine ran once (at the sale); confirming gave its holds a release date, no more rows.
    expect(await allEarningsOf(sale.order_id)).toBe(earnings);
    const after = await sponsorEarnings(sale.order_id);
    expect(after).toHaveLength(held.length);
    for (const e of after) {
      expect(e.state).toBe('held');
      expect(e.release_at!.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    }

    const audit = await auditOf(t.db, 'manual_sale', sale.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'sale.confirm',
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
  });

  it('cancels a pending sale with a reason: its held commissions are cancelled', async () => {
    const sale = await sellPackage(t, seller, packageId, 1);
    const url = `/api/admin/sales/${sale.id}/cancel`;
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const bad = await call(tokens.admin, 'POST', url, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(bad.json().errors.reason).toBeDefined();
    }
    const res = await call(tokens.admin, 'POST', url, { reason: 'The customer never paid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(deskSaleResponseWire.parse(res.json()).sale).toMatchObject({
      status: 'cancelled',
      confirmed_at: null,
      can_cancel: false,
    });
    expect((await sponsorEarnings(sale.order_id)).every((e) => e.state === 'cancelled')).toBe(true);
    const again = await call(tokens.admin, 'POST', url, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(
      (await call(tokens.admin, 'POST', `/api/admin/sales/${sale.id}/confirm`, {})).statusCode,
    ).toBe(409);
    const [audit] = await auditOf(t.db, 'manual_sale', sale.id);
    expect(audit).toMatchObject({
      action: 'sale.cancel',
      reason: 'The customer never paid',
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    });
  });

  /** The seller's notices about one sale's order, oldest first. */
  const noticesOf = (orderId: number) =>
    t.db.query<{ kind: string; title: string; body: string | null }>(
      'SELECT kind, title, body FROM notifications WHERE member_id = $1 AND ref_id = $2 ORDER BY id',
      [seller.id, orderId],
    );
  const speak = async (language: string) => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/account/preferences',
      token: seller.token,
      payload: { language },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('tells the seller of the desk’s decision once, naming the invoice and the reason, in their language', async () => {
    await speak('en');
    const confirmed = await sellPackage(t, seller, packageId, 1);
    const recorded = (await noticesOf(confirmed.order_id)).length;
    const url = `/api/admin/sales/${confirmed.id}/confirm`;
    const key = { 'idempotency-key': `notice-confirm-${confirmed.id}` };
    expect((await call(cashier, 'POST', url, {}, key)).statusCode).toBe(200);
    const replay = await call(cashier, 'POST', url, {}, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // A refused second click tells nobody either.
    expect((await call(tokens.admin, 'POST', url, {})).statusCode).toBe(409);
    const afterConfirm = (await noticesOf(confirmed.order_id)).slice(recorded);
    expect(afterConfirm).toEqual([
      {
        kind: 'order',
        title: `Sale confirmed: ${confirmed.invoice_no}`,
        body: expect.stringContaining('confirmed your customer’s payment'),
      },
    ]);

    await speak('es');
    try {
      const cancelled = await sellPackage(t, seller, packageId, 1);
      const before = (await noticesOf(cancelled.order_id)).length;
      const cancel = `/api/admin/sales/${cancelled.id}/cancel`;
      const ckey = { 'idempotency-key': `notice-cancel-${cancelled.id}` };
      const body = { reason: 'El cliente nunca pagó' };
      expect((await call(cashier, 'POST', cancel, body, ckey)).statusCode).toBe(200);
      expect((await call(cashier, 'POST', cancel, body, ckey)).headers['idempotent-replayed']).toBe(
        'true',
      );
      const afterCancel = (await noticesOf(cancelled.order_id))
        .slice(before)
        .filter((n) => n.kind === 'order');
      expect(afterCancel).toEqual([
        {
          kind: 'order',
          title: `Venta cancelada: ${cancelled.invoice_no}`,
          body: expect.stringMatching(/Motivo: El cliente nunca pagó$/),
        },
      ]);
    } finally {
      await speak('en');
    }

    const refunded = await sellPackage(t, seller, packageId, 1);
    expect(
      (await call(cashier, 'POST', `/api/admin/sales/${refunded.id}/confirm`, {})).statusCode,
    ).toBe(200);
    expect(
      (
        await call(cashier, 'POST', `/api/admin/sales/${refunded.id}/refund`, {
          reason: 'Returned within 30 days',
        })
      ).statusCode,
    ).toBe(200);
    const last = (await noticesOf(refunded.order_id)).filter((n) => n.kind === 'order').at(-1);
    expect(last).toEqual({
      kind: 'order',
      title: `Sale refunded: ${refunded.invoice_no}`,
      body: expect.stringMatching(/Reason: Returned within 30 days$/),
    });
  });

  it('refunds only a confirmed sale, once', async () => {
    const sale = await sellPackage(t, seller, packageId, 1);
    const refund = `/api/admin/sales/${sale.id}/refund`;
    const early = await call(tokens.admin, 'POST', refund, { reason: 'Returned' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/cancel it instead/);
    expect(
      (await call(tokens.admin, 'POST', `/api/admin/sales/${sale.id}/confirm`, {})).statusCode,
    ).toBe(200);
    const cancel = await call(tokens.admin, 'POST', `/api/admin/sales/${sale.id}/cancel`, {
      reason: 'Too late',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/refund it instead/);

    const res = await call(tokens.admin, 'POST', refund, { reason: 'Returned within 30 days' });
    expect(res.statusCode, res.body).toBe(200);
    const refunded = deskSaleResponseWire.parse(res.json()).sale;
    expect(refunded.status).toBe('cancelled');
    expect(refunded.confirmed_at).not.toBeNull();
    expect((await sponsorEarnings(sale.order_id)).every((e) => e.state === 'cancelled')).toBe(true);
    const twice = await call(tokens.admin, 'POST', refund, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/refunded already/);
    expect((await auditOf(t.db, 'manual_sale', sale.id)).map((a) => a.action)).toEqual([
      'sale.confirm',
      'sale.refund',
    ]);
  });
});
