import { describe, expect, it } from 'vitest';
import {
  highestRankMet,
  meetsRank,
  mightReachNewRank,
  ranksToAward,
  type RankCriteria,
  type RankStats,
} from './ranks';

const rank = (r: Partial<RankCriteria> & Pick<RankCriteria, 'id' | 'sortOrder'>): RankCriteria => ({
  name: `R${r.id}`,
  type: 'criteria',
  bonusMinor: 1000 * r.id,
  licensedLegCount: 0,
  licensedDownlineCount: 0,
  salesVolume: 0,
  downlineRankId: null,
  downlineRankCount: 0,
  ...r,
});

const bronze = rank({ id: 1, sortOrder: 1, licensedLegCount: 2, licensedDownlineCount: 2 });
const silver = rank({
  id: 2,
  sortOrder: 2,
  licensedLegCount: 2,
  licensedDownlineCount: 4,
  salesVolume: 500,
});
const gold = rank({
  id: 3,
  sortOrder: 3,
  licensedLegCount: 2,
  salesVolume: 500,
  downlineRankId: 1,
  downlineRankCount: 2,
});
const ladder = [gold, bronze, silver];

const stats = (s: Partial<RankStats>): RankStats => ({
  licensedLegs: 0,
  licensedDownlines: 0,
  salesVolume: 0,
  downlineRankCounts: {},
  ...s,
});

describe('ranks', () => {
  it('meets a rank only when every criterion is reached', () => {
    expect(meetsRank(stats({ licensedLegs: 2, licensedDownlines: 2 }), bronze)).toBe(true);
    expect(meetsRank(stats({ licensedLegs: 1, licensedDownlines: 5 }), bronze)).toBe(false);
    expect(
      meetsRank(stats({ licensedLegs: 2, licensedDownlines: 4, salesVolume: 499.99 }), silver),
    ).toBe(false);
  });

  it('counts the downline rank requirement by members holding that rank or higher', () => {
    const held = { 1: 2, 2: 1, 3: 1 };
    expect(
      meetsRank(stats({ licensedLegs: 2, salesVolume: 600, downlineRankCounts: held }), gold),
    ).toBe(true);
    expect(
      meetsRank(stats({ licensedLegs: 2, salesVolume: 600, downlineRankCounts: { 1: 1 } }), gold),
    ).toBe(false);
  });

  it('picks the highest rank met by sort order, or none', () => {
    const s = stats({ licensedLegs: 2, licensedDownlines: 4, salesVolume: 500 });
    expect(highestRankMet(s, ladder)?.id).toBe(2);
    expect(highestRankMet(stats({}), ladder)).toBeNull();
  });

  it('never meets a manual rank automatically', () => {
    expect(meetsRank(stats({}), rank({ id: 9, sortOrder: 9, type: 'manual' }))).toBe(false);
  });

  it('awards every newly met rank above the current one, lowest first, once', () => {
    const s = stats({ licensedLegs: 2, licensedDownlines: 4, salesVolume: 500 });
    expect(ranksToAward(s, ladder, null, new Set()).map((r) => r.id)).toEqual([1, 2]);
    expect(ranksToAward(s, ladder, 1, new Set()).map((r) => r.id)).toEqual([2]);
    expect(ranksToAward(s, ladder, null, new Set([1, 2]))).toEqual([]);
  });

  it('skips the full statistics when even the best case reaches no new rank', () => {
    expect(mightReachNewRank({ downlineCount: 1, salesVolume: 10_000 }, ladder, null)).toBe(false);
    expect(mightReachNewRank({ downlineCount: 2, salesVolume: 0 }, ladder, null)).toBe(true);
    expect(mightReachNewRank({ downlineCount: 50, salesVolume: 100 }, ladder, 1)).toBe(false);
  });
});
