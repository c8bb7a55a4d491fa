import { queryOptions } from '@tanstack/react-query';
import { deskKeys, getOperatorMe } from '@/api/desk';

/** Who is at the desk; permissions change rarely, and a 403 will say so when they do. */
export const deskMeQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.me(),
    queryFn: ({ signal }) => getOperatorMe(signal),
    staleTime: 5 * 60_000,
  });
