import { endOfWeek, format, isValid, parseISO, startOfWeek, type Locale } from 'date-fns';

/** Spec §9: the week starts on Monday (date-fns weekStartsOn). */
export const weekStartsOn = 1 as const;

/** Spec §9 patterns (date-fns tokens). */
export const datePatterns = {
  default: 'MMM d, yyyy',
  long: 'eeee, d MMM yyyy',
  dateTime: 'MMM d, yyyy h:mm a',
  /** The date-wise earnings call's start_date and end_date. */
  api: 'yyyy-MM-dd',
} as const;

/** The server-side (PHP-style) format that switches to the long pattern. */
export const longServerFormat = 'l, d M Y H:i';

/**
 * The server's (PHP-style) date formats a member may choose, as date-fns patterns. Spec §9
 * gives the first two; the numeric ones are what members outside the US ask for.
 */
export const serverDatePatterns: Readonly<Record<string, string>> = {
  'M d, Y': datePatterns.default,
  [longServerFormat]: datePatterns.long,
  'd/m/Y': 'dd/MM/yyyy',
  'm/d/Y': 'MM/dd/yyyy',
  'Y-m-d': 'yyyy-MM-dd',
};

/** Spec §9: 'eeee, d MMM yyyy' for 'l, d M Y H:i'; a known format its pattern; else 'MMM d, yyyy'. */
export function dateFnsPattern(serverFormat: string | null | undefined): string {
  return (serverFormat && serverDatePatterns[serverFormat]) || datePatterns.default;
}

/**
 * A date with its time in the member's format: the date part as dateFnsPattern, then the time
 * on a 12-hour clock for the US-style formats and a 24-hour one for the others (the long
 * format's own 'H:i' says 24 hours). The spec's default is 'MMM d, yyyy h:mm a'.
 */
export function dateTimePattern(serverFormat: string | null | undefined): string {
  const date = dateFnsPattern(serverFormat);
  const twelveHour = date === datePatterns.default || serverFormat === 'm/d/Y';
  return `${date} ${twelveHour ? 'h:mm a' : 'HH:mm'}`;
}

type DateInput = string | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** A date in the user's date format; '' for a missing or unreadable date. */
export function formatDate(
  value: DateInput,
  serverFormat?: string | null,
  locale?: Locale,
): string {
  const date = toDate(value);
  return date === null ? '' : format(date, dateFnsPattern(serverFormat), locale ? { locale } : {});
}

/** Spec §9 default: month abbreviation, day, year, hour:minute with AM/PM. */
export function formatDateTime(
  value: DateInput,
  pattern: string = datePatterns.dateTime,
  locale?: Locale,
): string {
  const date = toDate(value);
  return date === null ? '' : format(date, pattern, locale ? { locale } : {});
}

/** yyyy-MM-dd in local time, for date query parameters. */
export function toApiDate(date: Date): string {
  return format(date, datePatterns.api);
}

/**
 * The Monday-to-Sunday week holding `date` (spec §9), as yyyy-MM-dd days for date queries
 * and range pickers. date-fns would otherwise start the week on Sunday (its en-US default).
 */
export function weekOf(date: Date): { start: string; end: string } {
  return {
    start: toApiDate(startOfWeek(date, { weekStartsOn })),
    end: toApiDate(endOfWeek(date, { weekStartsOn })),
  };
}
