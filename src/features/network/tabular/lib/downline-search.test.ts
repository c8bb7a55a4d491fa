import { describe, expect, it } from 'vitest';
import {
  checkDownlineSearch,
  formFromParams,
  paramsFromSearch,
  searchFromParams,
} from './downline-search';

describe('checkDownlineSearch', () => {
  it('trims the keyword and leaves levels out when empty', () => {
    expect(checkDownlineSearch({ keyword: '  ann ', levels: ' ', tree: 'sponsor' })).toEqual({
      ok: true,
      tree: 'sponsor',
      search: { keyword: 'ann' },
    });
  });

  it('sends levels as a number when given', () => {
    expect(checkDownlineSearch({ keyword: 'ann', levels: '3', tree: 'placement' })).toEqual({
      ok: true,
      tree: 'placement',
      search: { keyword: 'ann', levels: 3 },
    });
  });

  it('asks for a keyword and refuses levels that are not a whole number from 1 to 10,000', () => {
    expect(checkDownlineSearch({ keyword: ' ', levels: '', tree: 'sponsor' })).toEqual({
      ok: false,
      issues: { keyword: 'keywordRequired' },
    });
    for (const levels of ['0', '-1', '2.5', 'abc', '10001']) {
      expect(checkDownlineSearch({ keyword: 'a', levels, tree: 'sponsor' })).toEqual({
        ok: false,
        issues: { levels: 'levelsInvalid' },
      });
    }
    expect(checkDownlineSearch({ keyword: 'a', levels: '10000', tree: 'sponsor' }).ok).toBe(true);
  });

  it('refuses a keyword longer than the server takes', () => {
    const checked = checkDownlineSearch({ keyword: 'x'.repeat(101), levels: '', tree: 'sponsor' });
    expect(checked).toEqual({ ok: false, issues: { keyword: 'keywordTooLong' } });
  });
});

describe('search in the URL', () => {
  it('round-trips a search through the query string', () => {
    const params = paramsFromSearch('placement', { keyword: 'ann lee', levels: 4 });
    expect(params.toString()).toBe('q=ann+lee&tree=placement&levels=4');
    expect(searchFromParams(params)).toEqual({
      tree: 'placement',
      search: { keyword: 'ann lee', levels: 4 },
    });
  });

  it('reads a missing or malformed search as none, and an unknown tree as the sponsor line', () => {
    expect(searchFromParams(new URLSearchParams(''))).toBeNull();
    expect(searchFromParams(new URLSearchParams('q=ann&levels=zero'))).toBeNull();
    expect(formFromParams(new URLSearchParams('q=ann&tree=binary')).tree).toBe('sponsor');
  });
});
