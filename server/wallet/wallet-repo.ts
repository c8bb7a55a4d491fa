import type { Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { Earning } from './wallet';
import { keysetAfter, keysetFetch, keysetOrder } from '../db/keyset';

/** A movement of one member's wallet: one ledger transaction, signed (credit > 0). */
export type WalletTransaction = {
  id: number;
  group: string;
  type: string;
  key: string;
  amountMinor: number;
  createdAt: Date;
  /** created_at as PostgreSQL prints it, microseconds kept, for the paging cursor. */
  createdKey: string;
  level: number | null;
  fromUser: string | null;
  rankName: string | null;
};

export type WalletTransactionFilter = {
  keys: readonly string[];
  flow: 'credit' | 'debit' | null;
  from: Date | null;
  to: Date | null;
  sort: 'asc' | 'desc';
  after: Keyset | null;
  limit: number;
};

/** The paging cursor: the last row's created_at as text and its id. */

type Where = { params: unknown[]; where: string[] };

/**
 * The rest of a keyset list: adds the created_at window, the cursor in sort order and the page
 * size (`limit + 1` rows) to `w`, and answers its WHERE, ORDER BY and LIMIT.
 */
function keysetPage(
  w: Where,
  column: string,
  idColumn: string,
  f: {
    from: Date | null;
    to: Date | null;
    sort: 'asc' | 'desc';
    after: Keyset | null;
    limit: number;
  },
) {
  if (f.from) {
    w.params.push(f.from);
    w.where.push(`${column} >= $${w.params.length}`);
  }
  if (f.to) {
    w.params.push(f.to);
    w.where.push(`${column} < $${w.params.length}`);
  }
  const walk = { at: column, id: idColumn, dir: f.sort };
  if (f.after) w.where.push(keysetAfter(w.params, f.after, walk));
  w.params.push(keysetFetch(f.limit));
  return `WHERE ${w.where.join(' AND ')}
      ORDER BY ${keysetOrder(walk)}
      LIMIT $${w.params.length}`;
}

/**
 * One keyset page (`limit + 1` rows) of the member's wallet movements. The walk follows the
 * transactions' own (member_id, created_at, id) index, so a page costs the same however long
 * the history is; the amount is the sum of the transaction's entries on this member's wallet,
 * and a transaction that never touched it (payout_paid moves only the held amount) is skipped.
 */
export async function listWalletTransactions(
  q: Queryable,
  memberId: number,
  f: WalletTransactionFilter,
): Promise<WalletTransaction[]> {
  const w: Where = { params: [memberId], where: ['t.member_id = $1', 'w.amount_minor <> 0'] };
  if (f.keys.length > 0) {
    w.params.push([...f.keys]);
    w.where.push(`t.txn_key = ANY ($${w.params.length}::text[])`);
  }
  if (f.flow) w.where.push(f.flow === 'credit' ? 'w.amount_minor > 0' : 'w.amount_minor < 0');
  const page = keysetPage(w, 't.created_at', 't.id', f);
  return q.query<WalletTransaction>(
    `SELECT t.id, t.txn_group AS "group", t.txn_type AS "type", t.txn_key AS "key",
            w.amount_minor AS "amountMinor", t.created_at AS "createdAt",
            t.created_at::text AS "createdKey", t.level, fm.username AS "fromUser",
            r.name AS "rankName"
       FROM ledger_transactions t
      CROSS JOIN LATERAL (
            SELECT coalesce(sum(e.amount_minor), 0)::int8 AS amount_minor FROM ledger_entries e
             WHERE e.transaction_id = t.id AND e.account = 'wallet' AND e.member_id = $1) w
       LEFT JOIN members fm ON fm.id = t.from_member_id
       LEFT JOIN ranks r ON r.id = t.rank_id
      ${page}`,
    w.params,
  );
}

export type EarningFilter = {
  types: readonly string[];
  from: Date | null;
  to: Date | null;
  sort: 'asc' | 'desc';
  after: Keyset | null;
  limit: number;
};

/** One keyset page (`limit + 1` rows) of the member's earnings, along earnings_member_idx. */
export async function listEarnings(
  q: Queryable,
  memberId: number,
  f: EarningFilter,
): Promise<Earning[]> {
  const w: Where = { params: [memberId], where: ['e.member_id = $1'] };
  if (f.types.length > 0) {
    w.params.push([...f.types]);
    w.where.push(`e.bonus_type = ANY ($${w.params.length}::text[])`);
  }
  const page = keysetPage(w, 'e.created_at', 'e.id', f);
  const rows = await q.query<EarningRow>(
    `SELECT e.id, e.bonus_type, e.amount_minor, e.tax_minor, e.service_charge_minor, e.created_at,
            e.created_at::text AS created_key, e.level, fm.username AS from_user, r.name AS rank_name,
            ${earningState} AS state
       FROM earnings e
       LEFT JOIN members fm ON fm.id = e.from_member_id
       LEFT JOIN ranks r ON r.id = e.rank_id
      ${page}`,
    w.params,
  );
  return rows.map(toEarning);
}

/**
 * An earning's state (decision 037), for a query over `earnings e`: a reversal row, or an
 * earning a reversal took back, is reversed; one whose hold is unsettled is held; the rest
 * are available. Both lookups are primary-key probes.
 */
export const earningState = `CASE
  WHEN e.amount_minor < 0 OR EXISTS (SELECT 1 FROM earning_reversals x WHERE x.reversed_earning_id = e.id)
    THEN 'reversed'
  WHEN EXISTS (SELECT 1 FROM earning_holds h WHERE h.earning_id = e.id AND h.state = 'held')
    THEN 'held'
  ELSE 'available' END`;

/** An earnings row as the lists select it (from_user and rank_name joined in). */
export type EarningRow = {
  id: number;
  state: Earning['state'];
  bonus_type: string;
  amount_minor: number | string;
  tax_minor: number | string;
  service_charge_minor: number | string;
  created_at: Date;
  created_key: string;
  level: number | null;
  from_user: string | null;
  rank_name: string | null;
};

/** The one mapping of an earnings row, for every list and explanation that reads earnings. */
export const toEarning = (r: EarningRow): Earning => ({
  id: r.id,
  state: r.state,
  bonusType: r.bonus_type,
  amountMinor: Number(r.amount_minor),
  taxMinor: Number(r.tax_minor),
  serviceChargeMinor: Number(r.service_charge_minor),
  createdAt: r.created_at,
  createdKey: r.created_key,
  level: r.level,
  fromUser: r.from_user,
  rankName: r.rank_name,
});

export type DailyEarning = { day: string; bonusType: string; totalMinor: number };

/** Gross earnings per UTC day and bonus type, days from `startDay` to `endDay` included. */
export async function earningsPerDay(
  q: Queryable,
  memberId: number,
  startDay: string,
  endDay: string,
): Promise<DailyEarning[]> {
  const rows = await q.query<{ day: string; bonus_type: string; total: number }>(
    `SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, bonus_type,
            sum(amount_minor)::int8 AS total
       FROM earnings
      WHERE member_id = $1 AND created_at >= $2::date AND created_at < $3::date + 1
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [memberId, startDay, endDay],
  );
  return rows.map((r) => ({ day: r.day, bonusType: r.bonus_type, totalMinor: r.total }));
}

export async function totalEarningsMinor(q: Queryable, memberId: number): Promise<number> {
  const [row] = await q.query<{ total: number }>(
    'SELECT coalesce(sum(total_minor), 0)::int8 AS total FROM earning_totals WHERE member_id = $1',
    [memberId],
  );
  return row?.total ?? 0;
}

/** The newest wallet movements of a member, every kind (the dashboard and the statement). */
export const listRecentWalletTransactions = (q: Queryable, memberId: number, limit: number) =>
  listWalletTransactions(q, memberId, {
    keys: [],
    flow: null,
    from: null,
    to: null,
    sort: 'desc',
    after: null,
    limit,
  });

export type MoneyTotals = {
  /** Available: the withdrawable wallet. */
  walletMinor: number;
  /** Commissions still held (their order unpaid or returnable). */
  heldMinor: number;
  /** What the member owes after a clawback, as a positive amount (0 when nothing is owed). */
  owedMinor: number;
  earningsMinor: number;
  paidMinor: number;
};

export async function getMoneyTotals(db: Queryable, memberId: number): Promise<MoneyTotals> {
  const rows = await db.query<{
    wallet: number;
    held: number;
    owed: number;
    earnings: number;
    paid: number;
  }>(
    `WITH b AS (
       SELECT account, coalesce(sum(credit_minor - debit_minor), 0)::int8 AS balance
         FROM ledger_daily
        WHERE member_id = $1 AND account IN ('wallet', 'wallet:held', 'wallet:owed')
        GROUP BY account)
     SELECT
       coalesce((SELECT balance FROM b WHERE account = 'wallet'), 0)::int8 AS wallet,
       coalesce((SELECT balance FROM b WHERE account = 'wallet:held'), 0)::int8 AS held,
       coalesce((SELECT balance FROM b WHERE account = 'wallet:owed'), 0)::int8 AS owed,
       (SELECT coalesce(sum(total_minor), 0)::int8 FROM earning_totals WHERE member_id = $1)
         AS earnings,
       (SELECT coalesce(sum(amount_minor), 0)::int8 FROM payout_requests
         WHERE member_id = $1 AND status = 'paid') AS paid`,
    [memberId],
  );
  const r = rows[0] ?? { wallet: 0, held: 0, owed: 0, earnings: 0, paid: 0 };
  return {
    walletMinor: Number(r.wallet),
    heldMinor: Number(r.held),
    owedMinor: -Number(r.owed),
    earningsMinor: Number(r.earnings),
    paidMinor: Number(r.paid),
  };
}
