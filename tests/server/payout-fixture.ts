import type { Queryable } from '../../server/db/connection';
import { accounts } from '../../server/ledger/ledger';
import { postLedgerTransaction } from '../../server/ledger/ledger-repo';
import type { TestApp } from './app-fixture';

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

/** A member's payout requests, whatever their status. */
export async function payoutCount(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int8 AS n FROM payout_requests WHERE member_id = $1',
    [memberId],
  );
  return row!.n;
}

export type SignedInMember = { id: number; token: string };

/** Two members signed in, each with 2,000.00 in the wallet: who the payout tests ask as. */
export async function fundedPair(t: TestApp): Promise<[SignedInMember, SignedInMember]> {
  const [a, b] = await pickMembers(t.db, 2);
  const pair: [SignedInMember, SignedInMember] = [
    { id: a!.id, token: await t.loginAs(a!.username) },
    { id: b!.id, token: await t.loginAs(b!.username) },
  ];
  for (const m of pair) await setWallet(t.db, m.id, 200_000);
  return pair;
}
