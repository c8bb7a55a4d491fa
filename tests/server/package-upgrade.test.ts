import { beforeAll, describe, expect, it } from 'vitest';
import { upgradePackageResponseWire } from '../../contract/home';
import { minorToDecimal } from '../../contract/money';
import { useTestApp } from './app-fixture';
import { setWallet, unbalancedTransactions, walletOf } from './payout-fixture';
import { dbLabel } from './test-db';

type Pkg = { id: number; name: string; price_minor: number; bv: string };

describe(`package upgrade from the wallet on ${dbLabel}`, () => {
  const t = useTestApp();
  let packages: Pkg[];
  let member: { id: number; username: string; package_id: number; token: string };
  const upgrade = (payload: unknown, token = member.token) =>
    t.call({ method: 'POST', url: '/api/home/upgrade', token, payload: payload as object });
  const packageOf = async (id: number) =>
    (await t.db.query<{ p: number }>('SELECT package_id AS p FROM members WHERE id = $1', [id]))[0]!
      .p;
  const orderCount = async (id: number) =>
    (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int8 AS n FROM orders WHERE member_id = $1',
        [id],
      )
    )[0]!.n;

  beforeAll(async () => {
    packages = await t.db.query<Pkg>(
      'SELECT id, name, price_minor::int8 AS price_minor, bv::text AS bv FROM packages WHERE status = 1 ORDER BY price_minor',
    );
    // An active member holding the cheapest package, with a sponsor to earn from the order.
    const [m] = await t.db.query<{ id: number; username: string; package_id: number }>(
      `SELECT id, username, package_id FROM members
        WHERE status = 1 AND package_id = $1 AND sponsor_id IS NOT NULL
          AND username NOT IN ('founder', 'demo', 'blocked')
        ORDER BY id LIMIT 1`,
      [packages[0]!.id],
    );
    member = { ...m!, token: await t.loginAs(m!.username) };
  });

  it('refuses a malformed body, a package not dearer, and an unknown one, writing nothing', async () => {
    await setWallet(t.db, member.id, 10_000_000);
    const orders = await orderCount(member.id);
    for (const payload of [{}, { package_id: 'gold' }, { package_id: -1 }]) {
      const res = await upgrade(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error_code).toBe('validation_error');
    }
    for (const id of [member.package_id, 999_999]) {
      const res = await upgrade({ package_id: id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.package_id).toHaveLength(1);
    }
    expect(await orderCount(member.id)).toBe(orders);
    expect(await packageOf(member.id)).toBe(member.package_id);
    expect(await walletOf(t.db, member.id)).toBe(10_000_000);
  });

  it('refuses an upgrade the wallet cannot pay, and says what it costs', async () => {
    const target = packages[1]!;
    const price = target.price_minor - packages[0]!.price_minor;
    await setWallet(t.db, member.id, price - 1);
    const orders = await orderCount(member.id);
    const res = await upgrade({ package_id: target.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.package_id[0]).toBe(
      `The upgrade costs ${minorToDecimal(price)}, more than your wallet balance of ${minorToDecimal(price - 1)}.`,
    );
    expect(await orderCount(member.id)).toBe(orders);
    expect(await packageOf(member.id)).toBe(member.package_id);
    expect(await walletOf(t.db, member.id)).toBe(price - 1);
  });

  it('places the upgrade order through the engine and pays it from the wallet, in one go', async () => {
    const target = packages[1]!;
    const price = target.price_minor - packages[0]!.price_minor;
    await setWallet(t.db, member.id, price + 12_345);
    const res = await upgrade({ package_id: target.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = upgradePackageResponseWire.strict().parse(res.json());
    expect(body).toEqual({
      order_id: expect.any(Number),
      invoice_number: `INV-${String(body.order_id).padStart(6, '0')}`,
      package_name: target.name,
      paid: minorToDecimal(price),
      wallet_balance: minorToDecimal(12_345),
    });
    // The order: an upgrade charged the difference, settled (completed, processed).
    const [order] = await t.db.query<{
      kind: string;
      status: string;
      total_minor: number;
      processed: boolean;
      payment_method: string;
    }>(
      `SELECT kind, status, total_minor::int8 AS total_minor, processed_at IS NOT NULL AS processed,
              payment_method FROM orders WHERE id = $1`,
      [body.order_id],
    );
    expect(order).toEqual({
      kind: 'upgrade',
      status: 'completed',
      total_minor: price,
      processed: true,
      payment_method: 'ewallet',
    });
    expect(await packageOf(member.id)).toBe(target.id);
    expect(await walletOf(t.db, member.id)).toBe(12_345);
    // Its ledger: the wallet's payment to the company's sales, and the engine's bonuses on it.
    const txns = await t.db.query<{ key: string; member_id: number | null }>(
      'SELECT txn_key AS key, member_id FROM ledger_transactions WHERE order_id = $1 ORDER BY id',
      [body.order_id],
    );
    expect(txns[0]).toEqual({ key: 'package_upgrade', member_id: member.id });
    expect(txns.length).toBeGreaterThan(1);
    const [sales] = await t.db.query<{ s: number }>(
      `SELECT coalesce(sum(e.amount_minor), 0)::int8 AS s FROM ledger_entries e
         JOIN ledger_transactions x ON x.id = e.transaction_id
        WHERE x.order_id = $1 AND e.account = 'company:sales_revenue'`,
      [body.order_id],
    );
    expect(sales!.s).toBe(price);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
    // The wallet statement names it.
    const statement = await t.call({
      method: 'GET',
      url: '/api/wallet/transactions?transaction_key[0]=package_upgrade',
      token: member.token,
    });
    expect(statement.statusCode).toBe(200);
  });

  it('answers 403 while the company has upgrades switched off, and 401 without a session', async () => {
    await t.db.query(
      `UPDATE settings SET value = value || '{"upgrade": false}'::jsonb WHERE key = 'modules'`,
    );
    try {
      expect((await upgrade({ package_id: packages.at(-1)!.id })).statusCode).toBe(403);
    } finally {
      await t.db.query(
        `UPDATE settings SET value = value || '{"upgrade": true}'::jsonb WHERE key = 'modules'`,
      );
    }
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/home/upgrade',
      payload: { package_id: packages.at(-1)!.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
