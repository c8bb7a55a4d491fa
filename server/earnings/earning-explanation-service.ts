import type { Queryable } from '../db/connection';
import { trailReconciles, type EarningTrail } from '../engine';
import {
  findMemberEarning,
  listTrailOrders,
  listTrailPeople,
  listTxnEntries,
  findSettlement,
  type ExplainedEarning,
  type Settlement,
  type TrailOrder,
  type TrailPerson,
} from './earning-explanation-repo';
import { findEarningTrail } from './earning-trail-repo';
import { notFound } from '../shared/app-error';

export type { TrailPerson };

export type EarningExplanation = {
  earning: ExplainedEarning & { netMinor: number; ledgerTxnId: number };
  trail: EarningTrail;
  sources: {
    order: TrailOrder | null;
    member: TrailPerson | null;
    leg: 'L' | 'R' | null;
    volume: string | null;
  }[];
  skipped: TrailPerson[];
  ledgerEntries: { account: string; amountMinor: number }[];
  reconciles: boolean;
  settlement: Settlement;
};

/**
 * "Why this amount?": one of the member's earnings (by its id, or by the wallet transaction
 * that paid it) with its trail, the orders and people the trail names and the ledger entries
 * it produced, and where its money went since (held, released, reversed; for a wallet line,
 * what that line was). Another member's earning is a 404, as is one made before trails were kept.
 */
export async function explainEarning(
  q: Queryable,
  memberId: number,
  by: { earningId: number } | { ledgerTxnId: number },
): Promise<EarningExplanation> {
  const earning = await findMemberEarning(q, memberId, by);
  if (!earning || earning.ledgerTxnId === null) throw notFound('No such earning.');
  const trail = await findEarningTrail(q, earning.id);
  if (!trail) throw notFound('This earning was made before explanations were recorded.');

  const skippedIds = trail.rule.kind === 'level_commission' ? trail.rule.skipped_member_ids : [];
  const memberIds = [
    ...new Set([
      ...trail.sources.flatMap((s) => (s.member_id === null ? [] : [s.member_id])),
      ...skippedIds,
    ]),
  ];
  const orderIds = [
    ...new Set(trail.sources.flatMap((s) => (s.order_id === null ? [] : [s.order_id]))),
  ];
  const [people, orders, ledgerEntries, settlement] = await Promise.all([
    listTrailPeople(q, memberId, memberIds),
    listTrailOrders(q, orderIds),
    listTxnEntries(q, earning.ledgerTxnId),
    findSettlement(q, earning.id, 'ledgerTxnId' in by ? by.ledgerTxnId : null),
  ]);
  const personById = new Map(people.map((p) => [p.id, p]));
  const orderById = new Map(orders.map((o) => [o.id, o]));
  return {
    earning: {
      ...earning,
      ledgerTxnId: earning.ledgerTxnId,
      netMinor: earning.amountMinor - earning.taxMinor - earning.serviceChargeMinor,
    },
    trail,
    sources: trail.sources.map((s) => ({
      order: s.order_id === null ? null : (orderById.get(s.order_id) ?? null),
      member: s.member_id === null ? null : (personById.get(s.member_id) ?? null),
      leg: s.leg,
      volume: s.volume,
    })),
    skipped: skippedIds.flatMap((id) => personById.get(id) ?? []),
    ledgerEntries,
    reconciles: trailReconciles(trail, earning),
    settlement,
  };
}
