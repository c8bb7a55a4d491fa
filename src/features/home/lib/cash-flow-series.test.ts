import { describe, expect, it } from 'vitest';
import { cashFlowSeries } from './cash-flow-series';

describe('cashFlowSeries', () => {
  it('pairs credit and debit of the same day, oldest first', () => {
    expect(
      cashFlowSeries(
        [
          { date: '2026-10-29', amount: '44.10' },
          { date: '2026-10-25', amount: '4.90' },
        ],
        [
          { date: '2026-10-25', amount: '0.00' },
          { date: '2026-10-29', amount: '340.00' },
        ],
      ),
    ).toEqual([
      { date: '2026-10-25', credit: '4.90', debit: '0.00' },
      { date: '2026-10-29', credit: '44.10', debit: '340.00' },
    ]);
  });

  it('reads a day missing from one side as zero on that side', () => {
    expect(
      cashFlowSeries([{ date: '2026-11-02', amount: '5' }], [{ date: '2026-11-01', amount: '7' }]),
    ).toEqual([
      { date: '2026-11-01', credit: '0', debit: '7' },
      { date: '2026-11-02', credit: '5', debit: '0' },
    ]);
  });

  it('is empty when nothing moved', () => {
    expect(cashFlowSeries([], [])).toEqual([]);
  });
});
