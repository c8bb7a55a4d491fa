import { describe, expect, it } from 'vitest';
import { periodProgress, salesWindow } from './period';

describe('periodProgress', () => {
  it('counts both the first and the last day', () => {
    expect(periodProgress('2026-11-01', '2026-11-30', new Date(2026, 10, 22, 15))).toEqual({
      days: 30,
      elapsed: 22,
      left: 8,
    });
    expect(periodProgress('2026-11-01', '2026-11-30', new Date(2026, 10, 1, 0, 5)).elapsed).toBe(1);
  });

  it('stays within the period before it starts and after it ends', () => {
    expect(periodProgress('2026-11-01', '2026-11-30', new Date(2026, 9, 20)).elapsed).toBe(0);
    expect(periodProgress('2026-11-01', '2026-11-30', new Date(2026, 11, 5))).toEqual({
      days: 30,
      elapsed: 30,
      left: 0,
    });
  });
});

describe('salesWindow', () => {
  // Intl puts thin and narrow spaces around the dash; the words are what matter here.
  const plain = (w: { name: string; soFar: string }) => ({
    name: w.name.replace(/\s/gu, ' '),
    soFar: w.soFar.replace(/\s/gu, ' '),
  });

  it('names a calendar month and the days counted so far, in the language', () => {
    const today = new Date(2026, 10, 26, 9);
    expect(plain(salesWindow('2026-11-01', '2026-11-30', today, 'en'))).toEqual({
      name: 'November 2026',
      soFar: 'Nov 1 – 26',
    });
    expect(plain(salesWindow('2026-11-01', '2026-11-30', today, 'es'))).toEqual({
      name: 'noviembre de 2026',
      soFar: '1–26 nov',
    });
  });

  it('names a period that is not one month by its first and last day', () => {
    expect(plain(salesWindow('2026-11-10', '2026-12-09', new Date(2026, 10, 12), 'en'))).toEqual({
      name: 'Nov 10 – Dec 9',
      soFar: 'Nov 10 – 12',
    });
  });

  it('counts a single day on the first day, and the whole period once it is over', () => {
    expect(
      plain(salesWindow('2026-11-01', '2026-11-30', new Date(2026, 10, 1, 8), 'en')).soFar,
    ).toBe('Nov 1');
    expect(plain(salesWindow('2026-11-01', '2026-11-30', new Date(2026, 11, 3), 'en')).soFar).toBe(
      'Nov 1 – 30',
    );
  });
});
