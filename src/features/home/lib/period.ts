import { differenceInCalendarDays, parseISO } from 'date-fns';

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
