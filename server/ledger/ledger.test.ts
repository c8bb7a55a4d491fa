import { describe, expect, it } from 'vitest';
import { accounts, balanced, bonusEntries, splitBonus } from './ledger';
import { percentOf } from '../shared/money';

describe('ledger', () => {
  it('refuses a transaction that does not balance', () => {
    expect(() =>
      balanced([
        { account: accounts.wallet, memberId: 1, amountMinor: 100 },
        { account: accounts.bonusExpense, memberId: null, amountMinor: -99 },
      ]),
    ).toThrow(/off by 1/);
  });

  it('refuses fractions of a minor unit', () => {
    expect(() =>
      balanced([
        { account: accounts.wallet, memberId: 1, amountMinor: 0.5 },
        { account: accounts.bonusExpense, memberId: null, amountMinor: -0.5 },
      ]),
    ).toThrow(RangeError);
  });

  it('rounds percentages half up to whole minor units', () => {
    expect(percentOf(1000, 2)).toBe(20);
    expect(percentOf(125, 10)).toBe(13);
    expect(percentOf(1, 33.3333)).toBe(0);
  });

  it('credits the net of tax and service charge and balances against the gross', () => {
    const split = splitBonus(10_000, { tax_percent: 5, service_charge_percent: 2 });
    expect(split).toEqual({
      grossMinor: 10_000,
      taxMinor: 500,
      serviceChargeMinor: 200,
      netMinor: 9_300,
    });
    const entries = bonusEntries(7, split);
    expect(entries.find((e) => e.account === accounts.wallet)).toEqual({
      account: 'wallet',
      memberId: 7,
      amountMinor: 9_300,
    });
    expect(entries.reduce((s, e) => s + e.amountMinor, 0)).toBe(0);
  });

  it('writes no zero lines when there is no tax', () => {
    const entries = bonusEntries(7, splitBonus(500, { tax_percent: 0, service_charge_percent: 0 }));
    expect(entries).toHaveLength(2);
  });
});
