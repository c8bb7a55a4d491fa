import type { Queryable } from '../db/connection';
import { levelCommissionTrail, skippedBefore } from './earning-trail';
import { ancestorIds } from '../network';
import type { TaxSettings, UnilevelSettings } from '../company';
import { unilevelCommissions } from './unilevel';
import { memberActivity, sponsorIdOf } from './engine-volume-repo';
import { payBonus } from './pay-bonus-service';
import { userStatus } from '../../contract/constants';

/**
 * Level commissions up the sponsor line. The line comes from members.sponsor_path (one
 * lookup for every upline, no walk); active means status 1 and active_until still ahead.
 */
export async function runUnilevel(
  tx: Queryable,
  o: {
    orderId: number;
    buyerId: number;
    sponsorPath: string | null;
    bv: string;
    cvPercent: number;
    cvMinor: number;
    unilevel: UnilevelSettings;
    tax: TaxSettings;
    at: Date;
  },
): Promise<void> {
  if (o.cvMinor <= 0 || o.unilevel.rates.length === 0) return;
  const line = await sponsorLine(tx, o.buyerId, o.sponsorPath);
  if (line.length === 0) return;
  const activity = await memberActivity(tx, line);
  const upline = line.map((memberId) => {
    const a = activity.get(memberId);
    const active =
      a !== undefined &&
      a.status === userStatus.active &&
      !a.deleted &&
      a.activeUntil !== null &&
      a.activeUntil > o.at;
    return { memberId, active };
  });
  for (const c of unilevelCommissions(
    upline,
    o.unilevel.rates,
    o.cvMinor,
    o.unilevel.compression,
  )) {
    await payBonus(tx, o.tax, {
      memberId: c.memberId,
      fromMemberId: o.buyerId,
      trail: levelCommissionTrail({
        orderId: o.orderId,
        buyerId: o.buyerId,
        bv: o.bv,
        cvPercent: o.cvPercent,
        cvMinor: o.cvMinor,
        level: c.level,
        ratePercent: o.unilevel.rates[c.level - 1]!,
        compression: o.unilevel.compression,
        skippedMemberIds: o.unilevel.compression ? skippedBefore(upline, c.memberId) : [],
      }),
      level: c.level,
      orderId: o.orderId,
      at: o.at,
    });
  }
}

/** The buyer's sponsors, nearest first: from sponsor_path, or one step at a time without it. */
async function sponsorLine(
  tx: Queryable,
  buyerId: number,
  sponsorPath: string | null,
): Promise<number[]> {
  if (sponsorPath !== null) return ancestorIds(sponsorPath).reverse();
  const line: number[] = [];
  for (let id = await sponsorIdOf(tx, buyerId); id !== null; id = await sponsorIdOf(tx, id)) {
    if (line.includes(id)) throw new Error(`sponsor cycle at member ${id}`);
    line.push(id);
  }
  return line;
}
