import { enUS, es } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import {
  dateFnsPattern,
  serverDatePatterns,
  dateTimePattern,
  formatDate,
  formatDateTime,
  toApiDate,
  weekOf,
  weekStartsOn,
} from './dates';

describe('dateFnsPattern', () => {
  it("uses 'eeee, d MMM yyyy' for the server format 'l, d M Y H:i'", () => {
    expect(dateFnsPattern('l, d M Y H:i')).toBe('eeee, d MMM yyyy');
  });

  it('maps each date format a member may choose', () => {
    expect(dateFnsPattern('d/m/Y')).toBe('dd/MM/yyyy');
    expect(dateFnsPattern('m/d/Y')).toBe('MM/dd/yyyy');
    expect(dateFnsPattern('Y-m-d')).toBe('yyyy-MM-dd');
    expect(formatDate('2024-03-05T14:07:00', 'd/m/Y')).toBe('05/03/2024');
    expect(formatDate('2024-03-05T14:07:00', 'm/d/Y')).toBe('03/05/2024');
    expect(formatDate('2024-03-05T14:07:00', 'Y-m-d')).toBe('2024-03-05');
  });

  it("uses 'MMM d, yyyy' for any other, empty or missing format", () => {
    expect(dateFnsPattern('M d, Y')).toBe('MMM d, yyyy');
    expect(dateFnsPattern('D, d.m.Y')).toBe('MMM d, yyyy');
    expect(dateFnsPattern('')).toBe('MMM d, yyyy');
    expect(dateFnsPattern(null)).toBe('MMM d, yyyy');
    expect(dateFnsPattern(undefined)).toBe('MMM d, yyyy');
  });
});

describe('formatDate', () => {
  // Local times, so the expectations hold in any time zone.
  it('formats with the default pattern', () => {
    expect(formatDate('2024-03-05T14:07:00', 'M d, Y')).toBe('Mar 5, 2024');
    expect(formatDate(new Date(2024, 11, 31), undefined)).toBe('Dec 31, 2024');
  });

  it('formats with the long pattern for the long server format', () => {
    expect(formatDate('2024-03-05T14:07:00', 'l, d M Y H:i')).toBe('Tuesday, 5 Mar 2024');
  });

  it('formats in another locale when given one', () => {
    expect(formatDate('2024-03-05T14:07:00', 'l, d M Y H:i', es)).toBe('martes, 5 mar 2024');
  });

  it('gives an empty string for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('uses month abbreviation, day, year, then hour and minute with AM/PM', () => {
    expect(formatDateTime('2024-03-05T14:07:00')).toBe('Mar 5, 2024 2:07 PM');
    expect(formatDateTime('2024-03-05T00:30:00')).toBe('Mar 5, 2024 12:30 AM');
  });

  it('takes another pattern', () => {
    expect(formatDateTime('2024-03-05T14:07:00', 'yyyy-MM-dd HH:mm')).toBe('2024-03-05 14:07');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatDateTime('garbage')).toBe('');
  });
});

describe('constants', () => {
  it('starts the week on Monday', () => {
    expect(weekStartsOn).toBe(1);
  });

  it('formats API dates as yyyy-MM-dd', () => {
    expect(toApiDate(new Date(2024, 0, 9))).toBe('2024-01-09');
  });
});

describe('weekOf', () => {
  it('runs from Monday to Sunday', () => {
    // Sunday 22 November 2026 belongs to the week that began on Monday the 16th.
    expect(weekOf(new Date(2026, 10, 22, 12))).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(weekOf(new Date(2026, 10, 23, 0, 1))).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
    });
  });

  it('crosses month and year ends', () => {
    expect(weekOf(new Date(2026, 11, 31))).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });
});

describe('the date formats a member may choose', () => {
  it('each has its own pattern', async () => {
    const { dateFormats } = await import('@contract/account');
    const patterns = dateFormats.map((f) => serverDatePatterns[f]);
    expect(patterns.every(Boolean)).toBe(true);
    expect(new Set(patterns).size).toBe(dateFormats.length);
  });
});

describe('dateTimePattern', () => {
  it('keeps the spec default, and follows the chosen format with a fitting clock', () => {
    expect(dateTimePattern(null)).toBe('MMM d, yyyy h:mm a');
    expect(dateTimePattern('M d, Y')).toBe('MMM d, yyyy h:mm a');
    expect(dateTimePattern('l, d M Y H:i')).toBe('eeee, d MMM yyyy HH:mm');
    expect(dateTimePattern('Y-m-d')).toBe('yyyy-MM-dd HH:mm');
    expect(dateTimePattern('d/m/Y')).toBe('dd/MM/yyyy HH:mm');
    expect(dateTimePattern('m/d/Y')).toBe('MM/dd/yyyy h:mm a');
    expect(formatDateTime('2024-03-05T14:07:00', dateTimePattern('Y-m-d'))).toBe(
      '2024-03-05 14:07',
    );
  });
});

describe('dates in Spanish (issue 18)', () => {
  it('writes the month-name format day first with Spanish month names', () => {
    expect(dateFnsPattern('M d, Y', 'es')).toBe('d MMM yyyy');
    expect(formatDate('2026-11-24T02:19:00', 'M d, Y', es)).toBe('24 nov 2026');
    expect(formatDate('2026-11-24T02:19:00', null, es)).toBe('24 nov 2026');
    expect(formatDate('2026-11-24T02:19:00', 'l, d M Y H:i', es)).toBe('martes, 24 nov 2026');
  });

  it("keeps the order of the member's numeric formats", () => {
    expect(formatDate('2026-11-24T02:19:00', 'm/d/Y', es)).toBe('11/24/2026');
    expect(formatDate('2026-11-24T02:19:00', 'd/m/Y', es)).toBe('24/11/2026');
    expect(formatDate('2026-11-24T02:19:00', 'Y-m-d', es)).toBe('2026-11-24');
  });

  it('tells time on a 24-hour clock, never "2:19 AM"', () => {
    expect(dateTimePattern('M d, Y', 'es')).toBe('d MMM yyyy HH:mm');
    expect(dateTimePattern('m/d/Y', 'es')).toBe('MM/dd/yyyy HH:mm');
    expect(formatDateTime('2026-11-24T02:19:00', dateTimePattern('M d, Y', 'es'), es)).toBe(
      '24 nov 2026 02:19',
    );
    expect(formatDateTime('2026-11-24T14:19:00', dateTimePattern(null, 'es'), es)).toBe(
      '24 nov 2026 14:19',
    );
  });

  it('leaves English as the spec default', () => {
    expect(dateTimePattern('M d, Y', 'en-US')).toBe('MMM d, yyyy h:mm a');
    expect(formatDate('2026-11-24T02:19:00', 'M d, Y', enUS)).toBe('Nov 24, 2026');
  });
});
