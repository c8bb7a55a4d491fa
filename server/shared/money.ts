/**
 * Server-only money and volume helpers. Money is an integer count of minor units (cents) in
 * the base currency; the conversions between those integers and the decimal strings on the
 * wire live in contract/money.ts, shared with the app.
 */

/** A numeric column (exact decimal string from the driver) as a JSON number for volumes. */
export function volumeToNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}

/** Percent of an amount in minor units, rounded half up to a whole minor unit. */
export const percentOf = (amountMinor: number, percent: number): number =>
  Math.round((amountMinor * Math.round(percent * 10_000)) / 1_000_000);
