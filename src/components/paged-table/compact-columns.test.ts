import { describe, expect, it } from 'vitest';
import { detailsHeight, essentialColumns } from './compact-columns';
import type { PagedColumn } from './types';

type Row = { a: string };
const col = (id: string, extra: Partial<PagedColumn<Row>> = {}): PagedColumn<Row> => ({
  id,
  header: id,
  value: (r) => r.a,
  ...extra,
});

describe('essentialColumns', () => {
  it('keeps the columns marked essential, in order', () => {
    const cols = [
      col('date'),
      col('member', { essential: true }),
      col('amount', { essential: true }),
    ];
    expect(essentialColumns(cols).map((c) => c.id)).toEqual(['member', 'amount']);
  });

  it('keeps the first column, the status and the first money column when none is marked', () => {
    const cols = [
      col('date'),
      col('type'),
      col('status'),
      col('amount', { align: 'end' }),
      col('fee', { align: 'end' }),
    ];
    expect(essentialColumns(cols).map((c) => c.id)).toEqual(['date', 'status', 'amount']);
  });

  it('grows a row by one line per hidden column', () => {
    expect(detailsHeight(0)).toBe(0);
    expect(detailsHeight(3)).toBeGreaterThan(detailsHeight(2));
  });
});
