import type { Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { DeskPayoutStatus } from '../../contract/desk-payouts';
import { keysetAfter, keysetFetch, keysetOrder } from '../db/keyset';
import type {
  DeskPayout,
  LedgerTransactionView,
  PayoutApproval,
  PayoutBatch,
} from './desk-payouts';
import type { PayoutStatus } from '../payout';

// The desk's read model of payouts: the payout row with its member, its destination (the copy
// taken when it was batched, else the member's bank details or PayPal address now) and its
// approvals. It writes only its own tables: payout_approvals, payout_batches and their items.

type DeskPayoutRow = {
  id: number;
  member_id: number;
  username: string;
  first_name: string;
  last_name: string | null;
  status: PayoutStatus;
  amount_minor: number;
  fee_minor: number;
  payment_method: string;
  account_holder: string | null;
  account_number: string | null;
  is_iban: boolean | null;
  swift_bic: string | null;
  paypal_email: string | null;
  approvals: number;
  batch_id: number | null;
  note: string | null;
  created_at: Date;
  updated_at: Date;
  created_key: string;
  ledger_txn_id: number | null;
  settled_ledger_txn_id: number | null;
};

const select = `
  SELECT p.id, p.member_id, m.username, m.first_name, m.last_name, p.status, p.amount_minor,
         p.fee_minor, p.payment_method, p.note, p.created_at, p.updated_at,
         p.created_at::text AS created_key, p.ledger_txn_id, p.settled_ledger_txn_id,
         bi.batch_id,
         coalesce(bi.account_holder, b.account_holder) AS account_holder,
         CASE WHEN bi.payout_id IS NOT NULL THEN bi.account_number ELSE b.account_number END AS account_number,
         CASE WHEN bi.payout_id IS NOT NULL THEN bi.is_iban ELSE b.is_iban END AS is_iban,
         CASE WHEN bi.payout_id IS NOT NULL THEN bi.swift_bic ELSE b.swift_bic END AS swift_bic,
         CASE WHEN bi.payout_id IS NOT NULL THEN bi.account_number ELSE m.paypal_email END AS paypal_email,
         (SELECT count(*) FROM payout_approvals a WHERE a.payout_id = p.id)::int4 AS approvals
    FROM payout_requests p
    JOIN members m ON m.id = p.member_id
    LEFT JOIN member_bank_accounts b ON b.member_id = p.member_id
    LEFT JOIN payout_batch_items bi ON bi.payout_id = p.id`;

const toDeskPayout = (r: DeskPayoutRow): DeskPayout => ({
  id: r.id,
  memberId: r.member_id,
  username: r.username,
  fullName: [r.first_name, r.last_name].filter(Boolean).join(' '),
  status: r.status,
  amountMinor: r.amount_minor,
  feeMinor: r.fee_minor,
  method: r.payment_method,
  destination: {
    method: r.payment_method,
    beneficiary: r.payment_method === 'bank_transfer' ? r.account_holder : null,
    accountNumber: r.payment_method === 'bank_transfer' ? r.account_number : null,
    isIban: r.payment_method === 'bank_transfer' && r.is_iban === true,
    bic: r.payment_method === 'bank_transfer' ? r.swift_bic : null,
    paypalEmail: r.payment_method === 'paypal' ? r.paypal_email : null,
  },
  approvals: r.approvals,
  batchId: r.batch_id,
  note: r.note,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  createdKey: r.created_key,
  ledgerTxnId: r.ledger_txn_id,
  settledLedgerTxnId: r.settled_ledger_txn_id,
});

export type DeskPayoutFilter = { status?: DeskPayoutStatus; member?: string; batch?: number };

/** One keyset page of the queue, newest first: `limit + 1` rows. */
export async function listDeskPayouts(
  q: Queryable,
  filter: DeskPayoutFilter,
  page: { after: Keyset | null; limit: number },
): Promise<DeskPayout[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const approved = 'EXISTS (SELECT 1 FROM payout_approvals a WHERE a.payout_id = p.id)';
  if (filter.status === 'pending') where.push(`p.status = 'pending' AND NOT ${approved}`);
  else if (filter.status === 'awaiting_second_approval')
    where.push(`p.status = 'pending' AND ${approved}`);
  else if (filter.status) where.push(`p.status = $${params.push(filter.status)}`);
  if (filter.member) where.push(`m.username = $${params.push(filter.member)}`);
  if (filter.batch !== undefined) where.push(`bi.batch_id = $${params.push(filter.batch)}`);
  const walk = { at: 'p.created_at', id: 'p.id' };
  const after = keysetAfter(params, page.after, walk);
  if (after) where.push(after);
  params.push(keysetFetch(page.limit));
  const rows = await q.query<DeskPayoutRow>(
    `${select} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${keysetOrder(walk)} LIMIT $${params.length}`,
    params,
  );
  return rows.map(toDeskPayout);
}

export async function findDeskPayout(q: Queryable, id: number): Promise<DeskPayout | null> {
  const [row] = await q.query<DeskPayoutRow>(`${select} WHERE p.id = $1`, [id]);
  return row ? toDeskPayout(row) : null;
}

/** The payouts of given ids, in id order (those that exist). */
export async function findDeskPayouts(q: Queryable, ids: readonly number[]): Promise<DeskPayout[]> {
  const rows = await q.query<DeskPayoutRow>(
    `${select} WHERE p.id = ANY ($1::int8[]) ORDER BY p.id`,
    [ids],
  );
  return rows.map(toDeskPayout);
}

export async function batchPayouts(q: Queryable, batchId: number): Promise<DeskPayout[]> {
  const rows = await q.query<DeskPayoutRow>(`${select} WHERE bi.batch_id = $1 ORDER BY p.id`, [
    batchId,
  ]);
  return rows.map(toDeskPayout);
}

export async function listApprovals(q: Queryable, payoutId: number): Promise<PayoutApproval[]> {
  const rows = await q.query<{ operator_id: number; username: string; created_at: Date }>(
    `SELECT a.operator_id, m.username, a.created_at
       FROM payout_approvals a JOIN members m ON m.id = a.operator_id
      WHERE a.payout_id = $1 ORDER BY a.created_at, a.id`,
    [payoutId],
  );
  return rows.map((r) => ({
    operatorId: r.operator_id,
    operatorUsername: r.username,
    createdAt: r.created_at,
  }));
}

export async function insertApproval(tx: Queryable, payoutId: number, operatorId: number) {
  await tx.query('INSERT INTO payout_approvals (payout_id, operator_id) VALUES ($1, $2)', [
    payoutId,
    operatorId,
  ]);
}

/** The ledger read model of a payout: its transactions with their entries, oldest first. */
export async function ledgerTransactions(
  q: Queryable,
  ids: readonly number[],
): Promise<LedgerTransactionView[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<{
    id: number;
    txn_key: string;
    memo: string | null;
    created_at: Date;
    account: string;
    member_id: number | null;
    amount_minor: number;
  }>(
    `SELECT t.id, t.txn_key, t.memo, t.created_at, e.account, e.member_id, e.amount_minor
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE t.id = ANY ($1::int8[]) ORDER BY t.id, e.id`,
    [ids],
  );
  const byId = new Map<number, LedgerTransactionView>();
  for (const r of rows) {
    let txn = byId.get(r.id);
    if (!txn) {
      txn = { id: r.id, key: r.txn_key, memo: r.memo, createdAt: r.created_at, entries: [] };
      byId.set(r.id, txn);
    }
    txn.entries.push({ account: r.account, memberId: r.member_id, amountMinor: r.amount_minor });
  }
  return [...byId.values()];
}

type BatchRow = {
  id: number;
  reference: string;
  username: string;
  payout_count: number;
  total_minor: number;
  currency: string;
  created_at: Date;
  created_key: string;
};

const batchSelect = `
  SELECT b.id, b.reference, m.username, b.payout_count, b.total_minor, b.currency, b.created_at,
         b.created_at::text AS created_key
    FROM payout_batches b JOIN members m ON m.id = b.operator_id`;

const toBatch = (r: BatchRow): PayoutBatch => ({
  id: r.id,
  reference: r.reference,
  operatorUsername: r.username,
  payoutCount: r.payout_count,
  totalMinor: r.total_minor,
  currency: r.currency,
  createdAt: r.created_at,
  createdKey: r.created_key,
});

export async function referenceTaken(q: Queryable, reference: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM payout_batches WHERE reference = $1', [reference]);
  return rows.length > 0;
}

export async function insertBatch(
  tx: Queryable,
  b: {
    reference: string;
    operatorId: number;
    payoutCount: number;
    totalMinor: number;
    currency: string;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO payout_batches (reference, operator_id, payout_count, total_minor, currency)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [b.reference, b.operatorId, b.payoutCount, b.totalMinor, b.currency],
  );
  return row!.id;
}

/** The payout joins the batch with a copy of where its money goes now. */
export async function insertBatchItem(tx: Queryable, batchId: number, p: DeskPayout) {
  await tx.query(
    `INSERT INTO payout_batch_items (payout_id, batch_id, account_holder, account_number, is_iban, swift_bic)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      p.id,
      batchId,
      p.destination.beneficiary,
      p.destination.accountNumber ?? p.destination.paypalEmail,
      p.destination.isIban,
      p.destination.bic,
    ],
  );
}

export async function findBatch(q: Queryable, id: number): Promise<PayoutBatch | null> {
  const [row] = await q.query<BatchRow>(`${batchSelect} WHERE b.id = $1`, [id]);
  return row ? toBatch(row) : null;
}

export async function listBatches(
  q: Queryable,
  page: { after: Keyset | null; limit: number },
): Promise<PayoutBatch[]> {
  const params: unknown[] = [];
  const walk = { at: 'b.created_at', id: 'b.id' };
  const after = keysetAfter(params, page.after, walk);
  params.push(keysetFetch(page.limit));
  const rows = await q.query<BatchRow>(
    `${batchSelect} ${after ? `WHERE ${after}` : ''}
      ORDER BY ${keysetOrder(walk)} LIMIT $${params.length}`,
    params,
  );
  return rows.map(toBatch);
}
