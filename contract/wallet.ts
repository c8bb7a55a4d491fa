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

export const walletSummaryWire = z.object({
  wallet_balance: moneyWire,
  total_paid: moneyWire,
  total_pending: moneyWire,
  recent_transactions: z.array(transactionWire),
  transaction_labels: labelsWire,
});
export type WalletSummaryWire = z.infer<typeof walletSummaryWire>;

export const earningWire = z.object({
  id: z.number().int(),
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
