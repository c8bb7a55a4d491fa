import { describe, expect, it } from 'vitest';
import { detailsHeight, essentialColumns, fittingColumns } from './compact-columns';
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

  it('adds the other columns in order while they fit beside the essential ones', () => {
    const cols = [
      col('date', { width: 100, essential: true }),
      col('from', { width: 100 }),
      col('level', { width: 100 }),
      col('amount', { width: 100, essential: true }),
    ];
    expect(fittingColumns(cols, 250, 44).map((c) => c.id)).toEqual(['date', 'amount']);
    expect(fittingColumns(cols, 350, 44).map((c) => c.id)).toEqual(['date', 'from', 'amount']);
    expect(fittingColumns(cols, 450, 44).map((c) => c.id)).toEqual([
      'date',
      'from',
      'level',
      'amount',
    ]);
  });

  it('grows a row by one line per hidden column', () => {
    expect(detailsHeight(0)).toBe(0);
    expect(detailsHeight(3)).toBeGreaterThan(detailsHeight(2));
  });
});
