import type { Queryable } from '../db/connection';
import { settleTrail } from '../engine';
import { bulkInsert } from './bulk';
import { plan as settings } from './reference';
import type { CompanyPlan } from './plan';

/** The ledger and what points at it: earnings and payout requests; then the plan's histories. */
export async function writeMoney(tx: Queryable, plan: CompanyPlan) {
  await bulkInsert(
    tx,
    'ledger_transactions',
    {
      id: 'int8',
      txn_group: 'text',
      txn_type: 'text',
      txn_key: 'text',
      member_id: 'int8',
      from_member_id: 'int8',
      level: 'int4',
      rank_id: 'int4',
      memo: 'text',
      created_at: 'ms',
    },
    plan.txns.map((t) => [
      t.id,
      t.group,
      t.type,
      t.key,
      t.memberId,
      t.fromMemberId,
      t.level,
      t.rankId,
      t.memo,
      t.at,
    ]),
  );
  function* entryRows() {
    let id = 0;
    for (const t of plan.txns)
      for (const e of t.entries) yield [++id, t.id, e.account, e.memberId, e.amountMinor];
  }
  await bulkInsert(
    tx,
    'ledger_entries',
    {
      id: 'int8',
      transaction_id: 'int8',
      account: 'text',
      member_id: 'int8',
      amount_minor: 'int8',
    },
    entryRows(),
  );
  await bulkInsert(
    tx,
    'earnings',
    {
      id: 'int8',
      member_id: 'int8',
      from_member_id: 'int8',
      bonus_type: 'text',
      amount_minor: 'int8',
      tax_minor: 'int8',
      service_charge_minor: 'int8',
      level: 'int4',
      rank_id: 'int4',
      ledger_txn_id: 'int8',
      created_at: 'ms',
    },
    plan.earnings.map((e) => [
      e.id,
      e.memberId,
      e.fromMemberId,
      e.type,
      e.amount,
      e.tax,
      e.serviceCharge,
      e.level,
      e.rankId,
      e.txnId,
      e.at,
    ]),
  );
  await bulkInsert(
    tx,
    'earning_trails',
    {
      earning_id: 'int8',
      member_id: 'int8',
      bonus_type: 'text',
      rule: 'jsonb',
      base_minor: 'int8',
      generated_minor: 'int8',
      gross_minor: 'int8',
      tax_minor: 'int8',
      service_charge_minor: 'int8',
      net_minor: 'int8',
      sources: 'jsonb',
      period_key: 'text',
      ledger_txn_id: 'int8',
      created_at: 'ms',
    },
    (function* trailRows() {
      for (const e of plan.earnings) {
        const split = {
          grossMinor: e.amount,
          taxMinor: e.tax,
          serviceChargeMinor: e.serviceCharge,
          netMinor: e.amount - e.tax - e.serviceCharge,
        };
        const t = settleTrail(e.trail, split, settings.tax, e.txnId);
        yield [
          e.id,
          e.memberId,
          t.bonusType,
          JSON.stringify(t.rule),
          t.baseMinor,
          t.generatedMinor,
          t.grossMinor,
          t.taxMinor,
          t.serviceChargeMinor,
          t.netMinor,
          JSON.stringify(t.sources),
          t.periodKey,
          t.ledgerTxnId,
          e.at,
        ];
      }
    })(),
    {
      tax_percent: ['numeric', settings.tax.tax_percent],
      service_charge_percent: ['numeric', settings.tax.service_charge_percent],
    },
  );
  await bulkInsert(
    tx,
    'roi_payouts',
    {
      member_id: 'int8',
      period_key: 'text',
      package_id: 'int4',
      purchased_at: 'ms',
      amount_minor: 'int8',
      earning_id: 'int8',
      created_at: 'ms',
    },
    plan.roiPayouts.map((r) => [
      r.earning.memberId,
      r.periodKey,
      r.packageId,
      r.purchasedAt,
      r.earning.amount,
      r.earning.id,
      r.earning.at,
    ]),
  );
  await bulkInsert(
    tx,
    'payout_requests',
    {
      id: 'int8',
      member_id: 'int8',
      amount_minor: 'int8',
      fee_minor: 'int8',
      status: 'text',
      payment_method: 'text',
      ledger_txn_id: 'int8',
      created_at: 'ms',
      updated_at: 'ms',
    },
    plan.payouts.map((p) => [
      p.id,
      p.memberId,
      p.amount,
      p.fee,
      p.status,
      p.paymentMethod,
      p.txnId,
      p.createdAt,
      p.updatedAt,
    ]),
  );
  await bulkInsert(
    tx,
    'binary_history',
    {
      id: 'int8',
      member_id: 'int8',
      from_member_id: 'int8',
      order_id: 'int8',
      leg: 'text',
      pv_added: 'numeric',
      pv_deducted_left: 'numeric',
      pv_deducted_right: 'numeric',
      total_left: 'numeric',
      total_right: 'numeric',
      carry_left: 'numeric',
      carry_right: 'numeric',
      bonus_generated_minor: 'int8',
      bonus_to_pay_minor: 'int8',
      period_key: 'text',
      created_at: 'ms',
    },
    plan.binaryRows.map((b, i) => [
      i + 1,
      b.memberId,
      b.fromMemberId,
      b.orderId,
      b.leg,
      b.pvAdded,
      b.deductedLeft,
      b.deductedRight,
      b.totalLeft,
      b.totalRight,
      b.carryLeft,
      b.carryRight,
      b.generatedMinor,
      b.toPayMinor,
      b.periodKey,
      b.at,
    ]),
    { capping_limit_minor: ['int8', settings.binary.capping_minor] },
  );
  await bulkInsert(
    tx,
    'rank_history',
    {
      id: 'int8',
      member_id: 'int8',
      rank_id: 'int4',
      bonus_minor: 'int8',
      achieved_at: 'ms',
    },
    plan.rankHistory.map((r, i) => [i + 1, r.memberId, r.rankId, r.bonusMinor, r.at]),
  );
}
