import { queryOptions } from '@tanstack/react-query';
import { getDashboard, getDashboardExtra, getHomeBinary } from '@/api/home';
import { getPackageData, getPerformance, getRankData } from '@/api/home-standing';
import { getProjectedEarnings } from '@/api/projected-earnings';
import { getRankProgress } from '@/api/rank-progress';
import { homeKeys } from '@/api/query-keys';

export { homeKeys };

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.dashboard(), queryFn: getDashboard });

export const dashboardExtraQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.dashboardExtra(), queryFn: getDashboardExtra });

export const binaryQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.binary(), queryFn: getHomeBinary });

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.packages(), queryFn: getPackageData });

export const ranksQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.ranks(), queryFn: getRankData });

export const rankProgressQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.rankProgress(), queryFn: getRankProgress });

export const performanceQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.performance(), queryFn: getPerformance });

/** Under ['home'], so whatever refreshes the home screens refreshes the projection too. */
export const projectionQueryOptions = () =>
  queryOptions({
    queryKey: [...homeKeys.all, 'projection'] as const,
    queryFn: getProjectedEarnings,
  });
