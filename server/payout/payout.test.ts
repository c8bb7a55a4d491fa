import { describe, expect, it } from 'vitest';
import { accounts } from '../ledger/ledger';
import {
  canMovePayout,
  checkAvailableBalance,
  checkPayoutLimits,
  dailySeries,
  parsePayoutAmount,
  payoutFeeMinor,
  payoutPaidEntries,
  payoutRejectedEntries,
  payoutRequestEntries,
  payoutStatusId,
} from './payout';
import { defaultPlanSettings, type PayoutSettings } from '../company/plan-settings';

const settings: PayoutSettings = {
  min_minor: 1000,
  max_minor: 500_000,
  fee_percent: 1,
  fee_fixed_minor: 50,
  payment_methods: ['bank_transfer'],
  destination_hold_hours: 24,
};
const sum = (entries: { amountMinor: number }[]) => entries.reduce((s, e) => s + e.amountMinor, 0);

describe('payout amount parsing', () => {
  it('accepts decimal strings and JSON numbers as whole minor units', () => {
    expect(parsePayoutAmount('25')).toEqual({ ok: true, value: 2500 });
    expect(parsePayoutAmount(' 25.5 ')).toEqual({ ok: true, value: 2550 });
    expect(parsePayoutAmount('.75')).toEqual({ ok: true, value: 75 });
    expect(parsePayoutAmount(12.34)).toEqual({ ok: true, value: 1234 });
    expect(parsePayoutAmount(100)).toEqual({ ok: true, value: 10_000 });
  });

  it('refuses non-numbers, signs, zero, extra decimals and float noise without rounding', () => {
    for (const bad of [
      'abc',
      '',
      '  ',
      '-5',
      '+5',
      '0',
      '0.00',
      '1.234',
      '1,5',
      '1e3',
      0,
      -5,
      0.1 + 0.2,
      1e21,
    ]) {
      expect(parsePayoutAmount(bad).ok, String(bad)).toBe(false);
    }
    expect(parsePayoutAmount('1.234')).toMatchObject({
      message: 'The amount can have at most 2 decimals.',
    });
    expect(parsePayoutAmount('-5')).toMatchObject({
      message: 'The amount must be more than zero.',
    });
    expect(parsePayoutAmount('99999999999999999999')).toMatchObject({
      message: 'The amount is too large.',
    });
  });
});

describe('payout limits and fee', () => {
  it('charges the percent rounded half up plus the fixed part', () => {
    expect(payoutFeeMinor(10_000, settings)).toBe(150);
    expect(payoutFeeMinor(1050, settings)).toBe(61); // 10.5 rounds up to 11, plus 50
    expect(payoutFeeMinor(10_000, defaultPlanSettings.payout)).toBe(100);
  });

  it('accepts the minimum and the maximum themselves and refuses one cent beyond', () => {
    expect(checkPayoutLimits(1000, settings)).toEqual({ ok: true, value: 60 });
    expect(checkPayoutLimits(500_000, settings).ok).toBe(true);
    expect(checkPayoutLimits(999, settings)).toEqual({
      ok: false,
      message: 'The minimum payout is 10.00.',
    });
    expect(checkPayoutLimits(500_001, settings)).toEqual({
      ok: false,
      message: 'The maximum payout is 5000.00.',
    });
  });

  it('refuses an amount the fee would swallow', () => {
    const costly = { ...settings, min_minor: 0, fee_fixed_minor: 500 };
    expect(checkPayoutLimits(500, costly).ok).toBe(false);
    expect(checkPayoutLimits(600, costly)).toEqual({ ok: true, value: 506 });
  });

  it('allows the whole balance and nothing more', () => {
    expect(checkAvailableBalance(5000, 5000)).toEqual({ ok: true, value: 0 });
    expect(checkAvailableBalance(5001, 5000)).toEqual({
      ok: false,
      message: 'The amount is more than your available balance of 50.00.',
    });
  });
});

describe('payout ledger entries', () => {
  it('holds the request on payout:pending and balances', () => {
    const entries = payoutRequestEntries(7, 2500);
    expect(entries).toEqual([
      { account: accounts.wallet, memberId: 7, amountMinor: -2500 },
      { account: accounts.payoutPending, memberId: 7, amountMinor: 2500 },
    ]);
  });

  it('pays total less fee out and books the fee, balanced', () => {
    const entries = payoutPaidEntries(7, 2500, 75);
    expect(sum(entries)).toBe(0);
    expect(entries).toContainEqual({
      account: accounts.cashOut,
      memberId: null,
      amountMinor: 2425,
    });
    expect(entries).toContainEqual({
      account: accounts.payoutFees,
      memberId: null,
      amountMinor: 75,
    });
    // A payout without a fee writes no zero line.
    expect(payoutPaidEntries(7, 2500, 0)).toHaveLength(2);
  });

  it('returns a rejected request to the wallet in full', () => {
    expect(payoutRejectedEntries(7, 2500)).toContainEqual({
      account: accounts.wallet,
      memberId: 7,
      amountMinor: 2500,
    });
  });
});

describe('payout statuses', () => {
  it('numbers the statuses 0 pending, 1 approved, 2 paid, 3 rejected', () => {
    expect(
      ['pending', 'approved', 'paid', 'rejected'].map((s) => payoutStatusId(s as never)),
    ).toEqual([0, 1, 2, 3]);
  });

  it('lets an open payout be paid or rejected, and a settled one nothing', () => {
    expect(canMovePayout('pending', 'approved')).toBe(true);
    expect(canMovePayout('approved', 'paid')).toBe(true);
    expect(canMovePayout('approved', 'rejected')).toBe(true);
    expect(canMovePayout('paid', 'rejected')).toBe(false);
    expect(canMovePayout('rejected', 'paid')).toBe(false);
    expect(canMovePayout('approved', 'approved')).toBe(false);
  });
});

describe('daily series', () => {
  it('lists every day of the interval with zeros where nothing was paid', () => {
    expect(
      dailySeries('2026-02-27', '2026-03-02', [{ day: '2026-03-01', amountMinor: 900 }]),
    ).toEqual([
      { day: '2026-02-27', amountMinor: 0 },
      { day: '2026-02-28', amountMinor: 0 },
      { day: '2026-03-01', amountMinor: 900 },
      { day: '2026-03-02', amountMinor: 0 },
    ]);
  });
});
