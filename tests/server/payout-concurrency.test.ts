import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestPayoutResponseWire } from '../../contract/payout';
import { defaultAppKey } from '../../contract/constants';
import { useTestApp } from './app-fixture';
import { pickMembers, setWallet, unbalancedTransactions, walletOf } from './payout-fixture';
import { dbLabel } from './test-db';

const amountMinor = 2000;
const fundedPayouts = 50;

/**
 * Issue point 4: concurrent payout requests against one wallet can never overdraw it. Real
 * HTTP against a listening server, so requests really overlap on the database's connections.
 */
describe(`payout requests against one wallet on ${dbLabel}`, () => {
  const t = useTestApp();
  let base: string;
  let member: { id: number; token: string };
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const [m] = await pickMembers(t.db, 1);
    member = { id: m!.id, token: await t.loginAs(m!.username) };
  });

  const requestPayout = async () => {
    const res = await fetch(`${base}/api/payout/request_payout`, {
      method: 'POST',
      headers: {
        'api-key': defaultAppKey,
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: (amountMinor / 100).toFixed(2), password: 'demopass1' }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  /** Checks every invariant after `attempts` requests against a wallet funded for `funded`. */
  async function expectNoOverdraft(
    outcomes: { status: number; body: Record<string, unknown> }[],
    funded: number,
  ) {
    const ok = outcomes.filter((o) => o.status === 200);
    const refused = outcomes.filter((o) => o.status !== 200);
    expect(ok).toHaveLength(funded);
    for (const o of ok) requestPayoutResponseWire.parse(o.body);
    for (const o of refused) {
      expect(o.status).toBe(422);
      expect(o.body.error_code).toBe('validation_error');
      expect((o.body.errors as Record<string, string[]>).amount?.[0]).toMatch(/available balance/);
    }
    expect(await walletOf(t.db, member.id)).toBe(0);

    // The wallet's running balance, in the order the movements were written, never dips below 0.
    const [lowest] = await t.db.query<{ low: number }>(
      `SELECT coalesce(min(running), 0)::int8 AS low FROM (
         SELECT sum(amount_minor) OVER (ORDER BY transaction_id, id) AS running
           FROM ledger_entries WHERE account = 'wallet' AND member_id = $1) AS r`,
      [member.id],
    );
    expect(lowest!.low).toBeGreaterThanOrEqual(0);
    expect(await unbalancedTransactions(t.db)).toEqual([]);

    const [counts] = await t.db.query<{ payouts: number; held: number; txns: number }>(
      `SELECT (SELECT count(*)::int8 FROM payout_requests WHERE member_id = $1) AS payouts,
              (SELECT coalesce(sum(amount_minor), 0)::int8 FROM ledger_entries
                WHERE account = 'payout:pending' AND member_id = $1) AS held,
              (SELECT count(*)::int8 FROM ledger_transactions WHERE member_id = $1 AND txn_key = 'payout_request') AS txns`,
      [member.id],
    );
    expect(counts).toEqual({ payouts: funded, held: funded * amountMinor, txns: funded });
  }

  if (dbLabel === 'postgres') {
    it('lets exactly 50 of 200 concurrent requests through and never overdraws the wallet', async () => {
      await setWallet(t.db, member.id, fundedPayouts * amountMinor);
      const outcomes = await Promise.all(Array.from({ length: 200 }, requestPayout));
      await expectNoOverdraft(outcomes, fundedPayouts);
    });
  } else {
    // PGlite has one connection, so requests cannot overlap there: a smaller sequential run.
    it('lets exactly 5 of 12 sequential requests through on PGlite (the concurrent run needs PostgreSQL)', async () => {
      await setWallet(t.db, member.id, 5 * amountMinor);
      const outcomes = [];
      for (let i = 0; i < 12; i++) outcomes.push(await requestPayout());
      await expectNoOverdraft(outcomes, 5);
    });
  }
});
