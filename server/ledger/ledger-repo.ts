import type { Queryable } from '../db/connection';
import { accounts, balanced, type LedgerEntry } from './ledger';

export type LedgerHeader = {
  group: string;
  type: 'credit' | 'debit';
  key: string;
  memberId: number | null;
  fromMemberId?: number | null;
  level?: number | null;
  rankId?: number | null;
  memo?: string | null;
  createdAt?: Date;
  /** The order a commission came from: a cancelled sale reverses exactly these. */
  orderId?: number | null;
};

/** Writes one balanced transaction; call it inside the caller's database transaction. */
export async function postLedgerTransaction(
  tx: Queryable,
  header: LedgerHeader,
  entries: LedgerEntry[],
): Promise<number> {
  const lines = balanced(entries);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (txn_group, txn_type, txn_key, member_id, from_member_id, level, rank_id, memo, created_at, order_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9, now()), $10) RETURNING id`,
    [
      header.group,
      header.type,
      header.key,
      header.memberId,
      header.fromMemberId ?? null,
      header.level ?? null,
      header.rankId ?? null,
      header.memo ?? null,
      header.createdAt ?? null,
      header.orderId ?? null,
    ],
  );
  const id = row!.id;
  const params: unknown[] = [];
  const values = lines.map((e, i) => {
    params.push(id, e.account, e.memberId, e.amountMinor);
    return `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`;
  });
  await tx.query(
    `INSERT INTO ledger_entries (transaction_id, account, member_id, amount_minor) VALUES ${values.join(', ')}`,
    params,
  );
  return id;
}

/** A member account's balance: the sum of its entries, nothing cached. */
export async function accountBalanceMinor(
  q: Queryable,
  account: string,
  memberId: number,
): Promise<number> {
  const [row] = await q.query<{ balance: number }>(
    'SELECT coalesce(sum(amount_minor), 0)::int8 AS balance FROM ledger_entries WHERE account = $1 AND member_id = $2',
    [account, memberId],
  );
  return row?.balance ?? 0;
}

export const walletBalanceMinor = (q: Queryable, memberId: number) =>
  accountBalanceMinor(q, accounts.wallet, memberId);

/**
 * Serialises every money movement of one member's wallet: the row lock is held until the
 * surrounding transaction ends, so a balance read after it cannot be overtaken. NO KEY
 * UPDATE, like the engine's lockMembers: FOR UPDATE would also wait on the KEY SHARE locks a
 * concurrent sale takes by writing earnings and entries for this member, and close a deadlock
 * cycle with the sale's ordered path locks (found by tests/server/crash-safety.test.ts).
 */
export async function lockMemberWallet(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [memberId]);
}
