import { differenceInCalendarDays, format, formatDistanceStrict, type Locale } from 'date-fns';

/**
 * A list's date: "5 minutes ago" within the day, "yesterday"-like distances within a week,
 * then the date in the member's pattern. `now` is passed in so the rule can be tested.
 */
export function relativeDate(iso: string, now: Date, pattern: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = differenceInCalendarDays(now, date);
  if (days < 0 || days >= 7) return format(date, pattern, { locale });
  return formatDistanceStrict(date, now, { addSuffix: true, locale });
}
