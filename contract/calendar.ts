/**
 * The calendar the API accepts: real days (no 30 February, no month 13) within the years the
 * business can have data for. Every date and period a client sends, and every timestamp inside
 * a page cursor, is checked here before it reaches date arithmetic or the database.
 *
 * Why 1900–2999: no member, order or event predates 1900 (a birth date is the oldest value
 * a member sends), and nothing is planned past 2999. The bounds keep far from the edges that
 * do break: JavaScript's Date.UTC reads years 0–99 as 1900–1999, a JavaScript Date past
 * 9999 prints as "+010000-…", which PostgreSQL cannot read back, and "the day after
 * 9999-12-31" is such a date. PostgreSQL itself has no year 0.
 */
const firstYear = 1900;
const lastYear = 2999;
export const firstDay = `${firstYear}-01-01`;
export const lastDay = `${lastYear}-12-31`;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const inYears = (year: number) => year >= firstYear && year <= lastYear;

/** A yyyy-MM-dd day the calendar has, within the supported years. */
export function isSupportedDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return inYears(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A yyyy-MM month within the supported years. */
export function isSupportedMonth(text: string): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  return !!m && inYears(Number(m[1])) && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/** ISO weeks in a year: 53 when 1 January is a Thursday, or a Wednesday in a leap year. */
export function isoWeeksInYear(year: number): number {
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  return jan1 === 4 || (jan1 === 3 && isLeapYear(year)) ? 53 : 52;
}

/** A yyyy-Www ISO week within the supported years. */
export function isSupportedIsoWeek(text: string): boolean {
  const m = /^(\d{4})-W(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, week] = [Number(m[1]), Number(m[2])];
  return inYears(year) && week >= 1 && week <= isoWeeksInYear(year);
}

/**
 * A timestamp as PostgreSQL prints a timestamptz (`created_at::text`, "2026-11-21
 * 23:55:00.123456+00"), or in ISO form: a real day in the supported years, a real time of
 * day, and an offset PostgreSQL accepts (at most 15:59:59 either side of UTC).
 */
export function isSupportedTimestamp(text: string): boolean {
  const m =
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|([+-])(\d{2})(?::?(\d{2})(?::?(\d{2}))?)?)?$/.exec(
      text,
    );
  if (!m || !isSupportedDay(m[1]!)) return false;
  const [hours, minutes, seconds] = [Number(m[2]), Number(m[3]), Number(m[4])];
  if (hours > 23 || minutes > 59 || seconds > 59) return false;
  if (m[5] === undefined) return true;
  const [offHours, offMinutes, offSeconds] = [Number(m[6]), Number(m[7] ?? 0), Number(m[8] ?? 0)];
  return offHours <= 15 && offMinutes <= 59 && offSeconds <= 59;
}
