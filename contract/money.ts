/**
 * Money and volumes as exact integers, for the server and the app alike (issue 28). An amount is
 * a whole number of minor units of its currency (cents, with the usual exponent of 2); a volume
 * is a whole number of hundredths of a point. These are the conversions between those integers
 * and the decimal strings the wire carries ("1234.50", "-0.05"): they go by the digits through
 * bigint, never through a float, and refuse what they cannot represent exactly instead of
 * rounding it. Pure: no Node or DOM APIs.
 */

/** A currency's exponent when none is given: two decimal places (cents). */
export const defaultMinorExponent = 2;

/** The most decimal places a conversion takes (currencies have at most 8, volumes 2). */
export const maxMinorExponent = 20;

/** The decimal text an amount travels as: digits, optionally a minus and a fraction. */
const decimalPattern = /^(-)?(\d+)(?:\.(\d+))?$/;

/** The digits of Number.MAX_SAFE_INTEGER (9007199254740991). */
const maxSafeDigits = String(Number.MAX_SAFE_INTEGER).length;

function checkExponent(exponent: number): void {
  if (!Number.isInteger(exponent) || exponent < 0 || exponent > maxMinorExponent)
    throw new RangeError(
      `an exponent is a whole number from 0 to ${maxMinorExponent}: ${exponent}`,
    );
}

/**
 * Minor units as the decimal string of the currency: 123456 -> "1234.56", -5 -> "-0.05",
 * 7 with exponent 0 -> "7". A number must be a safe integer (beyond 2^53 it is no longer the
 * amount it claims to be); a bigint may be any size.
 */
export function minorToDecimal(
  minor: number | bigint,
  exponent: number = defaultMinorExponent,
): string {
  checkExponent(exponent);
  if (typeof minor === 'number' && !Number.isSafeInteger(minor))
    throw new RangeError(`not a whole number of minor units: ${minor}`);
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${negative ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
}

/**
 * A decimal string as minor units: "12.34" -> 1234, "-2" -> -200, "0.1" -> 10. Surrounding
 * white space is ignored; anything else that is not `-?digits(.digits)?` is refused ("+1",
 * "1.", ".5", "1e3", "1,5", ""), and so are more decimals than the exponent allows (never
 * rounded) and amounts past Number.MAX_SAFE_INTEGER minor units. Throws a RangeError. "-0"
 * is 0, not -0.
 */
export function decimalToMinor(text: string, exponent: number = defaultMinorExponent): number {
  checkExponent(exponent);
  const match = typeof text === 'string' ? decimalPattern.exec(text.trim()) : null;
  if (!match) throw new RangeError(`not a decimal amount: "${String(text)}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > exponent) throw new RangeError(`more than ${exponent} decimals: "${text}"`);
  const digits = `${whole}${fraction.padEnd(exponent, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > maxSafeDigits || BigInt(digits) > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`amount too large: "${text}"`);
  const minor = Number(digits);
  return sign && minor !== 0 ? -minor : minor;
}

/**
 * A volume (PV, BV, carry: a decimal string, or a JSON number) as whole hundredths of a point:
 * "700.00" -> 70000, 0.29 -> 29 (where 0.29 * 100 is 28.999999999999996 in floating point).
 * A number is read by its shortest decimal text, so it must have at most two decimals; like
 * decimalToMinor, it refuses rather than rounds, and refuses NaN and infinities.
 */
export function toHundredths(volume: string | number): number {
  if (typeof volume === 'number') {
    const text = String(volume);
    // Finite numbers print with an exponent only below 1e-6 or from 1e21: both unrepresentable.
    if (!Number.isFinite(volume) || /e/i.test(text))
      throw new RangeError(`not a volume in hundredths: ${text}`);
    return decimalToMinor(text, 2);
  }
  return decimalToMinor(volume, 2);
}

/** Whole hundredths of a point as the exact two-decimal text volumes travel as: 70000 -> "700.00". */
export function hundredthsToDecimal(hundredths: number | bigint): string {
  return minorToDecimal(hundredths, 2);
}
