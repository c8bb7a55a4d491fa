import { decimalToMinor, defaultMinorExponent, minorToDecimal } from '@contract/money';
import type { SettingInput } from '@/api/desk-settings';

/** What the desk needs of a setting to show and read its value: its key and how it is asked. */
export type SettingShape = { key: string; input: SettingInput };

/**
 * The unit a setting's number is in, read from its key as the catalogue names them: an amount
 * in minor units of the company's currency (`…_minor`), a percent, days or hours.
 */
export type SettingUnit = 'money' | 'percent' | 'days' | 'hours' | null;

export function unitOf({ key, input }: SettingShape): SettingUnit {
  if (input.type === 'percentList') return 'percent';
  if (input.type !== 'integer' && input.type !== 'number') return null;
  if (key.endsWith('_minor')) return 'money';
  if (key.endsWith('_percent') || key.endsWith('.percent')) return 'percent';
  if (key.endsWith('_days')) return 'days';
  if (key.endsWith('_hours')) return 'hours';
  return null;
}

/** The words and number formats of the interface language and the company's currency. */
export type ValueWords = {
  on: string;
  off: string;
  none: string;
  /** An amount in minor units, as money ("$50.00"). */
  money: (minor: number) => string;
  /** A plain number in the interface language ("1,234.5"). */
  number: (n: number) => string;
  percent: (n: number) => string;
  days: (n: number) => string;
  hours: (n: number) => string;
  /** A choice's name ("Weekly"); the choice itself when it has none. */
  option: (option: string) => string;
};

/** A setting's value as the desk shows it: On/Off, money, a percent, days, a choice, a list. */
export function formatSettingValue(
  setting: SettingShape,
  value: unknown,
  words: ValueWords,
): string {
  // An unset switch is off: the server reads a missing flag as false.
  if (setting.input.type === 'boolean' && (value === null || value === undefined)) return words.off;
  if (value === null || value === undefined) return words.none;
  if (typeof value === 'boolean') return value ? words.on : words.off;
  const unit = unitOf(setting);
  if (Array.isArray(value))
    return value.length === 0
      ? words.none
      : value.map((v) => (typeof v === 'number' ? withUnit(v, unit, words) : String(v))).join(', ');
  if (typeof value === 'number') return withUnit(value, unit, words);
  if (typeof value === 'string' && setting.input.type === 'enum') return words.option(value);
  return String(value);
}

function withUnit(n: number, unit: SettingUnit, words: ValueWords): string {
  switch (unit) {
    case 'money':
      return Number.isSafeInteger(n) ? words.money(n) : words.number(n);
    case 'percent':
      return words.percent(n);
    case 'days':
      return words.days(n);
    case 'hours':
      return words.hours(n);
    default:
      return words.number(n);
  }
}

/** The text a form field starts from for a value: money as a decimal amount ("50.00"). */
export function valueToText(setting: SettingShape, value: unknown): string {
  if (setting.input.type === 'boolean') return value === true ? 'true' : 'false';
  if (value === null || value === undefined) return '';
  if (setting.input.type === 'percentList' && Array.isArray(value)) return value.join(', ');
  if (unitOf(setting) === 'money' && typeof value === 'number' && Number.isSafeInteger(value))
    return minorToDecimal(value, defaultMinorExponent);
  return String(value);
}

/**
 * A typed amount as minor units: "50.00" or "50" -> 5000; a decimal comma is read too
 * ("50,5" -> 5050), as Spanish writes it. Null when it is no amount or has too many decimals.
 */
export function amountToMinor(text: string): number | null {
  const trimmed = text.trim();
  const normal = /^\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  try {
    return decimalToMinor(normal, defaultMinorExponent);
  } catch {
    return null;
  }
}

/**
 * The JSON value a field's text stands for; the one place an amount becomes minor units.
 * What does not parse is sent as typed, so the server's own message for the field is the one
 * shown (the server checks every value); the dialog names a malformed amount itself first.
 */
export function textToValue(setting: SettingShape, text: string): unknown {
  const { input } = setting;
  const trimmed = text.trim();
  switch (input.type) {
    case 'boolean':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
    case 'integer':
    case 'number': {
      if (trimmed === '' && input.nullable) return null;
      if (unitOf(setting) === 'money') return amountToMinor(trimmed) ?? trimmed;
      const n = Number(trimmed.replace(/^(-?\d+),(\d+)$/, '$1.$2'));
      return trimmed !== '' && Number.isFinite(n) ? n : trimmed;
    }
    case 'percentList': {
      if (trimmed === '') return [];
      return trimmed.split(/[,;\s]+/).map((part) => {
        const n = Number(part);
        return Number.isFinite(n) ? n : part;
      });
    }
    default:
      return trimmed;
  }
}

/** True when a money field's text is no amount the call could carry (the dialog says so). */
export function isMalformedAmount(setting: SettingShape, text: string): boolean {
  if (unitOf(setting) !== 'money') return false;
  const trimmed = text.trim();
  if (trimmed === '') return !(setting.input.type === 'integer' && setting.input.nullable);
  return amountToMinor(trimmed) === null;
}

/** A setting key as a label when no translation names it: `modules.ticketing_system` → "Ticketing system". */
export function humaniseKey(key: string): string {
  const last = key.slice(key.lastIndexOf('.') + 1).replace(/_/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}
