import { describe, expect, it } from 'vitest';
import { dayOf, dayWire, int4IdTextWire, int4IdWire, int4Max } from './common';

describe('dayWire', () => {
  it('accepts real days in the supported years', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2999-12-31'])
      expect(dayWire.safeParse(day).success, day).toBe(true);
  });

  it('refuses impossible days and days the database cannot hold, with one message', () => {
    for (const day of ['2026-13-01', '2026-02-30', '9999-12-31', '0000-01-01', '2026-1-1', ''])
      expect(dayWire.safeParse(day).error?.issues, day).toHaveLength(1);
    expect(dayOf('Pick a day.').safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'Pick a day.',
    );
  });
});

describe('int4 ids', () => {
  it('keeps ids within a PostgreSQL integer', () => {
    expect(int4IdWire().safeParse(int4Max).success).toBe(true);
    for (const bad of [int4Max + 1, 2 ** 53, 0, -1, 1.5, '1'])
      expect(int4IdWire().safeParse(bad).success, String(bad)).toBe(false);
    expect(int4IdTextWire().safeParse('7').data).toBe(7);
    expect(int4IdTextWire().safeParse('2147483648').success).toBe(false);
  });
});
