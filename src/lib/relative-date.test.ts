import { enUS, es } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { relativeDate } from './relative-date';

const now = new Date('2026-11-25T12:00:00Z');

describe('relativeDate', () => {
  it('says how long ago within a week, in the interface language', () => {
    expect(relativeDate('2026-11-25T11:55:00Z', now, 'MMM d, yyyy', enUS)).toBe('5 minutes ago');
    expect(relativeDate('2026-11-22T12:00:00Z', now, 'MMM d, yyyy', enUS)).toBe('3 days ago');
    expect(relativeDate('2026-11-22T12:00:00Z', now, 'MMM d, yyyy', es)).toBe('hace 3 días');
  });

  it('gives the date in the member’s pattern after a week, or for a future date', () => {
    expect(relativeDate('2026-11-01T12:00:00Z', now, 'dd/MM/yyyy', enUS)).toBe('01/11/2026');
    expect(relativeDate('2026-12-01T12:00:00Z', now, 'MMM d, yyyy', enUS)).toBe('Dec 1, 2026');
    expect(relativeDate('garbage', now, 'MMM d, yyyy', enUS)).toBe('');
  });
});
