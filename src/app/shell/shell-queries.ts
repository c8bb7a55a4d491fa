import { queryOptions } from '@tanstack/react-query';
import { getUserData } from '@/api/auth';
import { getNotificationCounts } from '@/api/home';
import { notificationKeys, userKeys } from '@/api/query-keys';

// Each answer is kept whole: its identity carries the moment it was read (copy-clock), which
// the session compares with the writes it has seen.
export const userDataQueryOptions = () =>
  queryOptions({ queryKey: userKeys.me(), queryFn: getUserData, structuralSharing: false });

export const notificationCountsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.counts(),
    queryFn: getNotificationCounts,
    staleTime: 60_000,
  });
