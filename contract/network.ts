import { z } from 'zod';
import {
  binaryLegWire,
  commonQueryWire,
  cursorListQueryWire,
  cursorPageWire,
  cursorQueryWire,
  dateRangeWire,
  daySpanFields,
  dayWire,
  instantWire,
  memberVolumeFields,
  moneyWire,
  nextPageUrlWire,
  personNameFields,
  rankBadgeFields,
  sortWire,
} from './common';

// Spec §3 "Genealogy response", "Downline report row", "PV history entry", "Binary history
// entry"; §7 Network. Volumes (pv, tv, cv, points, carries) are JSON numbers; money is a
// decimal string.

const id = z.number().int();
const legWire = binaryLegWire;

/** When a history entry was written and whose order brought it (null: the member's own, a pairing). */
const historyOriginFields = { created_at: instantWire, from_username: z.string().nullable() };

/** Each binary leg's points so far and the carry left on it after pairing. */
const legPointsFields = {
  total_left: z.number(),
  total_right: z.number(),
  carry_left: z.number(),
  carry_right: z.number(),
};

/** A member picked by its id in the path (genealogy/{id} …): a positive integer. */
export const networkIdParamsWire = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** An optional username picks the viewed root instead of the caller (404 outside the downline). */
const usernameParam = z.string().trim().max(100).optional();

export const genealogyQueryWire = commonQueryWire.extend({
  username: usernameParam,
  /** 1: also answer the nested `genealogy`; otherwise it is null. */
  is_nested: z.enum(['0', '1']).optional(),
});
export type GenealogyQueryWire = z.infer<typeof genealogyQueryWire>;

/** §3 Flat node. `level` counts from the viewed root (0). */
export const genealogyAffiliateWire = z.object({
  id,
  parent_id: id.nullable(),
  position: legWire.nullable(),
  status: id,
  username: z.string(),
  avatar: z.string().nullable(),
  ...memberVolumeFields,
  created_at: instantWire,
  ...rankBadgeFields,
  package_name: z.string().nullable(),
  ...personNameFields,
  level: id,
  total_earnings: moneyWire,
  downlines_count: id,
  ...legPointsFields,
  left_downline_count: id,
  right_downline_count: id,
  child_count: id,
});
export type GenealogyAffiliateWire = z.infer<typeof genealogyAffiliateWire>;

/** §3 Nested node; `name` is the member's full name. */
export type GenealogyNodeWire = {
  name: string;
  children: GenealogyNodeWire[];
  id: number;
  parent_id: number | null;
  position: 'L' | 'R' | null;
  status: number;
  username: string;
  first_name: string;
  last_name: string | null;
  avatar: string | null;
  pv: number;
  tv: number;
  cv: number;
  created_at: string;
  rank_id: number | null;
  package_id: number | null;
  level: number;
};
const genealogyNodeWire: z.ZodType<GenealogyNodeWire> = z.object({
  name: z.string(),
  get children() {
    return z.array(genealogyNodeWire);
  },
  id,
  parent_id: id.nullable(),
  position: legWire.nullable(),
  status: id,
  username: z.string(),
  ...personNameFields,
  avatar: z.string().nullable(),
  ...memberVolumeFields,
  created_at: instantWire,
  rank_id: id.nullable(),
  package_id: id.nullable(),
  level: id,
});
// A recursive schema is a named component in the OpenAPI document, referenced by this id.
z.globalRegistry.add(genealogyNodeWire, { id: 'GenealogyNode' });

export const genealogyResponseWire = z.object({
  affiliates: z.array(genealogyAffiliateWire),
  genealogy: genealogyNodeWire.nullable(),
  search_valid: z.boolean(),
  /** The viewed root's placement parent; null when the root is the caller (no way up). */
  parent_username: z.string().nullable(),
  max_levels: id,
  max_width: id,
  root_affiliate_id: id,
});

export const tableViewQueryWire = commonQueryWire.extend({ username: usernameParam });
export type TableViewQueryWire = z.infer<typeof tableViewQueryWire>;

export const tableViewSingleQueryWire = tableViewQueryWire.extend({
  /** Levels below the viewed root; 1 (the front line) when left out. */
  level: z.coerce.number().int().positive().max(10_000).optional(),
});
export type TableViewSingleQueryWire = z.infer<typeof tableViewSingleQueryWire>;

/** §3 Table-view user; `children` is the member's number of direct placement children. */
const tableViewUserWire = z.object({
  id,
  parent_id: id.nullable(),
  status: id,
  username: z.string(),
  avatar: z.string().nullable(),
  created_at: instantWire,
  ...personNameFields,
  level: id,
  total_earnings: moneyWire,
  downlines_count: id,
  children: id,
});
export type TableViewUserWire = z.infer<typeof tableViewUserWire>;

/** `max_levels`: how many levels lie below the viewed root (0 without a downline). */
export const tableViewResponseWire = z.object({
  genealogy: z.array(tableViewUserWire),
  search_valid: z.boolean(),
  max_levels: id,
});

export const tableViewSingleResponseWire = z.object({ genealogy: z.array(tableViewUserWire) });

export const maxLevelsResponseWire = z.object({ max_levels: id });

/**
 * all: the whole placement downline; direct: members the root sponsored; left / right: the
 * root's placement legs.
 */
export const downlineCategories = ['all', 'direct', 'left', 'right'] as const;
export const downlineCategoryParamsWire = z.object({
  category: z.enum(downlineCategories, {
    error: 'The category must be all, direct, left or right.',
  }),
});
export type DownlineCategory = (typeof downlineCategories)[number];

export const downlineReportQueryWire = commonQueryWire.extend({
  /** The keyset cursor (spec §3: the report's cursor is the page parameter). */
  page: cursorQueryWire,
  /** Reports the downline of this member of the caller's downline instead of the caller's. */
  username: usernameParam,
  level: z.coerce.number().int().positive().max(10_000).optional(),
  sort: sortWire.optional(),
});
export type DownlineReportQueryWire = z.infer<typeof downlineReportQueryWire>;

/** §3 Downline report row; `level` counts from the report's root. */
const downlineReportRowWire = z.object({
  id,
  parent_id: id.nullable(),
  sponsor_username: z.string().nullable(),
  placement_username: z.string().nullable(),
  status: id,
  email: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  ...memberVolumeFields,
  created_at: instantWire,
  ...rankBadgeFields,
  ...personNameFields,
  level: id,
  total_earnings: moneyWire,
  ...legPointsFields,
});
export type DownlineReportRowWire = z.infer<typeof downlineReportRowWire>;

export const downlineReportPageWire = z.object({
  data: z.array(downlineReportRowWire),
  next_page_url: nextPageUrlWire,
});

const historyQueryWire = cursorListQueryWire.extend({
  sort: sortWire.optional(),
  date_range: dateRangeWire.optional(),
  ...daySpanFields(dayWire.optional()),
});

/** type is sent only when exactly one of the two is chosen (spec §7). */
export const pvHistoryTypes = ['purchase', 'team'] as const;
export const pvHistoryQueryWire = historyQueryWire.extend({
  type: z.enum(pvHistoryTypes).optional(),
});
export type PvHistoryQueryWire = z.infer<typeof pvHistoryQueryWire>;

/** added: volume that reached a leg (leg set); deducted: a pairing run (no leg, spec §3). */
export const binaryHistoryTypes = ['added', 'deducted'] as const;
export const binaryHistoryQueryWire = historyQueryWire.extend({
  type: z.enum(binaryHistoryTypes).optional(),
});
export type BinaryHistoryQueryWire = z.infer<typeof binaryHistoryQueryWire>;

const pvHistoryEntryWire = z.object({
  id,
  pv: z.number(),
  tv: z.number(),
  total_pv: z.number(),
  total_tv: z.number(),
  type: z.string(),
  ...historyOriginFields,
});
export type PvHistoryEntryWire = z.infer<typeof pvHistoryEntryWire>;

export const pvHistoryPageWire = cursorPageWire(pvHistoryEntryWire);

const binaryHistoryEntryWire = z.object({
  id,
  pv_added: z.number(),
  pv_deducted_left: z.number(),
  pv_deducted_right: z.number(),
  ...legPointsFields,
  leg: legWire.nullable(),
  bonus_generated: moneyWire,
  bonus_to_pay: moneyWire,
  capping_limit: moneyWire.nullable(),
  ...historyOriginFields,
  /**
   * On a pairing row (leg null): every order behind the volume it paired, first in first out,
   * with the part of its volume the pairing used; the same orders its bonus's explanation
   * names. An entry without an order is carry from before the history. Empty on a leg row.
   */
  paired_orders: z.array(
    z.object({
      order_id: z.number().int().nullable(),
      username: z.string().nullable(),
      leg: legWire,
      volume: z.number(),
    }),
  ),
});
export type BinaryHistoryEntryWire = z.infer<typeof binaryHistoryEntryWire>;

export const binaryHistoryPageWire = cursorPageWire(binaryHistoryEntryWire);
