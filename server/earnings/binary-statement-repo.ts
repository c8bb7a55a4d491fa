import type { Queryable } from '../db/connection';
import { toHundredths } from '../../contract/money';
import type { Leg, StatementRow } from './binary-statement';
import type { Keyset } from '../../contract/paging';
import { keysetAfter, keysetOrder } from '../db/keyset';

/**
 * What the binary statement reads: the member's binary_history rows of a period, the last row
 * before it, the binary earnings of its span and the orders behind a leg's volume. Volumes
 * leave here as whole hundredths of a point (the columns are numeric(14, 2)).
 */

type Row = {
  leg: Leg | null;
  pv_added: string;
  pv_deducted_left: string;
  pv_deducted_right: string;
  total_left: string;
  total_right: string;
  carry_left: string;
  carry_right: string;
  bonus_generated_minor: string;
  bonus_to_pay_minor: string;
  capping_limit_minor: string | null;
};

const columns = `leg, pv_added::text, pv_deducted_left::text, pv_deducted_right::text,
  total_left::text, total_right::text, carry_left::text, carry_right::text,
  bonus_generated_minor::text, bonus_to_pay_minor::text, capping_limit_minor::text`;

const toStatementRow = (r: Row): StatementRow => ({
  leg: r.leg,
  added: toHundredths(r.pv_added),
  deductedLeft: toHundredths(r.pv_deducted_left),
  deductedRight: toHundredths(r.pv_deducted_right),
  totalLeft: toHundredths(r.total_left),
  totalRight: toHundredths(r.total_right),
  carryLeft: toHundredths(r.carry_left),
  carryRight: toHundredths(r.carry_right),
  generatedMinor: Number(r.bonus_generated_minor),
  toPayMinor: Number(r.bonus_to_pay_minor),
  cappingLimitMinor: r.capping_limit_minor === null ? null : Number(r.capping_limit_minor),
});

export type PeriodWithHistory = { periodKey: string; lastAt: Date };

/** The period keys of the member's binary history, the latest written first. */
export async function listHistoryPeriods(
  q: Queryable,
  memberId: number,
  limit: number,
): Promise<PeriodWithHistory[]> {
  const rows = await q.query<{ period_key: string; last_at: Date }>(
    `SELECT period_key, max(created_at) AS last_at
       FROM binary_history WHERE member_id = $1
      GROUP BY period_key
      ORDER BY max(created_at) DESC, period_key DESC
      LIMIT $2`,
    [memberId, limit],
  );
  return rows.map((r) => ({ periodKey: r.period_key, lastAt: r.last_at }));
}

/** The member's rows of one period, in the order the engine wrote them. */
export async function listPeriodRows(
  q: Queryable,
  memberId: number,
  periodKey: string,
): Promise<StatementRow[]> {
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM binary_history
      WHERE member_id = $1 AND period_key = $2
      ORDER BY created_at, id`,
    [memberId, periodKey],
  );
  return rows.map(toStatementRow);
}

/** The member's last row written before an instant (the carry a period opens with). */
export async function lastRowBefore(
  q: Queryable,
  memberId: number,
  before: Date,
): Promise<StatementRow | null> {
  const [row] = await q.query<Row>(
    `SELECT ${columns} FROM binary_history
      WHERE member_id = $1 AND created_at < $2
      ORDER BY created_at DESC, id DESC
      LIMIT 1`,
    [memberId, before],
  );
  return row ? toStatementRow(row) : null;
}

/** Gross binary bonus earnings created in [start, end). */
export async function sumBinaryEarnings(
  q: Queryable,
  memberId: number,
  start: Date,
  end: Date,
): Promise<number> {
  const [row] = await q.query<{ total: string }>(
    `SELECT coalesce(sum(amount_minor), 0)::text AS total FROM earnings
      WHERE member_id = $1 AND bonus_type = 'binary_bonus'
        AND created_at >= $2 AND created_at < $3`,
    [memberId, start, end],
  );
  return Number(row?.total ?? 0);
}

/** The placement child on one leg of the member: the top of that leg's subtree. */
export async function findLegChild(
  q: Queryable,
  memberId: number,
  leg: Leg,
): Promise<{ id: number; path: string } | null> {
  const [row] = await q.query<{ id: number; path: string }>(
    `SELECT id, path FROM members WHERE parent_id = $1 AND position = $2 LIMIT 1`,
    [memberId, leg],
  );
  return row ?? null;
}

/**
 * The orders of a subtree whose volume was counted in [start, end): the moment is the buyer's
 * purchase volume record, written when the order settled (the engine) or was placed (the
 * seed), the same instant the binary history takes. A cancelled sale's own negative record is
 * left out; the order stays listed with its status.
 */
const legOrdersFrom = `FROM members m
  JOIN volume_records v ON v.member_id = m.id AND v.type = 'purchase' AND v.pv > 0
   AND v.order_id IS NOT NULL AND v.created_at >= $2 AND v.created_at < $3
  JOIN orders o ON o.id = v.order_id
 WHERE m.path >= $1 AND m.path < $1 || '~'`;

export type LegOrder = {
  id: number;
  invoiceNo: string;
  createdAt: Date;
  countedAt: Date;
  countedKey: string;
  status: string;
  buyerId: number;
  buyerUsername: string;
  buyerFirstName: string;
  buyerLastName: string | null;
  bvHundredths: number;
};

/** One keyset page (newest counted first) of the orders behind a leg's volume. */
export async function listLegOrders(
  q: Queryable,
  o: { path: string; start: Date; end: Date; after: Keyset | null; fetch: number },
): Promise<LegOrder[]> {
  const params: unknown[] = [o.path, o.start, o.end, o.fetch];
  const after = o.after
    ? `AND ${keysetAfter(params, o.after, { at: 'v.created_at', id: 'o.id', idType: 'int8' })}`
    : '';
  const rows = await q.query<{
    id: number;
    invoice_no: string;
    created_at: Date;
    counted_at: Date;
    counted_key: string;
    status: string;
    buyer_id: number;
    username: string;
    first_name: string;
    last_name: string | null;
    bv: string;
  }>(
    `SELECT o.id, o.invoice_no, o.created_at, v.created_at AS counted_at,
            v.created_at::text AS counted_key, o.status, m.id AS buyer_id, m.username, m.first_name, m.last_name,
            o.total_bv::text AS bv
       ${legOrdersFrom} ${after}
      ORDER BY ${keysetOrder({ at: 'v.created_at', id: 'o.id' })}
      LIMIT $4`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    invoiceNo: r.invoice_no,
    createdAt: r.created_at,
    countedAt: r.counted_at,
    countedKey: r.counted_key,
    status: r.status,
    buyerId: r.buyer_id,
    buyerUsername: r.username,
    buyerFirstName: r.first_name,
    buyerLastName: r.last_name,
    bvHundredths: toHundredths(r.bv),
  }));
}

/** BV of a subtree's orders counted in [start, end), a cancelled sale counting nothing. */
export async function sumLegOrdersBv(
  q: Queryable,
  o: { path: string; start: Date; end: Date },
): Promise<number> {
  // Each order by its key: a hash join would read the whole orders table for a day's few
  // thousand purchases (measured at a million members: 130 ms against about 15).
  const [row] = await q.query<{ bv: string }>(
    `SELECT coalesce(sum((SELECT CASE WHEN o.status <> 'cancelled' THEN o.total_bv ELSE 0 END
                            FROM orders o WHERE o.id = v.order_id)), 0)::numeric(14, 2)::text AS bv
       FROM members m
       JOIN volume_records v ON v.member_id = m.id AND v.type = 'purchase' AND v.pv > 0
        AND v.order_id IS NOT NULL AND v.created_at >= $2 AND v.created_at < $3
      WHERE m.path >= $1 AND m.path < $1 || '~'`,
    [o.path, o.start, o.end],
  );
  return toHundredths(row?.bv ?? '0');
}
