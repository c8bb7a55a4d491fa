import type { RankCriterionKey, TrailRule, TrailSource } from '../../contract/earning-trail';
import { hundredthsToDecimal, toHundredths } from '../../contract/money';
import { pairBinary, type PairingInput, type PairingResult } from './binary-pairing';
import { roiDue } from './roi';
import type { Upline } from './unilevel';
import { type BinarySettings, type TaxSettings } from '../company';
import { splitBonus, type BonusSplit } from '../ledger';
import { percentOf } from '../shared/money';
import type { RankCriteria, RankStats } from '../ranks';

/**
 * The computation trail of an earning (issue 16 point 1). The engine and the seed both make a
 * bonus through one of the builders below, which compute its gross amount and keep the inputs
 * that gave it; `settleTrail` adds the tax split and the ledger transaction. `recomputeTrail`
 * redoes the arithmetic from the trail alone, which is what the property test and the
 * explanation's `reconciles` flag check.
 */

export type TrailDraft = {
  bonusType: string;
  rule: TrailRule;
  baseMinor: number;
  generatedMinor: number;
  grossMinor: number;
  sources: TrailSource[];
  periodKey: string | null;
};

export type EarningTrail = TrailDraft & {
  taxPercent: number;
  serviceChargePercent: number;
  taxMinor: number;
  serviceChargeMinor: number;
  netMinor: number;
  ledgerTxnId: number;
};

/** Volumes as exact two-decimal strings: hundredths keep them whole. */
const vol = (v: number) => hundredthsToDecimal(toHundredths(v));

export function directBonusTrail(i: {
  orderId: number;
  buyerId: number;
  packageId: number | null;
  packageName: string;
  priceMinor: number;
  ratePercent: number;
  bv: string | number;
}): TrailDraft {
  const gross = percentOf(i.priceMinor, i.ratePercent);
  return {
    bonusType: 'direct_bonus',
    rule: {
      kind: 'direct_bonus',
      rate_percent: i.ratePercent,
      package_id: i.packageId,
      package_name: i.packageName,
      price_minor: i.priceMinor,
    },
    baseMinor: i.priceMinor,
    generatedMinor: gross,
    grossMinor: gross,
    sources: [{ order_id: i.orderId, member_id: i.buyerId, leg: null, volume: vol(Number(i.bv)) }],
    periodKey: null,
  };
}

/**
 * The uplines compression passed over on the way to `memberId`: the inactive members between
 * the previous member paid a level (or the buyer) and this one.
 */
export function skippedBefore(upline: readonly Upline[], memberId: number): number[] {
  const skipped: number[] = [];
  for (const u of upline) {
    if (u.memberId === memberId) return skipped;
    if (u.active) skipped.length = 0;
    else skipped.push(u.memberId);
  }
  return [];
}

export function levelCommissionTrail(i: {
  orderId: number;
  buyerId: number;
  bv: string | number;
  cvPercent: number;
  cvMinor: number;
  level: number;
  ratePercent: number;
  compression: boolean;
  skippedMemberIds: number[];
}): TrailDraft {
  const gross = percentOf(i.cvMinor, i.ratePercent);
  return {
    bonusType: 'level_commission',
    rule: {
      kind: 'level_commission',
      level: i.level,
      rate_percent: i.ratePercent,
      cv_percent: i.cvPercent,
      compression: i.compression,
      skipped_member_ids: i.skippedMemberIds,
    },
    baseMinor: i.cvMinor,
    generatedMinor: gross,
    grossMinor: gross,
    sources: [{ order_id: i.orderId, member_id: i.buyerId, leg: null, volume: vol(Number(i.bv)) }],
    periodKey: null,
  };
}

export function binaryBonusTrail(i: {
  input: PairingInput;
  result: PairingResult;
  settings: BinarySettings;
  periodKey: string;
  sources: TrailSource[];
}): TrailDraft {
  const { input, result: r, settings: s } = i;
  return {
    bonusType: 'binary_bonus',
    rule: {
      kind: 'binary_bonus',
      pair_ratio: s.pair_ratio,
      pair_volume: s.pair_volume,
      pay_mode: s.pay_mode,
      pair_value_minor: s.pair_value_minor,
      percent: s.percent,
      capping_minor: s.capping_minor,
      first_pair_done: input.firstPairDone,
      available_left: vol(input.leftCarry),
      available_right: vol(input.rightCarry),
      pairs: r.pairs,
      deducted_left: vol(r.deductLeft),
      deducted_right: vol(r.deductRight),
      carry_left: vol(r.carryLeft),
      carry_right: vol(r.carryRight),
      paid_before_minor: input.paidInPeriodMinor,
      flushed_minor: r.flushedMinor,
    },
    // A hundredth of a point is one minor unit (binary-pairing.ts).
    baseMinor: toHundredths(r.pairedVolume),
    generatedMinor: r.bonusGeneratedMinor,
    grossMinor: r.bonusToPayMinor,
    sources: i.sources,
    periodKey: i.periodKey,
  };
}

export function rankBonusTrail(i: { rank: RankCriteria; stats: RankStats }): TrailDraft {
  const { rank, stats } = i;
  const criteria: Extract<TrailRule, { kind: 'rank_bonus' }>['criteria'] = [];
  const add = (key: RankCriterionKey, required: number, actual: number, rankId = null) => {
    if (required > 0) criteria.push({ key, required, actual, rank_id: rankId });
  };
  add('licensed_legs', rank.licensedLegCount, stats.licensedLegs);
  add('licensed_downlines', rank.licensedDownlineCount, stats.licensedDownlines);
  add('sales_volume', rank.salesVolume, stats.salesVolume);
  if (rank.downlineRankId !== null && rank.downlineRankCount > 0)
    criteria.push({
      key: 'downline_ranks',
      required: rank.downlineRankCount,
      actual: stats.downlineRankCounts[rank.downlineRankId] ?? 0,
      rank_id: rank.downlineRankId,
    });
  return {
    bonusType: 'rank_bonus',
    rule: {
      kind: 'rank_bonus',
      rank_id: rank.id,
      rank_name: rank.name,
      bonus_minor: rank.bonusMinor,
      criteria,
    },
    baseMinor: rank.bonusMinor,
    generatedMinor: rank.bonusMinor,
    grossMinor: rank.bonusMinor,
    sources: [],
    periodKey: null,
  };
}

export function roiBonusTrail(i: {
  packageId: number;
  packageName: string;
  priceMinor: number;
  ratePercent: number;
  capPercent: number;
  paidBeforeMinor: number;
  purchasedAt: Date;
  periodKey: string;
}): TrailDraft {
  const gross = roiDue({
    priceMinor: i.priceMinor,
    roiPercent: i.ratePercent,
    capPercent: i.capPercent,
    paidMinor: i.paidBeforeMinor,
  });
  return {
    bonusType: 'roi_bonus',
    rule: {
      kind: 'roi_bonus',
      package_id: i.packageId,
      package_name: i.packageName,
      price_minor: i.priceMinor,
      rate_percent: i.ratePercent,
      cap_percent: i.capPercent,
      paid_before_minor: i.paidBeforeMinor,
      purchased_at: i.purchasedAt.toISOString(),
    },
    baseMinor: i.priceMinor,
    generatedMinor: percentOf(i.priceMinor, i.ratePercent),
    grossMinor: gross,
    sources: [],
    periodKey: i.periodKey,
  };
}

/** A reversal takes back exactly what the reversed earning paid, tax and charge included. */
export function reversalTrail(i: {
  reversed: { earningId: number; bonusType: string; grossMinor: number; sources: TrailSource[] };
  reason: string;
}): TrailDraft {
  return {
    bonusType: i.reversed.bonusType,
    rule: { kind: 'reversal', reversed_earning_id: i.reversed.earningId, reason: i.reason },
    baseMinor: i.reversed.grossMinor,
    generatedMinor: -i.reversed.grossMinor,
    grossMinor: -i.reversed.grossMinor,
    sources: i.reversed.sources,
    periodKey: null,
  };
}

/** The trail once paid: the split the ledger transaction carries. */
export function settleTrail(
  draft: TrailDraft,
  split: BonusSplit,
  tax: TaxSettings,
  ledgerTxnId: number,
): EarningTrail {
  return {
    ...draft,
    taxPercent: tax.tax_percent,
    serviceChargePercent: tax.service_charge_percent,
    taxMinor: split.taxMinor,
    serviceChargeMinor: split.serviceChargeMinor,
    netMinor: split.netMinor,
    ledgerTxnId,
  };
}

export type Recomputed = {
  generatedMinor: number;
  grossMinor: number;
  taxMinor: number;
  serviceChargeMinor: number;
  netMinor: number;
};

/**
 * The earning's amounts from its trail alone: the rule applied to the base (or, for binary,
 * pairing redone from the legs' available volume and the period's paid amount), then the
 * tax split at the recorded rates. A reversal is the negated split of its base.
 */
export function recomputeTrail(t: EarningTrail): Recomputed {
  const tax = { tax_percent: t.taxPercent, service_charge_percent: t.serviceChargePercent };
  const r = t.rule;
  let generated: number;
  let gross: number;
  switch (r.kind) {
    case 'direct_bonus':
      generated = gross = percentOf(r.price_minor, r.rate_percent);
      break;
    case 'level_commission':
      generated = gross = percentOf(t.baseMinor, r.rate_percent);
      break;
    case 'rank_bonus':
      generated = gross = r.criteria.every((c) => c.actual >= c.required) ? r.bonus_minor : 0;
      break;
    case 'roi_bonus':
      generated = percentOf(r.price_minor, r.rate_percent);
      gross = roiDue({
        priceMinor: r.price_minor,
        roiPercent: r.rate_percent,
        capPercent: r.cap_percent,
        paidMinor: r.paid_before_minor,
      });
      break;
    case 'binary_bonus': {
      const p = pairBinary(
        {
          leftCarry: toHundredths(r.available_left) / 100,
          rightCarry: toHundredths(r.available_right) / 100,
          firstPairDone: r.first_pair_done,
          paidInPeriodMinor: r.paid_before_minor,
        },
        {
          pair_ratio: r.pair_ratio,
          pair_volume: r.pair_volume,
          pay_mode: r.pay_mode,
          pair_value_minor: r.pair_value_minor,
          percent: r.percent,
          capping_minor: r.capping_minor,
          period: 'daily',
        },
      );
      const sameLegs =
        p.pairs === r.pairs &&
        vol(p.carryLeft) === r.carry_left &&
        vol(p.carryRight) === r.carry_right &&
        p.flushedMinor === r.flushed_minor;
      generated = p.bonusGeneratedMinor;
      gross = sameLegs ? p.bonusToPayMinor : Number.NaN;
      break;
    }
    case 'reversal': {
      const s = splitBonus(t.baseMinor, tax);
      return {
        generatedMinor: -s.grossMinor,
        grossMinor: -s.grossMinor,
        taxMinor: -s.taxMinor,
        serviceChargeMinor: -s.serviceChargeMinor,
        netMinor: -s.netMinor,
      };
    }
  }
  const s = splitBonus(gross, tax);
  return {
    generatedMinor: generated,
    grossMinor: s.grossMinor,
    taxMinor: s.taxMinor,
    serviceChargeMinor: s.serviceChargeMinor,
    netMinor: s.netMinor,
  };
}

/** Whether a trail's arithmetic gives exactly the earning it belongs to. */
export function trailReconciles(
  t: EarningTrail,
  earning: { amountMinor: number; taxMinor: number; serviceChargeMinor: number },
): boolean {
  const r = recomputeTrail(t);
  return (
    r.grossMinor === earning.amountMinor &&
    r.grossMinor === t.grossMinor &&
    r.generatedMinor === t.generatedMinor &&
    r.taxMinor === earning.taxMinor &&
    r.serviceChargeMinor === earning.serviceChargeMinor &&
    r.netMinor === t.netMinor
  );
}
