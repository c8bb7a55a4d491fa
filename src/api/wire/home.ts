import { z } from 'zod';
import { instantWire, moneyWire } from './common';
import { transactionWire } from './wallet';

export const recentJoiningWire = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  avatar: z.string().nullable(),
  created_at: instantWire,
});
export type RecentJoiningWire = z.infer<typeof recentJoiningWire>;

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
export const dailyAmountWire = z.object({ date: z.string(), amount: moneyWire });
export type DailyAmountWire = z.infer<typeof dailyAmountWire>;

export const dashboardWire = z.object({
  wallet_balance: moneyWire,
  total_earnings: moneyWire,
  total_paid: moneyWire,
  pv: z.number(),
  tv: z.number(),
  cv: z.number(),
  package_id: z.number().int().nullable(),
  package_name: z.string().nullable(),
  package_amount: moneyWire.nullable(),
  package_bv: z.number().nullable(),
  package_expiry: instantWire.nullable(),
  package_purchased_on: instantWire.nullable(),
  rank_id: z.number().int().nullable(),
  rank_name: z.string().nullable(),
  rank_icon: z.string().nullable(),
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
});
export type NotificationsCountWire = z.infer<typeof notificationsCountWire>;
