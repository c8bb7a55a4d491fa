import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal } from '../../contract/money';
import { volumeToNumber } from './money';

describe('money', () => {
  it('formats minor units as a fixed decimal string', () => {
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(123456)).toBe('1234.56');
    expect(minorToDecimal(-1999)).toBe('-19.99');
    expect(minorToDecimal(7, 0)).toBe('7');
  });

  it('parses decimal strings without floating-point drift', () => {
    expect(decimalToMinor('0.1')).toBe(10);
    expect(decimalToMinor('1234.56')).toBe(123456);
    expect(decimalToMinor('-2')).toBe(-200);
  });

  it('refuses amounts it cannot represent exactly', () => {
    expect(() => decimalToMinor('1.234')).toThrow(RangeError);
    expect(() => decimalToMinor('abc')).toThrow(RangeError);
    expect(() => decimalToMinor('1e3')).toThrow(RangeError);
  });

  it('reads volume columns as numbers', () => {
    expect(volumeToNumber('12.50')).toBe(12.5);
    expect(volumeToNumber(null)).toBe(0);
  });
});
