import { queryOptions } from '@tanstack/react-query';
import { getMaxLevels, getTableView, getTableViewLevel } from '@/api/network';
import { searchDownlines, type DownlineSearch, type DownlineTree } from '@/api/users';

export const tabularKeys = {
  all: ['network', 'tabular'] as const,
  top: () => [...tabularKeys.all, 'top'] as const,
  children: (id: number) => [...tabularKeys.all, 'children', id] as const,
  maxLevels: () => [...tabularKeys.all, 'max-levels'] as const,
  search: (tree: DownlineTree, search: DownlineSearch) =>
    [...tabularKeys.all, 'search', tree, search] as const,
};

/** The caller's front line and how deep the downline goes. */
export const tableViewQueryOptions = () =>
  queryOptions({
    queryKey: tabularKeys.top(),
    queryFn: ({ signal }) => getTableView({}, signal),
  });

/** One member's direct children (table_view_single/{id}, level 1). */
export const childrenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: tabularKeys.children(id),
    queryFn: ({ signal }) => getTableViewLevel({ id, level: 1 }, signal),
    // A downline changes slowly; re-expanding a row should not refetch it at once.
    staleTime: 60_000,
  });

export const maxLevelsQueryOptions = () =>
  queryOptions({
    queryKey: tabularKeys.maxLevels(),
    queryFn: ({ signal }) => getMaxLevels(undefined, signal),
  });

export const downlineSearchQueryOptions = (tree: DownlineTree, search: DownlineSearch) =>
  queryOptions({
    queryKey: tabularKeys.search(tree, search),
    queryFn: ({ signal }) => searchDownlines(tree, search, signal),
  });
