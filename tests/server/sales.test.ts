import { beforeAll, describe, expect, it } from 'vitest';
import {
  catalogResponseWire,
  customerPageWire,
  salePageWire,
  saleQuoteWire,
  saleResponseWire,
} from '../../contract/sales';
import type { Queryable } from '../../server/db/connection';
import { createPackageOrder, processOrder } from '../../server/engine/order-service';
import { setModuleFlag } from '../../server/company/module-settings-service';
import { confirmSale } from '../../server/sales/sale-service';
import { idOf, useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

/** Every figure an order can move: volumes per member, ledger sums, earnings by type. */
async function snapshot(q: Queryable) {
  const members = await q.query<Record<string, string>>(
    `SELECT id::text, pv::text, tv::text, cv::text, left_points::text, right_points::text,
            left_carry::text, right_carry::text FROM members ORDER BY id`,
  );
  const ledger = await q.query<{ k: string; s: string }>(
    `SELECT coalesce(member_id::text, '-') || ':' || account AS k, sum(amount_minor)::text AS s
       FROM ledger_entries GROUP BY 1 ORDER BY 1`,
  );
  const earnings = await q.query<{ k: string; s: string }>(
    `SELECT member_id || ':' || bonus_type AS k, sum(amount_minor)::text AS s
       FROM earnings GROUP BY 1 ORDER BY 1`,
  );
  const [counts] = await q.query<{ ledger: string; volumes: string; binary: string }>(
    `SELECT (SELECT count(*) FROM ledger_transactions)::text AS ledger,
            (SELECT count(*) FROM volume_records)::text AS volumes,
            (SELECT count(*) FROM binary_history)::text AS binary`,
  );
  return {
    members: Object.fromEntries(members.map(({ id, ...rest }) => [id, rest])),
    ledger: Object.fromEntries(ledger.map((r) => [r.k, r.s])),
    earnings: Object.fromEntries(earnings.map((r) => [r.k, r.s])),
    counts: counts!,
  };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** What changed between two snapshots (only the keys that moved). */
function delta(before: Snapshot, after: Snapshot) {
  const diff = (a: Record<string, string>, b: Record<string, string>) =>
    Object.fromEntries(
      [...new Set([...Object.keys(a), ...Object.keys(b)])]
        .map((k) => [k, Number(b[k] ?? 0) - Number(a[k] ?? 0)] as const)
        .filter(([, d]) => Math.abs(d) > 1e-9),
    );
  const members: Record<string, Record<string, number>> = {};
  for (const id of Object.keys(after.members)) {
    const d = diff(before.members[id] ?? {}, after.members[id]!);
    if (Object.keys(d).length > 0) members[id] = d;
  }
  return {
    members,
    ledger: diff(before.ledger, after.ledger),
    earnings: diff(before.earnings, after.earnings),
  };
}

class Rollback extends Error {
  constructor(readonly value: Snapshot) {
    super('rollback');
  }
}

describe(`manual sales on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo', 'founder');
  let demoId: number;
  let packageId: number;
  /** A member deep in the tree, so an order climbs a long placement and sponsor line. */
  let seller: { id: number; token: string };

  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
  const post = (token: string, url: string, payload: object = {}) =>
    t.call({ method: 'POST', url, token, payload });
  const sell = (token: string, body: object) => post(token, '/api/sales', body);
  const newCustomer = {
    name: 'Lucía Ortega',
    email: 'lucia@example.com',
    phone: '+34 600 111 222',
  };

  beforeAll(async () => {
    demoId = await idOf(t.db, 'demo');
    const [deep] = await t.db.query<{ id: number; username: string }>(
      `SELECT id, username FROM members
        WHERE status = 1 AND deleted_at IS NULL AND sponsor_id IS NOT NULL
        ORDER BY depth DESC, id LIMIT 1`,
    );
    seller = { id: deep!.id, token: await t.loginAs(deep!.username) };
    // Volume waiting on both legs of every upline, so the seller's orders form binary pairs.
    await t.db.query(
      `UPDATE members SET left_carry = left_carry + 1000, right_carry = right_carry + 1000,
              left_points = left_points + 1000, right_points = right_points + 1000
        WHERE (SELECT path FROM members WHERE id = $1) LIKE path || '%' AND id <> $1`,
      [seller.id],
    );
    const catalog = catalogResponseWire.parse(
      (await get(tokens.demo, '/api/sales/catalog')).json(),
    );
    packageId =
      catalog.items.find((i) => i.type === 'package' && i.sku === 'NMB-STARTER')?.id ??
      catalog.items.find((i) => i.type === 'package')!.id;
  });

  it('offers the active packages and products, priced by the server', async () => {
    const res = await get(tokens.demo, '/api/sales/catalog');
    expect(res.statusCode).toBe(200);
    const { items } = catalogResponseWire.parse(res.json());
    expect(items.some((i) => i.type === 'package')).toBe(true);
    expect(items.filter((i) => i.type === 'product').map((i) => i.sku)).toEqual([
      'NMB-REFILL',
      'NMB-SHAKE',
      'NMB-OMEGA',
      'NMB-SERUM',
    ]);
    const quote = await post(tokens.demo, '/api/sales/quote', {
      lines: [
        { type: 'product', id: 1, quantity: 2 },
        { type: 'product', id: 3, quantity: 1 },
      ],
    });
    expect(quote.statusCode).toBe(200);
    const q = saleQuoteWire.parse(quote.json());
    expect(q.total).toBe('140.00');
    expect(q.pv).toBe(138.5);
  });

  it('refuses bad lines with a message on the field, and never takes a price', async () => {
    const cases: [object, string][] = [
      [{ lines: [{ type: 'product', id: 1, quantity: 0 }] }, 'lines.0.quantity'],
      [{ lines: [{ type: 'product', id: 1, quantity: -3 }] }, 'lines.0.quantity'],
      [{ lines: [{ type: 'product', id: 1, quantity: 1.5 }] }, 'lines.0.quantity'],
      [{ lines: [{ type: 'product', id: 1, quantity: 1, price: '0.01' }] }, 'lines.0'],
      [{ lines: [{ type: 'product', id: 999, quantity: 1 }] }, 'lines.0.id'],
      // The discontinued tea is in the table but not on sale.
      [{ lines: [{ type: 'product', id: 5, quantity: 1 }] }, 'lines.0.id'],
      [{ lines: [] }, 'lines'],
    ];
    for (const [body, field] of cases) {
      const res = await post(tokens.demo, '/api/sales/quote', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const json = res.json() as { error_code: string; errors: Record<string, string[]> };
      expect(json.error_code).toBe('validation_error');
      expect(
        json.errors[field],
        `${JSON.stringify(body)} -> ${JSON.stringify(json.errors)}`,
      ).toBeDefined();
    }
    const noCustomer = await sell(tokens.demo, {
      lines: [{ type: 'product', id: 1, quantity: 1 }],
      payment_method: 'cash',
    });
    expect(noCustomer.statusCode).toBe(422);
    expect(noCustomer.json().errors.customer_id).toBeDefined();
    const badPayment = await sell(tokens.demo, {
      customer: newCustomer,
      lines: [{ type: 'product', id: 1, quantity: 1 }],
      payment_method: 'bitcoin',
    });
    expect(badPayment.json().errors.payment_method).toBeDefined();
    const badEmail = await sell(tokens.demo, {
      customer: { ...newCustomer, email: 'not-an-email' },
      lines: [{ type: 'product', id: 1, quantity: 1 }],
      payment_method: 'cash',
    });
    expect(badEmail.json().errors['customer.email']).toBeDefined();
  });

  it('credits exactly what the same order through the engine’s own path credits', async () => {
    const before = await snapshot(t.db);
    // The engine's existing path: the same package as a repurchase, then rolled back.
    let engine: Snapshot | undefined;
    try {
      await t.db.transaction(async (tx) => {
        const orderId = await createPackageOrder(tx, {
          memberId: seller.id,
          packageId,
          kind: 'repurchase',
          paymentMethod: 'cash',
        });
        await processOrder(tx, orderId);
        throw new Rollback(await snapshot(tx));
      });
    } catch (e) {
      if (!(e instanceof Rollback)) throw e;
      engine = e.value;
    }
    expect(await snapshot(t.db)).toEqual(before);

    const res = await sell(seller.token, {
      customer: { name: 'Equality Check' },
      lines: [{ type: 'package', id: packageId, quantity: 1 }],
      payment_method: 'cash',
    });
    expect(res.statusCode).toBe(201);
    const sale = saleResponseWire.parse(res.json()).sale;
    expect(sale.status).toBe('pending');
    expect(sale.can_cancel).toBe(true);
    expect(sale.customer.name).toBe('Equality Check');
    expect(sale.invoice_no).toMatch(/^INV-\d{6}$/);

    const viaEngine = delta(before, engine!);
    const viaSale = delta(before, await snapshot(t.db));
    // The comparison means something: PV, TV up the line and commissions all moved...
    expect(viaEngine.members[String(seller.id)]?.pv).toBe(sale.pv);
    expect(Object.keys(viaEngine.members).length).toBeGreaterThan(2);
    for (const bonus of ['direct_bonus', 'binary_bonus', 'level_commission'])
      expect(
        Object.keys(viaEngine.earnings).some((k) => k.endsWith(`:${bonus}`)),
        bonus,
      ).toBe(true);
    // ...no rank was reached (ranks wait for a sale's confirmation)...
    expect(Object.keys(viaEngine.earnings).some((k) => k.endsWith(':rank_bonus'))).toBe(false);
    // ...and the sale moved every one of them by the same amount.
    expect(viaSale).toEqual(viaEngine);
  });

  it('cancels a pending sale with compensating rows, restoring every balance and volume', async () => {
    const before = await snapshot(t.db);
    const sale = saleResponseWire.parse(
      (
        await sell(seller.token, {
          customer: { name: 'Marco Rossi' },
          lines: [
            { type: 'package', id: packageId, quantity: 2 },
            { type: 'product', id: 2, quantity: 3 },
          ],
          payment_method: 'card_on_delivery',
        })
      ).json(),
    ).sale;
    const during = await snapshot(t.db);
    expect(during.members).not.toEqual(before.members);

    const res = await post(seller.token, `/api/sales/${sale.id}/cancel`);
    expect(res.statusCode).toBe(200);
    const cancelled = saleResponseWire.parse(res.json()).sale;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.can_cancel).toBe(false);

    const after = await snapshot(t.db);
    expect(after.members).toEqual(before.members);
    expect(after.ledger).toEqual(before.ledger);
    expect(after.earnings).toEqual(before.earnings);
    // Nothing was deleted: the reversal added its own rows.
    expect(Number(after.counts.ledger)).toBeGreaterThan(Number(during.counts.ledger));
    expect(Number(after.counts.volumes)).toBeGreaterThan(Number(during.counts.volumes));
    const [order] = await t.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE id = $1',
      [cancelled.order_id],
    );
    expect(order!.status).toBe('cancelled');

    const again = await post(seller.token, `/api/sales/${sale.id}/cancel`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.status).toBeDefined();
  });

  it('confirms a sale for good: it can no longer be cancelled', async () => {
    const sale = saleResponseWire.parse(
      (
        await sell(tokens.demo, {
          customer: { name: 'Ana Pérez' },
          lines: [{ type: 'product', id: 1, quantity: 1 }],
          payment_method: 'bank_transfer',
        })
      ).json(),
    ).sale;
    const confirmed = await confirmSale(t.db, demoId, sale.id);
    expect(confirmed.status).toBe('confirmed');
    const res = await post(tokens.demo, `/api/sales/${sale.id}/cancel`);
    expect(res.statusCode).toBe(422);
  });

  it('keeps customers and sales to their member', async () => {
    expect(
      (
        await sell(tokens.demo, {
          customer: newCustomer,
          lines: [{ type: 'product', id: 2, quantity: 1 }],
          payment_method: 'cash',
        })
      ).statusCode,
    ).toBe(201);
    const customers = customerPageWire.parse(
      (await get(tokens.demo, '/api/sales/customers?search=luc')).json(),
    ).items;
    expect(customers.map((c) => c.name)).toEqual(['Lucía Ortega']);
    const lucia = customers[0]!;
    const sales = salePageWire.parse((await get(tokens.demo, '/api/sales')).json()).items;
    const mine = sales[0]!;

    expect(
      customerPageWire.parse((await get(tokens.founder, '/api/sales/customers')).json()).items,
    ).toEqual([]);
    expect(salePageWire.parse((await get(tokens.founder, '/api/sales')).json()).items).toEqual([]);
    expect((await get(tokens.founder, `/api/sales/${mine.id}`)).statusCode).toBe(404);
    expect((await post(tokens.founder, `/api/sales/${mine.id}/cancel`)).statusCode).toBe(404);
    const theirs = await sell(tokens.founder, {
      customer_id: lucia.id,
      lines: [{ type: 'product', id: 1, quantity: 1 }],
      payment_method: 'cash',
    });
    expect(theirs.statusCode).toBe(404);
    // The same customer serves its own member again.
    const again = await sell(tokens.demo, {
      customer_id: lucia.id,
      lines: [{ type: 'product', id: 4, quantity: 1 }],
      payment_method: 'cash',
    });
    expect(again.statusCode).toBe(201);
    expect(saleResponseWire.parse(again.json()).sale.customer.id).toBe(lucia.id);
  });

  it('lists the history newest first with filters, totals and a CSV export', async () => {
    const all = salePageWire.parse((await get(seller.token, '/api/sales')).json());
    expect(all.items.map((s) => s.customer.name)).toEqual(['Marco Rossi', 'Equality Check']);
    const at = all.items.map((s) => Date.parse(s.created_at));
    expect(at).toEqual([...at].sort((a, b) => b - a));
    expect(all.totals.count).toBe(1);
    expect(all.totals.cancelled_count).toBe(1);
    expect(all.totals.total).toBe(all.items[1]!.total);
    expect(all.totals.pv).toBe(all.items[1]!.pv);

    const cancelled = salePageWire.parse(
      (await get(seller.token, '/api/sales?status=cancelled')).json(),
    );
    expect(cancelled.items.map((s) => s.customer.name)).toEqual(['Marco Rossi']);
    // The customer search ignores case and reads accents as written.
    const lucia = salePageWire.parse(
      (await get(tokens.demo, '/api/sales?customer=LUC%C3%8DA')).json(),
    );
    expect(lucia.items.length).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = salePageWire.parse(
      (await get(tokens.demo, `/api/sales?start_date=${today}&end_date=${today}`)).json(),
    );
    expect(byDay.items.length).toBe(3);
    const none = salePageWire.parse(
      (await get(tokens.demo, '/api/sales?start_date=2020-01-01&end_date=2020-01-31')).json(),
    );
    expect(none.items).toEqual([]);
    expect(none.totals).toEqual({ count: 0, total: '0.00', pv: 0, cancelled_count: 0 });
    const backwards = await get(
      tokens.demo,
      '/api/sales?start_date=2026-02-01&end_date=2026-01-01',
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.end_date).toBeDefined();

    const csv = await get(seller.token, '/api/sales/export?status=cancelled');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('date,invoice,status,customer,email,phone,items,payment_method,total,pv');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Marco Rossi');
    expect(lines[1]).toContain(',cancelled,');
    // The date is a calendar day a spreadsheet reads as a date, not a raw UTC instant.
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},/);
  });

  it('is refused while the manual_sales flag is off', async () => {
    await setModuleFlag(t.db, 'manual_sales', false);
    try {
      expect((await get(tokens.demo, '/api/sales')).statusCode).toBe(403);
      expect((await get(tokens.demo, '/api/sales/catalog')).statusCode).toBe(403);
    } finally {
      await setModuleFlag(t.db, 'manual_sales', true);
    }
  });
});
