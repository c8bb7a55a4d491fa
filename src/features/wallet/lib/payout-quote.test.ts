import { describe, expect, it } from 'vitest';
import { minorToDecimal as fromMinor } from '@contract/money';
import { checkPayout, toMinor } from './payout-quote';

const settings = {
  minAmount: '10.00',
  maxAmount: '5000.00',
  feePercent: 1,
  feeFixed: '0.50',
  availableBalance: '766.84',
};

describe('payout quote', () => {
  it('reads amounts exactly, refusing a third decimal', () => {
    expect(toMinor('25')).toBe(2500);
    expect(toMinor('.5')).toBe(50);
    expect(toMinor('12.34')).toBe(1234);
    expect(toMinor('1.234')).toBeNaN();
    expect(toMinor('abc')).toBeNull();
    expect(toMinor('')).toBeNull();
    expect(fromMinor(123456)).toBe('1234.56');
    expect(fromMinor(5)).toBe('0.05');
  });

  it('gives the fee (a percent half up plus the fixed part) and what the member receives', () => {
    expect(checkPayout('100', settings)).toEqual({
      ok: true,
      quote: { amountMinor: 10_000, feeMinor: 150, receiveMinor: 9_850 },
    });
    // 1 % of 12.35 is 0.1235, half up to 0.12.
    expect(checkPayout('12.35', settings)).toMatchObject({ quote: { feeMinor: 62 } });
  });

  it('says which limit a request breaks, with the limit', () => {
    expect(checkPayout('5', settings)).toEqual({ ok: false, reason: 'min', limitMinor: 1000 });
    expect(checkPayout('6000', settings)).toEqual({
      ok: false,
      reason: 'max',
      limitMinor: 500_000,
    });
    expect(checkPayout('800', settings)).toEqual({
      ok: false,
      reason: 'balance',
      limitMinor: 76_684,
    });
    expect(checkPayout('10', { ...settings, feeFixed: '10.00' })).toEqual({
      ok: false,
      reason: 'fee',
      limitMinor: 1_010,
    });
    expect(checkPayout('0', settings)).toEqual({ ok: false, reason: 'zero' });
    expect(checkPayout('1.001', settings)).toEqual({ ok: false, reason: 'decimals' });
  });
});
