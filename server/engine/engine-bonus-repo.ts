import type { Queryable } from '../db/connection';
import { insertRows } from '../db/insert-rows';
import type { EarningTrail } from './earning-trail';

/** Earnings, binary history and ROI records as the compensation engine writes them. */

export type NewEarning = {
  memberId: number;
  fromMemberId: number | null;
  bonusType: string;
  amountMinor: number;
  taxMinor: number;
  serviceChargeMinor: number;
  level: number | null;
  rankId: number | null;
  ledgerTxnId: number;
  createdAt: Date;
};

export async function insertEarning(q: Queryable, e: NewEarning): Promise<number> {
  const [r] = await q.query<{ id: number }>(
    `INSERT INTO earnings (member_id, from_member_id, bonus_type, amount_minor, tax_minor,
       service_charge_minor, level, rank_id, ledger_txn_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      e.memberId,
      e.fromMemberId,
      e.bonusType,
      e.amountMinor,
      e.taxMinor,
      e.serviceChargeMinor,
      e.level,
      e.rankId,
      e.ledgerTxnId,
      e.createdAt,
    ],
  );
  return r!.id;
}

/** The trail of an earning, append-only, in the transaction that made the earning. */
export async function insertEarningTrail(
  q: Queryable,
  t: { earningId: number; memberId: number; createdAt: Date; trail: EarningTrail },
): Promise<void> {
  const x = t.trail;
  await q.query(
    `INSERT INTO earning_trails (earning_id, member_id, bonus_type, rule, base_minor, generated_minor,
       gross_minor, tax_percent, service_charge_percent, tax_minor, service_charge_minor, net_minor,
       sources, period_key, ledger_txn_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      t.earningId,
      t.memberId,
      x.bonusType,
      JSON.stringify(x.rule),
      x.baseMinor,
      x.generatedMinor,
      x.grossMinor,
      x.taxPercent,
      x.serviceChargePercent,
      x.taxMinor,
      x.serviceChargeMinor,
      x.netMinor,
      JSON.stringify(x.sources),
      x.periodKey,
      x.ledgerTxnId,
      t.createdAt,
    ],
  );
}

/** Whether a member may be paid at all: it exists, is not deleted and its status is 1. */
export async function isPayable(q: Queryable, memberId: number): Promise<boolean> {
  const [r] = await q.query<{ ok: boolean }>(
    'SELECT status = 1 AND deleted_at IS NULL AS ok FROM members WHERE id = $1',
    [memberId],
  );
  return r?.ok === true;
}

export type BinaryHistoryRow = {
  memberId: number;
  fromMemberId: number | null;
  orderId: number | null;
  leg: 'L' | 'R' | null;
  pvAdded: string;
  pvDeductedLeft: string;
  pvDeductedRight: string;
  totalLeft: string;
  totalRight: string;
  carryLeft: string;
  carryRight: string;
  bonusGeneratedMinor: number;
  bonusToPayMinor: number;
  cappingLimitMinor: number | null;
  periodKey: string;
  createdAt: Date;
};

export async function insertBinaryHistory(
  q: Queryable,
  rows: readonly BinaryHistoryRow[],
): Promise<void> {
  await insertRows(
    q,
    'binary_history',
    [
      'member_id',
      'from_member_id',
      'order_id',
      'leg',
      'pv_added',
      'pv_deducted_left',
      'pv_deducted_right',
      'total_left',
      'total_right',
      'carry_left',
      'carry_right',
      'bonus_generated_minor',
      'bonus_to_pay_minor',
      'capping_limit_minor',
      'period_key',
      'created_at',
    ],
    rows.map((r) => [
      r.memberId,
      r.fromMemberId,
      r.orderId,
      r.leg,
      r.pvAdded,
      r.pvDeductedLeft,
      r.pvDeductedRight,
      r.totalLeft,
      r.totalRight,
      r.carryLeft,
      r.carryRight,
      r.bonusGeneratedMinor,
      r.bonusToPayMinor,
      r.cappingLimitMinor,
      r.periodKey,
      r.createdAt,
    ]),
  );
}

/** Binary bonus already paid in a period, per member (what the cap counts). */
export async function binaryPaidInPeriod(
  q: Queryable,
  memberIds: readonly number[],
  periodKey: string,
): Promise<Map<number, number>> {
  const rows = await q.query<{ member_id: number; paid: number }>(
    `SELECT member_id, sum(bonus_to_pay_minor)::int8 AS paid FROM binary_history
      WHERE member_id = ANY($1::int8[]) AND period_key = $2 GROUP BY member_id`,
    [memberIds, periodKey],
  );
  return new Map(rows.map((r) => [r.member_id, r.paid]));
}

/** What the rank pre-check needs from each member row. */
export async function rankCandidates(
  q: Queryable,
  ids: readonly number[],
): Promise<
  {
    id: number;
    payable: boolean;
    hasPackage: boolean;
    downlineCount: number;
    tv: number;
    rankSortOrder: number | null;
  }[]
> {
  const rows = await q.query<{
    id: number;
    payable: boolean;
    has_package: boolean;
    downline_count: number;
    tv: string;
    sort_order: number | null;
  }>(
    `SELECT m.id, m.status = 1 AND m.deleted_at IS NULL AS payable, m.package_id IS NOT NULL AS has_package,
            m.downline_count, m.tv, r.sort_order
       FROM members m LEFT JOIN ranks r ON r.id = m.rank_id
      WHERE m.id = ANY($1::int8[]) ORDER BY m.id`,
    [ids],
  );
  return rows.map((r) => ({
    id: r.id,
    payable: r.payable,
    hasPackage: r.has_package,
    downlineCount: r.downline_count,
    tv: Number(r.tv),
    rankSortOrder: r.sort_order,
  }));
}

export type RoiCandidate = {
  memberId: number;
  packageId: number;
  packageName: string;
  purchasedAt: Date;
  priceMinor: number;
  roiPercent: number;
  paidMinor: number;
};

/**
 * Who is due a look in an ROI period and what their current purchase (package and purchase
 * instant) has earned so far: active, holding an unexpired package with an ROI rate, and not
 * yet paid in the period. One text for the run and for a single member's projection, so the
 * two can never disagree on who the close pays. $1 is the instant, $2 the period key.
 */
const roiCandidateSql = (where: string) =>
  `SELECT m.id AS "memberId", m.package_id AS "packageId", p.name AS "packageName",
          m.package_purchased_at AS "purchasedAt", p.price_minor AS "priceMinor",
          p.roi_bonus::float8 AS "roiPercent",
          coalesce((SELECT sum(r.amount_minor) FROM roi_payouts r
                     WHERE r.member_id = m.id AND r.package_id = m.package_id
                       AND r.purchased_at = m.package_purchased_at), 0)::int8 AS "paidMinor"
     FROM members m JOIN packages p ON p.id = m.package_id
    WHERE ${where} AND m.status = 1 AND m.deleted_at IS NULL AND p.roi_bonus > 0
      AND m.package_purchased_at <= $1
      AND (m.package_expires_at IS NULL OR m.package_expires_at > $1)
      AND NOT EXISTS (SELECT 1 FROM roi_payouts x WHERE x.member_id = m.id AND x.period_key = $2)`;

/** Members due a look in this ROI period, in id order after `afterId`. */
export async function listRoiCandidates(
  q: Queryable,
  o: { afterId: number; limit: number; at: Date; periodKey: string },
): Promise<RoiCandidate[]> {
  return q.query<RoiCandidate>(`${roiCandidateSql('m.id > $3')} ORDER BY m.id LIMIT $4`, [
    o.at,
    o.periodKey,
    o.afterId,
    o.limit,
  ]);
}

/** One member as the ROI run of this period would see it; null when the run passes them by. */
export async function roiCandidateOf(
  q: Queryable,
  o: { memberId: number; at: Date; periodKey: string },
): Promise<RoiCandidate | null> {
  const [r] = await q.query<RoiCandidate>(roiCandidateSql('m.id = $3'), [
    o.at,
    o.periodKey,
    o.memberId,
  ]);
  return r ?? null;
}

/** A member's earnings dated in [from, to), by bonus type: gross and net, as the engine paid them. */
export async function earnedBetween(
  q: Queryable,
  o: { memberId: number; from: Date; to: Date },
): Promise<{ bonusType: string; grossMinor: number; netMinor: number; count: number }[]> {
  return q.query(
    `SELECT bonus_type AS "bonusType", sum(amount_minor)::int8 AS "grossMinor",
            sum(amount_minor - tax_minor - service_charge_minor)::int8 AS "netMinor",
            count(*)::int AS count
       FROM earnings
      WHERE member_id = $1 AND created_at >= $2 AND created_at < $3
      GROUP BY bonus_type ORDER BY bonus_type`,
    [o.memberId, o.from, o.to],
  );
}

/** Claims a member's ROI for a period; false when a run already paid it. */
export async function claimRoiPeriod(
  q: Queryable,
  c: {
    memberId: number;
    periodKey: string;
    packageId: number;
    purchasedAt: Date;
    amountMinor: number;
    at: Date;
  },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO roi_payouts (member_id, period_key, package_id, purchased_at, amount_minor, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (member_id, period_key) DO NOTHING RETURNING member_id`,
    [c.memberId, c.periodKey, c.packageId, c.purchasedAt, c.amountMinor, c.at],
  );
  return rows.length > 0;
}

export async function linkRoiEarning(
  q: Queryable,
  memberId: number,
  periodKey: string,
  earningId: number,
): Promise<void> {
  await q.query('UPDATE roi_payouts SET earning_id = $3 WHERE member_id = $1 AND period_key = $2', [
    memberId,
    periodKey,
    earningId,
  ]);
}
