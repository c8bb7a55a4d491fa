import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  isoWeeksInYear,
  isSupportedDay,
  isSupportedIsoWeek,
  isSupportedMonth,
  isSupportedTimestamp,
} from './calendar';

describe('the supported calendar', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('accepts real days from 1900 to 2999 only', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2026-12-31', '2999-12-31'])
      expect(isSupportedDay(day), day).toBe(true);
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-01-00',
      '9999-12-31',
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
      '2026-1-1',
      '20260101',
      ' 2026-01-01',
    ])
      expect(isSupportedDay(day), day).toBe(false);
  });

  it('accepts real months and ISO weeks in the supported years', () => {
    expect(isSupportedMonth('2026-03')).toBe(true);
    expect(isSupportedMonth('2026-13')).toBe(false);
    expect(isSupportedMonth('9999-12')).toBe(false);
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2025)).toBe(52);
    expect(isSupportedIsoWeek('2026-W53')).toBe(true);
    expect(isSupportedIsoWeek('2025-W53')).toBe(false);
    expect(isSupportedIsoWeek('2026-W00')).toBe(false);
    expect(isSupportedIsoWeek('9999-W01')).toBe(false);
  });

  it('accepts timestamps as PostgreSQL prints them, and ISO ones', () => {
    for (const t of [
      '2026-11-21 23:55:00.123456+00',
      '2026-11-21 23:55:00+05:30',
      '2026-11-21 23:55:00-03',
      '1901-12-13 20:45:52+00:53:28',
      '2026-11-21T23:55:00Z',
      '2026-11-21T23:55:00.1',
      '2024-02-29 00:00:00+15:59',
    ])
      expect(isSupportedTimestamp(t), t).toBe(true);
  });

  it('refuses impossible timestamps', () => {
    for (const t of [
      '2026-13-01 00:00:00+00',
      '2026-02-30 00:00:00+00',
      '2025-02-29 12:00:00+00',
      '2026-01-01 24:00:00+00',
      '2026-01-01 23:60:00+00',
      '2026-01-01 23:59:60+00',
      '2026-01-01 00:00:00+99:99',
      '2026-01-01 00:00:00+16',
      '2026-01-01 00:00:00+05:60',
      '9999-12-31 23:59:59.999999+00',
      '0000-01-01 00:00:00+00',
      '2026-01-01 00:00:00.1234567+00',
      '2026-01-01 00:00:00 BC',
      'infinity',
      '2026-01-01\u000000:00:00+00',
    ])
      expect(isSupportedTimestamp(t), t).toBe(false);
  });
});
