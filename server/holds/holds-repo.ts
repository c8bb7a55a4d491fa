import type { Queryable } from '../db/connection';

/** When an order's commissions are released (null: not paid yet); undefined: no such order. */
export async function findOrderRelease(
  q: Queryable,
  orderId: number,
): Promise<Date | null | undefined> {
  const [r] = await q.query<{ release_at: Date | null }>(
    'SELECT release_at FROM orders WHERE id = $1',
    [orderId],
  );
  return r?.release_at;
}

/** The company has the order's money: its commissions release once the window passes. */
export async function setOrderPaid(
  q: Queryable,
  orderId: number,
  paidAt: Date,
  releaseAt: Date,
): Promise<void> {
  await q.query('UPDATE orders SET paid_at = $2, release_at = $3 WHERE id = $1', [
    orderId,
    paidAt,
    releaseAt,
  ]);
}

export async function insertHold(
  q: Queryable,
  h: { earningId: number; memberId: number; orderId: number; netMinor: number; at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO earning_holds (earning_id, member_id, order_id, net_minor, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [h.earningId, h.memberId, h.orderId, h.netMinor, h.at],
  );
}

export type Hold = {
  earningId: number;
  memberId: number;
  orderId: number;
  netMinor: number;
  state: 'held' | 'released' | 'cancelled';
  fromMemberId: number | null;
};

const holdColumns = `h.earning_id AS "earningId", h.member_id AS "memberId",
  h.order_id AS "orderId", h.net_minor::int8 AS "netMinor", h.state, e.from_member_id AS "fromMemberId"`;

/** An earning's hold, locked for the caller's transaction; null when it was never held. */
export async function lockHold(q: Queryable, earningId: number): Promise<Hold | null> {
  const [r] = await q.query<Hold>(
    `SELECT ${holdColumns} FROM earning_holds h JOIN earnings e ON e.id = h.earning_id
      WHERE h.earning_id = $1 FOR UPDATE OF h`,
    [earningId],
  );
  return r ?? null;
}

/** Members with at least one held commission due by `now` (the release job's work list). */
export async function listMembersWithDueHolds(
  q: Queryable,
  now: Date,
  afterMemberId: number,
  limit: number,
): Promise<number[]> {
  const rows = await q.query<{ member_id: number }>(
    `SELECT DISTINCT h.member_id FROM earning_holds h JOIN orders o ON o.id = h.order_id
      WHERE h.state = 'held' AND o.release_at <= $1 AND h.member_id > $2
      ORDER BY h.member_id LIMIT $3`,
    [now, afterMemberId, limit],
  );
  return rows.map((r) => Number(r.member_id));
}

/** One member's due held commissions, locked; call it under the member's wallet lock. */
export async function lockDueHolds(q: Queryable, memberId: number, now: Date): Promise<Hold[]> {
  return q.query<Hold>(
    `SELECT ${holdColumns} FROM earning_holds h
       JOIN orders o ON o.id = h.order_id JOIN earnings e ON e.id = h.earning_id
      WHERE h.member_id = $1 AND h.state = 'held' AND o.release_at <= $2
      ORDER BY h.earning_id FOR UPDATE OF h`,
    [memberId, now],
  );
}

/** Settles a hold once: false when another transaction settled it first. */
export async function settleHold(
  q: Queryable,
  earningId: number,
  state: 'released' | 'cancelled',
  ledgerTxnId: number,
  at: Date,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE earning_holds SET state = $2, settled_txn_id = $3, settled_at = $4
      WHERE earning_id = $1 AND state = 'held' RETURNING earning_id`,
    [earningId, state, ledgerTxnId, at],
  );
  return rows.length === 1;
}

export async function insertRepayment(
  q: Queryable,
  r: {
    ledgerTxnId: number;
    memberId: number;
    /** The earning whose money repaid; null for an operator's credit adjustment. */
    earningId: number | null;
    amountMinor: number;
    owedBeforeMinor: number;
    at: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO debt_repayments (ledger_txn_id, member_id, earning_id, amount_minor, owed_before_minor, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [r.ledgerTxnId, r.memberId, r.earningId, r.amountMinor, r.owedBeforeMinor, r.at],
  );
}

export async function insertReversal(
  q: Queryable,
  r: {
    earningId: number;
    reversedEarningId: number;
    memberId: number;
    orderId: number | null;
    fromHeldMinor: number;
    fromWalletMinor: number;
    owedMinor: number;
    at: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO earning_reversals (earning_id, reversed_earning_id, member_id, order_id,
       from_held_minor, from_wallet_minor, owed_minor, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      r.earningId,
      r.reversedEarningId,
      r.memberId,
      r.orderId,
      r.fromHeldMinor,
      r.fromWalletMinor,
      r.owedMinor,
      r.at,
    ],
  );
}

export type HeldPart = { releaseDay: string | null; amountMinor: number; count: number };

/**
 * What is held, by the UTC day it is released (null: the order is not paid yet, so no date
 * yet). A window of days gives a few dozen rows at most, however many orders are held.
 */
export async function listHeldParts(q: Queryable, memberId: number): Promise<HeldPart[]> {
  const rows = await q.query<{ day: string | null; amount: number; n: number }>(
    `SELECT (o.release_at AT TIME ZONE 'UTC')::date::text AS day,
            sum(h.net_minor)::int8 AS amount, count(*)::int AS n
       FROM earning_holds h JOIN orders o ON o.id = h.order_id
      WHERE h.member_id = $1 AND h.state = 'held'
      GROUP BY 1 ORDER BY 1 NULLS LAST`,
    [memberId],
  );
  return rows.map((r) => ({ releaseDay: r.day, amountMinor: Number(r.amount), count: r.n }));
}
