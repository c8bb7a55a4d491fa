import { z } from 'zod';
import { cursorPageWire, dayWire, instantWire, moneyWire } from './common';

export const cashFlowWire = z.enum(['credit', 'debit']);

/** When a ledger line was made and what made it: the level and member it came from, the rank. */
const originFields = {
  created_at: instantWire,
  level: z.number().int().nullable(),
  from_user: z.string().nullable(),
  rank_name: z.string().nullable(),
};

export const transactionWire = z.object({
  id: z.number().int(),
  transaction_group: z.string(),
  transaction_type: z.string(),
  transaction_key: z.string(),
  amount: moneyWire,
  cash_flow: cashFlowWire,
  ...originFields,
});
export type TransactionWire = z.infer<typeof transactionWire>;

/** Readable names keyed by transaction key or bonus type, sent beside every list of them. */
export const labelsWire = z.record(z.string(), z.string());

/** The bonus types of a list of earnings and their readable names. */
const bonusTypeFields = { bonus_labels: labelsWire, bonus_types: z.array(z.string()) };

/**
 * Where a member's money stands (decision 037): available (withdrawable, the spec's
 * wallet_balance), held (commissions whose order is unpaid or inside the return window, each
 * part with the UTC day it is released, null while the order is unpaid), owed (what a
 * clawback left after money was withdrawn; payouts wait until it is repaid) and their total.
 */
const balancesWire = z.object({
  available: moneyWire,
  held: moneyWire,
  owed: moneyWire,
  total: moneyWire,
  held_releases: z.array(z.object({ release_date: dayWire.nullable(), amount: moneyWire })),
});
export type BalancesWire = z.infer<typeof balancesWire>;

export const walletSummaryWire = z.object({
  /** Available: what a payout can draw on. */
  wallet_balance: moneyWire,
  balances: balancesWire,
  total_paid: moneyWire,
  total_pending: moneyWire,
  recent_transactions: z.array(transactionWire),
  transaction_labels: labelsWire,
});
export type WalletSummaryWire = z.infer<typeof walletSummaryWire>;

/** held: the order is unpaid or returnable; available: earned; reversed: taken back (or the taking back). */
export const earningStateWire = z.enum(['held', 'available', 'reversed']);

export const earningWire = z.object({
  id: z.number().int(),
  state: earningStateWire,
  amount_generated: moneyWire,
  tax: moneyWire,
  service_charge: moneyWire,
  bonus_type: z.string(),
  ...originFields,
});
export type EarningWire = z.infer<typeof earningWire>;

/** One day of the date-wise earnings chart: the gross earned that UTC day. */
const earningsDayWire = z.object({ date: dayWire, total: moneyWire });

/** Spec §3: the grouped entries hold a total and its bonus_type; they are keyed by day. */
const earningsByTypeWire = z.object({ total: moneyWire, bonus_type: z.string() });

export const earningsDatewiseWire = z.object({
  earnings_datewise: z.array(earningsDayWire),
  earnings_datewise_grouped: z.record(z.string(), z.array(earningsByTypeWire)),
});
export type EarningsDatewiseWire = z.infer<typeof earningsDatewiseWire>;

export const earningsSummaryWire = earningsDatewiseWire.extend({
  total_earnings: moneyWire,
  recent_earnings: z.array(earningWire),
  ...bonusTypeFields,
});
export type EarningsSummaryWire = z.infer<typeof earningsSummaryWire>;

export const transactionPageWire = cursorPageWire(transactionWire).extend({
  transaction_labels: labelsWire,
  transaction_keys: z.array(z.string()),
});

export const earningPageWire = cursorPageWire(earningWire).extend(bonusTypeFields);
