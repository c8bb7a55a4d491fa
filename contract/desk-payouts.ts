import { z } from 'zod';
import { cursorPageWire, cursorQueryWire, instantWire, moneyWire } from './common';

/**
 * The payouts queue of the operator desk (issue 30 point 2): `/api/admin/payouts…`, for
 * operators holding the `payouts` permission.
 *
 * A payout's desk status adds one state to the member's four: a pending payout above the
 * company's threshold (`payouts.second_approval_above`) that one operator has approved is
 * `awaiting_second_approval` until a second, different operator approves it. The member keeps
 * seeing `pending` meanwhile (docs/decisions, "payout desk").
 */
export const deskPayoutStatuses = [
  'pending',
  'awaiting_second_approval',
  'approved',
  'paid',
  'rejected',
] as const;
export type DeskPayoutStatus = (typeof deskPayoutStatuses)[number];

const deskPayoutStatusWire = z.enum(deskPayoutStatuses, {
  error: 'Status must be pending, awaiting_second_approval, approved, paid or rejected.',
});

/** A numeric id in a query or body: a positive whole number that fits a bigint. */
const idWire = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(Number.MAX_SAFE_INTEGER, message);

/** GET /api/admin/payouts: the queue, newest first, filtered. */
export const deskPayoutsQueryWire = z.object({
  cursor: cursorQueryWire,
  status: deskPayoutStatusWire.optional(),
  /** A member's username, exactly. */
  member: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
  batch: idWire('The batch must be a batch number.').optional(),
});

/** Where the money goes, never whole on the queue: the account's last four characters. */
const destinationWire = z.object({
  method: z.string(),
  /** The account holder (bank transfer) or null. */
  beneficiary: z.string().nullable(),
  /** `•••• 3000` for an account, `d***@example.com` for PayPal; null when none is saved. */
  masked: z.string().nullable(),
  is_iban: z.boolean(),
  bic: z.string().nullable(),
});

const memberRefWire = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
});

export const deskPayoutWire = z.object({
  id: z.number().int(),
  status: deskPayoutStatusWire,
  member: memberRefWire,
  /** What left the member's wallet. */
  amount: moneyWire,
  fee: moneyWire,
  /** What the member receives: amount less fee. */
  net_amount: moneyWire,
  method: z.string(),
  destination: destinationWire,
  created_at: instantWire,
  updated_at: instantWire,
  approvals: z.number().int(),
  /** How many approvals this payout needs (2 above the threshold, else 1). */
  approvals_needed: z.number().int(),
  batch_id: z.number().int().nullable(),
  /** The reason given when it was rejected; null otherwise. */
  reason: z.string().nullable(),
});
export type DeskPayoutWire = z.infer<typeof deskPayoutWire>;

export const deskPayoutPageWire = cursorPageWire(deskPayoutWire);

const approvalWire = z.object({
  operator_id: z.number().int(),
  operator_username: z.string(),
  created_at: instantWire,
});

const ledgerTransactionWire = z.object({
  id: z.number().int(),
  key: z.string(),
  memo: z.string().nullable(),
  created_at: instantWire,
  entries: z.array(
    z.object({ account: z.string(), member_id: z.number().int().nullable(), amount: moneyWire }),
  ),
});

/** GET /api/admin/payouts/:id: the payout, who approved it, and its ledger transactions. */
export const deskPayoutDetailWire = deskPayoutWire.extend({
  approval_list: z.array(approvalWire),
  /** The request's hold first, then the transaction that paid or returned it, if any. */
  ledger_transactions: z.array(ledgerTransactionWire),
  /** The company's threshold above which two operators must approve. */
  second_approval_above: moneyWire,
});
export type DeskPayoutDetailWire = z.infer<typeof deskPayoutDetailWire>;

export const deskPayoutParamsWire = z.object({ id: z.string() });

/** The length of a rejection's reason, trimmed: any, up to 500 characters. */
export const payoutRejectReasonLimits = { min: 1, max: 500 } as const;

export const rejectPayoutBodyWire = z.object({
  reason: z
    .string({ error: 'Give the reason the member will read.' })
    .trim()
    .min(payoutRejectReasonLimits.min, 'Give the reason the member will read.')
    .max(
      payoutRejectReasonLimits.max,
      `Keep the reason under ${payoutRejectReasonLimits.max} characters.`,
    ),
});

/** SEPA's basic Latin set (EPC guidelines), as a batch reference becomes the message id. */
const sepaReferencePattern = /^[A-Za-z0-9/?:().,'+ -]+$/;

export const createBatchBodyWire = z.object({
  payout_ids: z
    .array(idWire('Each payout must be a payout number.'), {
      error: 'Choose the payouts to pay.',
    })
    .min(1, 'Choose at least one approved payout.')
    .max(500, 'A batch holds at most 500 payouts.')
    .refine((ids) => new Set(ids).size === ids.length, 'A payout is listed twice.'),
  reference: z
    .string({ error: 'Give the batch a reference.' })
    .trim()
    .min(1, 'Give the batch a reference.')
    .max(35, 'The reference has at most 35 characters (the SEPA message id).')
    .regex(
      sepaReferencePattern,
      "Use letters, digits, spaces and / - ? : ( ) . , ' + only (SEPA's character set).",
    )
    .refine(
      (r) => !r.startsWith('/') && !r.endsWith('/') && !r.includes('//'),
      'The reference may not start or end with / nor hold //.',
    ),
});

export const deskBatchWire = z.object({
  id: z.number().int(),
  reference: z.string(),
  operator_username: z.string(),
  payout_count: z.number().int(),
  /** The sum of what the members receive (net amounts). */
  total: moneyWire,
  currency: z.string(),
  created_at: instantWire,
});
export type DeskBatchWire = z.infer<typeof deskBatchWire>;

export const deskBatchPageWire = cursorPageWire(deskBatchWire);
export const deskBatchesQueryWire = z.object({ cursor: cursorQueryWire });

export const deskBatchDetailWire = deskBatchWire.extend({
  payouts: z.array(deskPayoutWire),
  /** How many of its payouts go to an IBAN and so into the SEPA file. */
  sepa_count: z.number().int(),
});
export type DeskBatchDetailWire = z.infer<typeof deskBatchDetailWire>;

/**
 * GET /api/admin/payouts/batches/:id/export.csv, in this order: one row per payout of the
 * batch. `amount` is what the member receives (net, two decimals); `sepa` says whether the
 * payout is in the SEPA file (`included`) or why not (`excluded: …`).
 */
export const payoutBatchCsvColumns = [
  'batch_reference',
  'payout_id',
  'member_username',
  'beneficiary_name',
  'account',
  'bic',
  'amount',
  'currency',
  'remittance',
  'sepa',
] as const;
