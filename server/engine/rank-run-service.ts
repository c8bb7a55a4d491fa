import type { Queryable } from '../db/connection';
import { rankBonusTrail } from './earning-trail';
import type { TaxSettings } from '../company';
import {
  highestRankMet,
  mightReachNewRank,
  ranksToAward,
  awardedRankIds,
  getRankStats,
  insertRankHistory,
  listRanks,
} from '../ranks';
import { rankCandidates } from './engine-bonus-repo';
import { payBonus } from './pay-bonus-service';
import { insertNotification } from '../notifications';
import { setMemberRank } from '../members';

/**
 * Rank evaluation for the given members (the buyer and its placement upline after an order).
 * A member must be payable and hold a package to rise. Each newly met rank is written to
 * rank_history and pays its bonus once, ever; members.rank_id moves to the highest rank met.
 * Nothing is ever taken back. The subtree statistics are read only for members whose row
 * counters leave a new rank possible.
 */
export async function evaluateRanks(
  tx: Queryable,
  memberIds: readonly number[],
  tax: TaxSettings,
  at: Date,
): Promise<void> {
  const ranks = await listRanks(tx);
  if (ranks.length === 0) return;
  for (const m of await rankCandidates(tx, memberIds)) {
    if (!m.payable || !m.hasPackage) continue;
    if (
      !mightReachNewRank(
        { downlineCount: m.downlineCount, salesVolume: m.tv },
        ranks,
        m.rankSortOrder,
      )
    )
      continue;
    const stats = await getRankStats(tx, m.id, at);
    const award = ranksToAward(stats, ranks, m.rankSortOrder, await awardedRankIds(tx, m.id));
    if (award.length === 0) continue;
    for (const rank of award) {
      await insertNotification(tx, {
        memberId: m.id,
        event: 'rank_achieved',
        kind: 'message',
        title: `Rank achieved: ${rank.name}`,
        body: 'Congratulations! Your rank bonus is in your wallet.',
        refId: null,
        serverText: true,
        at,
      });
      await insertRankHistory(tx, {
        memberId: m.id,
        rankId: rank.id,
        bonusMinor: rank.bonusMinor,
        achievedAt: at,
      });
      await payBonus(tx, tax, {
        memberId: m.id,
        fromMemberId: null,
        trail: rankBonusTrail({ rank, stats }),
        rankId: rank.id,
        at,
      });
    }
    // A rank met but already in the history (awarded earlier, e.g. by hand) pays nothing again.
    const highestNew = award[award.length - 1]!;
    const top = highestRankMet(stats, ranks);
    const newRank = top && top.sortOrder > highestNew.sortOrder ? top : highestNew;
    await setMemberRank(tx, m.id, newRank.id, at);
  }
}
