import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { derivePagingStatus, type PagingStatus } from '@/lib/paging-status';
import { cursorFromNextPageUrl } from '@contract/paging';
import { pagedRows, type PagedRows } from './paged-rows';

/** What a list fetcher answers: the page's rows and the server's next_page_url (spec §3). */
export type PagedResponse<T> = { items: readonly T[]; nextPageUrl: string | null };

export type PagedListOptions<P> = {
  /** Must hold every filter and the sort, so each view has its own cache entry. */
  queryKey: QueryKey;
  /** Fetches one page; `cursor` is null for the first page. */
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<P>;
  /** The next_page_url parameter that holds the cursor (spec §9: cursor, or page). */
  cursorParam?: string;
  enabled?: boolean;
};

export type PagedList<T, P = PagedResponse<T>> = {
  rows: PagedRows<T>;
  status: PagingStatus;
  /** The first page as answered, for what lists send beside their rows (labels, keys). */
  firstPage: P | undefined;
  hasMore: boolean;
  /** Asks for the next page unless one is loading, none is left or the last one failed. */
  loadMore: () => void;
  /** After a failure: reloads the list when nothing is shown, else asks the failed page again. */
  retry: () => void;
  error: Error | null;
};

/** The row type of a page type. */
export type ItemOf<P> = P extends PagedResponse<infer T> ? T : never;

export function usePagedList<P extends PagedResponse<unknown>>({
  queryKey,
  fetchPage,
  cursorParam = 'cursor',
  enabled = true,
}: PagedListOptions<P>): PagedList<ItemOf<P>, P> {
  type T = ItemOf<P>;
  const query = useInfiniteQuery<P, Error, InfiniteData<P, string | null>, QueryKey, string | null>(
    {
      queryKey,
      queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
      initialPageParam: null,
      getNextPageParam: (last) => cursorFromNextPageUrl(last.nextPageUrl, cursorParam) ?? undefined,
      enabled,
    },
  );
  const pages = query.data?.pages;
  // P's items are T[] by construction of ItemOf; TypeScript cannot follow the conditional type.
  const rows = useMemo(() => pagedRows(pages ?? []) as PagedRows<T>, [pages]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const retry = useCallback(() => {
    if (rows.length === 0) void refetch();
    else void fetchNextPage();
  }, [rows.length, refetch, fetchNextPage]);

  const error = query.error;
  const status = derivePagingStatus({
    // A background refetch of shown rows (after an invalidation) is not "loading more".
    loading: isFetchingNextPage || (query.isFetching && rows.length === 0),
    // An error of an earlier attempt stays until a retry succeeds; kind comes from ApiError.
    error: error ? { kind: (error as { kind?: string }).kind ?? 'server' } : null,
    dataLength: rows.length,
    hasMore: hasNextPage,
  });

  return {
    rows,
    status,
    firstPage: pages?.[0],
    hasMore: hasNextPage,
    loadMore,
    retry,
    error,
  };
}
