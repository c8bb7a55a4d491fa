import type { QueryParams } from '@/api/http';
import {
  dateQuery,
  readList,
  readListFilters,
  type ListFilters,
} from '@/components/paged-table/list-filters';

export type EarningsFilters = ListFilters & { bonusTypes: string[] };

const typePattern = /^[a-z0-9_]{1,50}$/;

export function readEarningsFilters(params: URLSearchParams): EarningsFilters {
  return {
    ...readListFilters(params),
    bonusTypes: readList(params, 'bonus', null).filter((k) => typePattern.test(k)),
  };
}

/** Spec §7 recent_earnings: cursor, sort, date range and bonus_type[i]. */
export function earningsQuery(f: EarningsFilters): QueryParams {
  return { sort: f.sort, ...dateQuery(f), 'bonus_type[i]': f.bonusTypes };
}
