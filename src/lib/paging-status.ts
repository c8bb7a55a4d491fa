/** Spec §4 "List paging status", plus LoadingMore (a next page loading below existing rows). */
export type PagingStatus =
  | 'InitialLoading'
  | 'LoadingMore'
  | 'NoItems'
  | 'NoMoreItems'
  | 'ReadyToLoadMore'
  | 'NetworkErrorWithNoData'
  | 'NetworkErrorWithMoreData'
  | 'ServerErrorWithNoData'
  | 'ServerErrorWithMoreData';

export type PagingInput = {
  loading: boolean;
  /**
   * The last failure, if any. kind 'network' is a connection failure; any other kind (an
   * ApiError's 'server', 'not_found'…) counts as a server error, as spec §4 "Data load" says.
   */
  error: { kind: string } | null | undefined;
  dataLength: number;
  hasMore: boolean;
};

/**
 * Loading wins over a previous error (a retry is under way), and an error wins over the
 * data-based states. "WithMoreData" in the spec's names means "with data already shown".
 */
export function derivePagingStatus({
  loading,
  error,
  dataLength,
  hasMore,
}: PagingInput): PagingStatus {
  const hasData = dataLength > 0;
  if (loading) return hasData ? 'LoadingMore' : 'InitialLoading';
  if (error) {
    if (error.kind === 'network')
      return hasData ? 'NetworkErrorWithMoreData' : 'NetworkErrorWithNoData';
    return hasData ? 'ServerErrorWithMoreData' : 'ServerErrorWithNoData';
  }
  if (!hasData) return 'NoItems';
  return hasMore ? 'ReadyToLoadMore' : 'NoMoreItems';
}
