import { describe, expect, it } from 'vitest';
import { readSaleFilters, saleFiltersPatch } from './sale-filters';

describe('sale queue filters in the address bar', () => {
  it('reads the pending queue unless a known status is named', () => {
    expect(readSaleFilters(new URLSearchParams('status=paid'))).toEqual({
      status: 'pending',
      member: '',
    });
    expect(readSaleFilters(new URLSearchParams('status=confirmed&member=%20ana%20'))).toEqual({
      status: 'confirmed',
      member: 'ana',
    });
  });

  it('leaves the defaults out of the address', () => {
    expect(saleFiltersPatch({ status: 'pending', member: ' ' })).toEqual({
      status: null,
      member: null,
    });
    expect(saleFiltersPatch({ status: 'cancelled', member: 'ana' })).toEqual({
      status: 'cancelled',
      member: 'ana',
    });
  });
});
