import { dateRangeValues, type DateRangeWire } from '@contract/common';
import type { SortDirection } from './types';
import type { UrlPatch } from './use-url-params';

/** The filters every history list shares, as kept in the address bar. */
export type ListFilters = {
  sort: SortDirection;
  dateRange: DateRangeWire | undefined;
  /** yyyy-MM-dd, with dateRange 'custom'. */
  startDate: string | undefined;
  endDate: string | undefined;
};

/** Address-bar names: short, readable and stable, so shared links keep working. */
const listParamNames = { sort: 'sort', range: 'range', from: 'from', to: 'to' } as const;

const day = /^\d{4}-\d{2}-\d{2}$/;
const isRange = (v: string | null): v is DateRangeWire =>
  v !== null && (dateRangeValues as readonly string[]).includes(v);

/** Unknown or hand-edited values fall back to the defaults instead of reaching the server. */
export function readListFilters(params: URLSearchParams): ListFilters {
  const sort = params.get(listParamNames.sort) === 'asc' ? 'asc' : 'desc';
  const range = params.get(listParamNames.range);
  const from = params.get(listParamNames.from);
  const to = params.get(listParamNames.to);
  return {
    sort,
    dateRange: isRange(range) && range !== 'all' ? range : undefined,
    startDate: from !== null && day.test(from) ? from : undefined,
    endDate: to !== null && day.test(to) ? to : undefined,
  };
}

/** Values of a repeated parameter that are among `allowed` (all of them when allowed is null). */
export function readList(
  params: URLSearchParams,
  name: string,
  allowed: readonly string[] | null,
): string[] {
  const seen = new Set<string>();
  for (const v of params.getAll(name)) {
    if (v !== '' && (allowed === null || allowed.includes(v))) seen.add(v);
  }
  return [...seen];
}

export function listFiltersPatch(f: Partial<ListFilters>): UrlPatch {
  const patch: UrlPatch = {};
  if ('sort' in f) patch[listParamNames.sort] = f.sort === 'asc' ? 'asc' : null;
  if ('dateRange' in f) patch[listParamNames.range] = f.dateRange ?? null;
  if ('startDate' in f) patch[listParamNames.from] = f.startDate ?? null;
  if ('endDate' in f) patch[listParamNames.to] = f.endDate ?? null;
  return patch;
}

/** A custom range whose start is after its end: it can match nothing, so it is not asked. */
export const isReversedRange = (r: {
  startDate?: string | undefined;
  endDate?: string | undefined;
}) => r.startDate !== undefined && r.endDate !== undefined && r.startDate > r.endDate;

/** The spec §7 date query: start_date and end_date travel only with the custom range. */
export function dateQuery(f: ListFilters) {
  const custom = f.dateRange === 'custom';
  return {
    date_range: f.dateRange,
    start_date: custom ? f.startDate : undefined,
    end_date: custom ? f.endDate : undefined,
  };
}
