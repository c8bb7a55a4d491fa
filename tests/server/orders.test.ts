import { beforeAll, describe, expect, it } from 'vitest';
import { orderDetailWire, orderPageWire, type OrderSummaryWire } from '../../contract/orders';
import { minorToDecimal } from '../../contract/money';
import { idOf, useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

/** Follows next_page_url (an absolute URL) as the client does, keeping only path and query. */
const relative = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe(`orders on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo');
  let demoId: number;
  let otherOrderId: number;
  let detailOrderId: number;
  let billingId: number;

  beforeAll(async () => {
    demoId = await idOf(t.db, 'demo');
    const founderId = await idOf(t.db, 'founder');
    const [pkg] = await t.db.query<{ id: number }>('SELECT id FROM packages ORDER BY id LIMIT 1');
    const [zone] = await t.db.query<{ id: number; country_id: number }>(
      'SELECT id, country_id FROM zones ORDER BY id LIMIT 1',
    );
    [{ id: billingId }] = (await t.db.query<{ id: number }>(
      `INSERT INTO addresses (member_id, first_name, last_name, company, address_1, address_2,
                              city, postcode, email, phone, country_id, zone_id, store_address_id)
       VALUES ($1, 'Dana', 'Demo', 'Demo Ltd', '1 Main Street', 'Flat 2', 'Springfield',
               'SP1 2AB', 'dana@example.com', '+15550100', $2, $3, 7)
       RETURNING id`,
      [demoId, zone!.country_id, zone!.id],
    )) as [{ id: number }];
    // 45 orders, in groups of three sharing one timestamp to exercise the keyset's id tiebreak.
    for (let i = 0; i < 45; i++) {
      const [order] = await t.db.query<{ id: number }>(
        `INSERT INTO orders (member_id, invoice_no, kind, status, total_minor, total_bv,
                             payment_method, billing_address_id, created_at)
         VALUES ($1, $2, 'repurchase', $3, $4, $5, 'e-wallet', $6,
                 timestamptz '2031-01-01 00:00:00.123456+00' + make_interval(mins => $7))
         RETURNING id`,
        [
          demoId,
          `TEST-D-${i}`,
          i % 2 ? 'completed' : 'pending',
          10_000 + i * 101,
          `${50 + i}.50`,
          i === 0 ? billingId : null,
          Math.floor(i / 3),
        ],
      );
      await t.db.query(
        `INSERT INTO order_lines (order_id, package_id, sku, name, price_minor, bv, expiry_days, image)
         VALUES ($1, $2, $3, $4, $5, $6, 365, 'img/line.png'),
                ($1, NULL, 'EXTRA', 'Extra item', 250, 1, NULL, NULL)`,
        [order!.id, pkg!.id, `SKU-${i}`, `Line ${i}`, 9_999 + i, `${40 + i}.25`],
      );
      if (i === 0) detailOrderId = order!.id;
    }
    [{ id: otherOrderId }] = (await t.db.query<{ id: number }>(
      `INSERT INTO orders (member_id, invoice_no, kind, status, total_minor, payment_method)
       VALUES ($1, 'TEST-F-1', 'joining', 'completed', 5000, 'card') RETURNING id`,
      [founderId],
    )) as [{ id: number }];
  });

  it('pages recent_orders newest first to the end with no duplicates and no gaps', async () => {
    const expected = await t.db.query<{ id: number }>(
      'SELECT id FROM orders WHERE member_id = $1 ORDER BY created_at DESC, id DESC',
      [demoId],
    );
    const seen: number[] = [];
    let url: string | null = '/api/orders/recent_orders';
    let pages = 0;
    while (url) {
      const res = await t.call({ method: 'GET', url, token: tokens.demo });
      expect(res.statusCode, res.body).toBe(200);
      const page = orderPageWire.strict().parse(res.json());
      expect(page.items.length).toBeLessThanOrEqual(20);
      seen.push(...page.items.map((o) => o.id));
      url = page.next_page_url && relative(page.next_page_url);
      if (url) expect(new URL(page.next_page_url!).searchParams.get('cursor')).toBeTruthy();
      pages++;
    }
    expect(seen).toEqual(expected.map((r) => r.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(Math.ceil(expected.length / 20));
  });

  it('keeps paging stable when a newer order arrives between two pages', async () => {
    const before = await t.db.query<{ id: number }>(
      'SELECT id FROM orders WHERE member_id = $1 ORDER BY created_at DESC, id DESC',
      [demoId],
    );
    const first = orderPageWire.parse(
      (
        await t.call({ method: 'GET', url: '/api/orders/recent_orders', token: tokens.demo })
      ).json(),
    );
    await t.db.query(
      `INSERT INTO orders (member_id, invoice_no, kind, status, total_minor, payment_method, created_at)
       VALUES ($1, 'TEST-D-NEW', 'repurchase', 'pending', 100, 'card', '2032-01-01')`,
      [demoId],
    );
    const second = orderPageWire.parse(
      (
        await t.call({ method: 'GET', url: relative(first.next_page_url!), token: tokens.demo })
      ).json(),
    );
    expect(second.items.map((o) => o.id)).toEqual(before.slice(20, 40).map((r) => r.id));
    await t.db.query("DELETE FROM orders WHERE invoice_no = 'TEST-D-NEW'");
  });

  it('sends each order summary with its invoice number, its figures and its first line as the package', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/orders/recent_orders',
      token: tokens.demo,
    });
    const page = orderPageWire.parse(res.json());
    const rows = await t.db.query<{
      id: number;
      invoice_no: string;
      status: string;
      total_minor: number;
      total_bv: string;
      created_at: Date;
    }>(
      `SELECT id, invoice_no, status, total_minor, total_bv, created_at FROM orders
        WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 20`,
      [demoId],
    );
    const first = page.items[0] as OrderSummaryWire;
    expect(Object.keys(first).sort()).toEqual(
      ['created_at', 'id', 'invoice_no', 'package', 'status', 'total', 'total_bv'].sort(),
    );
    for (const [i, row] of rows.entries()) {
      const item = page.items[i]!;
      expect(item).toMatchObject({
        id: row.id,
        // One name per order: the list shows the invoice's INV-002389, never "#2389".
        invoice_no: row.invoice_no,
        status: row.status,
        total: minorToDecimal(row.total_minor),
        total_bv: Number(row.total_bv),
        created_at: row.created_at.toISOString(),
      });
    }
    const [line] = await t.db.query<{
      package_id: number;
      name: string;
      sku: string;
      price_minor: number;
      bv: string;
    }>(
      'SELECT package_id, name, sku, price_minor, bv FROM order_lines WHERE order_id = $1 ORDER BY id LIMIT 1',
      [first.id],
    );
    expect(first.package).toEqual({
      id: line!.package_id,
      name: line!.name,
      sku: line!.sku,
      price: minorToDecimal(line!.price_minor),
      bv: Number(line!.bv),
      image: 'img/line.png',
    });
  });

  it('refuses a cursor the server did not write', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/orders/recent_orders?cursor=not-a-cursor',
      token: tokens.demo,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error_code: 'validation_error' });
    expect(res.json().errors).toHaveProperty('cursor');
  });

  it('sends an order with its billing address, absent shipping and its product lines', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/orders/${detailOrderId}`,
      token: tokens.demo,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = orderDetailWire.strict().parse(res.json());
    const [names] = await t.db.query<{ country_name: string; zone_name: string; zone_id: number }>(
      `SELECT c.name AS country_name, z.name AS zone_name, z.id AS zone_id
         FROM addresses a JOIN countries c ON c.id = a.country_id JOIN zones z ON z.id = a.zone_id
        WHERE a.id = $1`,
      [billingId],
    );
    expect(order).toMatchObject({
      id: detailOrderId,
      invoice_no: 'TEST-D-0',
      status: 'pending',
      total: minorToDecimal(10_000),
      total_bv: 50.5,
      payment_method: 'e-wallet',
      shipping: null,
    });
    expect(order.billing).toEqual({
      id: billingId,
      first_name: 'Dana',
      last_name: 'Demo',
      company: 'Demo Ltd',
      address_1: '1 Main Street',
      address_2: 'Flat 2',
      city: 'Springfield',
      postcode: 'SP1 2AB',
      email: 'dana@example.com',
      phone: '+15550100',
      country_id: expect.any(Number),
      zone_id: names!.zone_id,
      country_name: names!.country_name,
      zone_name: names!.zone_name,
      store_address_id: 7,
    });
    expect(order.products).toEqual([
      {
        sku: 'SKU-0',
        name: 'Line 0',
        price: '99.99',
        bv: 40.25,
        expiry: 365,
        image: 'img/line.png',
      },
      { sku: 'EXTRA', name: 'Extra item', price: '2.50', bv: 1, expiry: null, image: null },
    ]);
  });

  it("answers 404 for another member's order, an unknown id and a non-numeric id", async () => {
    for (const id of [String(otherOrderId), '999999999', 'abc', '1e3', '99999999999999999999']) {
      const res = await t.call({ method: 'GET', url: `/api/orders/${id}`, token: tokens.demo });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ error_code: 'not_found' });
    }
    const founder = await t.loginAs('founder');
    const own = await t.call({ method: 'GET', url: `/api/orders/${otherOrderId}`, token: founder });
    expect(own.statusCode).toBe(200);
  });

  it('never lists another member’s orders and needs a session', async () => {
    const founder = await t.loginAs('founder');
    const res = await t.call({ method: 'GET', url: '/api/orders/recent_orders', token: founder });
    const ids = orderPageWire.parse(res.json()).items.map((o) => o.id);
    expect(ids).toContain(otherOrderId);
    expect(ids).not.toContain(detailOrderId);
    const anonymous = await t.call({ method: 'GET', url: '/api/orders/recent_orders' });
    expect(anonymous.statusCode).toBe(401);
  });
});
