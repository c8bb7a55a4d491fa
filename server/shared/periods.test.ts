import { describe, expect, it } from 'vitest';
import { isoWeek, periodEnd, periodKey, periodStart } from './periods';

describe('period keys', () => {
  const at = new Date('2026-11-21T23:59:59.999Z');

  it('names a day, an ISO week and a month in UTC', () => {
    expect(periodKey(at, 'daily')).toBe('2026-11-21');
    expect(periodKey(at, 'weekly')).toBe('2026-W47');
    expect(periodKey(at, 'monthly')).toBe('2026-11');
  });

  it('puts the first days of January in the previous ISO year when the week began there', () => {
    expect(isoWeek(new Date('2021-01-03T12:00:00Z'))).toEqual({ year: 2020, week: 53 });
    expect(isoWeek(new Date('2021-01-04T00:00:00Z'))).toEqual({ year: 2021, week: 1 });
    expect(periodKey(new Date('2024-12-30T08:00:00Z'), 'weekly')).toBe('2025-W01');
  });

  it('starts a week on Monday and a month on its first day', () => {
    expect(periodStart(at, 'weekly').toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(periodStart(at, 'monthly').toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(periodStart(at, 'daily').toISOString()).toBe('2026-11-21T00:00:00.000Z');
  });

  it('ends a period where the next one starts, across a month and a year', () => {
    expect(periodEnd(at, 'daily').toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(periodEnd(at, 'weekly').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(periodEnd(at, 'monthly').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    const last = new Date('2026-12-31T12:00:00Z');
    expect(periodEnd(last, 'monthly').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(periodEnd(last, 'daily').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
