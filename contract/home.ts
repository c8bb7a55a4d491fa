import { z } from 'zod';
import {
  binaryLegWire,
  instantWire,
  int4IdWire,
  memberSummaryFields,
  memberVolumeFields,
  moneyWire,
  personNameFields,
  rankBadgeFields,
} from './common';
import { transactionWire } from './wallet';

const recentJoiningWire = z.object({
  id: z.number().int(),
  ...personNameFields,
  avatar: z.string().nullable(),
  created_at: instantWire,
});

export const articleWire = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  image_preview: z.string().nullable(),
  updated_at: instantWire,
});
export type ArticleWire = z.infer<typeof articleWire>;

/** One day of the credit or debit history chart. */
const dailyAmountWire = z.object({ date: z.string(), amount: moneyWire });

export const dashboardWire = z.object({
  /** Available (withdrawable); held and owed beside it (decision 037). */
  wallet_balance: moneyWire,
  held_balance: moneyWire,
  owed_balance: moneyWire,
  total_earnings: moneyWire,
  total_paid: moneyWire,
  ...memberVolumeFields,
  package_id: z.number().int().nullable(),
  package_name: z.string().nullable(),
  package_amount: moneyWire.nullable(),
  package_bv: z.number().nullable(),
  package_expiry: instantWire.nullable(),
  package_purchased_on: instantWire.nullable(),
  ...rankBadgeFields,
  rank_bonus: moneyWire.nullable(),
  rank_achieved_on: instantWire.nullable(),
  is_highest_package: z.boolean(),
  recent_joinings: z.array(recentJoiningWire),
  recent_transactions: z.array(transactionWire),
  recent_articles: z.array(articleWire),
  recent_videos: z.array(articleWire),
  transaction_labels: z.record(z.string(), z.string()),
  affiliate_products_category: z.array(z.object({ id: z.number().int(), name: z.string() })),
  credit_history: z.array(dailyAmountWire),
  debit_history: z.array(dailyAmountWire),
  learnings: z.array(articleWire),
});
export type DashboardWire = z.infer<typeof dashboardWire>;

export const notificationsCountWire = z.object({
  order_count: z.number().int(),
  payout_count: z.number().int(),
  message_count: z.number().int(),
  total_count: z.number().int(),
  /**
   * Not in the spec (issue 31): the member's unread received mail, which the mailbox badge
   * shows. It is apart from the notification counts: reading notifications leaves it alone.
   */
  mail_unread_count: z.number().int(),
});
export type NotificationsCountWire = z.infer<typeof notificationsCountWire>;

/** Spec §3 Event. */
export const eventWire = z.object({
  id: z.number().int(),
  title: z.string(),
  venue: z.string().nullable(),
  about: z.string().nullable(),
  image_preview: z.string().nullable(),
  tag: z.string().nullable(),
  start_date: instantWire,
  end_date: instantWire.nullable(),
  updated_at: instantWire,
});
export type EventWire = z.infer<typeof eventWire>;

/** Spec §3 Promotions: upcoming events and the latest articles. */
export const promotionsWire = z.object({
  events: z.array(eventWire),
  articles: z.array(articleWire),
});
export type PromotionsWire = z.infer<typeof promotionsWire>;

/** Spec §3 Dashboard extra: the promotions plus the member's volumes. */
export const dashboardExtraWire = promotionsWire.extend({ pv: z.number(), tv: z.number() });

const legWire = binaryLegWire;

/** Spec §3 Binary (home). Points, carries and counts are volumes and head counts: numbers. */
export const homeBinaryWire = z.object({
  total_bonus: moneyWire,
  position: legWire.nullable(),
  left_points: z.number(),
  right_points: z.number(),
  left_carry: z.number(),
  right_carry: z.number(),
  left_downlines_count: z.number().int(),
  right_downlines_count: z.number().int(),
  default_leg: legWire,
  placement_first_name: z.string().nullable(),
  placement_last_name: z.string().nullable(),
  sponsor_first_name: z.string().nullable(),
  sponsor_last_name: z.string().nullable(),
});
export type HomeBinaryWire = z.infer<typeof homeBinaryWire>;

/** Spec §3 Package/product. Rates are percents; expiry is the package's validity in days. */
const packageWire = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  sku: z.string(),
  sort_order: z.number().int(),
  price: moneyWire,
  bv: z.number(),
  expiry: z.number().int().nullable(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  max_levels: z.number().int().nullable(),
  direct_bonus: z.number(),
  roi_bonus: z.number(),
});
export type PackageWire = z.infer<typeof packageWire>;

/**
 * Spec §3 Package data. direct_bonus / roi_bonus / unilevel_bonus are what the member has
 * earned of each; the rates are those of the current package; the differences are to the
 * next package up (null when there is none to upgrade to).
 */
export const packageDataWire = z.object({
  package_status: z.enum(['active', 'expired', 'none']),
  direct_bonus: moneyWire,
  roi_bonus: moneyWire,
  direct_bonus_rate: z.number().nullable(),
  roi_bonus_rate: z.number().nullable(),
  unilevel_bonus: moneyWire,
  upgrade_status: z.boolean(),
  autoship_status: z.boolean(),
  price_difference: moneyWire.nullable(),
  pv_difference: z.number().nullable(),
  current_package_id: z.number().int().nullable(),
  current_package_expiry: instantWire.nullable(),
  packages: z.array(packageWire),
});
export type PackageDataWire = z.infer<typeof packageDataWire>;

/**
 * POST /api/home/upgrade (not in the spec; issue 18): the member buys a dearer package,
 * paying the price difference from the wallet. The order goes through the engine at once.
 */
export const upgradePackageBodyWire = z.object({
  package_id: int4IdWire('Choose a package from the list.'),
});

export const upgradePackageResponseWire = z.object({
  order_id: z.number().int(),
  invoice_number: z.string(),
  package_name: z.string(),
  /** What the wallet paid: the price difference between the two packages. */
  paid: moneyWire,
  wallet_balance: moneyWire,
});

/** Spec §3 Performance over the current rank period (days, yyyy-MM-dd, both included). */
export const performanceWire = z.object({
  joining_date: instantWire,
  rank_name: z.string().nullable(),
  rank_start_date: z.string(),
  rank_end_date: z.string(),
  personal_sales: z.number(),
  team_sales: z.number(),
});
export type PerformanceWire = z.infer<typeof performanceWire>;

const downlineRankRequirementWire = z.object({
  rank_id: z.number().int(),
  rank_name: z.string(),
  count: z.number().int(),
});

/** A rank with its criteria (spec §3 higher ranks and next rank). */
const rankCriteriaWire = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  bonus: moneyWire,
  licensed_leg_count: z.number().int(),
  licensed_downline_count: z.number().int(),
  sales_volume: z.number(),
  downline_rank_requirements: z.array(downlineRankRequirementWire),
});
export type RankCriteriaWire = z.infer<typeof rankCriteriaWire>;

const achievedRankWire = z.object({
  id: z.number().int(),
  name: z.string(),
  bonus: moneyWire,
  created_at: instantWire,
});
export type AchievedRankWire = z.infer<typeof achievedRankWire>;

/** A placement leg: the member directly below and its volume (its own PV plus its TV). */
const rankLegWire = z.object({
  ...memberSummaryFields,
  sales: z.number(),
  licensed_downlines: z.number().int(),
});
export type RankLegWire = z.infer<typeof rankLegWire>;

/** Spec §3 Rank data. Sales are team volume (TV), the measure the rank criteria use. */
export const rankDataWire = z.object({
  joining_date: instantWire,
  rank: z.string().nullable(),
  strongest_leg: rankLegWire.nullable(),
  rank_start_date: z.string(),
  rank_end_date: z.string(),
  rank_period: z.enum(['monthly']),
  ranks: z.array(rankCriteriaWire),
  current_rank: rankCriteriaWire.nullable(),
  achieved_ranks: z.array(achievedRankWire),
  higher_ranks: z.array(rankCriteriaWire),
  next_rank: rankCriteriaWire.nullable(),
  criteria_achieved: z.object({
    licensed_leg_count: z.number().int(),
    licensed_downline_count: z.number().int(),
    downline_rank_count: z.number().int(),
    sales: z.number(),
  }),
  legs: z.array(rankLegWire),
  sales_in_period: z.number(),
  sales_all: z.number(),
  licensed_legs: z.number().int(),
  downline_ranks: z.array(downlineRankRequirementWire),
  downline_rank_legs: z.number().int(),
});
export type RankDataWire = z.infer<typeof rankDataWire>;

/** Spec §3 Notifications. A colour is a CSS colour for the order status badge. */
/**
 * Each item carries `notification_id` (not in the spec): the newest unread notification
 * about it, which POST /api/home/notifications/{id}/read marks read with its siblings.
 */
const orderNotificationWire = z.object({
  notification_id: z.number().int(),
  order_id: z.number().int(),
  invoice_number: z.string(),
  status: z.string(),
  color: z.string(),
  date_updated: instantWire,
  total: moneyWire,
});
const payoutNotificationWire = z.object({
  notification_id: z.number().int(),
  /** The payout request's id (its invoice number is PAY-…). */
  payout_id: z.number().int(),
  invoice_number: z.string(),
  status_id: z.number().int(),
  status: z.string(),
  date_updated: instantWire,
  total: moneyWire,
});
const messageNotificationWire = z.object({
  notification_id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  updated_at: instantWire,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar: z.string().nullable(),
  thread_id: z.number().int().nullable(),
});
export const notificationsWire = z.object({
  orders: z.array(orderNotificationWire),
  payouts: z.array(payoutNotificationWire),
  messages: z.array(messageNotificationWire),
});
export type NotificationsWire = z.infer<typeof notificationsWire>;

/** POST /api/home/notifications/{id}/read and /read_all answer the counts left. */
export const notificationsReadResponseWire = z.object({
  marked: z.number().int(),
  counts: notificationsCountWire,
});
