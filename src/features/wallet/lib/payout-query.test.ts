import { describe, expect, it } from 'vitest';
import { toQueryString } from '@/api/http';
import { readPayoutStatuses } from './payout-query';

describe('readPayoutStatuses', () => {
  it('keeps the known statuses, which travel as payout_status[]', () => {
    const statuses = readPayoutStatuses(new URLSearchParams('status=pending&status=x&status=paid'));
    expect(statuses).toEqual(['pending', 'paid']);
    expect(toQueryString({ 'payout_status[]': statuses })).toBe(
      'payout_status[]=pending&payout_status[]=paid',
    );
  });
});
