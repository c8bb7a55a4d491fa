import { describe, expect, it } from 'vitest';
import { convertedAmount, formatAxisMoney, formatMoney, type CurrencyFormat } from './money';

const usd: CurrencyFormat = { symbol: '$', symbolPosition: 'L', decimalPlace: 2, value: 1 };
const eur: CurrencyFormat = { symbol: '€', symbolPosition: 'R', decimalPlace: 2, value: 0.92 };

describe('formatMoney', () => {
  it('formats with the symbol on the left and two decimals', () => {
    expect(formatMoney('12.5', usd)).toBe('$12.50');
    expect(formatMoney(3, usd)).toBe('$3.00');
  });

  it('truncates instead of rounding', () => {
    expect(formatMoney('2.675', usd)).toBe('$2.67');
    expect(formatMoney('1.005', usd)).toBe('$1.00');
    expect(formatMoney('9.999', usd)).toBe('$9.99');
    expect(formatMoney(2.675, usd)).toBe('$2.67');
  });

  it('is not fooled by binary floating point', () => {
    expect(formatMoney(0.1 + 0.2, usd)).toBe('$0.30');
    expect(formatMoney(1.005 * 1, usd)).toBe('$1.00');
    expect(formatMoney('0.29', { ...usd, value: 100 })).toBe('$29.00');
  });

  it('converts by multiplying by the rate before truncating', () => {
    expect(formatMoney('100', eur)).toBe('92.00 €');
    expect(formatMoney('10.99', eur)).toBe('10.11 €'); // 10.1108
    expect(formatMoney('1', { ...usd, value: 1.23456 })).toBe('$1.23');
    expect(formatMoney('1', { ...usd, value: 1e-7, decimalPlace: 8 })).toBe('$0.00000010');
  });

  it('groups thousands with commas', () => {
    expect(formatMoney('1234567.891', usd)).toBe('$1,234,567.89');
    expect(formatMoney('999', usd)).toBe('$999.00');
    expect(formatMoney('1000', usd)).toBe('$1,000.00');
  });

  it('puts the symbol on the right after a space', () => {
    expect(formatMoney('1234.5', { ...eur, value: 1 })).toBe('1,234.50 €');
  });

  it('puts the minus sign before the symbol or the number', () => {
    expect(formatMoney('-5', usd)).toBe('-$5.00');
    expect(formatMoney('-1234.567', { ...eur, value: 1 })).toBe('-1,234.56 €');
  });

  it('does not show a negative zero after truncation', () => {
    expect(formatMoney('-0.001', usd)).toBe('$0.00');
  });

  it('shows empty and non-numeric amounts as 0', () => {
    for (const amount of [
      '',
      null,
      undefined,
      'abc',
      '1.',
      '1e3',
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(formatMoney(amount, usd)).toBe('$0.00');
    }
  });

  it('supports 0 decimals', () => {
    const yen: CurrencyFormat = { symbol: '¥', symbolPosition: 'L', decimalPlace: 0, value: 150 };
    expect(formatMoney('12.999', yen)).toBe('¥1,949');
    expect(formatMoney('0.001', yen)).toBe('¥0');
  });

  it('supports 3 decimals', () => {
    const kwd: CurrencyFormat = {
      symbol: 'KD',
      symbolPosition: 'R',
      decimalPlace: 3,
      value: 0.307,
    };
    expect(formatMoney('1000', kwd)).toBe('307.000 KD');
    expect(formatMoney('1.23456', { ...kwd, value: 1 })).toBe('1.234 KD');
  });

  it('accepts a leading decimal point and an explicit plus sign', () => {
    expect(formatMoney('.5', usd)).toBe('$0.50');
    expect(formatMoney('+7', usd)).toBe('$7.00');
  });
});

describe('convertedAmount', () => {
  it('gives the converted, truncated amount without symbol or separators', () => {
    expect(convertedAmount('1234.567', usd)).toBe('1234.56');
    expect(convertedAmount('-10.99', eur)).toBe('-10.11');
    expect(convertedAmount(null, usd)).toBe('0.00');
    expect(convertedAmount('5', { decimalPlace: 0, value: 1 })).toBe('5');
  });
});

describe('formatAxisMoney', () => {
  it('writes an already converted amount in whole units with the symbol where it belongs', () => {
    expect(
      formatAxisMoney(1500.75, { symbol: '$', symbolPosition: 'L', decimalPlace: 2, value: 17.1 }),
    ).toBe('$1,500');
    expect(
      formatAxisMoney(380, { symbol: '€', symbolPosition: 'R', decimalPlace: 2, value: 0.92 }),
    ).toBe('380 €');
  });
});

describe('formatMoney in the interface language (issue 18)', () => {
  it('writes Spanish figures with Spanish separators, the symbol where the company puts it', () => {
    expect(formatMoney('5000', { ...usd, lng: 'es' })).toBe('$5.000,00');
    expect(formatMoney('1234567.891', { ...usd, lng: 'es' })).toBe('$1.234.567,89');
    expect(formatMoney('-12.5', { ...usd, lng: 'es' })).toBe('-$12,50');
    expect(formatMoney('1234.5', { ...eur, value: 1, lng: 'es' })).toBe('1.234,50 €');
  });

  it('groups four-digit amounts too, as Intl does not in Spanish', () => {
    expect(formatMoney('4000', { ...usd, decimalPlace: 0, lng: 'es' })).toBe('$4.000');
    expect(formatAxisMoney(1000, { ...usd, lng: 'es' })).toBe('$1.000');
  });

  it('keeps English separators in English and when no language is given', () => {
    expect(formatMoney('5000', { ...usd, lng: 'en' })).toBe('$5,000.00');
    expect(formatMoney('5000', usd)).toBe('$5,000.00');
  });

  it('keeps plain converted amounts free of separators in every language', () => {
    const spanish: CurrencyFormat = { ...usd, lng: 'es' };
    expect(convertedAmount('1234.5', spanish)).toBe('1234.50');
  });
});
