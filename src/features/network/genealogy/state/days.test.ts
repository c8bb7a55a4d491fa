import { describe, expect, it } from 'vitest';
import { dayToIso, formatDay, isoToDay } from './days';

describe('day numbers', () => {
  it('go to dates and back', () => {
    expect(dayToIso(0)).toBe('1970-01-01');
    expect(isoToDay('2026-11-25')).toBe(20_782);
    expect(dayToIso(20_782)).toBe('2026-11-25');
    expect(isoToDay('2026-13-45')).toBeNull();
    expect(isoToDay('yesterday')).toBeNull();
    expect(formatDay(20_782, 'en')).toBe('Nov 25, 2026');
  });
});
