import { queryOptions } from '@tanstack/react-query';
import { getUserData } from '@/api/auth';
import { getNotificationCounts } from '@/api/home';
import { notificationKeys, userKeys } from '@/api/query-keys';

export const userDataQueryOptions = () =>
  queryOptions({ queryKey: userKeys.me(), queryFn: getUserData });

export const notificationCountsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.counts(),
    queryFn: getNotificationCounts,
    staleTime: 60_000,
  });
