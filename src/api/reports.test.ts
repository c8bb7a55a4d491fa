import { describe, expect, it } from 'vitest';
import { downlineReportQuery, historyQuery, toBinaryHistoryEntry } from './reports';
import type { BinaryHistoryEntryWire } from '@contract/network';

describe('historyQuery', () => {
  it('sends type only when exactly one type is chosen', () => {
    expect(historyQuery({ types: ['purchase'] }).type).toBe('purchase');
    expect(historyQuery({ types: ['purchase', 'team'] }).type).toBeUndefined();
    expect(historyQuery({ types: [] }).type).toBeUndefined();
  });

  it('sends start_date and end_date only with the custom date range', () => {
    const base = { types: [], startDate: '2026-01-01', endDate: '2026-01-31' };
    expect(historyQuery({ ...base, dateRange: 'custom' })).toMatchObject({
      date_range: 'custom',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    const q = historyQuery({ ...base, dateRange: 'this_month' });
    expect(q.start_date).toBeUndefined();
    expect(q.end_date).toBeUndefined();
  });
});

describe('downlineReportQuery', () => {
  it('sends sort only as asc or desc', () => {
    expect(downlineReportQuery({ category: 'all', sort: 'asc' }).sort).toBe('asc');
    const bad = { category: 'all', sort: 'newest' } as unknown as Parameters<
      typeof downlineReportQuery
    >[0];
    expect(downlineReportQuery(bad).sort).toBeUndefined();
  });

  it('leaves out a blank username and a level that is not a positive whole number', () => {
    expect(downlineReportQuery({ category: 'all', username: '  ', level: 0 })).toEqual({
      username: undefined,
      level: undefined,
      sort: undefined,
    });
    expect(downlineReportQuery({ category: 'all', username: ' ann ', level: 3 })).toMatchObject({
      username: 'ann',
      level: 3,
    });
  });
});

const entry = (over: Partial<BinaryHistoryEntryWire>): BinaryHistoryEntryWire => ({
  id: 1,
  pv_added: 0,
  pv_deducted_left: 0,
  pv_deducted_right: 0,
  total_left: 0,
  total_right: 0,
  carry_left: 0,
  carry_right: 0,
  leg: null,
  bonus_generated: '0',
  bonus_to_pay: '0',
  capping_limit: null,
  created_at: '2026-01-01T00:00:00Z',
  paired_orders: [],
  from_username: null,
  ...over,
});

describe('toBinaryHistoryEntry derived fields', () => {
  it('counts an entry as deducted when no leg is set', () => {
    expect(toBinaryHistoryEntry(entry({ leg: null })).isDeducted).toBe(true);
    expect(toBinaryHistoryEntry(entry({ leg: 'L', pv_added: 50 })).isDeducted).toBe(false);
  });

  it('takes the larger of the two deductions', () => {
    const e = toBinaryHistoryEntry(entry({ pv_deducted_left: 200, pv_deducted_right: 100 }));
    expect(e.largerDeduction).toBe(200);
  });

  it('marks a 2:1 pair when the left and right deductions differ', () => {
    expect(
      toBinaryHistoryEntry(entry({ pv_deducted_left: 200, pv_deducted_right: 100 })).isTwoToOnePair,
    ).toBe(true);
    expect(
      toBinaryHistoryEntry(entry({ pv_deducted_left: 100, pv_deducted_right: 100 })).isTwoToOnePair,
    ).toBe(false);
  });
});
