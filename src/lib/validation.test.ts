import { describe, expect, it } from 'vitest';
import { isEmpty, isNumeric, withOptionalSuffix } from './validation';

describe('isNumeric', () => {
  it.each(['0', '12', '-12', '+3', '+3.5', '3.25', '.5', '-.5', '+.5', '007'])(
    'accepts %s',
    (v) => {
      expect(isNumeric(v)).toBe(true);
    },
  );

  it.each([
    '',
    ' ',
    '1.',
    '-',
    '+',
    '.',
    '1e3',
    'abc',
    '1.2.3',
    ' 12',
    '12 ',
    '1,000',
    '--1',
    '0x10',
  ])('rejects "%s"', (v) => {
    expect(isNumeric(v)).toBe(false);
  });

  it('accepts finite numbers and rejects NaN, Infinity and exponent forms', () => {
    expect(isNumeric(12.5)).toBe(true);
    expect(isNumeric(-3)).toBe(true);
    expect(isNumeric(Number.NaN)).toBe(false);
    expect(isNumeric(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isNumeric(1e21)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isNumeric(null)).toBe(false);
    expect(isNumeric(undefined)).toBe(false);
  });
});

describe('isEmpty', () => {
  it('treats null, undefined and the empty string as empty', () => {
    expect(isEmpty(null)).toBe(true);
    expect(isEmpty(undefined)).toBe(true);
    expect(isEmpty('')).toBe(true);
  });

  it('treats 0, false, a space and empty collections as values', () => {
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty(false)).toBe(false);
    expect(isEmpty(' ')).toBe(false);
    expect(isEmpty([])).toBe(false);
    expect(isEmpty({})).toBe(false);
  });
});

describe('withOptionalSuffix', () => {
  it('appends the optional text in parentheses', () => {
    expect(withOptionalSuffix('Phone', 'optional')).toBe('Phone (optional)');
    expect(withOptionalSuffix('Teléfono', 'opcional')).toBe('Teléfono (opcional)');
  });
});
