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
