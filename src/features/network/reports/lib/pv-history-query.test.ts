import { describe, expect, it } from 'vitest';
import { toQueryString } from '@/api/http';
import { pvHistoryQuery, readPvHistoryFilters } from './pv-history-query';

const queryOf = (search: string) =>
  toQueryString(pvHistoryQuery(readPvHistoryFilters(new URLSearchParams(search))));

describe('pvHistoryQuery', () => {
  it('sends type only when exactly one type is chosen', () => {
    expect(queryOf('type=team')).toBe('sort=desc&type=team');
    expect(queryOf('type=team&type=purchase')).toBe('sort=desc');
    expect(queryOf('')).toBe('sort=desc');
  });

  it('drops types the server does not know', () => {
    expect(queryOf('type=bogus&type=purchase')).toBe('sort=desc&type=purchase');
  });

  it('sends the custom range with its days, and a named range alone', () => {
    expect(queryOf('range=custom&from=2026-01-01&to=2026-01-31&sort=asc')).toBe(
      'sort=asc&date_range=custom&start_date=2026-01-01&end_date=2026-01-31',
    );
    expect(queryOf('range=last_7_days&from=2026-01-01')).toBe('sort=desc&date_range=last_7_days');
  });
});
