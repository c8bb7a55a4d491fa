import { queryOptions } from '@tanstack/react-query';
import { getUserData } from '@/api/auth';
import { getNotificationCounts } from '@/api/home';
import { userKeys } from '@/api/query-keys';

export const shellKeys = {
  all: ['shell'] as const,
  notificationCounts: () => [...shellKeys.all, 'notification-counts'] as const,
};

export const userDataQueryOptions = () =>
  queryOptions({ queryKey: userKeys.me(), queryFn: getUserData });

export const notificationCountsQueryOptions = () =>
  queryOptions({
    queryKey: shellKeys.notificationCounts(),
    queryFn: getNotificationCounts,
    staleTime: 60_000,
  });
