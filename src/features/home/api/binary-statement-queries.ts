import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getBinaryPeriods,
  getBinaryStatement,
  getStatementOrders,
  type Leg,
} from '@/api/binary-statement';
import { binaryStatementKeys } from '@/api/query-keys';
import { cursorFromNextPageUrl } from '@contract/paging';

export const binaryPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: binaryStatementKeys.periods(),
    queryFn: ({ signal }) => getBinaryPeriods(signal),
  });

export const binaryStatementQueryOptions = (periodKey: string) =>
  queryOptions({
    queryKey: binaryStatementKeys.period(periodKey),
    queryFn: ({ signal }) => getBinaryStatement(periodKey, signal),
  });

export const statementOrdersQueryOptions = (periodKey: string, leg: Leg) =>
  infiniteQueryOptions({
    queryKey: binaryStatementKeys.orders(periodKey, leg),
    queryFn: ({ pageParam, signal }) => getStatementOrders(periodKey, leg, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => cursorFromNextPageUrl(page.nextPageUrl) ?? undefined,
  });
