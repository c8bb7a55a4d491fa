import { describe, expect, it } from 'vitest';
import type { RankCriteria, RankData } from '@/api/home-standing';
import { rankCriteriaProgress, targetRank } from './rank-progress';

const rank = (id: number, name: string, extra: Partial<RankCriteria> = {}): RankCriteria => ({
  id,
  type: 'criteria',
  name,
  bonus: '0',
  licensedLegCount: 2,
  licensedDownlineCount: 200,
  salesVolume: 40000,
  downlineRankRequirements: [{ rankId: 2, rankName: 'Silver', count: 2 }],
  ...extra,
});

const data = (extra: Partial<RankData> = {}): RankData => ({
  joiningDate: '2025-05-23T09:00:00.000Z',
  rank: 'Gold',
  strongestLeg: null,
  rankStartDate: '2026-11-01',
  rankEndDate: '2026-11-30',
  rankPeriod: 'monthly',
  ranks: [],
  currentRank: rank(3, 'Gold'),
  achievedRanks: [],
  higherRanks: [],
  nextRank: rank(4, 'Platinum'),
  criteriaAchieved: {
    licensedLegCount: 2,
    licensedDownlineCount: 17,
    downlineRankCount: 11,
    sales: 28150,
  },
  legs: [],
  salesInPeriod: 0,
  salesAll: 0,
  licensedLegs: 2,
  downlineRanks: [
    { rankId: 1, rankName: 'Bronze', count: 32 },
    { rankId: 2, rankName: 'Silver', count: 11 },
  ],
  downlineRankLegs: 2,
  ...extra,
});

describe('rankCriteriaProgress', () => {
  it('sets every criterion of the next rank against what the member has', () => {
    expect(rankCriteriaProgress(data())).toEqual([
      { key: 'licensedLegs', achieved: 2, required: 2, ratio: 1, met: true },
      { key: 'licensedDownlines', achieved: 17, required: 200, ratio: 0.085, met: false },
      { key: 'sales', achieved: 28150, required: 40000, ratio: 0.70375, met: false },
      { key: 'downlineRank', rankName: 'Silver', achieved: 11, required: 2, ratio: 1, met: true },
    ]);
  });

  it('measures several downline-rank requirements one by one', () => {
    const next = rank(5, 'Diamond', {
      downlineRankRequirements: [
        { rankId: 1, rankName: 'Bronze', count: 40 },
        { rankId: 2, rankName: 'Silver', count: 5 },
      ],
    });
    const rows = rankCriteriaProgress(data({ nextRank: next })).filter(
      (r) => r.key === 'downlineRank',
    );
    expect(rows.map((r) => [r.rankName, r.achieved, r.met])).toEqual([
      ['Bronze', 32, false],
      ['Silver', 11, true],
    ]);
  });

  it('falls back to the current rank at the top, and to nothing without any rank', () => {
    const top = data({ nextRank: null });
    expect(targetRank(top)?.name).toBe('Gold');
    expect(rankCriteriaProgress(top)).toHaveLength(4);
    expect(rankCriteriaProgress(data({ nextRank: null, currentRank: null }))).toEqual([]);
  });

  it('treats a criterion that asks for nothing as complete', () => {
    const easy = rank(1, 'Bronze', {
      licensedLegCount: 0,
      licensedDownlineCount: 0,
      salesVolume: 0,
      downlineRankRequirements: [],
    });
    const rows = rankCriteriaProgress(
      data({
        nextRank: easy,
        criteriaAchieved: {
          licensedLegCount: 0,
          licensedDownlineCount: 0,
          downlineRankCount: 0,
          sales: 0,
        },
      }),
    );
    expect(rows.every((r) => r.ratio === 1 && r.met)).toBe(true);
  });
});
