/**
 * Binary period keys as the engine writes them ('2026-03-10' daily, '2026-W11' weekly,
 * '2026-03' monthly), turned into calendar dates to show. Dates stay yyyy-MM-dd strings: the
 * periods are cut in UTC, and a date-only string is shown as that date in every time zone.
 */

export type PeriodLabel =
  | { kind: 'day'; date: string }
  | { kind: 'week'; year: number; week: number; from: string; to: string }
  | { kind: 'month'; month: string };

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function periodLabel(key: string): PeriodLabel | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (m) return { kind: 'day', date: key };
  m = /^(\d{4})-(\d{2})$/.exec(key);
  if (m) return { kind: 'month', month: `${key}-01` };
  m = /^(\d{4})-W(\d{2})$/.exec(key);
  if (!m) return null;
  const [year, week] = [Number(m[1]), Number(m[2])];
  // Week 1 holds 4 January; weeks start on Monday (ISO 8601).
  const jan4 = Date.UTC(year, 0, 4);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY + (week - 1) * 7 * DAY;
  return { kind: 'week', year, week, from: isoDate(monday), to: isoDate(monday + 6 * DAY) };
}

/** The periods either side of one in a newest-first list (null at either end). */
export function neighbours(
  keys: readonly string[],
  key: string,
): { newer: string | null; older: string | null } {
  const i = keys.indexOf(key);
  if (i < 0) return { newer: null, older: null };
  return { newer: keys[i - 1] ?? null, older: keys[i + 1] ?? null };
}
