import { endOfWeek, format, isValid, parseISO, startOfWeek, type Locale } from 'date-fns';

/** Spec §9: the week starts on Monday (date-fns weekStartsOn). */
export const weekStartsOn = 1 as const;

/** Spec §9 patterns (date-fns tokens). */
const datePatterns = {
  default: 'MMM d, yyyy',
  long: 'eeee, d MMM yyyy',
  dateTime: 'MMM d, yyyy h:mm a',
  /** The date-wise earnings call's start_date and end_date. */
  api: 'yyyy-MM-dd',
} as const;

/** The server-side (PHP-style) format that switches to the long pattern. */
const longServerFormat = 'l, d M Y H:i';

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

/**
 * Languages that write the month-name date day first ("24 nov 2026", the order of the §9 long
 * pattern) and tell time on a 24-hour clock. English keeps the spec default "Nov 24, 2026 2:19 AM".
 */
const dayFirstLanguages: ReadonlySet<string> = new Set(['es']);

const languageOf = (lng: string | null | undefined): string => (lng ?? 'en').slice(0, 2);

/**
 * Spec §9: 'eeee, d MMM yyyy' for 'l, d M Y H:i'; a known format its pattern; else 'MMM d, yyyy'.
 * The member's numeric formats (d/m/Y, m/d/Y, Y-m-d) keep their order in every language; the
 * month-name default follows the language's order ('d MMM yyyy' in Spanish), so a Spanish page
 * never reads "nov 24, 2026".
 */
export function dateFnsPattern(serverFormat: string | null | undefined, lng?: string): string {
  const pattern = (serverFormat && serverDatePatterns[serverFormat]) || datePatterns.default;
  return pattern === datePatterns.default && dayFirstLanguages.has(languageOf(lng))
    ? 'd MMM yyyy'
    : pattern;
}

/**
 * A date with its time in the member's format: the date part as dateFnsPattern, then the time
 * on a 12-hour clock for the US-style formats in English and a 24-hour one for the others (the
 * long format's own 'H:i' says 24 hours; Spanish always reads 24 hours). The spec's default is
 * 'MMM d, yyyy h:mm a'.
 */
export function dateTimePattern(serverFormat: string | null | undefined, lng?: string): string {
  const date = dateFnsPattern(serverFormat, lng);
  const twelveHour =
    !dayFirstLanguages.has(languageOf(lng)) &&
    (date === datePatterns.default || serverFormat === 'm/d/Y');
  return `${date} ${twelveHour ? 'h:mm a' : 'HH:mm'}`;
}

type DateInput = string | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/**
 * A date in the user's date format; '' for a missing or unreadable date. The locale gives the
 * month names and, for the month-name format, the order (see dateFnsPattern).
 */
export function formatDate(
  value: DateInput,
  serverFormat?: string | null,
  locale?: Locale,
): string {
  const date = toDate(value);
  return date === null
    ? ''
    : format(date, dateFnsPattern(serverFormat, locale?.code), locale ? { locale } : {});
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
