import type { Queryable } from '../db/connection';
import { insertNotification } from '../notifications';
import type { PayoutStatus, Payout } from './payout';
import type { Keyset } from '../../contract/paging';
import { keysetAfter, keysetFetch, keysetOrder } from '../db/keyset';

type PayoutRow = {
  id: number;
  member_id: number;
  status: PayoutStatus;
  amount_minor: number;
  fee_minor: number;
  payment_method: string;
  created_at: Date;
  updated_at: Date;
  note: string | null;
  ledger_txn_id: number | null;
  settled_ledger_txn_id: number | null;
  created_key: string;
};

const columns = `id, member_id, status, amount_minor, fee_minor, payment_method, created_at, updated_at,
  note, ledger_txn_id, settled_ledger_txn_id, created_at::text AS created_key`;

const toPayout = (r: PayoutRow): Payout => ({
  id: r.id,
  memberId: r.member_id,
  status: r.status,
  amountMinor: r.amount_minor,
  feeMinor: r.fee_minor,
  paymentMethod: r.payment_method,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  note: r.note,
  ledgerTxnId: r.ledger_txn_id,
  settledLedgerTxnId: r.settled_ledger_txn_id,
  createdKey: r.created_key,
});

export async function hasWalletPassword(q: Queryable, memberId: number): Promise<boolean> {
  const [row] = await q.query<{ set: boolean }>(
    'SELECT wallet_password_hash IS NOT NULL AS set FROM members WHERE id = $1',
    [memberId],
  );
  return row?.set === true;
}

export async function insertPayout(
  tx: Queryable,
  p: {
    memberId: number;
    amountMinor: number;
    feeMinor: number;
    paymentMethod: string;
    ledgerTxnId: number;
  },
): Promise<Payout> {
  const [row] = await tx.query<PayoutRow>(
    `INSERT INTO payout_requests (member_id, amount_minor, fee_minor, status, payment_method, ledger_txn_id)
     VALUES ($1, $2, $3, 'pending', $4, $5) RETURNING ${columns}`,
    [p.memberId, p.amountMinor, p.feeMinor, p.paymentMethod, p.ledgerTxnId],
  );
  return toPayout(row!);
}

export async function findPayoutMember(q: Queryable, payoutId: number): Promise<number | null> {
  const [row] = await q.query<{ member_id: number }>(
    'SELECT member_id FROM payout_requests WHERE id = $1',
    [payoutId],
  );
  return row?.member_id ?? null;
}

/** The payout row, locked until the surrounding transaction ends. */
export async function lockPayout(tx: Queryable, payoutId: number): Promise<Payout | null> {
  const [row] = await tx.query<PayoutRow>(
    `SELECT ${columns} FROM payout_requests WHERE id = $1 FOR UPDATE`,
    [payoutId],
  );
  return row ? toPayout(row) : null;
}

export async function updatePayoutStatus(
  tx: Queryable,
  payoutId: number,
  status: PayoutStatus,
  note: string | null,
  settledLedgerTxnId: number | null = null,
): Promise<Payout> {
  const [row] = await tx.query<PayoutRow>(
    `UPDATE payout_requests SET status = $2, note = coalesce($3, note),
            settled_ledger_txn_id = coalesce($4, settled_ledger_txn_id), updated_at = now()
      WHERE id = $1 RETURNING ${columns}`,
    [payoutId, status, note, settledLedgerTxnId],
  );
  return toPayout(row!);
}

/** The member's in-app notice of a payout's status (their payout_status switch decides). */
export async function insertPayoutNotification(
  tx: Queryable,
  payout: Payout,
  title: string,
  body: string,
) {
  await insertNotification(tx, {
    memberId: payout.memberId,
    event: 'payout_status',
    kind: 'payout',
    title,
    body,
    refId: payout.id,
    serverText: true,
  });
}

export type PayoutTotals = { paidMinor: number; openMinor: number };

/** All-time totals: paid, and still held (pending or approved). */
export async function getPayoutTotals(q: Queryable, memberId: number): Promise<PayoutTotals> {
  const [row] = await q.query<{ paid: number; open: number }>(
    `SELECT coalesce(sum(amount_minor) FILTER (WHERE status = 'paid'), 0)::int8 AS paid,
            coalesce(sum(amount_minor) FILTER (WHERE status IN ('pending', 'approved')), 0)::int8 AS open
       FROM payout_requests WHERE member_id = $1`,
    [memberId],
  );
  return { paidMinor: row?.paid ?? 0, openMinor: row?.open ?? 0 };
}

/** Paid totals per UTC day of payment; a paid payout's updated_at is when it was paid (terminal). */
export async function paidPerDay(
  q: Queryable,
  memberId: number,
  startDay: string,
  endDay: string,
): Promise<{ day: string; amountMinor: number }[]> {
  const rows = await q.query<{ day: string; total: number }>(
    `SELECT (updated_at AT TIME ZONE 'UTC')::date::text AS day, sum(amount_minor)::int8 AS total
       FROM payout_requests
      WHERE member_id = $1 AND status = 'paid'
        AND updated_at >= $2::date AND updated_at < $3::date + 1
      GROUP BY 1 ORDER BY 1`,
    [memberId, startDay, endDay],
  );
  return rows.map((r) => ({ day: r.day, amountMinor: r.total }));
}

/**
 * One keyset page of a member's payouts, newest first: `limit + 1` rows so the caller knows
 * whether another page follows. `statuses` empty means every status.
 */
export async function listPayouts(
  q: Queryable,
  memberId: number,
  opts: {
    statuses: readonly PayoutStatus[];
    after: Keyset | null;
    limit: number;
  },
): Promise<Payout[]> {
  const params: unknown[] = [memberId];
  const where = ['member_id = $1'];
  if (opts.statuses.length > 0) {
    params.push(opts.statuses.join(','));
    where.push(`status = ANY (string_to_array($${params.length}, ','))`);
  }
  const walk = { at: 'created_at', id: 'id' };
  if (opts.after) where.push(keysetAfter(params, opts.after, walk));
  params.push(keysetFetch(opts.limit));
  const rows = await q.query<PayoutRow>(
    `SELECT ${columns} FROM payout_requests WHERE ${where.join(' AND ')}
      ORDER BY ${keysetOrder(walk)} LIMIT $${params.length}`,
    params,
  );
  return rows.map(toPayout);
}
