import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

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

  it('answers nothing for nothing', () => {
    expect(groupByDay([], () => '')).toEqual([]);
  });
});
