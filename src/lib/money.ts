import { isNumeric } from './validation';

/** What formatting needs of a currency (spec §3 Currency, camelCase). */
export type CurrencyFormat = {
  symbol: string;
  symbolPosition: 'L' | 'R';
  decimalPlace: number;
  /** Rate from the base currency: displayed = amount × value. */
  value: number;
  /**
   * The interface language, which decides the separators ("1,234.50" in en, "1.234,50" in
   * es); the company's symbol and its side stay. English when absent.
   */
  lng?: string;
};

/** Thousands and decimal separators of a language, as Intl gives them. */
type Separators = { group: string; decimal: string };

const separatorsByLng = new Map<string, Separators>();

/** The separators the interface language writes numbers with (en: ",", "."; es: ".", ","). */
function separatorsOf(lng: string | undefined): Separators {
  const key = lng || 'en';
  let found = separatorsByLng.get(key);
  if (!found) {
    let parts: Intl.NumberFormatPart[] = [];
    try {
      parts = new Intl.NumberFormat(key).formatToParts(1234567.5);
    } catch {
      // An unknown language tag: English separators.
    }
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separatorsByLng.set(key, found);
  }
  return found;
}

/** An exact decimal: digits × 10^-scale. */
type Decimal = { digits: bigint; scale: number };

const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

// Numbers go through their shortest round-trip text (0.1 + 0.2 -> "0.30000000000000004"),
// so the maths below is exact decimal maths and never binary floating point.
function parseDecimal(text: string): Decimal | null {
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const [, sign, intPart = '', fracPart = '', exponent] = match;
  if (intPart === '' && fracPart === '') return null;
  let digits = BigInt(`${intPart}${fracPart}` || '0');
  let scale = fracPart.length - Number(exponent ?? 0);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: sign === '-' ? -digits : digits, scale };
}

function amountToDecimal(amount: string | number | null | undefined): Decimal {
  const zero = { digits: 0n, scale: 0 };
  if (typeof amount === 'number') {
    return Number.isFinite(amount) ? (parseDecimal(String(amount)) ?? zero) : zero;
  }
  // Spec §5: empty or non-numeric amounts display as 0.
  if (typeof amount !== 'string' || !isNumeric(amount)) return zero;
  return parseDecimal(amount) ?? zero;
}

/** amount × rate, truncated toward zero to `places` decimals, as scaled digits. */
function convertTruncated(amount: Decimal, rate: Decimal, places: number): bigint {
  const digits = amount.digits * rate.digits;
  const scale = amount.scale + rate.scale;
  if (scale > places) return digits / 10n ** BigInt(scale - places); // BigInt division truncates
  return digits * 10n ** BigInt(places - scale);
}

function splitDigits(
  scaled: bigint,
  places: number,
): { negative: boolean; int: string; frac: string } {
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  return {
    negative,
    int: text.slice(0, text.length - places),
    frac: text.slice(text.length - places),
  };
}

// Every number of four digits or more is grouped, in every language ("4.000" like "422.080":
// Intl's Spanish leaves four-digit numbers ungrouped, and a page then mixes both).
const groupThousands = (int: string, group: string): string =>
  int.replace(/\B(?=(\d{3})+(?!\d))/g, group);

function placesOf(currency: Pick<CurrencyFormat, 'decimalPlace'>): number {
  const p = currency.decimalPlace;
  return Number.isInteger(p) && p >= 0 ? Math.min(p, 20) : 2;
}

function rateOf(currency: Pick<CurrencyFormat, 'value'>): Decimal {
  return parseDecimal(String(currency.value)) ?? { digits: 1n, scale: 0 };
}

function convertedParts(
  amount: string | number | null | undefined,
  currency: Pick<CurrencyFormat, 'decimalPlace' | 'value'>,
): { negative: boolean; int: string; frac: string; places: number } {
  const places = placesOf(currency);
  const scaled = convertTruncated(amountToDecimal(amount), rateOf(currency), places);
  return { ...splitDigits(scaled, places), places };
}

/**
 * The converted amount as a plain decimal string ("-1234.50"), truncated to the currency's
 * decimal places: for inputs and charts that must not show a symbol or separators.
 */
export function convertedAmount(
  amount: string | number | null | undefined,
  currency: Pick<CurrencyFormat, 'decimalPlace' | 'value'>,
): string {
  const { negative, int, frac, places } = convertedParts(amount, currency);
  return `${negative ? '-' : ''}${int}${places > 0 ? `.${frac}` : ''}`;
}

/**
 * Spec §5: a base-currency amount converted by the rate and TRUNCATED (never rounded) to the
 * currency's decimal places, thousands grouped. The symbol sits left ("$1,234.50") or right
 * after a space ("1,234.50 €"); a minus sign always leads ("-$5.00", "-5.00 €"). The
 * separators follow `currency.lng`: Spanish reads "$1.234,50" and "1.234,50 €".
 */
export function formatMoney(
  amount: string | number | null | undefined,
  currency: CurrencyFormat,
): string {
  const { negative, int, frac, places } = convertedParts(amount, currency);
  const { group, decimal } = separatorsOf(currency.lng);
  const number = `${groupThousands(int, group)}${places > 0 ? `${decimal}${frac}` : ''}`;
  const sign = negative ? '-' : '';
  return currency.symbolPosition === 'R'
    ? `${sign}${number} ${currency.symbol}`
    : `${sign}${currency.symbol}${number}`;
}

/**
 * A chart's value-axis label: an amount ALREADY converted (chart data is), in whole units
 * with the currency's symbol, so the axis says which money it counts without crowding it.
 */
export function formatAxisMoney(converted: number, currency: CurrencyFormat): string {
  return formatMoney(converted, { ...currency, value: 1, decimalPlace: 0 });
}
