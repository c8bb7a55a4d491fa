import { describe, expect, it } from 'vitest';
import { chartRows, defaultRange, readRange, sumAmounts, typesInRange } from './earnings-range';

const today = new Date(2026, 10, 22);

describe('readRange', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(defaultRange(today)).toEqual({ start: '2026-10-24', end: '2026-11-22' });
    expect(readRange(new URLSearchParams(), today)).toEqual(defaultRange(today));
  });

  it('reads the chosen days as yyyy-MM-dd', () => {
    expect(readRange(new URLSearchParams('from=2026-01-01&to=2026-03-31'), today)).toEqual({
      start: '2026-01-01',
      end: '2026-03-31',
    });
  });

  it('falls back when the end comes before the start or a day is impossible', () => {
    expect(readRange(new URLSearchParams('from=2026-03-01&to=2026-01-01'), today)).toEqual(
      defaultRange(today),
    );
    expect(readRange(new URLSearchParams('from=2026-02-30'), today).start).toBe('2026-10-24');
  });
});

describe('chart rows', () => {
  const days: { date: string; byType: Record<string, string> }[] = [
    { date: '2026-01-01', byType: { direct_bonus: '10.50', binary_bonus: '0' } },
    { date: '2026-01-02', byType: { rank_bonus: '3' } },
  ];

  it('gives every day a number per bonus type, 0 when it earned none', () => {
    expect(chartRows(days, ['direct_bonus', 'rank_bonus'], Number)).toEqual([
      { date: '2026-01-01', direct_bonus: 10.5, rank_bonus: 0 },
      { date: '2026-01-02', direct_bonus: 0, rank_bonus: 3 },
    ]);
  });

  it('lists only the bonus types that earned something, known ones first', () => {
    expect(typesInRange(days, ['rank_bonus', 'direct_bonus', 'binary_bonus'])).toEqual([
      'rank_bonus',
      'direct_bonus',
    ]);
  });
});

describe('sumAmounts', () => {
  it('adds decimal amounts exactly, without floating-point drift', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.30000000');
    expect(sumAmounts(['10.50', '-0.25', '3'])).toBe('13.25000000');
    expect(sumAmounts([])).toBe('0.00000000');
  });
});
