/**
 * Facts the browser app, the workers and the server share, each stated once. Wire schemas
 * build their enums from these lists, so a value added here is accepted everywhere.
 */

/** Spec §1, §9: roles by number. */
export const roleIds = { admin: 1, user: 2, affiliate: 3 } as const;

/** Spec §4: user status, active = 1, blocked = 0. */
export const userStatus = { blocked: 0, active: 1 } as const;

/** Spec §1, §9: plan types. */
export const planTypes = ['binary', 'matrix', 'unilevel'] as const;

/** Spec §3: the legs of a binary tree, left and right. */
export const binaryLegs = ['L', 'R'] as const;

/** A binary plan's first-pair ratio (left:right) and how a pair pays (per pair or a percent). */
export const binaryPairRatios = ['1:1', '2:1', '1:2'] as const;
export const binaryPayModes = ['per_pair', 'percent'] as const;

/** The criteria a rank sets, in the order the rank ladder shows them. */
export const rankCriterionKeys = [
  'licensed_legs',
  'licensed_downlines',
  'sales_volume',
  'downline_ranks',
] as const;

/** A payout's status_id is its index in this list (0 pending … 3 rejected). */
export const payoutStatuses = ['pending', 'approved', 'paid', 'rejected'] as const;

/** KYC document statuses (the spec does not list them; these are ours). */
export const kycStatuses = ['pending', 'approved', 'rejected'] as const;

/**
 * The application key (spec §7 header `api-key`) a client sends unless it is configured
 * with its own; the server accepts it unless APP_KEY says otherwise.
 */
export const defaultAppKey = 'member-portal-web';

/** Rows in one cursor page of every list call. */
export const defaultPageSize = 20;

/** The longest cursor (or downline-report page) value a list call accepts. */
export const maxCursorLength = 200;
