import { describe, expect, it } from 'vitest';
import {
  criterionGaps,
  nextGoalRank,
  rankJustBelow,
  unlicensedReason,
  weakerLegIndex,
} from './rank-progress';
import type { RankCriteria, RankStats } from './ranks';

const rank = (id: number, sortOrder: number, over: Partial<RankCriteria> = {}): RankCriteria => ({
  id,
  name: `R${id}`,
  type: 'criteria',
  bonusMinor: 0,
  sortOrder,
  licensedLegCount: 0,
  licensedDownlineCount: 0,
  salesVolume: 0,
  downlineRankId: null,
  downlineRankCount: 0,
  ...over,
});

const bronze = rank(1, 10, { licensedLegCount: 1, licensedDownlineCount: 3, salesVolume: 150 });
const silver = rank(2, 20, { licensedLegCount: 2, licensedDownlineCount: 12, salesVolume: 1500 });
const manual = rank(9, 25, { type: 'manual' });
const gold = rank(3, 30, {
  licensedLegCount: 2,
  salesVolume: 8000.3,
  downlineRankId: 2,
  downlineRankCount: 2,
});
const ladder = [bronze, silver, manual, gold];

const stats = (over: Partial<RankStats> = {}): RankStats => ({
  licensedLegs: 0,
  licensedDownlines: 0,
  salesVolume: 0,
  downlineRankCounts: {},
  ...over,
});

describe('nextGoalRank', () => {
  it('is the lowest rank above the current one, skipping manual ranks', () => {
    expect(nextGoalRank(ladder, null)).toBe(bronze);
    expect(nextGoalRank(ladder, bronze.id)).toBe(silver);
    expect(nextGoalRank(ladder, silver.id)).toBe(gold);
    expect(nextGoalRank(ladder, manual.id)).toBe(gold);
  });

  it('is null at the top of the ladder', () => {
    expect(nextGoalRank(ladder, gold.id)).toBeNull();
  });
});

describe('criterionGaps', () => {
  it('lists only the criteria the rank sets, with what is missing', () => {
    const gaps = criterionGaps(
      silver,
      ladder,
      stats({ licensedLegs: 1, licensedDownlines: 14, salesVolume: 1499.9 }),
    );
    expect(gaps).toEqual([
      { key: 'licensed_legs', required: 2, actual: 1, missing: 1, met: false },
      { key: 'licensed_downlines', required: 12, actual: 14, missing: 0, met: true },
      { key: 'sales_volume', required: 1500, actual: 1499.9, missing: 0.1, met: false },
    ]);
  });

  it('subtracts volumes in hundredths, never leaving a float tail', () => {
    const [, sales] = criterionGaps(gold, ladder, stats({ salesVolume: 8000.1 }));
    expect(sales).toMatchObject({ key: 'sales_volume', missing: 0.2, met: false });
  });

  it('asks for the downline rank with the rank just below it as the closers’ rank', () => {
    const gaps = criterionGaps(gold, ladder, stats({ downlineRankCounts: { 2: 1 } }));
    expect(gaps.at(-1)).toEqual({
      key: 'downline_ranks',
      required: 2,
      actual: 1,
      missing: 1,
      met: false,
      rank: silver,
      closerRank: bronze,
    });
  });

  it('counts a criterion as met once reached exactly', () => {
    const gaps = criterionGaps(
      bronze,
      ladder,
      stats({ licensedLegs: 1, licensedDownlines: 3, salesVolume: 150 }),
    );
    expect(gaps.every((g) => g.met && g.missing === 0)).toBe(true);
  });
});

describe('rankJustBelow', () => {
  it('is the nearest lower rank of any type, or null for the lowest', () => {
    expect(rankJustBelow(ladder, gold)).toBe(manual);
    expect(rankJustBelow(ladder, silver)).toBe(bronze);
    expect(rankJustBelow(ladder, bronze)).toBeNull();
  });
});

describe('weakerLegIndex', () => {
  it('points at the leg with the least volume, the first of equals', () => {
    expect(weakerLegIndex([300, 120])).toBe(1);
    expect(weakerLegIndex([50, 50])).toBe(0);
    expect(weakerLegIndex([0, 10, 0])).toBe(0);
  });

  it('points at nothing with fewer than two legs', () => {
    expect(weakerLegIndex([80])).toBe(-1);
    expect(weakerLegIndex([])).toBe(-1);
  });
});

describe('unlicensedReason', () => {
  it('tells a member without a package from one whose package lapsed', () => {
    expect(unlicensedReason(null)).toBe('no_package');
    expect(unlicensedReason(4)).toBe('inactive');
  });
});
