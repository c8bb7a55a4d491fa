import { get } from './http';
import {
  rankProgressWire,
  type LegVolumeWire,
  type ProgressMemberWire,
  type RankProgressCriterionWire,
  type UnlicensedLegWire,
  type UnlicensedMemberWire,
} from '@contract/rank-progress';

// GET /api/home/rank_progress (issue 16): what the next rank still needs and who would close
// each gap, mapped to camelCase.

/** A downline member named as a closer; `level` 1 is placed directly below the member. */
export type ProgressMember = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  level: number;
};
export type UnlicensedMember = ProgressMember & { reason: 'no_package' | 'inactive' };
export type LegPosition = 'L' | 'R' | null;
/** A leg with no licensed member; `top` is null for an empty binary position. */
export type UnlicensedLeg = {
  position: LegPosition;
  top: ProgressMember | null;
  members: UnlicensedMember[];
};
export type LegVolume = {
  position: LegPosition;
  top: ProgressMember | null;
  volume: number;
  weaker: boolean;
};
type ProgressRank = { id: number; name: string };

type Measured = { required: number; actual: number; missing: number; met: boolean };
export type ProgressCriterion =
  | (Measured & { key: 'licensedLegs'; closers: UnlicensedLeg[] })
  | (Measured & { key: 'licensedDownlines'; closers: UnlicensedMember[] })
  | (Measured & { key: 'salesVolume'; closers: LegVolume[] })
  | (Measured & {
      key: 'downlineRanks';
      rank: ProgressRank;
      /** The rank the closers hold, just below `rank`; null when they hold none yet. */
      closerRank: ProgressRank | null;
      closers: ProgressMember[];
    });

export type RankProgress = {
  nextRank: { id: number; name: string; bonus: string } | null;
  criteria: ProgressCriterion[];
};

const toProgressMember = (w: ProgressMemberWire): ProgressMember => ({
  id: w.id,
  username: w.username,
  firstName: w.first_name,
  lastName: w.last_name,
  level: w.level,
});

const toUnlicensedMember = (w: UnlicensedMemberWire): UnlicensedMember => ({
  ...toProgressMember(w),
  reason: w.reason,
});

/** Where a leg sits and the member at its top, shared by every kind of leg closer. */
const toLegTop = (w: Pick<LegVolumeWire, 'position' | 'top'>) => ({
  position: w.position,
  top: w.top && toProgressMember(w.top),
});

const toUnlicensedLeg = (w: UnlicensedLegWire): UnlicensedLeg => ({
  ...toLegTop(w),
  members: w.members.map(toUnlicensedMember),
});

const toLegVolume = (w: LegVolumeWire): LegVolume => ({
  ...toLegTop(w),
  volume: w.volume,
  weaker: w.weaker,
});

function toProgressCriterion(w: RankProgressCriterionWire): ProgressCriterion {
  const measured = { required: w.required, actual: w.actual, missing: w.missing, met: w.met };
  switch (w.key) {
    case 'licensed_legs':
      return { key: 'licensedLegs', ...measured, closers: w.closers.map(toUnlicensedLeg) };
    case 'licensed_downlines':
      return {
        key: 'licensedDownlines',
        ...measured,
        closers: w.closers.map(toUnlicensedMember),
      };
    case 'sales_volume':
      return { key: 'salesVolume', ...measured, closers: w.closers.map(toLegVolume) };
    case 'downline_ranks':
      return {
        key: 'downlineRanks',
        ...measured,
        rank: w.rank,
        closerRank: w.closer_rank,
        closers: w.closers.map(toProgressMember),
      };
  }
}

export async function getRankProgress(): Promise<RankProgress> {
  const w = await get('/api/home/rank_progress', { schema: rankProgressWire });
  return { nextRank: w.next_rank, criteria: w.criteria.map(toProgressCriterion) };
}
