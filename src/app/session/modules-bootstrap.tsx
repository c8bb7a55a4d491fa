import { useQuery } from '@tanstack/react-query';
import { getServerTime } from '@/api/auth';
import { bootstrapKeys } from '@/api/query-keys';
import { useModuleState } from './use-session';

/**
 * The company settings arrive with the first GET of a page's life (spec §7). Public screens
 * make no other GET, so this asks once with the cheapest call; on member screens the first
 * data call usually wins the race and this one is simply not needed.
 */
export function ModulesBootstrap() {
  const { loaded } = useModuleState();
  useQuery({
    queryKey: bootstrapKeys.modules(),
    queryFn: getServerTime,
    enabled: !loaded,
    staleTime: Infinity,
  });
  return null;
}
