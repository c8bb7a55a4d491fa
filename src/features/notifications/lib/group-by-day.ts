import { differenceInCalendarDays, format, parseISO, type Locale } from 'date-fns';

/**
 * Items grouped under the calendar day (in the member's own time zone, the browser's) of
 * their date, newest day first and newest first within a day. Items without a valid date are
 * dropped.
 */
export function groupByDay<T>(
  items: readonly T[],
  dateOf: (item: T) => string,
): { day: string; items: T[] }[] {
  const dated = items
    .map((item) => ({ item, at: new Date(dateOf(item)) }))
    .filter((d) => !Number.isNaN(d.at.getTime()))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const groups: { day: string; items: T[] }[] = [];
  for (const { item, at } of dated) {
    const day = format(at, 'yyyy-MM-dd');
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** How a day's heading reads: today, yesterday, or the date itself in the member's language. */
export type DayHeading = { kind: 'today' | 'yesterday' } | { kind: 'date'; text: string };

/**
 * The heading of a `yyyy-MM-dd` day of groupByDay, seen on `now`: "today" and "yesterday" by
 * name, any other day as its full date with the weekday (date-fns `PPPP` in `locale`: "Friday,
 * November 20th, 2026", "viernes, 20 de noviembre de 2026").
 */
export function dayHeading(day: string, now: Date, locale: Locale): DayHeading {
  const date = parseISO(day);
  const ago = differenceInCalendarDays(now, date);
  if (ago === 0) return { kind: 'today' };
  if (ago === 1) return { kind: 'yesterday' };
  return { kind: 'date', text: format(date, 'PPPP', { locale }) };
}
