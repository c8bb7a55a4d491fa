import { differenceInCalendarDays, isValid, parseISO, subDays } from 'date-fns';
import { toApiDate } from '@/lib/dates';

export type DayRange = { start: string; end: string };

/** The default chart window: the last 30 days, today included. */
export const defaultRange = (today: Date): DayRange => ({
  start: toApiDate(subDays(today, 29)),
  end: toApiDate(today),
});

const isDay = (v: string | null): v is string =>
  v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && isValid(parseISO(v));

/** The chart's days from the address bar (`from`, `to`); a missing or reversed pair falls back. */
export function readRange(params: URLSearchParams, today: Date): DayRange {
  const fallback = defaultRange(today);
  const start = params.get('from');
  const end = params.get('to');
  const range = {
    start: isDay(start) ? start : fallback.start,
    end: isDay(end) ? end : fallback.end,
  };
  return differenceInCalendarDays(parseISO(range.end), parseISO(range.start)) < 0
    ? fallback
    : range;
}

export type ChartRow = { date: string } & Record<string, number | string>;

/**
 * One row per day with a number per bonus type, for stacked bars. `toNumber` converts a
 * base-currency amount to the member's currency (truncated as the text is).
 */
export function chartRows(
  days: readonly { date: string; byType: Record<string, string> }[],
  types: readonly string[],
  toNumber: (amount: string) => number,
): ChartRow[] {
  return days.map((d) => {
    const row: ChartRow = { date: d.date };
    for (const type of types) row[type] = toNumber(d.byType[type] ?? '0');
    return row;
  });
}

/** Bonus types that earned something in the range, in the server's order, then any others. */
export function typesInRange(
  days: readonly { byType: Record<string, string> }[],
  known: readonly string[],
): string[] {
  const seen = new Set<string>();
  for (const d of days)
    for (const [type, total] of Object.entries(d.byType)) if (Number(total) !== 0) seen.add(type);
  return [...known.filter((k) => seen.has(k)), ...[...seen].filter((k) => !known.includes(k))];
}

// Sums decimal strings exactly in minor units of 1e-8; amounts are at most 8 decimals.
export function sumAmounts(amounts: readonly string[]): string {
  let total = 0n;
  for (const a of amounts) {
    const [int = '0', frac = ''] = a.split('.');
    const negative = int.startsWith('-');
    const units =
      BigInt(int.replace('-', '') || '0') * 10n ** 8n + BigInt((frac + '00000000').slice(0, 8));
    total += negative ? -units : units;
  }
  const sign = total < 0n ? '-' : '';
  const abs = total < 0n ? -total : total;
  return `${sign}${abs / 10n ** 8n}.${(abs % 10n ** 8n).toString().padStart(8, '0')}`;
}
