import type {
  ProgressMemberWire,
  RankProgressCriterionWire,
  RankProgressWire,
  UnlicensedMemberWire,
} from '../../contract/rank-progress';
import { minorToDecimal } from '../../contract/money';
import type {
  CriterionProgress,
  ProgressMember,
  RankProgress,
  UnlicensedMember,
} from './rank-progress-service';

const toMemberWire = (m: ProgressMember): ProgressMemberWire => ({
  id: m.id,
  username: m.username,
  first_name: m.firstName,
  last_name: m.lastName,
  level: m.level,
});

const toUnlicensedWire = (m: UnlicensedMember): UnlicensedMemberWire => ({
  ...toMemberWire(m),
  reason: m.reason,
});

/** A leg a criterion points at: where it hangs and the member at its top, if any. */
const toLegWire = <P>(l: { position: P; top: ProgressMember | null }) => ({
  position: l.position,
  top: l.top && toMemberWire(l.top),
});

function toCriterionWire(c: CriterionProgress): RankProgressCriterionWire {
  const measured = { required: c.required, actual: c.actual, missing: c.missing, met: c.met };
  switch (c.key) {
    case 'licensed_legs':
      return {
        key: c.key,
        ...measured,
        closers: c.closers.map((l) => ({
          ...toLegWire(l),
          members: l.members.map(toUnlicensedWire),
        })),
      };
    case 'licensed_downlines':
      return { key: c.key, ...measured, closers: c.closers.map(toUnlicensedWire) };
    case 'sales_volume':
      return {
        key: c.key,
        ...measured,
        closers: c.closers.map((l) => ({ ...toLegWire(l), volume: l.volume, weaker: l.weaker })),
      };
    case 'downline_ranks':
      return {
        key: c.key,
        ...measured,
        rank: { id: c.rank.id, name: c.rank.name },
        closer_rank: c.closerRank && { id: c.closerRank.id, name: c.closerRank.name },
        closers: c.closers.map(toMemberWire),
      };
  }
}

export const toRankProgressWire = (p: RankProgress): RankProgressWire => ({
  next_rank: p.next && {
    id: p.next.id,
    name: p.next.name,
    bonus: minorToDecimal(p.next.bonusMinor),
  },
  criteria: p.criteria.map(toCriterionWire),
});
