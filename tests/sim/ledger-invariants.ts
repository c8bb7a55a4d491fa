import type { Queryable } from '../../server/db/connection';

/**
 * The money invariants the ledger simulation checks after every step (issue 29 point 4).
 * Each is one SQL statement that returns the rows breaking it, so a failure names them.
 */

const memberAccounts = `('wallet', 'wallet:held', 'wallet:owed')`;

/** What a member's money should be, less what the seed left before the run (see baseline). */
const residualSql = `
  WITH money AS (SELECT member_id, sum(amount_minor) AS s FROM ledger_entries
                  WHERE account IN ${memberAccounts} GROUP BY 1),
       earned AS (SELECT member_id, sum(amount_minor - tax_minor - service_charge_minor) AS s
                    FROM earnings GROUP BY 1),
       paid AS (SELECT member_id, sum(amount_minor) AS s FROM payout_requests
                 WHERE status <> 'rejected' GROUP BY 1),
       spent AS (SELECT n.member_id, -sum(n.amount_minor) AS s FROM ledger_entries n
                   JOIN ledger_transactions t ON t.id = n.transaction_id
                  WHERE t.txn_key = 'package_upgrade' AND n.account = 'wallet' GROUP BY 1)
  SELECT m.id, (coalesce(money.s, 0) - coalesce(earned.s, 0) + coalesce(paid.s, 0)
                + coalesce(spent.s, 0))::text AS residual
    FROM members m
    LEFT JOIN money ON money.member_id = m.id LEFT JOIN earned ON earned.member_id = m.id
    LEFT JOIN paid ON paid.member_id = m.id LEFT JOIN spent ON spent.member_id = m.id`;

/**
 * Per member: available + held + owed − (earnings net − payouts − wallet purchases). The seed
 * writes history the simulation does not model (adjustments, old payouts), so the run records
 * this figure per member first; afterwards it must never change.
 */
export async function residuals(q: Queryable): Promise<Map<number, string>> {
  const rows = await q.query<{ id: number; residual: string }>(residualSql);
  return new Map(rows.map((r) => [Number(r.id), r.residual]));
}

export type Marks = { ledgerTxnId: number; earningId: number };

export async function marks(q: Queryable): Promise<Marks> {
  const [r] = await q.query<{ t: string; e: string }>(
    `SELECT (SELECT coalesce(max(id), 0) FROM ledger_transactions)::text AS t,
            (SELECT coalesce(max(id), 0) FROM earnings)::text AS e`,
  );
  return { ledgerTxnId: Number(r!.t), earningId: Number(r!.e) };
}

type Check = { name: string; sql: string; params?: (m: Marks) => unknown[] };

export const checks: readonly Check[] = [
  {
    name: 'every ledger transaction balances',
    sql: `SELECT transaction_id AS id FROM ledger_entries WHERE transaction_id > $1
           GROUP BY 1 HAVING sum(amount_minor) <> 0`,
    params: (m) => [m.ledgerTxnId],
  },
  {
    name: 'every balance equals the sum of its entries (the daily summaries agree)',
    sql: `WITH e AS (SELECT member_id, account, sum(amount_minor) AS s FROM ledger_entries
                      WHERE member_id IS NOT NULL GROUP BY 1, 2),
               d AS (SELECT member_id, account, sum(credit_minor - debit_minor) AS s
                       FROM ledger_daily GROUP BY 1, 2)
          SELECT coalesce(e.member_id, d.member_id) AS id, coalesce(e.account, d.account) AS account
            FROM e FULL JOIN d ON d.member_id = e.member_id AND d.account = e.account
           WHERE coalesce(e.s, 0) <> coalesce(d.s, 0)`,
  },
  {
    name: 'available and held are never negative, owed never positive',
    sql: `SELECT member_id AS id, account, sum(amount_minor)::text AS balance FROM ledger_entries
           WHERE account IN ${memberAccounts} GROUP BY 1, 2
          HAVING (account <> 'wallet:owed' AND sum(amount_minor) < 0)
              OR (account = 'wallet:owed' AND sum(amount_minor) > 0)`,
  },
  {
    name: 'held equals the commissions still held',
    sql: `WITH h AS (SELECT member_id, sum(net_minor) AS s FROM earning_holds
                      WHERE state = 'held' GROUP BY 1),
               l AS (SELECT member_id, sum(amount_minor) AS s FROM ledger_entries
                      WHERE account = 'wallet:held' GROUP BY 1)
          SELECT coalesce(h.member_id, l.member_id) AS id FROM h FULL JOIN l ON l.member_id = h.member_id
           WHERE coalesce(h.s, 0) <> coalesce(l.s, 0)`,
  },
  {
    name: 'no debt without a reversal behind it (owed = reversals left owed − repayments)',
    sql: `WITH o AS (SELECT member_id, -sum(amount_minor) AS s FROM ledger_entries
                      WHERE account = 'wallet:owed' GROUP BY 1),
               r AS (SELECT member_id, sum(owed_minor) AS s FROM earning_reversals GROUP BY 1),
               p AS (SELECT member_id, sum(amount_minor) AS s FROM debt_repayments GROUP BY 1)
          SELECT m.id FROM members m LEFT JOIN o ON o.member_id = m.id
            LEFT JOIN r ON r.member_id = m.id LEFT JOIN p ON p.member_id = m.id
           WHERE coalesce(o.s, 0) <> coalesce(r.s, 0) - coalesce(p.s, 0)`,
  },
  {
    name: 'every new earning has a trail whose arithmetic reconciles with it and the ledger',
    sql: `SELECT e.id FROM earnings e LEFT JOIN earning_trails t ON t.earning_id = e.id
           WHERE e.id > $1 AND (t.earning_id IS NULL
              OR t.gross_minor <> e.amount_minor OR t.tax_minor <> e.tax_minor
              OR t.service_charge_minor <> e.service_charge_minor
              OR t.net_minor <> e.amount_minor - e.tax_minor - e.service_charge_minor
              OR t.net_minor <> (SELECT coalesce(sum(n.amount_minor), 0) FROM ledger_entries n
                                  WHERE n.transaction_id = e.ledger_txn_id
                                    AND n.member_id = e.member_id
                                    AND n.account IN ${memberAccounts}))`,
    params: (m) => [m.earningId],
  },
  {
    name: 'the orders a new binary trail names sum to the volume it paired on each leg',
    sql: `SELECT t.earning_id AS id, l.leg FROM earning_trails t
           CROSS JOIN (VALUES ('L', 'deducted_left'), ('R', 'deducted_right')) AS l (leg, field)
           WHERE t.earning_id > $1 AND t.rule ->> 'kind' = 'binary_bonus'
             AND (t.rule ->> l.field)::numeric <> (
                 SELECT coalesce(sum((s ->> 'volume')::numeric), 0)
                   FROM jsonb_array_elements(t.sources) AS s WHERE s ->> 'leg' = l.leg)`,
    params: (m) => [m.earningId],
  },
  {
    name: 'a commission is released once, never before its order is paid and past the window',
    sql: `SELECT h.earning_id AS id FROM earning_holds h JOIN orders o ON o.id = h.order_id
            LEFT JOIN ledger_transactions t ON t.id = h.settled_txn_id
           WHERE h.state = 'released' AND (o.release_at IS NULL OR h.settled_at < o.release_at
              OR t.txn_key IS DISTINCT FROM 'commission_release')
          UNION ALL
          SELECT t.id FROM ledger_transactions t
           WHERE t.txn_key = 'commission_release'
             AND NOT EXISTS (SELECT 1 FROM earning_holds h WHERE h.settled_txn_id = t.id)`,
  },
  {
    name: 'a reversal takes back exactly the net of the earning it reverses',
    sql: `SELECT r.earning_id AS id FROM earning_reversals r JOIN earnings e ON e.id = r.reversed_earning_id
           WHERE r.from_held_minor + r.from_wallet_minor + r.owed_minor
                 <> e.amount_minor - e.tax_minor - e.service_charge_minor`,
  },
];

/** Every invariant at once: the names of those broken, with the first rows that break them. */
export async function violations(
  q: Queryable,
  m: Marks,
  baseline: Map<number, string>,
): Promise<string[]> {
  const found: string[] = [];
  for (const c of checks) {
    const rows = await q.query(c.sql, c.params?.(m) ?? []);
    if (rows.length > 0) found.push(`${c.name}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  const now = await residuals(q);
  const moved = [...now].filter(([id, r]) => (baseline.get(id) ?? '0') !== r);
  if (moved.length > 0)
    found.push(
      'available + held + owed = earnings net − payouts − wallet purchases: ' +
        JSON.stringify(moved.slice(0, 5).map(([id, r]) => ({ id, was: baseline.get(id), now: r }))),
    );
  return found;
}

/** The number of invariants one check runs. */
export const invariantCount = checks.length + 1;
