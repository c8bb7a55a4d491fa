import type { Queryable } from '../../server/db/connection';
import { accounts } from '../../server/ledger/ledger';
import { postLedgerTransaction } from '../../server/ledger/ledger-repo';

/** Active generated members (not founder, demo or blocked), oldest first. */
export async function pickMembers(
  db: Queryable,
  count: number,
): Promise<{ id: number; username: string }[]> {
  return db.query<{ id: number; username: string }>(
    `SELECT id, username FROM members
      WHERE status = 1 AND username NOT IN ('founder', 'demo', 'blocked')
      ORDER BY id LIMIT $1`,
    [count],
  );
}

/** Credits a wallet the way a bonus does (company expense -> wallet), balanced. */
export async function fundWallet(
  db: Queryable,
  memberId: number,
  amountMinor: number,
): Promise<void> {
  await postLedgerTransaction(
    db,
    { group: 'commission', type: 'credit', key: 'direct_bonus', memberId },
    [
      { account: accounts.wallet, memberId, amountMinor },
      { account: accounts.bonusExpense, memberId: null, amountMinor: -amountMinor },
    ],
  );
}

export async function walletOf(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ b: number }>(
    "SELECT coalesce(sum(amount_minor), 0)::int8 AS b FROM ledger_entries WHERE account = 'wallet' AND member_id = $1",
    [memberId],
  );
  return row!.b;
}

/** Ledger transactions whose entries do not sum to zero (there must be none). */
export async function unbalancedTransactions(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT transaction_id AS id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_minor) <> 0',
  );
  return rows.map((r) => r.id);
}

/** Brings a wallet to a known balance with one balancing adjustment. */
export async function setWallet(
  db: Queryable,
  memberId: number,
  amountMinor: number,
): Promise<void> {
  const current = await walletOf(db, memberId);
  if (current !== amountMinor) await fundWallet(db, memberId, amountMinor - current);
}
