import {
  binaryBonusTrail,
  directBonusTrail,
  levelCommissionTrail,
  rankBonusTrail,
  roiBonusTrail,
  skippedBefore,
  type TrailDraft,
  unilevelCommissions,
  type Upline,
} from '../engine';
import { splitBonus } from '../ledger';
import { percentOf } from '../shared/money';
import { periodKey } from '../shared/periods';
import { plan } from './reference';
import { packageOf, ranks } from './catalog';
import { rankCriteria } from './ranks';
import { createRng } from './rng';
import {
  DAY,
  HOUR,
  MINUTE,
  WINDOW_DAYS,
  type BinaryRow,
  type Earning,
  type GenMember,
  type Order,
  type RankHistoryRow,
} from './types';

export type RoiPayout = {
  earning: Earning;
  periodKey: string;
  packageId: number;
  purchasedAt: number;
};

/** ROI runs the seed shows: every thirty days rather than every period, to stay small. */
const ROI_RUN_DAYS_AGO = [75, 45, 15];

/**
 * The bonuses of the window, by the engine's rules (docs/decisions/003), for the members that
 * earn (status 1, a package, and in the detailed sample of a big company): the direct bonus
 * to the sponsor per package order and level commissions on every order's CV up the sponsor
 * line with compression (for orders of sampled buyers), ROI runs capped per purchase, rank bonuses of the rank history and
 * binary bonuses of the pairing history. Tax and service charge follow settings.tax. Each
 * amount comes from the same trail builders the engine pays through (domain/earning-trail.ts),
 * so every seeded earning carries the trail of what made it.
 */
export function buildEarnings(
  members: GenMember[],
  orders: Order[],
  rankHistory: RankHistoryRow[],
  binaryRows: BinaryRow[],
  seed: number,
  anchor: number,
): { earnings: Earning[]; roiPayouts: RoiPayout[] } {
  const rng = createRng(seed, 'earnings');
  const since = anchor - WINDOW_DAYS * DAY;
  const earnings: Earning[] = [];
  const earns = (m: GenMember) => m.status === 1 && m.packageId !== null && m.detailed;
  const add = (
    memberId: number,
    trail: TrailDraft,
    at: number,
    fromMemberId: number | null,
    level: number | null = null,
    rankId: number | null = null,
  ): Earning | null => {
    const amount = trail.grossMinor;
    if (amount < 1) return null;
    const split = splitBonus(amount, plan.tax);
    const earning: Earning = {
      id: 0,
      memberId,
      fromMemberId,
      type: trail.bonusType,
      trail,
      amount,
      tax: split.taxMinor,
      serviceCharge: split.serviceChargeMinor,
      level,
      rankId,
      at,
      txnId: 0,
    };
    earnings.push(earning);
    return earning;
  };

  // Activity as it was at each order: orders come in time order.
  const activeUntil = new Float64Array(members.length);
  const activeFor = plan.volume.active_days * DAY;
  for (const o of orders) {
    const buyer = members[o.memberId] as GenMember;
    if (o.at >= since && buyer.detailed) {
      const sponsor = buyer.sponsorId === null ? null : (members[buyer.sponsorId] as GenMember);
      if (o.packageId !== null && sponsor && earns(sponsor)) {
        const pkg = packageOf(o.packageId);
        const trail = directBonusTrail({
          orderId: o.id,
          buyerId: buyer.id,
          packageId: pkg.id,
          packageName: pkg.name,
          priceMinor: o.priceMinor,
          ratePercent: pkg.directPercent,
          bv: o.bv,
        });
        add(sponsor.id, trail, o.at + rng.int(1, 20) * MINUTE, buyer.id);
      }
      const upline: Upline[] = [];
      for (
        let s = sponsor;
        s;
        s = s.sponsorId === null ? null : (members[s.sponsorId] as GenMember)
      )
        upline.push({ memberId: s.id, active: s.status === 1 && activeUntil[s.id]! > o.at });
      const cvMinor = percentOf(o.bv * 100, plan.volume.cv_percent);
      const { rates, compression } = plan.unilevel;
      const at = o.at + rng.int(21, 40) * MINUTE;
      for (const c of unilevelCommissions(upline, rates, cvMinor, compression)) {
        if (!earns(members[c.memberId] as GenMember)) continue;
        const trail = levelCommissionTrail({
          orderId: o.id,
          buyerId: buyer.id,
          bv: o.bv,
          cvPercent: plan.volume.cv_percent,
          cvMinor,
          level: c.level,
          ratePercent: rates[c.level - 1]!,
          compression,
          skippedMemberIds: compression ? skippedBefore(upline, c.memberId) : [],
        });
        add(c.memberId, trail, at, buyer.id, c.level);
      }
    }
    activeUntil[o.memberId] = Math.max(activeUntil[o.memberId]!, o.at + activeFor);
  }

  const roiPayouts: RoiPayout[] = [];
  for (const m of members) {
    if (m.id === 0 || !earns(m)) continue;
    const pkg = packageOf(m.packageId as number);
    if (pkg.roiPercent <= 0) continue;
    let paid = 0;
    for (const d of ROI_RUN_DAYS_AGO) {
      const at = anchor - d * DAY + 6 * HOUR;
      if (at <= (m.purchasedAt as number) || at >= (m.expiresAt as number)) continue;
      const key = periodKey(new Date(at), plan.roi.period);
      const trail = roiBonusTrail({
        packageId: pkg.id,
        packageName: pkg.name,
        priceMinor: pkg.priceMinor,
        ratePercent: pkg.roiPercent,
        capPercent: plan.roi.cap_percent,
        paidBeforeMinor: paid,
        purchasedAt: new Date(m.purchasedAt as number),
        periodKey: key,
      });
      const earning = add(m.id, trail, at, null);
      if (!earning) continue;
      paid += earning.amount;
      roiPayouts.push({
        earning,
        periodKey: key,
        packageId: pkg.id,
        purchasedAt: m.purchasedAt as number,
      });
    }
  }
  const rankById = new Map(ranks.map((r) => [r.id, rankCriteria(r)]));
  for (const r of rankHistory) {
    if (r.at < since || !earns(members[r.memberId] as GenMember)) continue;
    const trail = rankBonusTrail({ rank: rankById.get(r.rankId)!, stats: r.stats });
    add(r.memberId, trail, r.at, null, null, r.rankId);
  }
  for (const b of binaryRows) {
    if (!b.pairing || b.toPayMinor <= 0 || !earns(members[b.memberId] as GenMember)) continue;
    add(b.memberId, binaryTrail(b.pairing, b.periodKey), b.at, null);
  }
  return { earnings, roiPayouts };
}

/**
 * A pairing row's trail: what the legs held before it paired, and every order behind the
 * volume it paired (pairingHistory names them first in, first out).
 */
function binaryTrail(pairing: NonNullable<BinaryRow['pairing']>, key: string): TrailDraft {
  return binaryBonusTrail({ ...pairing, settings: plan.binary, periodKey: key });
}
