import type {
  DeskBatchDetailWire,
  DeskBatchWire,
  DeskPayoutDetailWire,
  DeskPayoutWire,
} from '../../contract/desk-payouts';
import { minorToDecimal } from '../../contract/money';
import { maskEmail } from '../shared/masking';
import {
  approvalsNeeded,
  deskStatusOf,
  netMinor,
  sepaExclusion,
  type DeskPayout,
  type LedgerTransactionView,
  type PayoutApproval,
  type PayoutBatch,
} from './desk-payouts';

/** The account's last four characters only; the whole number leaves only in a batch export. */
const maskAccount = (number: string) => `•••• ${number.replace(/\s+/g, '').slice(-4)}`;

export const toDeskPayoutWire = (p: DeskPayout, aboveMinor: number): DeskPayoutWire => ({
  id: p.id,
  status: deskStatusOf(p.status, p.approvals),
  member: { id: p.memberId, username: p.username, full_name: p.fullName },
  amount: minorToDecimal(p.amountMinor),
  fee: minorToDecimal(p.feeMinor),
  net_amount: minorToDecimal(netMinor(p)),
  method: p.method,
  destination: {
    method: p.destination.method,
    beneficiary: p.destination.beneficiary,
    masked: p.destination.accountNumber
      ? maskAccount(p.destination.accountNumber)
      : p.destination.paypalEmail
        ? maskEmail(p.destination.paypalEmail)
        : null,
    is_iban: p.destination.isIban,
    bic: p.destination.bic,
  },
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
  approvals: p.approvals,
  approvals_needed: approvalsNeeded(p.amountMinor, aboveMinor),
  batch_id: p.batchId,
  reason: p.status === 'rejected' ? p.note : null,
});

const toLedgerWire = (t: LedgerTransactionView) => ({
  id: t.id,
  key: t.key,
  memo: t.memo,
  created_at: t.createdAt.toISOString(),
  entries: t.entries.map((e) => ({
    account: e.account,
    member_id: e.memberId,
    amount: minorToDecimal(e.amountMinor),
  })),
});

export const toDeskPayoutDetailWire = (d: {
  payout: DeskPayout;
  approvals: PayoutApproval[];
  ledger: LedgerTransactionView[];
  aboveMinor: number;
}): DeskPayoutDetailWire => ({
  ...toDeskPayoutWire(d.payout, d.aboveMinor),
  approval_list: d.approvals.map((a) => ({
    operator_id: a.operatorId,
    operator_username: a.operatorUsername,
    created_at: a.createdAt.toISOString(),
  })),
  ledger_transactions: d.ledger.map(toLedgerWire),
  second_approval_above: minorToDecimal(d.aboveMinor),
});

export const toBatchWire = (b: PayoutBatch): DeskBatchWire => ({
  id: b.id,
  reference: b.reference,
  operator_username: b.operatorUsername,
  payout_count: b.payoutCount,
  total: minorToDecimal(b.totalMinor),
  currency: b.currency,
  created_at: b.createdAt.toISOString(),
});

export const toBatchDetailWire = (
  d: { batch: PayoutBatch; payouts: DeskPayout[] },
  aboveMinor: number,
): DeskBatchDetailWire => ({
  ...toBatchWire(d.batch),
  payouts: d.payouts.map((p) => toDeskPayoutWire(p, aboveMinor)),
  sepa_count: d.payouts.filter((p) => sepaExclusion(p) === null).length,
});
