import { describe, expect, it } from 'vitest';
import { readSaleFilter, writeSaleFilter } from './sale-filter';

describe('sale filter in the URL', () => {
  it('reads what it writes', () => {
    const filter = {
      startDate: '2026-11-01',
      endDate: '2026-11-24',
      status: 'pending' as const,
      customer: 'Lucía',
    };
    expect(readSaleFilter(writeSaleFilter(filter))).toEqual(filter);
    expect(writeSaleFilter(filter).toString()).toBe(
      'from=2026-11-01&to=2026-11-24&status=pending&customer=Luc%C3%ADa',
    );
  });

  it('ignores what is not a filter value', () => {
    expect(readSaleFilter(new URLSearchParams('from=yesterday&status=lost&to=2026-13'))).toEqual({
      startDate: '',
      endDate: '',
      status: null,
      customer: '',
    });
    expect(
      writeSaleFilter({ startDate: '', endDate: '', status: null, customer: '  ' }).toString(),
    ).toBe('');
  });
});
