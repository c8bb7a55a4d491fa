import type { Queryable } from '../db/connection';
import { type Earning, earningState, toEarning, type EarningRow } from '../wallet';

/** What an explanation shows beside the trail: the earning, the people and orders it names. */

export type ExplainedEarning = Earning & { ledgerTxnId: number | null };

/** One of the member's own earnings, by id or by the ledger transaction that paid it. */
export async function findMemberEarning(
  q: Queryable,
  memberId: number,
  by: { earningId: number } | { ledgerTxnId: number },
): Promise<ExplainedEarning | null> {
  // A wallet line is the earning's own credit, its release from held, or a debt repayment it
  // made: each explains the earning behind it.
  const [match, value] =
    'earningId' in by
      ? ['e.id = $1', by.earningId]
      : [
          `(e.ledger_txn_id = $1
            OR e.id = (SELECT h.earning_id FROM earning_holds h WHERE h.settled_txn_id = $1)
            OR e.id = (SELECT d.earning_id FROM debt_repayments d WHERE d.ledger_txn_id = $1))`,
          by.ledgerTxnId,
        ];
  const [r] = await q.query<EarningRow & { ledger_txn_id: number | null }>(
    `SELECT e.id, e.bonus_type, e.amount_minor, e.tax_minor, e.service_charge_minor, e.created_at,
            e.created_at::text AS created_key, e.level, fm.username AS from_user, r.name AS rank_name,
            e.ledger_txn_id, ${earningState} AS state
       FROM earnings e
       LEFT JOIN members fm ON fm.id = e.from_member_id
       LEFT JOIN ranks r ON r.id = e.rank_id
      WHERE ${match} AND e.member_id = $2
      ORDER BY e.id LIMIT 1`,
    [value, memberId],
  );
  return r ? { ...toEarning(r), ledgerTxnId: r.ledger_txn_id } : null;
}

export type TrailPerson = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  /** In the viewer's placement downline (or the viewer): the genealogy can show them. */
  inNetwork: boolean;
};

export async function listTrailPeople(
  q: Queryable,
  viewerId: number,
  ids: readonly number[],
): Promise<TrailPerson[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<{
    id: number;
    username: string;
    first_name: string;
    last_name: string | null;
    in_network: boolean;
  }>(
    `SELECT m.id, m.username, m.first_name, m.last_name,
            (m.path >= v.path AND m.path < v.path || '~') AS in_network
       FROM members m, members v
      WHERE v.id = $1 AND m.id = ANY($2::int8[]) AND m.deleted_at IS NULL`,
    [viewerId, ids],
  );
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    inNetwork: r.in_network,
  }));
}

export type TrailOrder = {
  id: number;
  invoiceNo: string;
  kind: string;
  createdAt: Date;
  totalMinor: number;
  totalBv: string;
  products: { name: string; quantity: number }[];
};

export async function listTrailOrders(q: Queryable, ids: readonly number[]): Promise<TrailOrder[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<{
    id: number;
    invoice_no: string;
    kind: string;
    created_at: Date;
    total_minor: string;
    total_bv: string;
    products: { name: string; quantity: number }[] | null;
  }>(
    `SELECT o.id, o.invoice_no, o.kind, o.created_at, o.total_minor, o.total_bv::text AS total_bv,
            (SELECT json_agg(json_build_object('name', l.name, 'quantity', l.quantity) ORDER BY l.id)
               FROM order_lines l WHERE l.order_id = o.id) AS products
       FROM orders o WHERE o.id = ANY($1::int8[])`,
    [ids],
  );
  return rows.map((r) => ({
    id: r.id,
    invoiceNo: r.invoice_no,
    kind: r.kind,
    createdAt: r.created_at,
    totalMinor: Number(r.total_minor),
    totalBv: r.total_bv,
    products: r.products ?? [],
  }));
}

export async function listTxnEntries(
  q: Queryable,
  ledgerTxnId: number,
): Promise<{ account: string; amountMinor: number }[]> {
  const rows = await q.query<{ account: string; amount_minor: string }>(
    `SELECT account, amount_minor FROM ledger_entries WHERE transaction_id = $1 ORDER BY id`,
    [ledgerTxnId],
  );
  return rows.map((r) => ({ account: r.account, amountMinor: Number(r.amount_minor) }));
}
