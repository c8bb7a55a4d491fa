import { percentOf } from '../shared/money';

/**
 * Unilevel level commissions up the sponsor (enroller) line (issue 3 point 3). With dynamic
 * compression an inactive upline is skipped and does not use up a level, so level 2 goes to
 * the next active member above; without it the inactive member's level is simply not paid.
 */

export type Upline = { memberId: number; active: boolean };
export type LevelCommission = { memberId: number; level: number; amountMinor: number };

/**
 * @param upline the sponsor line, the buyer's sponsor first, then upwards
 * @param rates percent per level, level 1 first
 * @param baseMinor what the rates apply to (the order's CV in minor units)
 */
export function unilevelCommissions(
  upline: readonly Upline[],
  rates: readonly number[],
  baseMinor: number,
  compression: boolean,
): LevelCommission[] {
  const paid: LevelCommission[] = [];
  let level = 0;
  for (const member of upline) {
    if (level >= rates.length) break;
    if (!member.active && compression) continue;
    level += 1;
    if (!member.active) continue;
    const amountMinor = percentOf(baseMinor, rates[level - 1]!);
    if (amountMinor > 0) paid.push({ memberId: member.memberId, level, amountMinor });
  }
  return paid;
}
