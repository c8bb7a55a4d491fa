import { decimalToMinor } from '../../contract/money';
import { maxAdjustmentMinor } from '../../contract/desk-members';
import { invalidInput } from '../shared/app-error';

/** A member as the desk's search lists them (minor units, Dates). */
export type DeskMemberRow = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  email: string;
  status: number;
  rankName: string | null;
  packageName: string | null;
  joinedAt: Date;
  /** joined_at as PostgreSQL prints it, for the paging cursor. */
  createdKey: string;
  sponsorUsername: string | null;
  balanceMinor: number;
};

export type DeskSignIn = {
  createdAt: Date;
  lastUsedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
  live: boolean;
  viewedBy: string | null;
};

export type DeskAuditRow = {
  id: number;
  createdAt: Date;
  operatorUsername: string;
  action: string;
  reason: string | null;
  before: unknown;
  after: unknown;
};

export type PendingVerification = {
  purpose: 'email_change' | 'phone_change';
  channel: 'email' | 'sms';
  to: string;
  sentAt: Date;
};

export type DeskMemberDetail = DeskMemberRow & {
  mobile: string | null;
  country: string | null;
  language: string;
  currency: string;
  parentUsername: string | null;
  position: 'L' | 'R' | null;
  depth: number;
  heldMinor: number;
  /** Positive: what the member owes after a clawback. */
  owedMinor: number;
  kyc: { pending: number; approved: number; rejected: number };
  pendingVerification: PendingVerification | null;
  signIns: DeskSignIn[];
  audit: DeskAuditRow[];
};

/** One approved document is enough; otherwise the most hopeful state the documents are in. */
export function kycStateOf(
  k: DeskMemberDetail['kyc'],
): 'none' | 'pending' | 'approved' | 'rejected' {
  if (k.approved > 0) return 'approved';
  if (k.pending > 0) return 'pending';
  return k.rejected > 0 ? 'rejected' : 'none';
}

/** How long an operator's read-only view of a member lasts. */
export const viewMinutes = 30;

/** The ledger key of an operator's adjustment, in both directions (cash_flow tells which). */
export const adjustmentKey = 'wallet_adjustment';

/** An adjustment's amount: a decimal string of the currency, above zero, at most the maximum. */
export function adjustmentMinor(amount: string): number {
  let minor: number;
  try {
    minor = decimalToMinor(amount);
  } catch {
    throw invalidInput('amount', 'Enter an amount like 25.00 (at most two decimals).');
  }
  if (minor <= 0) throw invalidInput('amount', 'Enter an amount above zero.');
  if (minor > maxAdjustmentMinor)
    throw invalidInput(
      'amount',
      `One adjustment may move at most ${(maxAdjustmentMinor / 100).toFixed(2)}.`,
    );
  return minor;
}
