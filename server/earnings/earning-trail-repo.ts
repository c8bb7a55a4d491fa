import { trailRuleSchema, trailSourceSchema } from '../../contract/earning-trail';
import type { Queryable } from '../db/connection';
import type { EarningTrail } from '../engine';

type TrailRow = {
  earning_id: number;
  bonus_type: string;
  rule: unknown;
  base_minor: string;
  generated_minor: string;
  gross_minor: string;
  tax_percent: string;
  service_charge_percent: string;
  tax_minor: string;
  service_charge_minor: string;
  net_minor: string;
  sources: unknown;
  period_key: string | null;
  ledger_txn_id: number;
};

const columns = `t.earning_id, t.bonus_type, t.rule, t.base_minor, t.generated_minor, t.gross_minor,
  t.tax_percent, t.service_charge_percent, t.tax_minor, t.service_charge_minor, t.net_minor,
  t.sources, t.period_key, t.ledger_txn_id`;

/** Stored documents are parsed with the contract's schemas: a bad row fails loudly. */
function toTrail(r: TrailRow): EarningTrail & { earningId: number } {
  return {
    earningId: r.earning_id,
    bonusType: r.bonus_type,
    rule: trailRuleSchema.parse(r.rule),
    baseMinor: Number(r.base_minor),
    generatedMinor: Number(r.generated_minor),
    grossMinor: Number(r.gross_minor),
    taxPercent: Number(r.tax_percent),
    serviceChargePercent: Number(r.service_charge_percent),
    taxMinor: Number(r.tax_minor),
    serviceChargeMinor: Number(r.service_charge_minor),
    netMinor: Number(r.net_minor),
    sources: trailSourceSchema.array().parse(r.sources),
    periodKey: r.period_key,
    ledgerTxnId: r.ledger_txn_id,
  };
}

/** One earning's trail, or null (an earning made before trails were recorded). */
export async function findEarningTrail(
  q: Queryable,
  earningId: number,
): Promise<(EarningTrail & { earningId: number }) | null> {
  const [r] = await q.query<TrailRow>(
    `SELECT ${columns} FROM earning_trails t WHERE t.earning_id = $1`,
    [earningId],
  );
  return r ? toTrail(r) : null;
}

export type TrailedEarning = {
  id: number;
  memberId: number;
  amountMinor: number;
  taxMinor: number;
  serviceChargeMinor: number;
  ledgerTxnId: number | null;
  walletCreditMinor: number;
  trail: (EarningTrail & { earningId: number }) | null;
};

/**
 * Earnings in id order after `afterId`, each with its trail and what its ledger transaction
 * put in the earner's wallet: what the property test walks over the whole company.
 */
export async function listTrailedEarnings(
  q: Queryable,
  o: { afterId: number; limit: number },
): Promise<TrailedEarning[]> {
  const rows = await q.query<
    TrailRow & {
      id: number;
      member_id: number;
      amount_minor: string;
      e_tax_minor: string;
      e_service_charge_minor: string;
      e_ledger_txn_id: number | null;
      wallet_minor: string | null;
      has_trail: boolean;
    }
  >(
    `SELECT e.id, e.member_id, e.amount_minor, e.tax_minor AS e_tax_minor,
            e.service_charge_minor AS e_service_charge_minor, e.ledger_txn_id AS e_ledger_txn_id,
            (SELECT sum(n.amount_minor) FROM ledger_entries n
              WHERE n.transaction_id = e.ledger_txn_id
                AND n.account IN ('wallet', 'wallet:held', 'wallet:owed')
                AND n.member_id = e.member_id)::text AS wallet_minor,
            t.earning_id IS NOT NULL AS has_trail, ${columns}
       FROM earnings e LEFT JOIN earning_trails t ON t.earning_id = e.id
      WHERE e.id > $1 ORDER BY e.id LIMIT $2`,
    [o.afterId, o.limit],
  );
  return rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    amountMinor: Number(r.amount_minor),
    taxMinor: Number(r.e_tax_minor),
    serviceChargeMinor: Number(r.e_service_charge_minor),
    ledgerTxnId: r.e_ledger_txn_id,
    walletCreditMinor: Number(r.wallet_minor ?? 0),
    trail: r.has_trail ? toTrail(r) : null,
  }));
}
