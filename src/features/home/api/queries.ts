import { queryOptions } from '@tanstack/react-query';
import { getDashboard } from '../../../api/home';

export const homeKeys = {
  all: ['home'] as const,
  dashboard: () => [...homeKeys.all, 'dashboard'] as const,
};

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.dashboard(), queryFn: getDashboard });
