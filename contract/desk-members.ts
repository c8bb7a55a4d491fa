import { z } from 'zod';
import { cursorPageWire, cursorQueryWire, instantWire, moneyWire } from './common';
import { userWire } from './user';

/**
 * The desk's member tools (issue 30 point 4): find any member, see one whole, open a
 * read-only view of their back office, block and unblock, resend a verification and adjust a
 * wallet. Every call needs the `members` permission; every change writes an audit row.
 */

/** The account's state as the desk shows it (spec §4 user status: blocked = 0). */
const deskMemberStatuses = ['active', 'blocked'] as const;

/** GET /api/admin/members: the search (username, name, email or id), newest first. */
export const deskMemberQueryWire = z.object({
  cursor: cursorQueryWire,
  q: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
});

const deskMemberRowWire = z.object({
  id: z.number(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  status: z.enum(deskMemberStatuses),
  rank_name: z.string().nullable(),
  package_name: z.string().nullable(),
  joined_at: instantWire,
  sponsor_username: z.string().nullable(),
  /** Available wallet balance. */
  balance: moneyWire,
});
export type DeskMemberRowWire = z.infer<typeof deskMemberRowWire>;

export const deskMemberPageWire = cursorPageWire(deskMemberRowWire);

const deskKycStates = ['none', 'pending', 'approved', 'rejected'] as const;

/** A recent sign-in (a session of the member's own; operators' views are listed apart). */
const deskSignInWire = z.object({
  created_at: instantWire,
  last_used_at: instantWire.nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  live: z.boolean(),
  /** The operator who opened it, for an operator's read-only view; null for the member's. */
  viewed_by: z.string().nullable(),
});

const deskAuditRowWire = z.object({
  id: z.number(),
  created_at: instantWire,
  operator_username: z.string(),
  action: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

/** GET /api/admin/members/:id: one member, whole. */
export const deskMemberDetailWire = deskMemberRowWire.extend({
  first_name: z.string(),
  last_name: z.string().nullable(),
  mobile: z.string().nullable(),
  country: z.string().nullable(),
  language: z.string(),
  currency: z.string(),
  placement: z.object({
    parent_username: z.string().nullable(),
    position: z.enum(['L', 'R']).nullable(),
    depth: z.number(),
  }),
  kyc: z.object({
    state: z.enum(deskKycStates),
    pending: z.number(),
    approved: z.number(),
    rejected: z.number(),
  }),
  /** The wallet statement's balances block: available, held, owed (positive). */
  balances: z.object({ available: moneyWire, held: moneyWire, owed: moneyWire }),
  /** A contact change the member started and has not confirmed, if any (resendable). */
  pending_verification: z
    .object({ channel: z.enum(['email', 'sms']), sent_to: z.string(), sent_at: instantWire })
    .nullable(),
  sign_ins: z.array(deskSignInWire),
  audit: z.array(deskAuditRowWire),
});
export type DeskMemberDetailWire = z.infer<typeof deskMemberDetailWire>;

/**
 * POST /api/admin/members/:id/view_as: a read-only token of the member for one tab, with the
 * member as user_data gives them, so the tab starts signed in without another call.
 */
export const deskViewAsWire = z.object({
  token: z.string(),
  user: userWire,
  expires_at: instantWire,
  member: z.object({ id: z.number(), username: z.string(), full_name: z.string() }),
  operator: z.object({ id: z.number(), username: z.string() }),
});
export type DeskViewAsWire = z.infer<typeof deskViewAsWire>;

/** The length of a block's, an unblock's or a wallet adjustment's reason, trimmed. */
export const deskMemberReasonLimits = { min: 3, max: 500 } as const;

const reasonWire = z
  .string({ error: 'Say why.' })
  .trim()
  .min(deskMemberReasonLimits.min, `Say why, in at least ${deskMemberReasonLimits.min} characters.`)
  .max(
    deskMemberReasonLimits.max,
    `Keep the reason under ${deskMemberReasonLimits.max} characters.`,
  );

/** POST …/block and …/unblock. */
export const deskBlockBodyWire = z.object({ reason: reasonWire });

export const deskStatusAnswerWire = z.object({
  id: z.number(),
  status: z.enum(deskMemberStatuses),
  sessions_ended: z.number(),
});

/** POST …/resend_verification. */
export const deskResendAnswerWire = z.object({
  channel: z.enum(['email', 'sms']),
  sent_to: z.string(),
  expires_in: z.number(),
});

/** The largest adjustment one call may make: a typo of a few zeros is refused. */
export const maxAdjustmentMinor = 10_000_000;

/** POST …/wallet_adjustments (with an Idempotency-Key header). */
export const deskAdjustmentBodyWire = z.object({
  direction: z.enum(['credit', 'debit'], { error: 'Choose credit or debit.' }),
  amount: z.string({ error: 'Enter the amount.' }).trim().max(40, 'Enter an amount like 25.00.'),
  reason: reasonWire,
});

export const deskAdjustmentAnswerWire = z.object({
  transaction_id: z.number(),
  direction: z.enum(['credit', 'debit']),
  amount: moneyWire,
  /** The part of a credit that repaid what the member owed (decision 037); 0.00 otherwise. */
  repaid: moneyWire,
  /** The available balance after it. */
  balance: moneyWire,
});
