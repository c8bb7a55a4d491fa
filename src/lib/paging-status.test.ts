import { describe, expect, it } from 'vitest';
import { derivePagingStatus, type PagingInput, type PagingStatus } from './paging-status';

const network = { kind: 'network' };
const server = { kind: 'server' };

describe('derivePagingStatus', () => {
  const cases: [string, PagingInput, PagingStatus][] = [
    [
      'loading with no data is InitialLoading',
      { loading: true, error: null, dataLength: 0, hasMore: true },
      'InitialLoading',
    ],
    [
      'loading with no data and no more pages is InitialLoading',
      { loading: true, error: null, dataLength: 0, hasMore: false },
      'InitialLoading',
    ],
    [
      'loading with data is LoadingMore',
      { loading: true, error: null, dataLength: 5, hasMore: true },
      'LoadingMore',
    ],
    [
      'a retry after a network error with no data is InitialLoading',
      { loading: true, error: network, dataLength: 0, hasMore: true },
      'InitialLoading',
    ],
    [
      'a retry after a server error with data is LoadingMore',
      { loading: true, error: server, dataLength: 3, hasMore: true },
      'LoadingMore',
    ],
    [
      'no data and no error is NoItems',
      { loading: false, error: null, dataLength: 0, hasMore: false },
      'NoItems',
    ],
    [
      'no data and no error is NoItems even if more was claimed',
      { loading: false, error: null, dataLength: 0, hasMore: true },
      'NoItems',
    ],
    [
      'data and no more pages is NoMoreItems',
      { loading: false, error: null, dataLength: 4, hasMore: false },
      'NoMoreItems',
    ],
    [
      'data and more pages is ReadyToLoadMore',
      { loading: false, error: null, dataLength: 4, hasMore: true },
      'ReadyToLoadMore',
    ],
    [
      'a network error with no data',
      { loading: false, error: network, dataLength: 0, hasMore: true },
      'NetworkErrorWithNoData',
    ],
    [
      'a network error with data',
      { loading: false, error: network, dataLength: 2, hasMore: true },
      'NetworkErrorWithMoreData',
    ],
    [
      'a network error with data and no more pages',
      { loading: false, error: network, dataLength: 2, hasMore: false },
      'NetworkErrorWithMoreData',
    ],
    [
      'a server error with no data',
      { loading: false, error: server, dataLength: 0, hasMore: false },
      'ServerErrorWithNoData',
    ],
    [
      'a server error with data',
      { loading: false, error: server, dataLength: 7, hasMore: true },
      'ServerErrorWithMoreData',
    ],
    [
      'any non-network error kind counts as a server error',
      { loading: false, error: { kind: 'not_found' }, dataLength: 0, hasMore: true },
      'ServerErrorWithNoData',
    ],
    [
      'an undefined error counts as none',
      { loading: false, error: undefined, dataLength: 1, hasMore: false },
      'NoMoreItems',
    ],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    expect(derivePagingStatus(input)).toBe(expected);
  });

  it('covers every combination without throwing and always returns a known status', () => {
    const known = new Set<PagingStatus>(cases.map(([, , s]) => s));
    for (const loading of [true, false])
      for (const error of [null, network, server])
        for (const dataLength of [0, 1])
          for (const hasMore of [true, false]) {
            expect(known.has(derivePagingStatus({ loading, error, dataLength, hasMore }))).toBe(
              true,
            );
          }
  });
});
