import { cursorList, signalOf, type CursorPage } from './cursor-page';
import { get, type QueryParams } from './http';
import { toNetworkMember, type NetworkMember } from './network-member';
import type { DateRangeWire } from '@contract/common';
import {
  binaryHistoryPageWire,
  downlineReportPageWire,
  pvHistoryPageWire,
  type BinaryHistoryEntryWire,
  type DownlineCategory,
  type DownlineReportRowWire,
  type PvHistoryEntryWire,
} from '@contract/network';

// Spec §3 "Downline report row", "PV history entry", "Binary history entry"; §7 Network.

type SortDirection = 'asc' | 'desc';

/** The shared query of pv_history and binary_history (spec §7). */
export type HistoryFilters<TType extends string = string> = {
  /** The chosen types; `type` is sent only when exactly one is chosen. */
  types: readonly TType[];
  sort?: SortDirection;
  dateRange?: DateRangeWire;
  /** yyyy-MM-dd, used with dateRange 'custom'. */
  startDate?: string;
  endDate?: string;
};

export function historyQuery(f: HistoryFilters): QueryParams {
  const custom = f.dateRange === 'custom';
  return {
    sort: f.sort,
    date_range: f.dateRange,
    start_date: custom ? f.startDate : undefined,
    end_date: custom ? f.endDate : undefined,
    type: f.types.length === 1 ? f.types[0] : undefined,
  };
}

export type PvHistoryEntry = {
  id: number;
  pv: number;
  tv: number;
  totalPv: number;
  totalTv: number;
  type: string;
  createdAt: string;
  fromUsername: string | null;
};

const toPvHistoryEntry = (w: PvHistoryEntryWire): PvHistoryEntry => ({
  id: w.id,
  pv: w.pv,
  tv: w.tv,
  totalPv: w.total_pv,
  totalTv: w.total_tv,
  type: w.type,
  createdAt: w.created_at,
  fromUsername: w.from_username,
});

export type BinaryHistoryEntry = {
  id: number;
  pvAdded: number;
  pvDeductedLeft: number;
  pvDeductedRight: number;
  totalLeft: number;
  totalRight: number;
  carryLeft: number;
  carryRight: number;
  leg: 'L' | 'R' | null;
  bonusGenerated: string;
  bonusToPay: string;
  cappingLimit: string | null;
  createdAt: string;
  fromUsername: string | null;
  /**
   * On a pairing: the orders whose volume it paired (first in, first out), as its bonus's
   * explanation names them; an entry without an order is carry from before the history.
   */
  pairedOrders: {
    orderId: number | null;
    username: string | null;
    leg: 'L' | 'R';
    volume: number;
  }[];
  /** Spec §3: a pairing run (deduction) is an entry with no leg. */
  isDeducted: boolean;
  /** Spec §3: the larger of the two deductions. */
  largerDeduction: number;
  /** Spec §3: a 2:1 pair when the left and right deductions differ. */
  isTwoToOnePair: boolean;
};

export const toBinaryHistoryEntry = (w: BinaryHistoryEntryWire): BinaryHistoryEntry => ({
  id: w.id,
  pvAdded: w.pv_added,
  pvDeductedLeft: w.pv_deducted_left,
  pvDeductedRight: w.pv_deducted_right,
  totalLeft: w.total_left,
  totalRight: w.total_right,
  carryLeft: w.carry_left,
  carryRight: w.carry_right,
  leg: w.leg,
  bonusGenerated: w.bonus_generated,
  bonusToPay: w.bonus_to_pay,
  cappingLimit: w.capping_limit,
  createdAt: w.created_at,
  fromUsername: w.from_username,
  pairedOrders: w.paired_orders.map((o) => ({
    orderId: o.order_id,
    username: o.username,
    leg: o.leg,
    volume: o.volume,
  })),
  isDeducted: w.leg === null,
  largerDeduction: Math.max(w.pv_deducted_left, w.pv_deducted_right),
  isTwoToOnePair: w.pv_deducted_left !== w.pv_deducted_right,
});

export type DownlineReportRow = NetworkMember & {
  sponsorUsername: string | null;
  placementUsername: string | null;
  email: string;
};

const toDownlineReportRow = (w: DownlineReportRowWire): DownlineReportRow => ({
  ...toNetworkMember(w),
  sponsorUsername: w.sponsor_username,
  placementUsername: w.placement_username,
  email: w.email,
});

/** A page of a cursor list: its rows and the server's next_page_url (null at the end). */
export type Page<T> = CursorPage<T>;

/** GET /api/network/pv_history; `cursor` is the cursor parameter of next_page_url. */
export const getPvHistory = cursorList(
  '/api/network/pv_history',
  pvHistoryPageWire,
  toPvHistoryEntry,
  (query: QueryParams) => query,
);

/** GET /api/network/binary_history: same query as pv_history (use historyQuery). */
export const getBinaryHistory = cursorList(
  '/api/network/binary_history',
  binaryHistoryPageWire,
  toBinaryHistoryEntry,
  (query: QueryParams) => query,
);

export type DownlineReportFilters = {
  category: DownlineCategory;
  username?: string;
  level?: number;
  sort?: SortDirection;
};

/** Spec §7: page (the cursor), username, level and sort (asc or desc only). */
export function downlineReportQuery(f: DownlineReportFilters): QueryParams {
  const username = f.username?.trim();
  return {
    username: username === '' ? undefined : username,
    level: f.level !== undefined && Number.isInteger(f.level) && f.level > 0 ? f.level : undefined,
    sort: f.sort === 'asc' || f.sort === 'desc' ? f.sort : undefined,
  };
}

/** GET /api/network/downline_report[/{category}]; its cursor is the `page` parameter. */
export async function getDownlineReport(
  f: DownlineReportFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<DownlineReportRow>> {
  const path =
    f.category === 'all'
      ? '/api/network/downline_report'
      : `/api/network/downline_report/${f.category}`;
  const w = await get(path, {
    query: { ...downlineReportQuery(f), page: cursor },
    schema: downlineReportPageWire,
    ...signalOf(signal),
  });
  return { items: w.data.map(toDownlineReportRow), nextPageUrl: w.next_page_url };
}
