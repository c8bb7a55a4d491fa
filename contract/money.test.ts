import { describe, expect, it } from 'vitest';
import {
  decimalToMinor,
  defaultMinorExponent,
  hundredthsToDecimal,
  maxMinorExponent,
  minorToDecimal,
  toHundredths,
} from './money';

describe('minorToDecimal', () => {
  it('writes minor units with two decimals by default', () => {
    expect(defaultMinorExponent).toBe(2);
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(50)).toBe('0.50');
    expect(minorToDecimal(100)).toBe('1.00');
    expect(minorToDecimal(123_456)).toBe('1234.56');
  });

  it('puts the minus sign before the whole amount, also below one unit', () => {
    expect(minorToDecimal(-5)).toBe('-0.05');
    expect(minorToDecimal(-250)).toBe('-2.50');
    expect(minorToDecimal(-1999)).toBe('-19.99');
  });

  it('writes negative zero as plain zero', () => {
    expect(minorToDecimal(-0)).toBe('0.00');
  });

  it('follows the exponent of the currency', () => {
    expect(minorToDecimal(7, 0)).toBe('7');
    expect(minorToDecimal(-7, 0)).toBe('-7');
    expect(minorToDecimal(1234, 3)).toBe('1.234');
    expect(minorToDecimal(1, 3)).toBe('0.001');
    expect(minorToDecimal(1, 8)).toBe('0.00000001');
    expect(minorToDecimal(123_456_789, 8)).toBe('1.23456789');
  });

  it('writes every safe integer exactly, where dividing by 100 in floating point would not', () => {
    expect(minorToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(minorToDecimal(-Number.MAX_SAFE_INTEGER)).toBe('-90071992547409.91');
  });

  it('takes bigints of any size', () => {
    expect(minorToDecimal(12_345n)).toBe('123.45');
    expect(minorToDecimal(-1n)).toBe('-0.01');
    expect(minorToDecimal(10n ** 30n + 1n)).toBe('10000000000000000000000000000.01');
  });

  it('refuses numbers that are not a safe whole number of minor units', () => {
    for (const bad of [1.5, -0.1, Number.NaN, Infinity, -Infinity, 2 ** 53])
      expect(() => minorToDecimal(bad), String(bad)).toThrow(RangeError);
  });

  it('refuses an exponent that is not a whole number in range', () => {
    for (const bad of [-1, 1.5, maxMinorExponent + 1, Number.NaN])
      expect(() => minorToDecimal(1, bad), String(bad)).toThrow(RangeError);
    expect(minorToDecimal(1, maxMinorExponent)).toBe(`0.${'1'.padStart(maxMinorExponent, '0')}`);
  });
});

describe('decimalToMinor', () => {
  it('reads decimal strings by their digits, without floating-point drift', () => {
    expect(decimalToMinor('0')).toBe(0);
    expect(decimalToMinor('0.1')).toBe(10);
    expect(decimalToMinor('0.29')).toBe(29);
    expect(decimalToMinor('1234.56')).toBe(123_456);
    expect(decimalToMinor('1234.5')).toBe(123_450);
    expect(decimalToMinor('-2')).toBe(-200);
    expect(decimalToMinor('-0.05')).toBe(-5);
    expect(decimalToMinor('007.00')).toBe(700);
  });

  it('reads negative zero as zero', () => {
    expect(Object.is(decimalToMinor('-0'), 0)).toBe(true);
    expect(Object.is(decimalToMinor('-0.00'), 0)).toBe(true);
  });

  it('ignores white space around the amount', () => {
    expect(decimalToMinor(' 12.50 ')).toBe(1250);
    expect(decimalToMinor('\t-1\n')).toBe(-100);
  });

  it('follows the exponent of the currency', () => {
    expect(decimalToMinor('7', 0)).toBe(7);
    expect(decimalToMinor('1.234', 3)).toBe(1234);
    expect(decimalToMinor('1.2', 3)).toBe(1200);
    expect(decimalToMinor('0.00000001', 8)).toBe(1);
  });

  it('refuses text that is not a plain decimal amount', () => {
    const bad = [
      '',
      ' ',
      '-',
      '.',
      '.5',
      '1.',
      '+1',
      '--1',
      '1e3',
      '1E3',
      '0x10',
      '1,50',
      '1 000',
      '1.2.3',
      'abc',
      'NaN',
      'Infinity',
      '١٢', // Arabic-Indic digits are digits to Unicode, not to the wire
      '１２', // full-width digits
    ];
    for (const text of bad) expect(() => decimalToMinor(text), text).toThrow(RangeError);
  });

  it('refuses more decimals than the currency has instead of rounding them', () => {
    expect(() => decimalToMinor('1.234')).toThrow(RangeError);
    expect(() => decimalToMinor('1.230')).toThrow(RangeError);
    expect(() => decimalToMinor('0.5', 0)).toThrow(RangeError);
  });

  it('takes amounts up to the largest safe integer of minor units and refuses larger ones', () => {
    expect(decimalToMinor('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(decimalToMinor('-90071992547409.91')).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => decimalToMinor('90071992547409.92')).toThrow(RangeError);
    expect(() => decimalToMinor('1'.repeat(400))).toThrow(RangeError);
    expect(decimalToMinor(`${'0'.repeat(400)}1`)).toBe(100);
  });

  it('refuses values that are not strings', () => {
    for (const bad of [12, null, undefined, {}] as unknown as string[])
      expect(() => decimalToMinor(bad), String(bad)).toThrow(RangeError);
  });

  it('refuses an exponent that is not a whole number in range', () => {
    expect(() => decimalToMinor('1', -1)).toThrow(RangeError);
    expect(() => decimalToMinor('1', 2.5)).toThrow(RangeError);
  });

  it('gives back what minorToDecimal wrote, for every exponent', () => {
    const samples = [
      0,
      1,
      -1,
      9,
      10,
      99,
      100,
      101,
      -12_345,
      1_000_000_007,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const exponent of [0, 1, 2, 3, 8])
      for (const minor of samples)
        expect(decimalToMinor(minorToDecimal(minor, exponent), exponent)).toBe(minor);
  });
});

describe('toHundredths', () => {
  it('reads volume strings as whole hundredths by their digits', () => {
    expect(toHundredths('700.00')).toBe(70_000);
    expect(toHundredths('0.1')).toBe(10);
    expect(toHundredths('-12.05')).toBe(-1205);
    expect(toHundredths('0.29')).toBe(29);
    expect(toHundredths('15')).toBe(1500);
  });

  it('reads numbers by their shortest decimal text, not by multiplying floats', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.1 * 100 is 110.00000000000001 in floating point.
    expect(toHundredths(0.29)).toBe(29);
    expect(toHundredths(1.1)).toBe(110);
    expect(toHundredths(100)).toBe(10_000);
    expect(toHundredths(-2.5)).toBe(-250);
    expect(Object.is(toHundredths(-0), 0)).toBe(true);
  });

  it('refuses a third decimal instead of rounding it', () => {
    expect(() => toHundredths('1.234')).toThrow(RangeError);
    expect(() => toHundredths(1.005)).toThrow(RangeError);
  });

  it('refuses what is not a finite volume', () => {
    for (const bad of [Number.NaN, Infinity, -Infinity, 1e-7, 1e21, 'abc', '', '1e2'])
      expect(() => toHundredths(bad), String(bad)).toThrow(RangeError);
  });
});

describe('hundredthsToDecimal', () => {
  it('writes hundredths as two-decimal volume text', () => {
    expect(hundredthsToDecimal(70_000)).toBe('700.00');
    expect(hundredthsToDecimal(5)).toBe('0.05');
    expect(hundredthsToDecimal(-1205)).toBe('-12.05');
    expect(hundredthsToDecimal(0)).toBe('0.00');
    expect(hundredthsToDecimal(12n)).toBe('0.12');
  });

  it('round-trips with toHundredths', () => {
    for (const h of [0, 1, -1, 29, 70_000, -123_456, Number.MAX_SAFE_INTEGER])
      expect(toHundredths(hundredthsToDecimal(h))).toBe(h);
  });
});
