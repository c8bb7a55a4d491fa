import { describe, expect, it } from 'vitest';
import { keysetAfter, keysetFetch, keysetOrder } from './keyset';

const after = { t: '2026-01-02 03:04:05.123456+00', id: 42 };

describe('keysetAfter', () => {
  it('is empty on the first page and pushes nothing', () => {
    const params: unknown[] = [1];
    expect(keysetAfter(params, null, { at: 'created_at', id: 'id' })).toBe('');
    expect(params).toEqual([1]);
  });

  it('walks newest first by default, numbering after the params already there', () => {
    const params: unknown[] = ['a', 'b'];
    expect(keysetAfter(params, after, { at: 't.created_at', id: 't.id' })).toBe(
      '(t.created_at, t.id) < ($3::timestamptz, $4::bigint)',
    );
    expect(params).toEqual(['a', 'b', after.t, 42]);
  });

  it('walks oldest first with > and casts the id as told', () => {
    const params: unknown[] = [];
    expect(
      keysetAfter(params, after, { at: 'start_date', id: 'id', dir: 'asc', idType: 'int8' }),
    ).toBe('(start_date, id) > ($1::timestamptz, $2::int8)');
  });
});

describe('keysetOrder', () => {
  it('orders by the sort column then id, both the same way', () => {
    expect(keysetOrder({ at: 'e.created_at', id: 'e.id' })).toBe('e.created_at DESC, e.id DESC');
    expect(keysetOrder({ at: 'start_date', id: 'id', dir: 'asc' })).toBe('start_date ASC, id ASC');
  });
});

describe('keysetFetch', () => {
  it('fetches one extra row, so the page knows whether another follows', () => {
    expect(keysetFetch(20)).toBe(21);
  });
});
