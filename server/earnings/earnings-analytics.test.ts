import { describe, expect, it } from 'vitest';
import { bucketSpans, chooseBucket } from './earnings-analytics';

describe('earnings analytics buckets', () => {
  it('reads two months by day, half a year by week and anything longer by month', () => {
    expect(chooseBucket(1)).toBe('day');
    expect(chooseBucket(62)).toBe('day');
    expect(chooseBucket(63)).toBe('week');
    expect(chooseBucket(186)).toBe('week');
    expect(chooseBucket(187)).toBe('month');
    expect(chooseBucket(366)).toBe('month');
  });

  it('lists every day of a day span, both ends included', () => {
    const spans = bucketSpans('2026-02-27', '2026-03-02', 'day');
    expect(spans.map((s) => s.date)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(spans.every((s) => s.startDate === s.date && s.endDate === s.date)).toBe(true);
  });

  it('keys weeks by their Monday and clips the first and last week to the span', () => {
    // 2026-03-04 is a Wednesday; 2026-03-17 a Tuesday.
    expect(bucketSpans('2026-03-04', '2026-03-17', 'week')).toEqual([
      { date: '2026-03-02', startDate: '2026-03-04', endDate: '2026-03-08' },
      { date: '2026-03-09', startDate: '2026-03-09', endDate: '2026-03-15' },
      { date: '2026-03-16', startDate: '2026-03-16', endDate: '2026-03-17' },
    ]);
  });

  it('keys months by their first day, across a year end and a leap February', () => {
    expect(bucketSpans('2027-12-15', '2028-03-01', 'month')).toEqual([
      { date: '2027-12-01', startDate: '2027-12-15', endDate: '2027-12-31' },
      { date: '2028-01-01', startDate: '2028-01-01', endDate: '2028-01-31' },
      { date: '2028-02-01', startDate: '2028-02-01', endDate: '2028-02-29' },
      { date: '2028-03-01', startDate: '2028-03-01', endDate: '2028-03-01' },
    ]);
  });

  it('answers nothing for a reversed or malformed span', () => {
    expect(bucketSpans('2026-03-02', '2026-03-01', 'day')).toEqual([]);
    expect(bucketSpans('2026-02-30', '2026-03-01', 'day')).toEqual([]);
  });
});
