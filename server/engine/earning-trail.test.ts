import { describe, expect, it } from 'vitest';
import { pairBinary } from './binary-pairing';
import {
  binaryBonusTrail,
  directBonusTrail,
  levelCommissionTrail,
  rankBonusTrail,
  recomputeTrail,
  reversalTrail,
  roiBonusTrail,
  settleTrail,
  skippedBefore,
  trailReconciles,
  type TrailDraft,
} from './earning-trail';
import { splitBonus } from '../ledger/ledger';
import { defaultPlanSettings, type BinarySettings } from '../company/plan-settings';

const tax = { tax_percent: 5, service_charge_percent: 2 };
const settle = (d: TrailDraft) => settleTrail(d, splitBonus(d.grossMinor, tax), tax, 77);
const earningOf = (d: TrailDraft) => {
  const s = splitBonus(d.grossMinor, tax);
  return {
    amountMinor: s.grossMinor,
    taxMinor: s.taxMinor,
    serviceChargeMinor: s.serviceChargeMinor,
  };
};

describe('earning trails', () => {
  it('a direct bonus is the rate of the price, with the order and buyer as its source', () => {
    const d = directBonusTrail({
      orderId: 9,
      buyerId: 4,
      packageId: 2,
      packageName: 'Pro',
      priceMinor: 25_000,
      ratePercent: 8,
      bv: 200,
    });
    expect(d.grossMinor).toBe(2_000);
    expect(d.sources).toEqual([{ order_id: 9, member_id: 4, leg: null, volume: '200.00' }]);
    const t = settle(d);
    expect(t.taxMinor).toBe(100);
    expect(t.serviceChargeMinor).toBe(40);
    expect(t.netMinor).toBe(1_860);
    expect(trailReconciles(t, earningOf(d))).toBe(true);
  });

  it('names the inactive uplines compression skipped before a level', () => {
    const upline = [
      { memberId: 1, active: true },
      { memberId: 2, active: false },
      { memberId: 3, active: false },
      { memberId: 4, active: true },
      { memberId: 5, active: true },
    ];
    expect(skippedBefore(upline, 1)).toEqual([]);
    expect(skippedBefore(upline, 4)).toEqual([2, 3]);
    expect(skippedBefore(upline, 5)).toEqual([]);
    const d = levelCommissionTrail({
      orderId: 1,
      buyerId: 9,
      bv: '120.00',
      cvPercent: 100,
      cvMinor: 12_000,
      level: 2,
      ratePercent: 5,
      compression: true,
      skippedMemberIds: skippedBefore(upline, 4),
    });
    expect(d.grossMinor).toBe(600);
    expect(trailReconciles(settle(d), earningOf(d))).toBe(true);
  });

  it('a binary bonus redoes the pairing from the legs, the cap and what the period paid', () => {
    const settings: BinarySettings = { ...defaultPlanSettings.binary, capping_minor: 5_000 };
    const input = {
      leftCarry: 700,
      rightCarry: 1000,
      firstPairDone: true,
      paidInPeriodMinor: 4_500,
    };
    const result = pairBinary(input, settings);
    const d = binaryBonusTrail({ input, result, settings, periodKey: '2026-11-26', sources: [] });
    // 7 pairs of 100 at 10 % = 70.00 generated, 5.00 left under the cap: 65.00 flushed.
    expect(d.generatedMinor).toBe(7_000);
    expect(d.grossMinor).toBe(500);
    expect(d.rule).toMatchObject({ pairs: 7, carry_left: '0.00', carry_right: '300.00' });
    const t = settle(d);
    expect(recomputeTrail(t).grossMinor).toBe(500);
    expect(trailReconciles(t, earningOf(d))).toBe(true);
    // A trail whose legs were tampered with no longer reconciles.
    const forged = { ...t, rule: { ...t.rule, available_left: '900.00' } } as typeof t;
    expect(trailReconciles(forged, earningOf(d))).toBe(false);
  });

  it('a rank bonus is paid only when every criterion in the trail is met', () => {
    const rank = {
      id: 3,
      name: 'Gold',
      type: 'criteria',
      bonusMinor: 50_000,
      sortOrder: 3,
      licensedLegCount: 2,
      licensedDownlineCount: 10,
      salesVolume: 0,
      downlineRankId: 2,
      downlineRankCount: 1,
    };
    const stats = {
      licensedLegs: 2,
      licensedDownlines: 14,
      salesVolume: 5_000,
      downlineRankCounts: { 2: 1 },
    };
    const d = rankBonusTrail({ rank, stats });
    expect(d.rule).toMatchObject({
      criteria: [
        { key: 'licensed_legs', required: 2, actual: 2 },
        { key: 'licensed_downlines', required: 10, actual: 14 },
        { key: 'downline_ranks', required: 1, actual: 1, rank_id: 2 },
      ],
    });
    expect(trailReconciles(settle(d), earningOf(d))).toBe(true);
    const unmet = rankBonusTrail({ rank, stats: { ...stats, licensedLegs: 1 } });
    expect(recomputeTrail(settle(unmet)).grossMinor).toBe(0);
  });

  it('ROI stops at the cap of the purchase', () => {
    const d = roiBonusTrail({
      packageId: 2,
      packageName: 'Pro',
      priceMinor: 10_000,
      ratePercent: 1,
      capPercent: 3,
      paidBeforeMinor: 250,
      purchasedAt: new Date('2026-11-01T00:00:00Z'),
      periodKey: '2026-11-26',
    });
    expect(d.generatedMinor).toBe(100);
    expect(d.grossMinor).toBe(50);
    expect(trailReconciles(settle(d), earningOf(d))).toBe(true);
  });

  it('a reversal takes back exactly the amount and split of the earning it reverses', () => {
    const d = reversalTrail({
      reversed: { earningId: 5, bonusType: 'direct_bonus', grossMinor: 2_000, sources: [] },
      reason: 'sale_cancelled',
    });
    const s = splitBonus(2_000, tax);
    const split = {
      grossMinor: -s.grossMinor,
      taxMinor: -s.taxMinor,
      serviceChargeMinor: -s.serviceChargeMinor,
      netMinor: -s.netMinor,
    };
    const t = settleTrail(d, split, tax, 78);
    expect(
      trailReconciles(t, { amountMinor: -2_000, taxMinor: -100, serviceChargeMinor: -40 }),
    ).toBe(true);
  });
});
