import { enUS, es } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay } from './group-by-day';

const at = (y: number, m: number, d: number, h: number) => new Date(y, m - 1, d, h).toISOString();

describe('groupByDay', () => {
  it('groups by local calendar day, newest day and newest item first', () => {
    const items = [
      { id: 1, at: at(2026, 11, 20, 9) },
      { id: 2, at: at(2026, 11, 24, 8) },
      { id: 3, at: at(2026, 11, 24, 23) },
      { id: 4, at: 'not a date' },
    ];
    expect(groupByDay(items, (i) => i.at).map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-24', [3, 2]],
      ['2026-11-20', [1]],
    ]);
  });

  it('puts the last minute before midnight and the first after it on two days', () => {
    const items = [
      { id: 1, at: new Date(2026, 10, 24, 23, 59).toISOString() },
      { id: 2, at: new Date(2026, 10, 25, 0, 1).toISOString() },
    ];
    expect(groupByDay(items, (i) => i.at).map((g) => g.day)).toEqual(['2026-11-25', '2026-11-24']);
  });

  it('answers nothing for nothing', () => {
    expect(groupByDay([], () => '')).toEqual([]);
  });
});

describe('dayHeading', () => {
  const now = new Date(2026, 10, 27, 8, 30);

  it('names today and yesterday', () => {
    expect(dayHeading('2026-11-27', now, enUS)).toEqual({ kind: 'today' });
    expect(dayHeading('2026-11-26', now, es)).toEqual({ kind: 'yesterday' });
  });

  it('writes an older day in full, in the member’s language', () => {
    expect(dayHeading('2026-11-20', now, enUS)).toEqual({
      kind: 'date',
      text: 'Friday, November 20th, 2026',
    });
    expect(dayHeading('2026-11-20', now, es)).toEqual({
      kind: 'date',
      text: 'viernes, 20 de noviembre de 2026',
    });
  });
});
