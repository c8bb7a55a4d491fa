import { describe, expect, it } from 'vitest';
import { formatVolume } from './volume';

describe('formatVolume', () => {
  it('groups thousands by language and keeps up to two decimals', () => {
    expect(formatVolume(28150, 'en')).toBe('28,150');
    expect(formatVolume(28150.456, 'en')).toBe('28,150.46');
    expect(formatVolume(1234567, 'es')).toBe('1.234.567');
  });

  it('shows a missing or broken volume as 0', () => {
    expect(formatVolume(null, 'en')).toBe('0');
    expect(formatVolume(Number.NaN, 'en')).toBe('0');
  });
});
