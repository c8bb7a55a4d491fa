/**
 * Money is an integer count of minor units (cents) in the base currency. These helpers are
 * the only place it turns into the decimal strings that travel on the wire.
 */
export function minorToDecimal(minor: number | bigint, decimals = 2): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, '0');
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** Parses "12.34" into 1234; rejects more decimals than the currency has instead of rounding. */
export function decimalToMinor(text: string, decimals = 2): number {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal amount: "${text}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) throw new RangeError(`more than ${decimals} decimals: "${text}"`);
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount too large: "${text}"`);
  return sign ? -minor : minor;
}

/** A numeric column (exact decimal string from the driver) as a JSON number for volumes. */
export function volumeToNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}

/** Percent of an amount in minor units, rounded half up to a whole minor unit. */
export const percentOf = (amountMinor: number, percent: number): number =>
  Math.round((amountMinor * Math.round(percent * 10_000)) / 1_000_000);
