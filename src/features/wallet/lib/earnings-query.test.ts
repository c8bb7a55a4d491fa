import { describe, expect, it } from 'vitest';
import { toQueryString } from '@/api/http';
import { earningsQuery, readEarningsFilters } from './earnings-query';

const queryOf = (search: string) =>
  toQueryString(earningsQuery(readEarningsFilters(new URLSearchParams(search))));

describe('earningsQuery', () => {
  it('sends each chosen bonus type indexed as bonus_type[i]', () => {
    expect(queryOf('bonus=direct_bonus&bonus=binary_bonus')).toBe(
      'sort=desc&bonus_type[0]=direct_bonus&bonus_type[1]=binary_bonus',
    );
  });

  it('sends no bonus_type when none is chosen', () => {
    expect(queryOf('sort=asc&range=this_month')).toBe('sort=asc&date_range=this_month');
  });
});
