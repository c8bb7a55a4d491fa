import type { TrailRule, TrailSource } from '../../contract/earning-trail';
import type { Queryable } from '../db/connection';
import { keysetAfter, keysetOrder } from '../db/keyset';

/** One earning of a statement, with its trail when the engine wrote one. */
export type StatementEarningRow = {
  id: number;
  bonusType: string;
  amountMinor: number;
  taxMinor: number;
  serviceChargeMinor: number;
  level: number | null;
  fromMemberId: number | null;
  fromUsername: string | null;
  rankName: string | null;
  ledgerTxnId: number | null;
  /** The member's wallet entries of the earning's ledger transaction: what was credited. */
  walletMinor: number;
  createdAt: Date;
  /** created_at as PostgreSQL prints it, microseconds kept, for the keyset. */
  createdKey: string;
  trail: { rule: TrailRule; sources: TrailSource[]; baseMinor: number } | null;
};

export type StatementKey = { t: string; id: number };

/**
 * Up to `limit` of the member's earnings in [from, to), oldest first, after `after`: a
 * keyset walk along earnings_member_idx, so a year of a busy member is read page by page.
 */
export async function listStatementEarnings(
  q: Queryable,
  memberId: number,
  window: { from: Date; to: Date },
  after: StatementKey | null,
  limit: number,
): Promise<StatementEarningRow[]> {
  const params: unknown[] = [memberId, window.from, window.to, limit];
  const walk = { at: 'e.created_at', id: 'e.id', dir: 'asc' } as const;
  const keyset = after ? `AND ${keysetAfter(params, after, walk)}` : '';
  const rows = await q.query<{
    id: number;
    bonus_type: string;
    amount_minor: number;
    tax_minor: number;
    service_charge_minor: number;
    level: number | null;
    from_member_id: number | null;
    from_user: string | null;
    rank_name: string | null;
    ledger_txn_id: number | null;
    wallet_minor: number;
    created_at: Date;
    created_key: string;
    rule: TrailRule | null;
    sources: TrailSource[] | null;
    base_minor: number | null;
  }>(
    `SELECT e.id, e.bonus_type, e.amount_minor, e.tax_minor, e.service_charge_minor, e.level,
            e.from_member_id, fm.username AS from_user, r.name AS rank_name, e.ledger_txn_id,
            (SELECT coalesce(sum(le.amount_minor), 0)::int8 FROM ledger_entries le
              WHERE le.transaction_id = e.ledger_txn_id
                AND le.account IN ('wallet', 'wallet:held', 'wallet:owed')
                AND le.member_id = $1) AS wallet_minor,
            e.created_at, e.created_at::text AS created_key, t.rule, t.sources, t.base_minor
       FROM earnings e
       LEFT JOIN earning_trails t ON t.earning_id = e.id
       LEFT JOIN members fm ON fm.id = e.from_member_id
       LEFT JOIN ranks r ON r.id = e.rank_id
      WHERE e.member_id = $1 AND e.created_at >= $2 AND e.created_at < $3 ${keyset}
      ORDER BY ${keysetOrder(walk)}
      LIMIT $4`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    bonusType: r.bonus_type,
    amountMinor: r.amount_minor,
    taxMinor: r.tax_minor,
    serviceChargeMinor: r.service_charge_minor,
    level: r.level,
    fromMemberId: r.from_member_id,
    fromUsername: r.from_user,
    rankName: r.rank_name,
    ledgerTxnId: r.ledger_txn_id,
    walletMinor: r.wallet_minor,
    createdAt: r.created_at,
    createdKey: r.created_key,
    trail:
      r.rule === null
        ? null
        : { rule: r.rule, sources: r.sources ?? [], baseMinor: r.base_minor ?? 0 },
  }));
}

/** Every rank's name, for a rank bonus's downline-rank criterion. */
export async function rankNames(q: Queryable): Promise<Map<number, string>> {
  const rows = await q.query<{ id: number; name: string }>('SELECT id, name FROM ranks');
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Invoice numbers of the orders a page of trails names (a binary bonus's paired orders). */
export async function invoicesOf(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: number; invoice_no: string }>(
    'SELECT id, invoice_no FROM orders WHERE id = ANY ($1::int8[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [Number(r.id), r.invoice_no]));
}
