import type { Queryable } from '../db/connection';
import type { LedgerEntry } from '../ledger';

export type OrderCommission = {
  ledgerTxnId: number;
  key: string;
  memberId: number | null;
  fromMemberId: number | null;
  level: number | null;
  rankId: number | null;
  entries: LedgerEntry[];
  earning: {
    id: number;
    amountMinor: number;
    taxMinor: number;
    serviceChargeMinor: number;
  } | null;
};

/**
 * Every commission an order paid, with the entries and earnings row of each (a commission's
 * later release to the wallet is its own 'release' transaction, not listed here).
 */
export async function listOrderCommissions(
  q: Queryable,
  orderId: number,
): Promise<OrderCommission[]> {
  const rows = await q.query<{
    id: number;
    txn_key: string;
    member_id: number | null;
    from_member_id: number | null;
    level: number | null;
    rank_id: number | null;
    entries: { account: string; member_id: number | null; amount_minor: string }[];
    earning_id: number | null;
    amount_minor: string | null;
    tax_minor: string | null;
    service_charge_minor: string | null;
  }>(
    `SELECT t.id, t.txn_key, t.member_id, t.from_member_id, t.level, t.rank_id,
            (SELECT json_agg(json_build_object('account', e.account, 'member_id', e.member_id,
                    'amount_minor', e.amount_minor::text) ORDER BY e.id)
               FROM ledger_entries e WHERE e.transaction_id = t.id) AS entries,
            er.id AS earning_id, er.amount_minor, er.tax_minor, er.service_charge_minor
       FROM ledger_transactions t
       LEFT JOIN earnings er ON er.ledger_txn_id = t.id
      WHERE t.order_id = $1 AND t.txn_type = 'credit' AND t.txn_group = 'commission'
      ORDER BY t.id`,
    [orderId],
  );
  return rows.map((r) => ({
    ledgerTxnId: r.id,
    key: r.txn_key,
    memberId: r.member_id,
    fromMemberId: r.from_member_id,
    level: r.level,
    rankId: r.rank_id,
    entries: r.entries.map((e) => ({
      account: e.account,
      memberId: e.member_id,
      amountMinor: Number(e.amount_minor),
    })),
    earning:
      r.amount_minor === null
        ? null
        : {
            id: Number(r.earning_id),
            amountMinor: Number(r.amount_minor),
            taxMinor: Number(r.tax_minor),
            serviceChargeMinor: Number(r.service_charge_minor),
          },
  }));
}

export type OrderBinaryRow = {
  memberId: number;
  leg: 'L' | 'R' | null;
  pvAdded: string;
  pvDeductedLeft: string;
  pvDeductedRight: string;
  bonusGeneratedMinor: number;
  bonusToPayMinor: number;
  cappingLimitMinor: number | null;
  periodKey: string;
};

/** The binary history an order wrote: volume added to a leg, and the pairings it caused. */
export async function listOrderBinaryRows(
  q: Queryable,
  orderId: number,
): Promise<OrderBinaryRow[]> {
  return q.query<OrderBinaryRow>(
    `SELECT member_id AS "memberId", leg, pv_added AS "pvAdded",
            pv_deducted_left AS "pvDeductedLeft", pv_deducted_right AS "pvDeductedRight",
            bonus_generated_minor AS "bonusGeneratedMinor", bonus_to_pay_minor AS "bonusToPayMinor",
            capping_limit_minor AS "cappingLimitMinor", period_key AS "periodKey"
       FROM binary_history WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}
