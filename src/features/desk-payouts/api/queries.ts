import { queryOptions } from '@tanstack/react-query';
import { getDeskPayout, type DeskPayoutFilter } from '@/api/desk-payouts';

/** The desk's payouts lists and records, under the desk's prefix (src/api/desk.ts). */
export const deskPayoutKeys = {
  all: ['desk', 'payouts'] as const,
  list: (f: DeskPayoutFilter) => [...deskPayoutKeys.all, 'list', f] as const,
  detail: (id: string) => [...deskPayoutKeys.all, 'detail', id] as const,
  batches: () => [...deskPayoutKeys.all, 'batches'] as const,
};

export const deskPayoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: deskPayoutKeys.detail(id),
    queryFn: ({ signal }) => getDeskPayout(id, signal),
  });
