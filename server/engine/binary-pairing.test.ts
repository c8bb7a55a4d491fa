import { describe, expect, it } from 'vitest';
import { pairBinary } from './binary-pairing';
import type { BinarySettings } from '../company/plan-settings';

const base: BinarySettings = {
  pair_ratio: '1:1',
  pair_volume: 100,
  pay_mode: 'percent',
  pair_value_minor: 1000,
  percent: 10,
  capping_minor: null,
  period: 'daily',
};
const fresh = { firstPairDone: true, paidInPeriodMinor: 0 };

describe('binary pairing', () => {
  it('pays on 700 and carries 300 right for left 700 / right 1000 at 1:1', () => {
    const r = pairBinary({ leftCarry: 700, rightCarry: 1000, ...fresh }, base);
    expect(r).toMatchObject({
      pairs: 7,
      deductLeft: 700,
      deductRight: 700,
      carryLeft: 0,
      carryRight: 300,
    });
    expect(r.pairedVolume).toBe(700);
    // 10 % of 700 points, a point being one currency unit: 70.00.
    expect(r.bonusGeneratedMinor).toBe(7000);
    expect(r.bonusToPayMinor).toBe(7000);
    expect(r.flushedMinor).toBe(0);
  });

  it('pays a fixed value per pair in per_pair mode', () => {
    const r = pairBinary(
      { leftCarry: 700, rightCarry: 1000, ...fresh },
      { ...base, pay_mode: 'per_pair' },
    );
    expect(r.bonusGeneratedMinor).toBe(7 * 1000);
  });

  it('keeps a sub-pair remainder on the weaker leg too', () => {
    const r = pairBinary({ leftCarry: 750.5, rightCarry: 1000, ...fresh }, base);
    expect(r).toMatchObject({ pairs: 7, carryLeft: 50.5, carryRight: 300 });
  });

  it('flushes what exceeds the cap left in the period and still deducts the volume', () => {
    const capped = { ...base, capping_minor: 10_000 };
    const r = pairBinary(
      { leftCarry: 1000, rightCarry: 1500, firstPairDone: true, paidInPeriodMinor: 6_000 },
      capped,
    );
    expect(r.bonusGeneratedMinor).toBe(10_000);
    expect(r.bonusToPayMinor).toBe(4_000);
    expect(r.flushedMinor).toBe(6_000);
    expect(r).toMatchObject({ deductLeft: 1000, deductRight: 1000, carryLeft: 0, carryRight: 500 });
  });

  it('pays nothing once the cap is used up, flushing the whole bonus', () => {
    const capped = { ...base, capping_minor: 10_000 };
    const r = pairBinary(
      { leftCarry: 200, rightCarry: 200, firstPairDone: true, paidInPeriodMinor: 10_000 },
      capped,
    );
    expect(r).toMatchObject({
      bonusGeneratedMinor: 2_000,
      bonusToPayMinor: 0,
      flushedMinor: 2_000,
      carryLeft: 0,
    });
  });

  it('makes a 2:1 first pair from 200 left and 100 right, then pairs 1:1', () => {
    const ratio = { ...base, pair_ratio: '2:1' as const };
    const first = pairBinary(
      { leftCarry: 200, rightCarry: 100, firstPairDone: false, paidInPeriodMinor: 0 },
      ratio,
    );
    expect(first).toMatchObject({
      pairs: 1,
      deductLeft: 200,
      deductRight: 100,
      carryLeft: 0,
      carryRight: 0,
      firstPairDone: true,
    });
    expect(first.bonusGeneratedMinor).toBe(1000);
    const next = pairBinary(
      { leftCarry: 100, rightCarry: 100, firstPairDone: true, paidInPeriodMinor: 1000 },
      ratio,
    );
    expect(next).toMatchObject({ pairs: 1, deductLeft: 100, deductRight: 100 });
  });

  it('waits for the 2:1 first pair even when a 1:1 pair could form', () => {
    const ratio = { ...base, pair_ratio: '2:1' as const };
    const r = pairBinary(
      { leftCarry: 150, rightCarry: 500, firstPairDone: false, paidInPeriodMinor: 0 },
      ratio,
    );
    expect(r).toMatchObject({
      pairs: 0,
      deductLeft: 0,
      deductRight: 0,
      carryLeft: 150,
      carryRight: 500,
      firstPairDone: false,
    });
    expect(r.bonusGeneratedMinor).toBe(0);
  });

  it('makes a 1:2 first pair from the right and continues 1:1 in the same run', () => {
    const ratio = { ...base, pair_ratio: '1:2' as const };
    const r = pairBinary(
      { leftCarry: 300, rightCarry: 500, firstPairDone: false, paidInPeriodMinor: 0 },
      ratio,
    );
    expect(r).toMatchObject({
      pairs: 3,
      deductLeft: 300,
      deductRight: 400,
      carryLeft: 0,
      carryRight: 100,
    });
    expect(r.pairedVolume).toBe(300);
  });
});
