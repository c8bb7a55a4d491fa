import { historyQuery } from '@/api/reports';
import { pvHistoryTypes } from '@contract/network';
import { readList, readListFilters, type ListFilters } from '@/components/paged-table/list-filters';

type PvHistoryType = (typeof pvHistoryTypes)[number];
export type PvHistoryFilters = ListFilters & { types: PvHistoryType[] };

export function readPvHistoryFilters(params: URLSearchParams): PvHistoryFilters {
  return {
    ...readListFilters(params),
    types: readList(params, 'type', pvHistoryTypes) as PvHistoryType[],
  };
}

/** Spec §7: `type` only when exactly one type is chosen; both or none mean every type. */
export const pvHistoryQuery = (f: PvHistoryFilters) => historyQuery(f);
