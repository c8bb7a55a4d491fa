import type { Queryable } from '../db/connection';
import { planTypeOf } from '../network';
import {
  criterionGaps,
  nextGoalRank,
  unlicensedReason,
  weakerLegIndex,
  type CriterionGap,
  type Gap,
  type RankGap,
} from './rank-progress';
import type { RankCriteria } from './ranks';
import {
  findProgressMember,
  listLegVolumes,
  listUnlicensedLegs,
  nearestWanted,
  takenPositions,
  type LegRow,
  type ProgressMemberRow,
  type Region,
} from './rank-progress-repo';
import { getRankStats, listRanks } from './rank-repo';
import { getSetting } from '../company';
import { notFound } from '../shared/app-error';

/** How many legs, members per leg and members a criterion names: enough to act on, no more. */
const closerLimits = { legs: 10, membersPerLeg: 5, members: 10 } as const;

type Position = 'L' | 'R' | null;

/** A downline member named as a closer; `level` 1 is placed directly below the member. */
export type ProgressMember = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  level: number;
};
export type UnlicensedMember = ProgressMember & { reason: 'no_package' | 'inactive' };
type UnlicensedLeg = {
  position: Position;
  top: ProgressMember | null;
  members: UnlicensedMember[];
};
type LegVolume = {
  position: Position;
  top: ProgressMember | null;
  volume: number;
  weaker: boolean;
};

export type CriterionProgress =
  | (Gap & { key: 'licensed_legs'; closers: UnlicensedLeg[] })
  | (Gap & { key: 'licensed_downlines'; closers: UnlicensedMember[] })
  | (Gap & { key: 'sales_volume'; closers: LegVolume[] })
  | (RankGap & { closers: ProgressMember[] });

export type RankProgress = { next: RankCriteria | null; criteria: CriterionProgress[] };

type Me = { id: number; path: string; depth: number };

/**
 * The member's next rank and, per criterion it sets, what is missing and who would close it.
 * Figures are those the rank evaluation itself uses (getRankStats); every member named is in
 * the member's own placement subtree, read through path ranges with small limits.
 */
export async function getRankProgress(
  db: Queryable,
  memberId: number,
  now = new Date(),
): Promise<RankProgress> {
  const found = await findProgressMember(db, memberId);
  if (!found) throw notFound('Member not found.');
  const me: Me = { id: memberId, path: found.path, depth: found.depth };
  const ranks = await listRanks(db);
  const next = nextGoalRank(ranks, found.rankId);
  if (!next) return { next: null, criteria: [] };
  const [stats, modules] = await Promise.all([
    getRankStats(db, memberId, now),
    getSetting<{ compensation_plan?: unknown }>(db, 'modules'),
  ]);
  const binary = planTypeOf(modules?.compensation_plan) === 'binary';
  const criteria: CriterionProgress[] = [];
  for (const gap of criterionGaps(next, ranks, stats))
    criteria.push(await closersOf(db, me, gap, binary, now));
  return { next, criteria };
}

const below = (me: Me): Region => ({ path: me.path, fromDepth: me.depth + 1 });

async function closersOf(
  db: Queryable,
  me: Me,
  gap: CriterionGap,
  binary: boolean,
  now: Date,
): Promise<CriterionProgress> {
  const { required, actual, missing, met } = gap;
  const measured = { required, actual, missing, met };
  const unlicensedNow = { kind: 'unlicensed', at: now } as const;
  // A criterion already met needs nobody to close it.
  switch (gap.key) {
    case 'licensed_legs':
      return {
        key: 'licensed_legs',
        ...measured,
        closers: met ? [] : await unlicensedLegs(db, me, binary, now),
      };
    case 'licensed_downlines': {
      const rows = met
        ? []
        : await nearestWanted(db, below(me), unlicensedNow, closerLimits.members);
      return {
        key: 'licensed_downlines',
        ...measured,
        closers: rows.map((r) => unlicensed(me, r)),
      };
    }
    case 'sales_volume':
      return {
        key: 'sales_volume',
        ...measured,
        closers: met ? [] : await legVolumes(db, me, binary),
      };
    case 'downline_ranks': {
      const holding = { kind: 'rank', rankId: gap.closerRank?.id ?? null } as const;
      const rows = met ? [] : await nearestWanted(db, below(me), holding, closerLimits.members);
      return { ...gap, closers: rows.map((r) => member(me, r)) };
    }
  }
}

const member = (me: Me, r: ProgressMemberRow): ProgressMember => ({
  id: r.id,
  username: r.username,
  firstName: r.firstName,
  lastName: r.lastName,
  level: r.depth - me.depth,
});

const unlicensed = (me: Me, r: ProgressMemberRow): UnlicensedMember => ({
  ...member(me, r),
  reason: unlicensedReason(r.packageId),
});

/** Binary positions come left then right; other plans' legs keep the order they were read in. */
const byPosition = <T extends { position: Position }>(legs: T[]): T[] =>
  [...legs].sort((a, b) => (a.position ?? '~').localeCompare(b.position ?? '~'));

/** A binary position with nobody in it: a licensed member placed there would count the leg. */
async function emptyPositions(db: Queryable, me: Me, binary: boolean): Promise<Position[]> {
  if (!binary) return [];
  const taken = await takenPositions(db, me.id);
  return (['L', 'R'] as const).filter((p) => !taken.has(p));
}

async function unlicensedLegs(
  db: Queryable,
  me: Me,
  binary: boolean,
  now: Date,
): Promise<UnlicensedLeg[]> {
  const legs = await listUnlicensedLegs(db, me.id, now, closerLimits.legs);
  const out: UnlicensedLeg[] = [];
  for (const leg of legs) {
    const rows = await nearestWanted(
      db,
      { path: leg.path, fromDepth: leg.depth },
      { kind: 'unlicensed', at: now },
      closerLimits.membersPerLeg,
    );
    out.push({
      position: leg.position,
      top: member(me, leg),
      members: rows.map((r) => unlicensed(me, r)),
    });
  }
  for (const position of await emptyPositions(db, me, binary))
    out.push({ position, top: null, members: [] });
  return byPosition(out).slice(0, closerLimits.legs);
}

async function legVolumes(db: Queryable, me: Me, binary: boolean): Promise<LegVolume[]> {
  const legs: { position: Position; top: LegRow | null; volume: number }[] = (
    await listLegVolumes(db, me.id, closerLimits.legs)
  ).map((l) => ({ position: l.position, top: l, volume: l.volume }));
  for (const position of await emptyPositions(db, me, binary))
    legs.push({ position, top: null, volume: 0 });
  const ordered = binary ? byPosition(legs) : legs;
  const weaker = weakerLegIndex(ordered.map((l) => l.volume));
  return ordered.slice(0, closerLimits.legs).map((l, i) => ({
    position: l.position,
    top: l.top && member(me, l.top),
    volume: l.volume,
    weaker: i === weaker,
  }));
}
