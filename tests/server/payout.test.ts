import { beforeAll, describe, expect, it } from 'vitest';
import { payoutSettingsWire, requestPayoutResponseWire } from '../../contract/payout';
import { minorToDecimal } from '../../contract/money';
import { approvePayout, markPayoutPaid, rejectPayout } from '../../server/payout/payout-service';
import { hashPassword } from '../../server/auth/passwords';
import { type TestApp, useTestApp } from './app-fixture';
import {
  fundedPair,
  payoutCount,
  unbalancedTransactions,
  walletOf,
  type SignedInMember,
} from './payout-fixture';
import { dbLabel } from './test-db';

const request = (t: TestApp, token: string, payload: unknown) =>
  t.call({ method: 'POST', url: '/api/payout/request_payout', token, payload: payload as object });

describe(`payout settings and requests on ${dbLabel}`, () => {
  const t = useTestApp();
  let alice: SignedInMember;
  let bob: SignedInMember;
  beforeAll(async () => {
    [alice, bob] = await fundedPair(t);
  });

  it('describes the payout criteria with the wallet balance and the password in use', async () => {
    const res = await t.call({ method: 'GET', url: '/api/payout/settings', token: alice.token });
    expect(res.statusCode).toBe(200);
    expect(payoutSettingsWire.strict().parse(res.json())).toEqual({
      min_amount: '10.00',
      max_amount: '5000.00',
      fee_percent: 1,
      fee_fixed: '0.00',
      payment_methods: ['bank_transfer', 'paypal'],
      wallet_password_set: false,
      available_balance: minorToDecimal(await walletOf(t.db, alice.id)),
      owed_balance: '0.00',
      // The seed pays every member but the showcase one by PayPal to their own address.
      payout_method: 'paypal',
      payout_method_ready: true,
      kyc_required: false,
      kyc_approved: expect.any(Boolean),
      // The seed's members chose their method long ago: nothing is held.
      payouts_held_until: null,
    });
  });

  it('puts every malformed or missing input under its own field and writes nothing', async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ amount: 'abc', password: 'demopass1' }, 'amount', /number/],
      [{ amount: '-5', password: 'demopass1' }, 'amount', /more than zero/],
      [{ amount: '1.234', password: 'demopass1' }, 'amount', /2 decimals/],
      [{ amount: '', password: 'demopass1' }, 'amount', /Enter the amount/],
      [{ password: 'demopass1' }, 'amount', /Enter the amount/],
      [{ amount: '20' }, 'password', /Enter your password/],
      [{ amount: '20', password: '' }, 'password', /Enter your password/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await request(t, alice.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().error_code).toBe('validation_error');
      expect(res.json().errors[field]?.[0], JSON.stringify(payload)).toMatch(message);
    }
    expect(await payoutCount(t.db, alice.id)).toBe(0);
  });

  it('refuses a wrong password on the password field', async () => {
    const res = await request(t, alice.token, { amount: '20', password: 'not-my-password' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['The password is not correct.']);
  });

  it('checks the minimum, the maximum and the available balance on the amount field', async () => {
    const below = await request(t, alice.token, { amount: '9.99', password: 'demopass1' });
    expect(below.json().errors.amount).toEqual(['The minimum payout is 10.00.']);
    const above = await request(t, alice.token, { amount: 5000.01, password: 'demopass1' });
    expect(above.json().errors.amount).toEqual(['The maximum payout is 5000.00.']);
    const balance = await walletOf(t.db, alice.id);
    const tooMuch = await request(t, alice.token, {
      amount: minorToDecimal(balance + 1),
      password: 'demopass1',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toEqual([
      `The amount is more than your available balance of ${minorToDecimal(balance)}.`,
    ]);
    expect(await payoutCount(t.db, alice.id)).toBe(0);
    expect(await walletOf(t.db, alice.id)).toBe(balance);
  });

  it('holds a valid request as a pending payout with a balanced ledger transaction', async () => {
    const before = await walletOf(t.db, alice.id);
    const res = await request(t, alice.token, { amount: 123.45, password: 'demopass1' });
    expect(res.statusCode).toBe(200);
    const body = requestPayoutResponseWire.strict().parse(res.json());
    expect(body.payout).toMatchObject({ status: 'pending', total: '123.45', fee: '1.23' });
    expect(body.wallet_balance).toBe(minorToDecimal(before - 12_345));
    expect(await walletOf(t.db, alice.id)).toBe(before - 12_345);

    const [row] = await t.db.query<{
      member_id: number;
      status: string;
      amount_minor: number;
      fee_minor: number;
      ledger_txn_id: number;
    }>(
      'SELECT member_id, status, amount_minor, fee_minor, ledger_txn_id FROM payout_requests WHERE id = $1',
      [body.payout.id],
    );
    expect(row).toMatchObject({
      member_id: alice.id,
      status: 'pending',
      amount_minor: 12_345,
      fee_minor: 123,
    });
    const entries = await t.db.query<{
      account: string;
      member_id: number | null;
      amount_minor: number;
    }>(
      `SELECT e.account, e.member_id, e.amount_minor FROM ledger_entries e JOIN ledger_transactions x ON x.id = e.transaction_id
        WHERE x.id = $1 AND x.txn_group = 'payout' AND x.txn_type = 'debit' AND x.txn_key = 'payout_request'
        ORDER BY e.amount_minor`,
      [row!.ledger_txn_id],
    );
    expect(entries).toEqual([
      { account: 'wallet', member_id: alice.id, amount_minor: -12_345 },
      { account: 'payout:pending', member_id: alice.id, amount_minor: 12_345 },
    ]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('checks the wallet password once one is set and then refuses the login password', async () => {
    await t.db.query('UPDATE members SET wallet_password_hash = $2 WHERE id = $1', [
      bob.id,
      await hashPassword('wallet-secret-9'),
    ]);
    const settings = payoutSettingsWire.parse(
      (await t.call({ method: 'GET', url: '/api/payout/settings', token: bob.token })).json(),
    );
    expect(settings.wallet_password_set).toBe(true);
    const login = await request(t, bob.token, { amount: '50', password: 'demopass1' });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors.password).toEqual(['The wallet password is not correct.']);
    const wallet = await request(t, bob.token, { amount: '50', password: 'wallet-secret-9' });
    expect(wallet.statusCode).toBe(200);
    expect(await payoutCount(t.db, bob.id)).toBe(1);
  });

  it('returns the money to the wallet when a payout is rejected', async () => {
    const res = await request(t, bob.token, { amount: '75.00', password: 'wallet-secret-9' });
    const id = requestPayoutResponseWire.parse(res.json()).payout.id;
    const held = await walletOf(t.db, bob.id);
    const rejected = await rejectPayout(t.db, id, 'Bank details do not match.');
    expect(rejected.status).toBe('rejected');
    expect(await walletOf(t.db, bob.id)).toBe(held + 7500);
    const [txn] = await t.db.query<{ txn_type: string }>(
      "SELECT txn_type FROM ledger_transactions WHERE member_id = $1 AND txn_key = 'payout_rejected'",
      [bob.id],
    );
    expect(txn?.txn_type).toBe('credit');
    await expect(markPayoutPaid(t.db, id)).rejects.toMatchObject({
      status: 422,
      errors: { status: expect.any(Array) },
    });
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('pays an approved payout: total less fee to cash out, the fee to payout fees', async () => {
    const res = await request(t, alice.token, { amount: '200', password: 'demopass1' });
    const id = requestPayoutResponseWire.parse(res.json()).payout.id;
    const wallet = await walletOf(t.db, alice.id);
    expect((await approvePayout(t.db, id)).status).toBe('approved');
    expect((await markPayoutPaid(t.db, id)).status).toBe('paid');
    expect(await walletOf(t.db, alice.id)).toBe(wallet);
    const entries = await t.db.query<{ account: string; amount_minor: number }>(
      `SELECT e.account, e.amount_minor FROM ledger_entries e JOIN ledger_transactions x ON x.id = e.transaction_id
        WHERE x.member_id = $1 AND x.txn_key = 'payout_paid' ORDER BY e.amount_minor`,
      [alice.id],
    );
    expect(entries).toEqual([
      { account: 'payout:pending', amount_minor: -20_000 },
      { account: 'company:payout_fees', amount_minor: 200 },
      { account: 'company:cash_out', amount_minor: 19_800 },
    ]);
    await expect(rejectPayout(t.db, id)).rejects.toMatchObject({ status: 422 });
    await expect(approvePayout(t.db, 987_654)).rejects.toMatchObject({ status: 404 });
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('refuses payout calls without a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/payout/settings' })).statusCode).toBe(401);
    expect((await request(t, '', { amount: '20', password: 'x' })).statusCode).toBe(401);
  });

  it('refuses requests while the company has payout requests switched off', async () => {
    const flip = (on: boolean) =>
      t.db.query(
        `UPDATE settings SET value = jsonb_set(value, '{payout_request}', $1::jsonb) WHERE key = 'modules'`,
        [JSON.stringify(on)],
      );
    await flip(false);
    try {
      const res = await request(t, alice.token, { amount: '20', password: 'demopass1' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error_code).toBe('forbidden');
    } finally {
      await flip(true);
    }
  });
});
