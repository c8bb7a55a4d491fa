import { queryOptions } from '@tanstack/react-query';
import { getEarningsAnalytics } from '@/api/earnings-analytics';
import { earningsAnalyticsKeys } from '@/api/query-keys';

export const earningsAnalyticsQueryOptions = (start: string, end: string) =>
  queryOptions({
    queryKey: earningsAnalyticsKeys.span(start, end),
    queryFn: ({ signal }) => getEarningsAnalytics(start, end, signal),
  });
