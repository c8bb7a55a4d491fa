import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/app-error';
import { encodeCursor } from '../../contract/paging';
import { decodeCursor, pageOf } from './paging';

describe('cursor paging', () => {
  it('round-trips a keyset with microseconds', () => {
    const key = { t: '2026-11-21 23:55:00.123456+00', id: 42 };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it('treats a missing cursor as the first page', () => {
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor('')).toBeNull();
  });

  it('answers a forged or broken cursor with a validation error on its field', () => {
    const forged = Buffer.from(JSON.stringify({ t: "1'; DROP TABLE members; --", id: 1 })).toString(
      'base64url',
    );
    for (const bad of ['%%%', 'bm90LWpzb24', forged]) {
      try {
        decodeCursor(bad, 'page');
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).errors).toHaveProperty('page');
      }
    }
  });

  it('keeps one extra row out of the page and points the cursor at the last row kept', () => {
    const rows = [1, 2, 3].map((id) => ({ id, t: `2026-01-0${id} 00:00:00+00` }));
    const page = pageOf(rows, 2, (r) => r);
    expect(page.items.map((r) => r.id)).toEqual([1, 2]);
    expect(decodeCursor(page.next!)).toEqual({ t: '2026-01-02 00:00:00+00', id: 2 });
    expect(pageOf(rows, 3, (r) => r).next).toBeNull();
  });
});
