import { isSupportedDay } from '../../contract/calendar';
import type { DateRangeWire } from '../../contract/common';

/**
 * The date filters of every list call (spec §7 date_range, start_date, end_date). Days are
 * cut in UTC, as the database cuts them, and weeks start on Monday (spec §9). Every window is
 * aligned to whole days, so a list paged across several requests keeps the same bounds all day.
 */

/** The accepted values are the wire's (contract/common.ts dateRangeValues). */
export type DateRange = DateRangeWire;

/** Half-open [from, to); null means unbounded on that side. */
export type DateWindow = { from: Date | null; to: Date | null };

export type DateCheck<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

const DAY = 86_400_000;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (yyyy-MM-dd) as its UTC midnight, or null when it is no real date or lies
 * outside the supported years (contract/calendar.ts), where "the day after" may be no date
 * the database reads back.
 */
export function parseDay(text: string): Date | null {
  const m = dayPattern.exec(text);
  if (!m || !isSupportedDay(text)) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 rolls over to March: not a day the calendar has.
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day)
    return null;
  return at;
}

export const formatDay = (at: Date): string => at.toISOString().slice(0, 10);

const utcDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
const between = (from: number, to: number): DateWindow => ({
  from: new Date(from),
  to: new Date(to),
});

/** The window a named range covers at `now`; `custom` and `all` are handled by the caller. */
export function namedWindow(range: Exclude<DateRange, 'custom' | 'all'>, now: Date): DateWindow {
  const today = utcDay(now);
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth();
  // getUTCDay: Sunday 0 … Saturday 6; Monday starts the week.
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY;
  switch (range) {
    case 'today':
      return between(today, today + DAY);
    case 'yesterday':
      return between(today - DAY, today);
    case 'this_week':
      return between(monday, monday + 7 * DAY);
    case 'last_week':
      return between(monday - 7 * DAY, monday);
    case 'this_month':
      return between(Date.UTC(y, mo, 1), Date.UTC(y, mo + 1, 1));
    case 'last_month':
      return between(Date.UTC(y, mo - 1, 1), Date.UTC(y, mo, 1));
    case 'last_7_days':
      return between(today - 6 * DAY, today + DAY);
    case 'last_30_days':
      return between(today - 29 * DAY, today + DAY);
    case 'this_year':
      return between(Date.UTC(y, 0, 1), Date.UTC(y + 1, 0, 1));
  }
}

/**
 * The filter of a list call. No range with dates means custom; a named range ignores stray
 * dates (a client may keep them from an earlier custom choice); custom needs at least one
 * date and, with both, an end on or after the start. Both days are included.
 */
export function resolveDateFilter(
  input: {
    range?: DateRange | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
  },
  now: Date,
): DateCheck<DateWindow> {
  const hasDates = input.startDate !== undefined || input.endDate !== undefined;
  const range = input.range ?? (hasDates ? 'custom' : 'all');
  if (range === 'all') return { ok: true, value: { from: null, to: null } };
  if (range !== 'custom') return { ok: true, value: namedWindow(range, now) };
  if (!hasDates)
    return {
      ok: false,
      field: 'start_date',
      message: 'A custom range needs a start or an end date.',
    };
  const start = input.startDate === undefined ? null : parseDay(input.startDate);
  const end = input.endDate === undefined ? null : parseDay(input.endDate);
  if (input.startDate !== undefined && start === null)
    return { ok: false, field: 'start_date', message: 'Use a real date as yyyy-MM-dd.' };
  if (input.endDate !== undefined && end === null)
    return { ok: false, field: 'end_date', message: 'Use a real date as yyyy-MM-dd.' };
  if (start && end && end < start)
    return {
      ok: false,
      field: 'end_date',
      message: 'The end date must not be before the start date.',
    };
  return { ok: true, value: { from: start, to: end && new Date(end.getTime() + DAY) } };
}

/** Both days given, real, in order and at most `maxDays` days long (both included). */
export function checkDaySpan(
  startDate: string,
  endDate: string,
  maxDays: number,
): DateCheck<{ start: string; end: string; days: number }> {
  const start = parseDay(startDate);
  if (!start) return { ok: false, field: 'start_date', message: 'Use a real date as yyyy-MM-dd.' };
  const end = parseDay(endDate);
  if (!end) return { ok: false, field: 'end_date', message: 'Use a real date as yyyy-MM-dd.' };
  if (end < start)
    return {
      ok: false,
      field: 'end_date',
      message: 'The end date must not be before the start date.',
    };
  const days = (end.getTime() - start.getTime()) / DAY + 1;
  if (days > maxDays)
    return { ok: false, field: 'end_date', message: `Choose at most ${maxDays} days.` };
  return { ok: true, value: { start: startDate, end: endDate, days } };
}

/** Every day from `start` to `end` (yyyy-MM-dd, both included). */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const last = parseDay(end)?.getTime() ?? 0;
  for (let at = parseDay(start)?.getTime() ?? last + DAY; at <= last; at += DAY)
    days.push(formatDay(new Date(at)));
  return days;
}
