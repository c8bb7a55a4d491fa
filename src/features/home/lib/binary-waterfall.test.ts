import { describe, expect, it } from 'vitest';
import { neighbours, periodLabel } from './binary-period';
import { toHundredths } from '@contract/money';
import { bonusWaterfall, legWaterfall, waterfall } from './binary-waterfall';

describe('binary statement waterfalls', () => {
  it('reads decimal figures as whole hundredths by their digits', () => {
    expect(toHundredths('700.00')).toBe(70_000);
    expect(toHundredths('0.1')).toBe(10);
    expect(toHundredths('-12.05')).toBe(-1205);
    // 0.29 * 100 is 28.999999999999996 in floating point; the digits give 29.
    expect(toHundredths('0.29')).toBe(29);
    expect(() => toHundredths('1.234')).toThrow(RangeError);
  });

  it('walks a leg from carry in through new and matched volume to carry out', () => {
    const w = legWaterfall({
      carryIn: '0.00',
      newVolume: '1000.00',
      matched: '700.00',
      carryOut: '300.00',
    });
    expect(w.bars).toEqual([
      { key: 'carryIn', kind: 'total', value: 0, from: 0, to: 0 },
      { key: 'newVolume', kind: 'up', value: 100_000, from: 0, to: 100_000 },
      { key: 'matched', kind: 'down', value: 70_000, from: 100_000, to: 30_000 },
      { key: 'carryOut', kind: 'total', value: 30_000, from: 0, to: 30_000 },
    ]);
    expect(w).toMatchObject({ reconciles: true, min: 0, max: 100_000 });
  });

  it('takes the flush off the generated bonus to land on what was paid', () => {
    const w = bonusWaterfall({ generated: '160.00', flushed: '60.00', paid: '100.00' });
    expect(w.reconciles).toBe(true);
    expect(w.bars.map((b) => [b.key, b.kind, b.from, b.to])).toEqual([
      ['generated', 'total', 0, 16_000],
      ['flushed', 'down', 16_000, 10_000],
      ['paid', 'total', 0, 10_000],
    ]);
  });

  it('says so when the steps do not land on the closing total, even by a hundredth', () => {
    expect(
      legWaterfall({ carryIn: '0.10', newVolume: '0.20', matched: '0.00', carryOut: '0.31' })
        .reconciles,
    ).toBe(false);
    expect(
      legWaterfall({ carryIn: '0.10', newVolume: '0.20', matched: '0.00', carryOut: '0.30' })
        .reconciles,
    ).toBe(true);
  });

  it('keeps zero and negative running totals inside the scale', () => {
    const w = waterfall({ key: 'a', value: 100 }, [{ key: 'b', value: -300 }], {
      key: 'c',
      value: -200,
    });
    expect([w.min, w.max, w.reconciles]).toEqual([-200, 100, true]);
  });
});

describe('binary period keys', () => {
  it('turns daily, weekly and monthly keys into dates', () => {
    expect(periodLabel('2026-03-10')).toEqual({ kind: 'day', date: '2026-03-10' });
    expect(periodLabel('2026-W01')).toEqual({
      kind: 'week',
      year: 2026,
      week: 1,
      from: '2025-12-29',
      to: '2026-01-04',
    });
    expect(periodLabel('2026-11')).toEqual({ kind: 'month', month: '2026-11-01' });
    expect(periodLabel('soon')).toBeNull();
  });

  it('finds the newer and older period in a newest-first list', () => {
    const keys = ['2026-03-14', '2026-03-13', '2026-03-10'];
    expect(neighbours(keys, '2026-03-13')).toEqual({ newer: '2026-03-14', older: '2026-03-10' });
    expect(neighbours(keys, '2026-03-14')).toEqual({ newer: null, older: '2026-03-13' });
    expect(neighbours(keys, '2026-03-10')).toEqual({ newer: '2026-03-13', older: null });
    expect(neighbours(keys, '2026-01-01')).toEqual({ newer: null, older: null });
  });
});
