/**
 * Period keys for pairing caps and ROI runs, cut in UTC like every daily figure
 * (server/db/connection.ts): '2026-11-21' (daily), '2026-W47' (ISO week), '2026-11' (monthly).
 */

export type Period = 'daily' | 'weekly' | 'monthly';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function periodKey(at: Date, period: Period): string {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth() + 1;
  if (period === 'daily') return `${y}-${pad(m)}-${pad(at.getUTCDate())}`;
  if (period === 'monthly') return `${y}-${pad(m)}`;
  const { year, week } = isoWeek(at);
  return `${year}-W${pad(week)}`;
}

/** ISO 8601 week: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(at: Date): { year: number; week: number } {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  const thursday = new Date(day + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return { year, week };
}

/** The instant a period starts (UTC), for queries over "this period". */
export function periodStart(at: Date, period: Period): Date {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  if (period === 'monthly') return new Date(Date.UTC(y, m, 1));
  const day = Date.UTC(y, m, at.getUTCDate());
  if (period === 'daily') return new Date(day);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - weekday * 86_400_000);
}

/** The instant a period ends (UTC, exclusive): the start of the next day, week or month. */
export function periodEnd(at: Date, period: Period): Date {
  const start = periodStart(at, period);
  if (period === 'monthly')
    return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + (period === 'daily' ? 1 : 7) * 86_400_000);
}
