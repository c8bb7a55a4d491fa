import {
  deskBatchPageWire,
  deskBatchWire,
  deskPayoutDetailWire,
  deskPayoutPageWire,
  deskPayoutWire,
  type DeskBatchWire,
  type DeskPayoutDetailWire,
  type DeskPayoutStatus,
  type DeskPayoutWire,
} from '@contract/desk-payouts';
import { cursorList, getById } from './cursor-page';
import { download, post } from './http';

// The payouts queue of the operator desk (issue 30 point 2): /api/admin/payouts…

export type { DeskPayoutStatus };

export type DeskPayout = {
  id: number;
  status: DeskPayoutStatus;
  memberId: number;
  username: string;
  memberName: string;
  amount: string;
  fee: string;
  netAmount: string;
  method: string;
  beneficiary: string | null;
  /** The account's last four (or the masked PayPal address); null when none is saved. */
  destination: string | null;
  isIban: boolean;
  bic: string | null;
  dateCreated: string;
  dateUpdated: string;
  approvals: number;
  approvalsNeeded: number;
  batchId: number | null;
  reason: string | null;
};

const toDeskPayout = (w: DeskPayoutWire): DeskPayout => ({
  id: w.id,
  status: w.status,
  memberId: w.member.id,
  username: w.member.username,
  memberName: w.member.full_name,
  amount: w.amount,
  fee: w.fee,
  netAmount: w.net_amount,
  method: w.method,
  beneficiary: w.destination.beneficiary,
  destination: w.destination.masked,
  isIban: w.destination.is_iban,
  bic: w.destination.bic,
  dateCreated: w.created_at,
  dateUpdated: w.updated_at,
  approvals: w.approvals,
  approvalsNeeded: w.approvals_needed,
  batchId: w.batch_id,
  reason: w.reason,
});

type LedgerTransaction = {
  id: number;
  key: string;
  memo: string | null;
  dateCreated: string;
  entries: { account: string; memberId: number | null; amount: string }[];
};

export type DeskPayoutDetail = DeskPayout & {
  approvalList: { operatorId: number; operatorUsername: string; dateCreated: string }[];
  ledgerTransactions: LedgerTransaction[];
  secondApprovalAbove: string;
};

export const toDeskPayoutDetail = (w: DeskPayoutDetailWire): DeskPayoutDetail => ({
  ...toDeskPayout(w),
  approvalList: w.approval_list.map((a) => ({
    operatorId: a.operator_id,
    operatorUsername: a.operator_username,
    dateCreated: a.created_at,
  })),
  ledgerTransactions: w.ledger_transactions.map((t) => ({
    id: t.id,
    key: t.key,
    memo: t.memo,
    dateCreated: t.created_at,
    entries: t.entries.map((e) => ({
      account: e.account,
      memberId: e.member_id,
      amount: e.amount,
    })),
  })),
  secondApprovalAbove: w.second_approval_above,
});

export type DeskBatch = {
  id: number;
  reference: string;
  operatorUsername: string;
  payoutCount: number;
  total: string;
  currency: string;
  dateCreated: string;
};

export const toDeskBatch = (w: DeskBatchWire): DeskBatch => ({
  id: w.id,
  reference: w.reference,
  operatorUsername: w.operator_username,
  payoutCount: w.payout_count,
  total: w.total,
  currency: w.currency,
  dateCreated: w.created_at,
});

export type DeskPayoutFilter = { status: DeskPayoutStatus | null; member: string; batch: string };

export const getDeskPayouts = cursorList(
  '/api/admin/payouts',
  deskPayoutPageWire,
  toDeskPayout,
  (f: DeskPayoutFilter) => ({ status: f.status, member: f.member, batch: f.batch }),
);

export const getDeskPayout = async (id: string, signal?: AbortSignal) =>
  toDeskPayoutDetail(await getById('/api/admin/payouts', id, deskPayoutDetailWire, signal));

export const approveDeskPayout = async (id: number): Promise<DeskPayout> =>
  toDeskPayout(await post(`/api/admin/payouts/${id}/approve`, {}, { schema: deskPayoutWire }));

export const rejectDeskPayout = async (id: number, reason: string): Promise<DeskPayout> =>
  toDeskPayout(
    await post(`/api/admin/payouts/${id}/reject`, { reason }, { schema: deskPayoutWire }),
  );

/** Pays approved payouts together; the key makes a retry of the same batch harmless. */
export async function createPayoutBatch(
  input: { payoutIds: number[]; reference: string },
  idempotencyKey: string,
): Promise<DeskBatch> {
  const w = await post(
    '/api/admin/payouts/batches',
    { payout_ids: input.payoutIds, reference: input.reference },
    { schema: deskBatchWire, idempotencyKey },
  );
  return toDeskBatch(w);
}

export const getPayoutBatches = cursorList(
  '/api/admin/payouts/batches',
  deskBatchPageWire,
  toDeskBatch,
  () => ({}),
);

/** The batch for the bank: CSV of every payout, or the SEPA pain.001 file of the IBAN ones. */
export const downloadBatchFile = (id: number, format: 'csv' | 'xml') =>
  download(`/api/admin/payouts/batches/${id}/export.${format}`, `payout-batch-${id}.${format}`);
