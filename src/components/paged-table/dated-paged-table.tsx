import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DateRangeFilter } from './filter-controls';
import { listFiltersPatch, type ListFilters } from './list-filters';
import { PagedTable, type PagedTableProps } from './paged-table';
import type { UrlPatch } from './use-url-params';

/**
 * A paged table of dated rows whose order and date range live in the address: newest or
 * oldest first, and the date filter after the table's own filters.
 */
export function DatedPagedTable<T extends RowData>({
  filters,
  setParams,
  otherFilters,
  ...table
}: Omit<PagedTableProps<T>, 'sort' | 'toolbar'> & {
  filters: ListFilters;
  /** useUrlParams()'s setter. */
  setParams: (patch: UrlPatch) => void;
  otherFilters?: ReactNode;
}) {
  return (
    <PagedTable
      {...table}
      sort={{
        direction: filters.sort,
        onChange: (sort) => setParams(listFiltersPatch({ sort })),
      }}
      toolbar={
        <>
          {otherFilters}
          <DateRangeFilter value={filters} onChange={(p) => setParams(listFiltersPatch(p))} />
        </>
      }
    />
  );
}
