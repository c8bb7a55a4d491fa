import { z } from 'zod';
import { binaryLegWire, memberSummaryFields, moneyWire } from './common';

/** A downline member named as a closer. `level` is 1 for a member placed directly below. */
const progressMemberWire = z.object({ ...memberSummaryFields, level: z.number().int() });
export type ProgressMemberWire = z.infer<typeof progressMemberWire>;

/** Why a member is not licensed yet: no package bought, or the package's activity has lapsed. */
const unlicensedReasons = ['no_package', 'inactive'] as const;
const unlicensedMemberWire = progressMemberWire.extend({
  reason: z.enum(unlicensedReasons),
});
export type UnlicensedMemberWire = z.infer<typeof unlicensedMemberWire>;

/** A binary position, or null for the legs of a matrix or unilevel plan. */
const legPositionWire = binaryLegWire.nullable();

/**
 * A leg holding no licensed member: its first member (null when the binary position is still
 * empty) and up to 5 of its members nearest that top, any one of whom licensed would count it.
 */
const unlicensedLegWire = z.object({
  position: legPositionWire,
  top: progressMemberWire.nullable(),
  members: z.array(unlicensedMemberWire),
});
export type UnlicensedLegWire = z.infer<typeof unlicensedLegWire>;

/** A leg's volume so far (its first member's PV plus TV); `weaker` marks the weakest leg. */
const legVolumeWire = z.object({
  position: legPositionWire,
  top: progressMemberWire.nullable(),
  volume: z.number(),
  weaker: z.boolean(),
});
export type LegVolumeWire = z.infer<typeof legVolumeWire>;

const progressRankWire = z.object({ id: z.number().int(), name: z.string() });

/** Counts for legs and members; volume (points) for sales. `missing` is 0 once met. */
const measured = {
  required: z.number(),
  actual: z.number(),
  missing: z.number(),
  met: z.boolean(),
};

const rankProgressCriterionWire = z.discriminatedUnion('key', [
  z.object({ key: z.literal('licensed_legs'), ...measured, closers: z.array(unlicensedLegWire) }),
  z.object({
    key: z.literal('licensed_downlines'),
    ...measured,
    closers: z.array(unlicensedMemberWire),
  }),
  z.object({ key: z.literal('sales_volume'), ...measured, closers: z.array(legVolumeWire) }),
  z.object({
    key: z.literal('downline_ranks'),
    ...measured,
    /** The rank downline members must hold (or one above it). */
    rank: progressRankWire,
    /** The rank just below it, which the closers hold; null when they hold no rank yet. */
    closer_rank: progressRankWire.nullable(),
    closers: z.array(progressMemberWire),
  }),
]);
export type RankProgressCriterionWire = z.infer<typeof rankProgressCriterionWire>;

/** The next rank, or null at the top of the ladder (then `criteria` is empty). */
export const rankProgressWire = z.object({
  next_rank: z.object({ id: z.number().int(), name: z.string(), bonus: moneyWire }).nullable(),
  criteria: z.array(rankProgressCriterionWire),
});
export type RankProgressWire = z.infer<typeof rankProgressWire>;
