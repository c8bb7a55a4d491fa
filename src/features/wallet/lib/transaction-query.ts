import type { QueryParams } from '@/api/http';
import {
  dateQuery,
  readList,
  readListFilters,
  type ListFilters,
} from '@/components/paged-table/list-filters';

export const cashFlows = ['credit', 'debit'] as const;
type CashFlow = (typeof cashFlows)[number];

/** Transaction type = its cash flow (credit or debit); keys are the kinds of entry. */
export type TransactionFilters = ListFilters & { flows: CashFlow[]; keys: string[] };

// Keys come from the server's transaction_keys; any well-formed one may be in a shared link.
const keyPattern = /^[a-z0-9_]{1,50}$/;

export function readTransactionFilters(params: URLSearchParams): TransactionFilters {
  return {
    ...readListFilters(params),
    flows: readList(params, 'flow', cashFlows) as CashFlow[],
    keys: readList(params, 'key', null).filter((k) => keyPattern.test(k)),
  };
}

/**
 * Spec §7: cash_flow is sent only when exactly one transaction type is selected (both or
 * none mean every flow); the keys travel as transaction_key[0], transaction_key[1]…
 */
export function transactionQuery(f: TransactionFilters): QueryParams {
  return {
    sort: f.sort,
    ...dateQuery(f),
    'transaction_key[i]': f.keys,
    cash_flow: f.flows.length === 1 ? f.flows[0] : undefined,
  };
}
