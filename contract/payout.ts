import { z } from 'zod';
import { payoutStatuses } from './constants';
import {
  cursorListQueryWire,
  cursorPageWire,
  daySpanFields,
  instantWire,
  moneyWire,
} from './common';

/**
 * PAY-000011: the one name a payout goes by, in the statement, the notifications and the
 * desk alike. A payout has no invoice of its own, so its number is its id.
 */
export const payoutNumber = (id: number) => `PAY-${String(id).padStart(6, '0')}`;

/** Payout statuses; a payout's status_id is its index here (0 pending … 3 rejected). */
const payoutStatusWire = z.enum(payoutStatuses, {
  error: 'Payout status must be pending, approved, paid or rejected.',
});
export type PayoutStatusWire = z.infer<typeof payoutStatusWire>;

/** GET /api/payout/settings: the spec does not show this shape; this is ours. */
export const payoutSettingsWire = z.object({
  min_amount: moneyWire,
  max_amount: moneyWire,
  fee_percent: z.number(),
  fee_fixed: moneyWire,
  payment_methods: z.array(z.string()),
  /** When true, request_payout checks the wallet password instead of the login password. */
  wallet_password_set: z.boolean(),
  available_balance: moneyWire,
  /**
   * What a clawback left owed (decision 037), as a positive amount; request_payout refuses
   * while it is above zero, until later earnings have repaid it.
   */
  owed_balance: moneyWire,
  /** The member's payout method, null when none is chosen (request_payout then refuses). */
  payout_method: z.string().nullable(),
  /** Whether the method can be paid now (bank transfer needs saved bank details). */
  payout_method_ready: z.boolean(),
  /** The company pays only members with an approved KYC document, and whether this one has. */
  kyc_required: z.boolean(),
  kyc_approved: z.boolean(),
  /**
   * Until when request_payout refuses because the member recently pointed payouts somewhere
   * new (the company's cooling-off); null when it does not.
   */
  payouts_held_until: instantWire.nullable(),
});

/** The amount arrives as a decimal string (the app) or a number (other clients). */
export const requestPayoutBodyWire = z.object({
  amount: z.union([z.string().max(40), z.number()], { error: 'Enter the amount to withdraw.' }),
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(200, 'The password is too long.'),
});

/** What every payout shows: its status, what it pays out, the fee and when it was asked for. */
const payoutFields = {
  status: payoutStatusWire,
  total: moneyWire,
  fee: moneyWire,
  created_at: instantWire,
};

/** Spec §3 payout statement's recent transaction: id, status, total, fee, created date. */
const payoutSummaryWire = z.object({ id: z.number().int(), ...payoutFields });
export type PayoutSummaryWire = z.infer<typeof payoutSummaryWire>;

export const requestPayoutResponseWire = z.object({
  payout: payoutSummaryWire,
  wallet_balance: moneyWire,
});

/** yyyy-MM-dd, as the spec's date-wise calls use. */
const dayWire = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const payoutStatementWire = z.object({
  /** The days payout_datewise covers (UTC, both included); the totals are all-time. */
  interval: z.object(daySpanFields(dayWire)),
  total_paid: moneyWire,
  total_pending: moneyWire,
  total_balance: moneyWire,
  payout_datewise: z.array(z.object({ date: dayWire, amount: moneyWire })),
  recent_transactions: z.array(payoutSummaryWire),
});

export const payoutTransactionsQueryWire = cursorListQueryWire.extend({
  /** Repeated `payout_status[]=a&payout_status[]=b` arrives as a list, a single one as a string. */
  'payout_status[]': z
    .union([payoutStatusWire, z.array(payoutStatusWire).max(10)], {
      error: 'Payout status must be pending, approved, paid or rejected.',
    })
    .optional(),
});

const payoutTransactionWire = z.object({
  id: z.number().int(),
  status_id: z.number().int(),
  ...payoutFields,
  payment_method: z.string(),
  /** Why the company rejected the payout (the operator's reason); null unless rejected. */
  reason: z.string().nullable(),
});
export type PayoutTransactionWire = z.infer<typeof payoutTransactionWire>;

export const payoutTransactionPageWire = cursorPageWire(payoutTransactionWire);
