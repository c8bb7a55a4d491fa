import { queryOptions } from '@tanstack/react-query';
import { getUserData } from '@/api/auth';
import { getNotificationCounts } from '@/api/home';

export const shellKeys = {
  all: ['shell'] as const,
  user: () => [...shellKeys.all, 'user'] as const,
  notificationCounts: () => [...shellKeys.all, 'notification-counts'] as const,
};

export const userDataQueryOptions = () =>
  queryOptions({ queryKey: shellKeys.user(), queryFn: getUserData });

export const notificationCountsQueryOptions = () =>
  queryOptions({
    queryKey: shellKeys.notificationCounts(),
    queryFn: getNotificationCounts,
    staleTime: 60_000,
  });
