import { describe, expect, it } from 'vitest';
import { lastMonthRange, rangeProblem } from './statement-range';

describe('lastMonthRange', () => {
  it('covers the whole previous month, across a year and in a leap February', () => {
    expect(lastMonthRange(new Date(2026, 0, 15))).toEqual({
      start: '2025-12-01',
      end: '2025-12-31',
    });
    expect(lastMonthRange(new Date(2024, 2, 31))).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
  });
});

describe('rangeProblem', () => {
  it('accepts one day and a whole leap year', () => {
    expect(rangeProblem({ start: '2026-03-10', end: '2026-03-10' })).toBeNull();
    expect(rangeProblem({ start: '2024-01-01', end: '2024-12-31' })).toBeNull();
  });

  it.each([
    ['an empty day', { start: '', end: '2026-03-10' }, { field: 'start', problem: 'invalid' }],
    [
      'an impossible day',
      { start: '2026-03-10', end: '2026-02-30' },
      { field: 'end', problem: 'invalid' },
    ],
    [
      'an end before the start',
      { start: '2026-03-10', end: '2026-03-09' },
      { field: 'end', problem: 'endBeforeStart' },
    ],
    [
      'more than 366 days',
      { start: '2024-01-01', end: '2025-01-01' },
      { field: 'end', problem: 'tooLong' },
    ],
  ])('names the field it refuses for %s', (_case, range, problem) => {
    expect(rangeProblem(range)).toEqual(problem);
  });
});
