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

/** Where an earning's money went after it was made (decision 037), in minor units. */
export type Settlement = {
  /** The UTC day it is (or was) released; null while its order is unpaid, or never held. */
  releaseDay: string | null;
  releasedAt: Date | null;
  reversal: {
    reversedAt: Date;
    fromHeldMinor: number;
    fromWalletMinor: number;
    owedMinor: number;
  } | null;
  line:
    | { kind: 'earning' }
    | { kind: 'release'; releasedAt: Date }
    | { kind: 'repayment'; repaidAt: Date; amountMinor: number; owedBeforeMinor: number }
    | null;
};

/**
 * An earning's hold, its reversal (whether it is the reversal or the earning taken back) and,
 * when a wallet line was asked about, what that line was. Three primary-key or unique probes.
 */
export async function findSettlement(
  q: Queryable,
  earningId: number,
  lineTxnId: number | null,
): Promise<Settlement> {
  const [hold, reversal, repayment] = await Promise.all([
    q.query<{
      state: string;
      settled_at: Date | null;
      settled_txn_id: string | null;
      day: string | null;
    }>(
      `SELECT h.state, h.settled_at, h.settled_txn_id::text AS settled_txn_id,
              (CASE WHEN h.state = 'released' THEN h.settled_at ELSE o.release_at END
                 AT TIME ZONE 'UTC')::date::text AS day
         FROM earning_holds h JOIN orders o ON o.id = h.order_id
        WHERE h.earning_id = $1`,
      [earningId],
    ),
    q.query<{ created_at: Date; from_held: string; from_wallet: string; owed: string }>(
      `SELECT created_at, from_held_minor::text AS from_held,
              from_wallet_minor::text AS from_wallet, owed_minor::text AS owed
         FROM earning_reversals WHERE earning_id = $1 OR reversed_earning_id = $1
        ORDER BY earning_id LIMIT 1`,
      [earningId],
    ),
    lineTxnId === null
      ? Promise.resolve([])
      : q.query<{ created_at: Date; amount: string; owed_before: string }>(
          `SELECT created_at, amount_minor::text AS amount, owed_before_minor::text AS owed_before
             FROM debt_repayments WHERE ledger_txn_id = $1 AND earning_id = $2`,
          [lineTxnId, earningId],
        ),
  ]);
  const h = hold[0];
  const x = reversal[0];
  const d = repayment[0];
  const released = h?.state === 'released' && h.settled_at ? h.settled_at : null;
  // A cancelled hold was never released: its planned day means nothing any more.
  const releaseDay = h && h.state !== 'cancelled' ? h.day : null;
  const line: Settlement['line'] =
    lineTxnId === null
      ? null
      : d
        ? {
            kind: 'repayment',
            repaidAt: d.created_at,
            amountMinor: Number(d.amount),
            owedBeforeMinor: Number(d.owed_before),
          }
        : released && h && Number(h.settled_txn_id) === lineTxnId
          ? { kind: 'release', releasedAt: released }
          : { kind: 'earning' };
  return {
    releaseDay,
    releasedAt: released,
    reversal: x
      ? {
          reversedAt: x.created_at,
          fromHeldMinor: Number(x.from_held),
          fromWalletMinor: Number(x.from_wallet),
          owedMinor: Number(x.owed),
        }
      : null,
    line,
  };
}
