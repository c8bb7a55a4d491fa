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

  /** Pairs a member's first carry under `ratio`: no first pair yet, nothing paid this period. */
  const firstPair = (
    pair_ratio: BinarySettings['pair_ratio'],
    leftCarry: number,
    rightCarry: number,
  ) =>
    pairBinary(
      { leftCarry, rightCarry, firstPairDone: false, paidInPeriodMinor: 0 },
      { ...base, pair_ratio },
    );

  it.each([
    {
      title: 'makes a 2:1 first pair from 200 left and 100 right',
      ratio: '2:1' as const,
      left: 200,
      right: 100,
      split: {
        pairs: 1,
        deductLeft: 200,
        deductRight: 100,
        carryLeft: 0,
        carryRight: 0,
        firstPairDone: true,
      },
      bonusGeneratedMinor: 1000,
    },
    {
      title: 'waits for the 2:1 first pair even when a 1:1 pair could form',
      ratio: '2:1' as const,
      left: 150,
      right: 500,
      split: {
        pairs: 0,
        deductLeft: 0,
        deductRight: 0,
        carryLeft: 150,
        carryRight: 500,
        firstPairDone: false,
      },
      bonusGeneratedMinor: 0,
    },
  ])('$title', ({ ratio, left, right, split, bonusGeneratedMinor }) => {
    const r = firstPair(ratio, left, right);
    expect(r).toMatchObject(split);
    expect(r.bonusGeneratedMinor).toBe(bonusGeneratedMinor);
  });

  it('pairs 1:1 once the 2:1 first pair is done', () => {
    const next = pairBinary(
      { leftCarry: 100, rightCarry: 100, firstPairDone: true, paidInPeriodMinor: 1000 },
      { ...base, pair_ratio: '2:1' },
    );
    expect(next).toMatchObject({ pairs: 1, deductLeft: 100, deductRight: 100 });
  });

  it('makes a 1:2 first pair from the right and continues 1:1 in the same run', () => {
    const r = firstPair('1:2', 300, 500);
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
