import { describe, expect, it } from 'vitest';
import { dateQuery, listFiltersPatch, readList, readListFilters } from './list-filters';

describe('readListFilters', () => {
  it('defaults to newest first over all dates', () => {
    expect(readListFilters(new URLSearchParams())).toEqual({
      sort: 'desc',
      dateRange: undefined,
      startDate: undefined,
      endDate: undefined,
    });
  });

  it('reads sort, range and days from a shared link', () => {
    const f = readListFilters(
      new URLSearchParams('sort=asc&range=custom&from=2026-01-01&to=2026-02-01'),
    );
    expect(f).toEqual({
      sort: 'asc',
      dateRange: 'custom',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
  });

  it('ignores values the server would refuse', () => {
    const f = readListFilters(new URLSearchParams('sort=up&range=forever&from=1/2/2026'));
    expect(f).toMatchObject({ sort: 'desc', dateRange: undefined, startDate: undefined });
  });
});

describe('readList', () => {
  it('keeps known values once each', () => {
    const p = new URLSearchParams('type=a&type=x&type=a&type=b');
    expect(readList(p, 'type', ['a', 'b'])).toEqual(['a', 'b']);
    expect(readList(p, 'type', null)).toEqual(['a', 'x', 'b']);
  });
});

describe('listFiltersPatch and dateQuery', () => {
  it('drops the default sort from the address bar', () => {
    expect(listFiltersPatch({ sort: 'desc' })).toEqual({ sort: null });
    expect(listFiltersPatch({ sort: 'asc' })).toEqual({ sort: 'asc' });
  });

  it('sends start_date and end_date only with the custom range', () => {
    const base = { sort: 'desc' as const, startDate: '2026-01-01', endDate: '2026-01-02' };
    expect(dateQuery({ ...base, dateRange: 'custom' })).toEqual({
      date_range: 'custom',
      start_date: '2026-01-01',
      end_date: '2026-01-02',
    });
    expect(dateQuery({ ...base, dateRange: 'today' })).toEqual({
      date_range: 'today',
      start_date: undefined,
      end_date: undefined,
    });
  });
});
