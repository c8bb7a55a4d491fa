import { describe, expect, it } from 'vitest';
import { downlineReportQuery } from '@/api/reports';
import { downlineFiltersPatch, readDownlineFilters } from './downline-filters';

describe('readDownlineFilters', () => {
  it('defaults to the whole downline, newest first', () => {
    expect(readDownlineFilters(new URLSearchParams())).toEqual({
      category: 'all',
      username: undefined,
      level: undefined,
      sort: 'desc',
    });
  });

  it('reads a shared link with category, member, level and sort', () => {
    const f = readDownlineFilters(new URLSearchParams('category=left&user=ann&level=2&sort=asc'));
    expect(f).toEqual({ category: 'left', username: 'ann', level: 2, sort: 'asc' });
  });

  it('never turns a hand-edited sort into anything but asc or desc', () => {
    const f = readDownlineFilters(new URLSearchParams('sort=random&level=-1&category=up'));
    expect(downlineReportQuery(f)).toEqual({ username: undefined, level: undefined, sort: 'desc' });
    expect(f.category).toBe('all');
  });
});

describe('downlineFiltersPatch', () => {
  it('keeps default values out of the address bar', () => {
    expect(
      downlineFiltersPatch({ category: 'all', username: ' ', level: undefined, sort: 'desc' }),
    ).toEqual({ category: null, user: null, level: null, sort: null });
  });

  it('round-trips through the address bar', () => {
    const f = { category: 'direct', username: 'bob', level: 3, sort: 'asc' } as const;
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(downlineFiltersPatch(f)))
      if (typeof v === 'string') params.set(k, v);
    expect(readDownlineFilters(params)).toEqual(f);
  });
});
