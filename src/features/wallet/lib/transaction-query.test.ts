import { describe, expect, it } from 'vitest';
import { toQueryString } from '@/api/http';
import { readTransactionFilters, transactionQuery } from './transaction-query';

const queryOf = (search: string) =>
  toQueryString(transactionQuery(readTransactionFilters(new URLSearchParams(search))));

describe('transactionQuery', () => {
  it('sends cash_flow only when exactly one transaction type is selected', () => {
    expect(queryOf('flow=credit')).toBe('sort=desc&cash_flow=credit');
    expect(queryOf('flow=debit')).toBe('sort=desc&cash_flow=debit');
    expect(queryOf('flow=credit&flow=debit')).toBe('sort=desc');
    expect(queryOf('')).toBe('sort=desc');
  });

  it('sends the chosen keys indexed as transaction_key[i]', () => {
    expect(queryOf('key=direct_bonus&key=payout_request')).toBe(
      'sort=desc&transaction_key[0]=direct_bonus&transaction_key[1]=payout_request',
    );
  });

  it('drops malformed keys and flows from a hand-edited link', () => {
    expect(queryOf('key=DROP%20TABLE&flow=sideways&key=rank_bonus')).toBe(
      'sort=desc&transaction_key[0]=rank_bonus',
    );
  });

  it('sends sort and the custom date range with its days', () => {
    expect(queryOf('sort=asc&range=custom&from=2026-03-01&to=2026-03-31')).toBe(
      'sort=asc&date_range=custom&start_date=2026-03-01&end_date=2026-03-31',
    );
  });
});
