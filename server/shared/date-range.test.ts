import { describe, expect, it } from 'vitest';
import {
  checkDaySpan,
  daysBetween,
  namedWindow,
  parseDay,
  resolveDateFilter,
  type DateWindow,
} from './date-range';

// A Wednesday afternoon, so the week and month boundaries are all on other days.
const now = new Date('2026-03-18T15:30:00Z');
const iso = (w: DateWindow) => [w.from?.toISOString() ?? null, w.to?.toISOString() ?? null];
/** The named range at `at` runs from `from` (included) to `to` (excluded). */
const expectWindow = (
  range: Parameters<typeof namedWindow>[0],
  at: Date,
  from: string,
  to: string,
) => expect(iso(namedWindow(range, at))).toEqual([from, to]);

describe('wallet date ranges', () => {
  it('starts this week on Monday and last week on the Monday before', () => {
    expectWindow('this_week', now, '2026-03-16T00:00:00.000Z', '2026-03-23T00:00:00.000Z');
    expectWindow('last_week', now, '2026-03-09T00:00:00.000Z', '2026-03-16T00:00:00.000Z');
  });

  it('keeps a Sunday in the week that began the Monday before', () => {
    const sunday = new Date('2026-03-22T23:59:00Z');
    expect(iso(namedWindow('this_week', sunday))[0]).toBe('2026-03-16T00:00:00.000Z');
  });

  it('cuts today, yesterday and the rolling windows at UTC midnight, today included', () => {
    expectWindow('today', now, '2026-03-18T00:00:00.000Z', '2026-03-19T00:00:00.000Z');
    expect(iso(namedWindow('yesterday', now))[0]).toBe('2026-03-17T00:00:00.000Z');
    expect(iso(namedWindow('last_7_days', now))[0]).toBe('2026-03-12T00:00:00.000Z');
    expectWindow('last_30_days', now, '2026-02-17T00:00:00.000Z', '2026-03-19T00:00:00.000Z');
  });

  it('covers whole calendar months and years, across a year end', () => {
    const january5 = new Date('2026-01-05T00:00:00Z');
    expectWindow('this_month', now, '2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z');
    expectWindow('last_month', january5, '2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
    expectWindow('this_year', now, '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z');
  });

  it('treats dates without a range as a custom range with both days included', () => {
    const r = resolveDateFilter({ startDate: '2026-03-01', endDate: '2026-03-02' }, now);
    expect(r.ok && iso(r.value)).toEqual(['2026-03-01T00:00:00.000Z', '2026-03-03T00:00:00.000Z']);
    const open = resolveDateFilter({ range: 'custom', startDate: '2026-03-01' }, now);
    expect(open.ok && iso(open.value)).toEqual(['2026-03-01T00:00:00.000Z', null]);
  });

  it('lists everything without a range and ignores stray dates on a named range', () => {
    const all = resolveDateFilter({}, now);
    expect(all.ok && iso(all.value)).toEqual([null, null]);
    const named = resolveDateFilter({ range: 'today', startDate: '2020-01-01' }, now);
    expect(named.ok && iso(named.value)[0]).toBe('2026-03-18T00:00:00.000Z');
  });

  it('refuses a custom range without dates, an impossible day or an end before the start', () => {
    expect(resolveDateFilter({ range: 'custom' }, now)).toMatchObject({
      ok: false,
      field: 'start_date',
    });
    expect(resolveDateFilter({ startDate: '2026-02-30' }, now)).toMatchObject({
      ok: false,
      field: 'start_date',
    });
    expect(
      resolveDateFilter({ startDate: '2026-03-02', endDate: '2026-03-01' }, now),
    ).toMatchObject({
      ok: false,
      field: 'end_date',
    });
  });

  it('bounds a day span and counts both days', () => {
    expect(checkDaySpan('2026-01-01', '2026-12-31', 366)).toMatchObject({
      ok: true,
      value: { days: 365 },
    });
    expect(checkDaySpan('2024-01-01', '2025-01-01', 366)).toMatchObject({
      ok: false,
      field: 'end_date',
    });
    expect(checkDaySpan('2026-01-02', '2026-01-01', 366)).toMatchObject({
      ok: false,
      field: 'end_date',
    });
    expect(checkDaySpan('2026-13-01', '2026-12-01', 366)).toMatchObject({
      ok: false,
      field: 'start_date',
    });
  });

  it('parses only real calendar days and lists the days of a span', () => {
    expect(parseDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDay('2025-02-29')).toBeNull();
    expect(parseDay('2025-2-1')).toBeNull();
    // Outside the supported years: the day after 9999-12-31 is no date PostgreSQL reads back.
    for (const day of ['9999-12-31', '0000-01-01', '0099-01-01', '1899-12-31', '3000-01-01'])
      expect(parseDay(day), day).toBeNull();
    expect(parseDay('1900-01-01')?.toISOString()).toBe('1900-01-01T00:00:00.000Z');
    expect(parseDay('2999-12-31')?.toISOString()).toBe('2999-12-31T00:00:00.000Z');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
