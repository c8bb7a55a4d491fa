import { differenceInCalendarDays, isSameMonth, lastDayOfMonth, parseISO } from 'date-fns';

/**
 * How far today is into a rank period whose first and last days (yyyy-MM-dd) both count:
 * 1 November to 30 November is 30 days, and on 22 November 22 of them have begun.
 */
export function periodProgress(
  start: string,
  end: string,
  today: Date,
): { days: number; elapsed: number; left: number } {
  const days = differenceInCalendarDays(parseISO(end), parseISO(start)) + 1;
  const elapsed = Math.min(Math.max(differenceInCalendarDays(today, parseISO(start)) + 1, 0), days);
  return { days, elapsed, left: days - elapsed };
}

/**
 * The words for the window a rank period's sales cover: its name ("November 2026", or its
 * first and last day when it is not one calendar month) and the days counted so far
 * ("Nov 1 – 26"), in the member's language.
 */
export function salesWindow(
  start: string,
  end: string,
  today: Date,
  lng: string | undefined,
): { name: string; soFar: string } {
  const first = parseISO(start);
  const last = parseISO(end);
  const wholeMonth =
    first.getDate() === 1 &&
    isSameMonth(first, last) &&
    last.getDate() === lastDayOfMonth(first).getDate();
  const days = new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short' });
  const name = wholeMonth
    ? new Intl.DateTimeFormat(lng, { month: 'long', year: 'numeric' }).format(first)
    : days.formatRange(first, last);
  const upTo = today < first ? first : today > last ? last : today;
  return { name, soFar: days.formatRange(first, upTo) };
}
