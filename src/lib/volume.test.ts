import { describe, expect, it } from 'vitest';
import { volumeFormat } from './volume';

describe('volumeFormat', () => {
  it('follows the interface language, not the browser', () => {
    expect(volumeFormat('en')(1234.5)).toBe('1,234.5');
    expect(volumeFormat('es')(12345.5)).toBe('12.345,5');
  });

  it('rounds to two decimals and keeps integers whole', () => {
    expect(volumeFormat('en')(2.3456)).toBe('2.35');
    expect(volumeFormat('en')(1_000_000)).toBe('1,000,000');
  });
});

describe('counts in Spanish (issue 18)', () => {
  it('groups four-digit numbers like longer ones, never "4000" beside "422.080"', () => {
    expect(volumeFormat('es')(4000)).toBe('4.000');
    expect(volumeFormat('es')(422080)).toBe('422.080');
    expect(volumeFormat('es')(3955)).toBe('3.955');
    expect(volumeFormat('en')(4000)).toBe('4,000');
  });
});
