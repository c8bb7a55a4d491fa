import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getDownlineReport } from '@/api/reports';
import { cursorFromNextPageUrl } from '@contract/paging';

export const referralKeys = {
  all: ['referral'] as const,
  joinings: (sort: 'asc' | 'desc') => [...referralKeys.all, 'joinings', sort] as const,
  teamScan: () => [...referralKeys.all, 'team-scan'] as const,
};

/**
 * How far the leaderboards read the team: 50 pages of the downline report (1,000 members
 * at the server's 20 a page). A large team is cut there, and the screens say so, rather
 * than firing thousands of requests or pretending a partial count is the whole team.
 */
const TEAM_SCAN_MAX_PAGES = 50;

const teamScanOptions = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.teamScan(),
    queryFn: ({ pageParam, signal }) => getDownlineReport({ category: 'all' }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => cursorFromNextPageUrl(last.nextPageUrl, 'page') ?? undefined,
  });

/**
 * The whole downline report (GET /api/network/downline_report, newest first), read page by
 * page up to TEAM_SCAN_MAX_PAGES: the recruiter and earner rankings are computed from it,
 * because no call ranks the team by recruits or earnings.
 */
export function useTeamScan() {
  const query = useInfiniteQuery(teamScanOptions());
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const pages = query.data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError && pages < TEAM_SCAN_MAX_PAGES)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, pages, fetchNextPage]);

  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return {
    rows,
    /** Every member of the team has been read. */
    complete: query.isSuccess && !hasNextPage,
    /** The scan stopped at the cap with members left unread. */
    capped: hasNextPage && pages >= TEAM_SCAN_MAX_PAGES,
    loading: query.isPending || (hasNextPage && pages < TEAM_SCAN_MAX_PAGES && !isError),
    error: query.error,
    retry: () => void (query.data ? fetchNextPage() : query.refetch()),
  };
}
